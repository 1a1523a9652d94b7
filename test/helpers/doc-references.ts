// Finds the documents that code and Markdown point to, so a test can check each one exists: the
// citations in source files ("docs/cli.md", "DESIGN.md"), the relative links and images of
// Markdown pages, and the repository paths pages name in code spans. Pure functions over text; the
// test reads the files.

/** A reference found in a text: what it points to and the line it is on (1-based). */
export interface Reference {
  readonly target: string;
  readonly line: number;
}

// A docs page by its repository path, and a conventional upper-case document name (DESIGN.md,
// STYLE.md, README.md), each standing alone rather than inside a longer path or word.
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md\b/g;
const UPPER_CASE_DOC = /(?<![\w./-])[A-Z][A-Z0-9_-]*\.md\b/g;

/** The documents a source file cites: `docs/….md` paths and upper-case names such as `DESIGN.md`. */
export function documentCitations(source: string): Reference[] {
  const found: Reference[] = [];
  source.split('\n').forEach((text, index) => {
    for (const pattern of [DOCS_PATH, UPPER_CASE_DOC]) {
      for (const match of text.matchAll(pattern)) found.push({ target: match[0], line: index + 1 });
    }
  });
  return found;
}

const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const HTML_SOURCE = /<(?:img|a)\b[^>]*?\s(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const FENCE = /^ {0,3}(```|~~~)/;
const CODE_SPAN = /(`+)([^`]*?)\1/g;

/** Each line of a Markdown text outside its fenced code blocks, with its number (1-based). */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const opening = FENCE.exec(text)?.[1];
    if (fence !== null) {
      if (opening === fence) fence = null;
    } else if (opening) fence = opening;
    else lines.push({ text, line: index + 1 });
  });
  return lines;
}

/**
 * The link and image targets of a Markdown text that stay inside the repository: relative paths,
 * with or without a `#heading`. Code blocks and code spans are skipped; absolute URLs, `mailto:`
 * and the like are left out.
 */
export function relativeLinks(markdown: string): Reference[] {
  const found: Reference[] = [];
  for (const { text: raw, line } of proseLines(markdown)) {
    const text = raw.replace(CODE_SPAN, '');
    const targets = [
      ...[...text.matchAll(INLINE_LINK)].map((m) => m[1]!),
      ...[...text.matchAll(HTML_SOURCE)].map((m) => (m[1] ?? m[2])!),
      ...(REFERENCE_DEFINITION.exec(text)?.slice(1, 2) ?? []),
    ];
    for (const target of targets) {
      const bare = target.replace(/^<|>$/g, '');
      if (bare === '' || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('//')) continue;
      found.push({ target: bare, line });
    }
  }
  return found;
}

/**
 * The anchors GitHub gives a Markdown page's headings: the heading's text, lower-cased, without
 * punctuation, spaces as hyphens; a repeated heading gets -1, -2, ….
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text: line } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

// A path from the repository's root as pages name files and folders in code, starting at one of its
// top-level folders; a pattern or a placeholder (`electron/core/**`, `features/<domain>/`) is not one.
const REPO_PATH =
  /(?<![\w./@-])(?:bench|bin|docs|electron|renderer|resources|scripts|shared|test)\/[\w./-]*(?![\w./<*{-])/g;

/**
 * The repository paths a Markdown text names in its code spans (`electron/core/handlers/index.ts`),
 * so a test can tell when a file moved and the page did not follow. Code blocks are left out: their
 * folder trees name files relative to the lines above.
 */
export function codePaths(markdown: string): Reference[] {
  const found: Reference[] = [];
  for (const { text, line } of proseLines(markdown)) {
    for (const span of text.matchAll(CODE_SPAN)) {
      for (const path of span[2]!.matchAll(REPO_PATH)) found.push({ target: path[0], line });
    }
  }
  return found;
}
