// Finds the documents that code and Markdown point to, so a test can check each one exists: the
// citations in source files ("docs/cli.md", "DESIGN.md") and the relative links and images of
// Markdown pages. Pure functions over text; the test reads the files.

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

/**
 * The link and image targets of a Markdown text that stay inside the repository: relative paths,
 * with or without a `#heading`. Code blocks and code spans are skipped; absolute URLs, `mailto:`
 * and the like are left out.
 */
export function relativeLinks(markdown: string): Reference[] {
  const found: Reference[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const opening = FENCE.exec(raw)?.[1];
    if (fence !== null) {
      if (opening === fence) fence = null;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    const text = raw.replace(/(`+)[^`]*?\1/g, '');
    const targets = [
      ...[...text.matchAll(INLINE_LINK)].map((m) => m[1]!),
      ...[...text.matchAll(HTML_SOURCE)].map((m) => (m[1] ?? m[2])!),
      ...(REFERENCE_DEFINITION.exec(text)?.slice(1, 2) ?? []),
    ];
    for (const target of targets) {
      const bare = target.replace(/^<|>$/g, '');
      if (bare === '' || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('//')) continue;
      found.push({ target: bare, line: index + 1 });
    }
  });
  return found;
}

/**
 * The anchors GitHub gives a Markdown page's headings: the heading's text, lower-cased, without
 * punctuation, spaces as hyphens; a repeated heading gets -1, -2, ….
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opening === fence) fence = null;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
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
