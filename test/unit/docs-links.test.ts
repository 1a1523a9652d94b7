// The documents the code and the docs point to are in the repository: no comment cites a page that
// is not here (such as a design note kept outside it), every relative link and image in README.md
// and docs/*.md leads to a file, and to a heading when it names one, and every repository path
// those pages name in code (`electron/core/handlers/index.ts`) still exists after files moved.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codePaths,
  documentCitations,
  headingAnchors,
  relativeLinks,
  type Reference,
} from '../helpers/doc-references';
import { REPO_ROOT } from '../helpers/repo-paths';

const SOURCE_FOLDERS = ['electron', 'shared', 'renderer', 'test', 'bench', 'scripts'];
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html)$/;
// These two hold examples of bad citations on purpose.
const SELF = new Set(['test/unit/docs-links.test.ts', 'test/helpers/doc-references.ts']);

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file))
      .map((file) => join(folder, file).split('\\').join('/'))
      .filter((file) => !SELF.has(file)),
  );
}

function markdownPages(): string[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs')).filter((name) => name.endsWith('.md'));
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

/** What `find` names in `files` that is not in the repository, as `file:line <verb> target`. */
function absentTargets(files: string[], find: (text: string) => Reference[], verb: string): string[] {
  return files.flatMap((file) =>
    find(readFileSync(join(REPO_ROOT, file), 'utf8'))
      .filter(({ target }) => !existsSync(join(REPO_ROOT, target)))
      .map(({ target, line }) => `${file}:${line} ${verb} ${target}, which is not in the repository`),
  );
}

/** Why `target`, linked from the page `page`, does not resolve, or null when it does. */
function brokenLink(page: string, target: string): string | null {
  const [pathPart = '', anchor] = target.split('#', 2);
  const path = decodeURIComponent(pathPart.split('?')[0]!);
  const file =
    path === ''
      ? join(REPO_ROOT, page)
      : path.startsWith('/')
        ? join(REPO_ROOT, path)
        : resolve(REPO_ROOT, dirname(page), path);
  if (relative(REPO_ROOT, file).startsWith('..')) return 'leads outside the repository';
  if (!existsSync(file)) return 'no such file';
  if (anchor && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).has(anchor)) {
    return `no heading with the anchor #${anchor}`;
  }
  return null;
}

describe('document citations in the code', () => {
  it('finds docs pages and upper-case document names, not file names in test data', () => {
    const source = [
      '/** Exit codes (DESIGN.md 3). */',
      '// see docs/cli.md, exit codes; docs/leniencies.md',
      "const file = 'diagnostics-report.md'; // and src/docs/other.md is not ours",
    ].join('\n');
    expect(documentCitations(source)).toEqual([
      { target: 'DESIGN.md', line: 1 },
      { target: 'docs/cli.md', line: 2 },
      { target: 'docs/leniencies.md', line: 2 },
    ]);
  });

  it('cites only documents the repository holds', () => {
    expect(absentTargets(sourceFiles(), documentCitations, 'cites')).toEqual([]);
  });
});

describe('links in README.md and docs/', () => {
  it('finds relative links, images and reference definitions, but not absolute URLs or code', () => {
    const page = [
      'See [the CLI](cli.md#exit-codes), ![shot](screenshots/a.png "A") and [the spec](https://example.com).',
      '`[not a link](code.md)` and <img src="img/b.png" alt="">',
      '```',
      '[also code](fenced.md)',
      '```',
      '[ref]: <other page.md>',
    ].join('\n');
    expect(relativeLinks(page)).toEqual([
      { target: 'cli.md#exit-codes', line: 1 },
      { target: 'screenshots/a.png', line: 1 },
      { target: 'img/b.png', line: 2 },
      { target: 'other page.md', line: 6 },
    ]);
  });

  it("names headings' anchors as GitHub does", () => {
    const page =
      '# The command line: `retail-inspector`\n## Exit codes\n## Exit codes\n```\n# not a heading\n```';
    expect([...headingAnchors(page)]).toEqual([
      'the-command-line-retail-inspector',
      'exit-codes',
      'exit-codes-1',
    ]);
  });

  it('every relative link and image leads to a file in the repository, and to a heading it names', () => {
    const broken = markdownPages().flatMap((page) =>
      relativeLinks(readFileSync(join(REPO_ROOT, page), 'utf8'))
        .map(({ target, line }) => ({ target, line, problem: brokenLink(page, target) }))
        .filter(({ problem }) => problem !== null)
        .map(({ target, line, problem }) => `${page}:${line} links to ${target}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('repository paths in README.md and docs/', () => {
  it('finds paths from the top-level folders in code spans, not patterns, placeholders or code blocks', () => {
    const page = [
      'See `electron/core/handlers/index.ts` and `renderer/store/` (not electron/main.ts, outside code).',
      '`npx vitest run test/unit/docs-links.test.ts docs/cli.md`, `core/host/` and `@electron/fuses`',
      '`electron/core/**`, `renderer/features/<domain>/`, `electron/cli/{a,b}.ts` and `dist/cli.js`',
      '```',
      '`shared/v2.ts` in a block',
      '```',
    ].join('\n');
    expect(codePaths(page)).toEqual([
      { target: 'electron/core/handlers/index.ts', line: 1 },
      { target: 'renderer/store/', line: 1 },
      { target: 'test/unit/docs-links.test.ts', line: 2 },
      { target: 'docs/cli.md', line: 2 },
    ]);
  });

  it('every path a page names in code exists', () => {
    expect(absentTargets(markdownPages(), codePaths, 'names')).toEqual([]);
  });
});
