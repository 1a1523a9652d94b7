// `retail-inspector diff` as a user runs it: the built command in a child process on real temp
// dataset files and a real loopback installation. Exit codes, the --json shape, the Markdown form,
// hostile text kept inert and tokens never printed (docs/cli.md, diff). Every process and server is
// stopped after its test.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeRun, killAllClis, runCli, startCli, stopCli } from '../helpers/cli-process';
import { conformingInfo, conformingRows, json, startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, closedPort } from '../helpers/local-servers';
import { bounded } from '../helpers/waits';
import { SVG, validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

const TOKEN_B = 'tok-Diff-b-93c1e07a55';
const ESC = '\u001b';

const change = z.strictObject({ field: z.string(), before: z.unknown(), after: z.unknown() });
const row = z.looseObject({ id: z.string() });
const DiffJson = z.strictObject({
  identical: z.boolean(),
  info: z.array(change),
  categories: z.strictObject({
    added: z.array(row),
    removed: z.array(row),
    changed: z.array(z.strictObject({ id: z.string(), changes: z.array(change) })),
    duplicateIds: z.strictObject({ before: z.array(z.string()), after: z.array(z.string()) }),
    reordered: z.boolean(),
  }),
  counts: z.strictObject({
    before: z.number(),
    after: z.number(),
    added: z.number(),
    removed: z.number(),
    changed: z.number(),
  }),
});

const folders: { cleanup: () => Promise<void> }[] = [];
async function datasetFile(
  change: (doc: ReturnType<typeof validDatasetDocument>) => void = () => {},
  files?: Record<string, string>,
): Promise<string> {
  const document = validDatasetDocument();
  change(document);
  const folder = await writeDatasetFolder(document, files);
  folders.push(folder);
  return folder.file;
}

function parseDiff(stdout: string) {
  return DiffJson.parse(JSON.parse(stdout));
}

afterEach(async () => {
  await killAllClis();
  await closeAllServers();
  await Promise.all(folders.splice(0).map((folder) => folder.cleanup()));
});

describe('retail-inspector diff on dataset files', () => {
  it('exits 0 and says identical for the same dataset in two files', async () => {
    const run = await runCli(['diff', await datasetFile(), await datasetFile()]);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('Result: identical');
  });

  it('exits 1 and prints one JSON object listing each difference', async () => {
    const a = await datasetFile();
    const b = await datasetFile((doc) => {
      doc.info.decimals = '3';
      doc.categories[0]!.name = 'Brot';
      doc.categories.splice(1, 1);
      doc.categories.push({ id: '99', code: 'NEU', name: 'Neu', slug: null, image: null });
    });
    const run = await runCli(['diff', a, b, '--json']);
    expect(run.code, describeRun(run)).toBe(1);
    const diff = parseDiff(run.stdout);
    expect(diff.identical).toBe(false);
    expect(diff.info).toEqual([{ field: 'decimals', before: '2', after: '3' }]);
    expect(diff.categories.added.map((r) => r.id)).toEqual(['99']);
    expect(diff.categories.removed.map((r) => r.id)).toEqual(['11']);
    expect(diff.categories.changed).toEqual([
      { id: '10', changes: [{ field: 'name', before: 'Brot & Brötchen', after: 'Brot' }] },
    ]);
    expect(diff.counts).toEqual({ before: 4, after: 4, added: 1, removed: 1, changed: 1 });
  });

  it('finds new image bytes behind an unchanged path, and a repeated id and a new order', async () => {
    const a = await datasetFile();
    const b = await datasetFile(
      (doc) => {
        doc.categories.reverse();
        doc.categories.push({ ...doc.categories[0]! });
      },
      { 'images/brot.svg': SVG.replace('width="8"', 'width="9"'), 'images/käse 1.svg': SVG },
    );
    const run = await runCli(['diff', a, b, '--json']);
    expect(run.code, describeRun(run)).toBe(1);
    const diff = parseDiff(run.stdout);
    expect(diff.categories.changed).toEqual([
      {
        id: '10',
        changes: [
          {
            field: 'imageHash',
            before: expect.stringMatching(/^sha1:/),
            after: expect.stringMatching(/^sha1:/),
          },
        ],
      },
    ]);
    expect(diff.categories.reordered).toBe(true);
    expect(diff.categories.duplicateIds).toEqual({ before: [], after: ['13'] });
  });

  it('keeps hostile text inert in the summary and in the Markdown tables', async () => {
    const hostile = `Evil ${ESC}[31mred${ESC}]0;title\u0007 | **bold** <b>x</b>\nsecond line`;
    const a = await datasetFile();
    const b = await datasetFile((doc) => {
      doc.categories[0]!.name = hostile;
    });
    const summary = await runCli(['diff', a, b]);
    expect(summary.code, describeRun(summary)).toBe(1);
    expect(summary.stdout).not.toContain(ESC);
    expect(summary.stdout).toContain('\\u001b[31mred');
    expect(summary.stdout.split('\n').filter((line) => line.includes('second line'))).toHaveLength(1);

    const markdown = await runCli(['diff', a, b, '--markdown']);
    expect(markdown.code, describeRun(markdown)).toBe(1);
    expect(markdown.stdout).not.toContain(ESC);
    expect(markdown.stdout).toContain('## Changes');
    const changedRow = markdown.stdout.split('\n').find((line) => line.startsWith('| `10` | name |'));
    // One table row of four cells: the value's pipe is escaped, its line break shown, not taken.
    expect(changedRow).toBeDefined();
    expect(changedRow!.replaceAll('\\|', '').split('|')).toHaveLength(6);
    expect(changedRow).toContain('\\u000asecond line');
  });

  it('exits 2 naming the side for a file that is missing', async () => {
    const run = await runCli(['diff', await datasetFile(), '/nonexistent/nothere.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^retail-inspector diff: B: .*nothere\.json: cannot be read/m);
    expect(run.stdout).toBe('');
  });

  it('reports both sides when neither can be read', async () => {
    const run = await runCli(['diff', '/nonexistent/one.json', '/nonexistent/two.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^retail-inspector diff: A: .*one\.json: cannot be read/m);
    expect(run.stderr).toMatch(/^retail-inspector diff: B: .*two\.json: cannot be read/m);
  });

  it('gives a dataset no one can read the same message serve gives it, naming the side', async () => {
    const bad = await datasetFile((doc) => {
      doc.categories[1] = 7 as unknown as (typeof doc.categories)[number];
      doc.info.logo = '../outside.svg';
    });
    const [diff, serve] = await Promise.all([
      runCli(['diff', bad, await datasetFile()]),
      runCli(['serve', '--data', bad, '--port', '0']),
    ]);
    expect(diff.code).toBe(2);
    expect(serve.code).toBe(2);
    const problems = (text: string, prefix: string) =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => line.replace(prefix, ''));
    expect(problems(diff.stderr, 'retail-inspector diff: A: ')).toEqual(
      problems(serve.stderr, 'retail-inspector serve: '),
    );
    expect(diff.stderr).toContain('categories[1]');
  });

  it('compares a dataset that only breaks the specification as it is, saying so', async () => {
    const bad = await datasetFile((doc) => {
      doc.info.default_currency = 'euro';
      doc.categories[1]!.id = 7 as unknown as string;
    });
    const run = await runCli(['diff', bad, await datasetFile()]);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stderr).toMatch(
      /^Note: A \(.+\) breaks the specification in 2 places; it is read as the file holds it\.$/m,
    );
    expect(run.stdout).toContain('default_currency');
  });

  it('reports fields named after Object.prototype as added and as removed, in every output form', async () => {
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    // Defined, not assigned: assigning `__proto__` would change the object's prototype instead.
    const withFields = (record: Record<string, unknown>) =>
      names.forEach((name) =>
        Object.defineProperty(record, name, { value: `new ${name}`, enumerable: true, writable: true }),
      );
    const plain = await datasetFile();
    const extended = await datasetFile((doc) => {
      withFields(doc.info);
      withFields(doc.categories[0]!);
    });
    for (const [a, b, added] of [
      [plain, extended, true],
      [extended, plain, false],
    ] as const) {
      const json = await runCli(['diff', a, b, '--json']);
      expect(json.code, describeRun(json)).toBe(1);
      const diff = parseDiff(json.stdout);
      const expected = names.map((name) =>
        added
          ? { field: name, before: null, after: `new ${name}` }
          : { field: name, before: `new ${name}`, after: null },
      );
      // The loader puts the settings' declared fields first; their order is not the point here.
      expect([...diff.info].sort((x, y) => x.field.localeCompare(y.field))).toEqual(
        [...expected].sort((x, y) => x.field.localeCompare(y.field)),
      );
      expect(diff.categories.changed).toEqual([{ id: '10', changes: expected }]);

      const summary = await runCli(['diff', a, b]);
      expect(summary.code, describeRun(summary)).toBe(1);
      expect(summary.stdout).toContain(`Settings: 4 changed`);
      const shown = added ? '(none) -> "new constructor"' : '"new constructor" -> (none)';
      expect(summary.stdout).toContain(`  constructor ${shown}\n`);
      expect(summary.stdout).toContain(`changed  id 10: __proto__ `);

      const markdown = await runCli(['diff', a, b, '--markdown']);
      expect(markdown.code, describeRun(markdown)).toBe(1);
      expect(markdown.stdout).toContain(
        added
          ? '| `10` | hasOwnProperty | *none* | `new hasOwnProperty` |'
          : '| `10` | hasOwnProperty | `new hasOwnProperty` | *none* |',
      );
    }
  });

  it('exits 2 for a usage error: one side only', async () => {
    const run = await runCli(['diff', await datasetFile()]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('diff compares two sides');
  });
});

describe('retail-inspector diff on an installation', () => {
  it('compares a file with a live installation, sending the token from the environment and never printing it', async () => {
    const installation = await startFakeInstallation({
      // The installation echoes the token it got in a category name: the output must not show it.
      categories: (req, base) => {
        const token = new URL(req.url ?? '/', base).searchParams.get('et_auth_token');
        if (token !== TOKEN_B) return json({ status: false, error: 'bad token' });
        const rows = conformingRows(base);
        rows[0]!.name = `Bread for ${token}`;
        return json({ status: true, rows });
      },
    });
    const file = await datasetFile();
    for (const format of [[], ['--json'], ['--markdown']]) {
      const run = await runCli(['diff', file, installation.url, ...format], {
        RETAIL_INSPECTOR_TOKEN_B: TOKEN_B,
      });
      expect(run.code, describeRun(run)).toBe(1);
      expect(run.stdout + run.stderr).not.toContain(TOKEN_B);
      if (format[0] === '--json') {
        const diff = parseDiff(run.stdout);
        expect(diff.counts.after).toBe(conformingRows(installation.url).length);
        expect(diff.info).toContainEqual({
          field: 'company_name',
          before: 'Testladen Müller',
          after: conformingInfo(installation.url).company_name,
        });
      }
    }
  });

  it('finds two readings of the same installation identical, with the token given by flag', async () => {
    const installation = await startFakeInstallation();
    const run = await runCli([
      'diff',
      installation.url,
      installation.url,
      '--token-a',
      TOKEN_B,
      '--token-b',
      TOKEN_B,
    ]);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('Result: identical');
    expect(run.stdout + run.stderr).not.toContain(TOKEN_B);
  });

  it('exits 2 naming the side for an installation that cannot be reached', async () => {
    const port = await closedPort();
    const run = await runCli(['diff', await datasetFile(), `http://127.0.0.1:${port}`, '--timeout', '2000']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^retail-inspector diff: B: The server refused the connection/m);
    expect(run.stdout).toBe('');
  });

  it('exits 2 naming the side for an installation that refuses the token', async () => {
    const installation = await startFakeInstallation({
      categories: () => json({ status: false, error: 'Invalid token' }),
    });
    const run = await runCli(['diff', installation.url, await datasetFile(), '--token-a', TOKEN_B]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^retail-inspector diff: A: The installation reported an error \(GET \/api\/v2\/products\/getcategorys\)/m,
    );
    expect(run.stderr).toContain('Invalid token');
    expect(run.stdout + run.stderr).not.toContain(TOKEN_B);
  });

  it('stops at Ctrl+C while an installation keeps it waiting, exit 2, that side cancelled', async () => {
    let asked: () => void = () => {};
    const reached = new Promise<void>((resolve) => (asked = resolve));
    const installation = await startFakeInstallation({
      info: () => {
        asked();
        return { hang: true };
      },
    });
    const cli = startCli(['diff', await datasetFile(), installation.url, '--timeout', '60000']);
    await bounded(reached, 10_000, 'the installation to be called');
    const started = performance.now();
    expect(await stopCli(cli)).toBe(2);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(cli.stderr()).toMatch(/^retail-inspector diff: B: Cancelled/m);
  });
});
