// `retail-inspector export` as a user runs it: the built command in a child process, against a
// dataset file and against a real fake installation on 127.0.0.1. CSV and JSON byte for byte, the
// same text on standard output as in --out, --out refused without --force before any request, exit
// codes as `capture`, the token never printed. Every process and server is stopped after its test.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, type CliRun } from '../helpers/cli-process';
import { json, startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, closedPort } from '../helpers/local-servers';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

const TOKEN = 'tok-Export-Cli-9b2f41';
const BOM = '\uFEFF';

let work: string;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-export-cli-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
});

afterEach(async () => {
  await killAllClis();
  await closeAllServers();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function datasetFile(): Promise<string> {
  const folder = await writeDatasetFolder(validDatasetDocument());
  cleanups.push(folder.cleanup);
  return folder.file;
}

/** Rows an installation could send to trip a spreadsheet: a formula, quotes, a comma, a line break. */
const HOSTILE_ROWS = [
  {
    id: '1',
    code: '=HYPERLINK("http://evil.test")',
    name: 'Brot, "frisch"',
    slug: null,
    image: 'https://shop.test/1.png',
  },
  { id: '2', code: 'K', name: 'Käse\nZeile 2', slug: '@mention', image: 'https://shop.test/2.png' },
];

/** A fake installation whose categories need TOKEN; counts the calls it answered. */
async function installation(rows: unknown[] = HOSTILE_ROWS) {
  let calls = 0;
  const server = await startFakeInstallation({
    categories: (req) => {
      calls++;
      const token = new URL(req.url ?? '/', 'http://x').searchParams.get('et_auth_token');
      return token === TOKEN ? json({ status: true, rows }) : json({ status: false, error: 'Invalid token' });
    },
  });
  return { url: server.url, calls: () => calls };
}

function expectNoToken(run: CliRun): void {
  expect(run.stdout).not.toContain(TOKEN);
  expect(run.stderr).not.toContain(TOKEN);
}

describe('retail-inspector export --data', () => {
  it('prints the CSV on standard output: BOM, header, CRLF, every row of the file', async () => {
    const run = await runCli(['export', '--data', await datasetFile(), '--format', 'csv']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toBe(
      `${BOM}id,code,name,slug,image\r\n` +
        '10,BROT,Brot & Brötchen,brot-und-broetchen,images/brot.svg\r\n' +
        '11,KAES,Käse,,images/käse 1.svg\r\n' +
        '12,OBST,Obst,obst,\r\n' +
        '13,EXT,Extern,extern,https://cdn.example.com/x.png\r\n',
    );
    expect(run.stderr).toBe('');
  });

  it('writes the same bytes to --out as to standard output, and says what it wrote', async () => {
    const file = await datasetFile();
    const out = join(work, 'categories.json');
    const printed = await runCli(['export', '--data', file, '--format', 'json']);
    const written = await runCli(['export', '--data', file, '--format', 'json', '--out', out]);
    expect(written.code, describeRun(written)).toBe(0);
    expect(await readFile(out, 'utf8')).toBe(printed.stdout);
    expect(JSON.parse(printed.stdout)).toEqual(
      validDatasetDocument().categories.map(({ id, code, name, slug, image }) => ({
        id,
        code,
        name,
        slug,
        image,
      })),
    );
    const bytes = Buffer.byteLength(printed.stdout);
    expect(written.stdout).toBe(
      `Exported 4 categories as JSON to ${out} (${bytes.toLocaleString('en')} bytes)\n`,
    );
  });

  it('exits 2 naming the file and the problem for a dataset that is not valid', async () => {
    const bad = join(work, 'bad.json');
    await writeFile(bad, '{"format": "retail-inspector-dataset/1", "categories": 5');
    const run = await runCli(['export', '--data', bad, '--format', 'csv']);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toMatch(/^retail-inspector export: .*bad\.json/);
    expect(run.stdout).toBe('');
  });
});

describe('retail-inspector export --base-url', () => {
  it('exports what the installation sends, formula cells escaped, RFC 4180 quoting, token never printed', async () => {
    const shop = await installation();
    const out = join(work, 'shop.csv');
    const run = await runCli([
      'export',
      '--base-url',
      shop.url,
      '--format',
      'csv',
      '--out',
      out,
      '--token',
      TOKEN,
    ]);
    expect(run.code, describeRun(run)).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text.startsWith(`${BOM}id,code,name,slug,image\r\n`)).toBe(true);
    expect(parse(text, { bom: true })).toEqual([
      ['id', 'code', 'name', 'slug', 'image'],
      ['1', `'=HYPERLINK("http://evil.test")`, 'Brot, "frisch"', '', 'https://shop.test/1.png'],
      ['2', 'K', 'Käse\nZeile 2', "'@mention", 'https://shop.test/2.png'],
    ]);
    expect(run.stdout).toMatch(/^Exported 2 categories as CSV to .*shop\.csv \(\d+ bytes\)\n$/);
    expectNoToken(run);
  });

  it('takes the token from RETAIL_INSPECTOR_TOKEN and prints JSON on standard output', async () => {
    const shop = await installation();
    const run = await runCli(['export', '--base-url', shop.url, '--format', 'json'], {
      RETAIL_INSPECTOR_TOKEN: TOKEN,
    });
    expect(run.code, describeRun(run)).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(HOSTILE_ROWS);
    expectNoToken(run);
  });

  it('exits 2 (refused, not a violation) with the installation’s message and writes nothing when it says status:false', async () => {
    const shop = await installation();
    const out = join(work, 'never.csv');
    const run = await runCli([
      'export',
      '--base-url',
      shop.url,
      '--format',
      'csv',
      '--out',
      out,
      '--token',
      'wrong',
    ]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('Invalid token');
    expect(run.stderr).toContain('Nothing was written.');
    await expect(readFile(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('exits 2 when the installation cannot be reached', async () => {
    const run = await runCli([
      'export',
      '--base-url',
      `http://127.0.0.1:${await closedPort()}`,
      '--format',
      'json',
    ]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toMatch(/^retail-inspector export: .*\(GET \/api\/v2\/products\/getcategorys\)/);
    expect(run.stdout).toBe('');
  });

  it('refuses an existing --out file without --force before any request, and replaces it with --force', async () => {
    const shop = await installation();
    const out = join(work, 'kept.csv');
    await writeFile(out, 'mine');
    const refused = await runCli([
      'export',
      '--base-url',
      shop.url,
      '--format',
      'csv',
      '--out',
      out,
      '--token',
      TOKEN,
    ]);
    expect(refused.code, describeRun(refused)).toBe(2);
    expect(refused.stderr).toMatch(/already exists; pass --force to replace it/);
    expect(await readFile(out, 'utf8')).toBe('mine');
    expect(shop.calls()).toBe(0);
    const forced = await runCli([
      'export',
      '--base-url',
      shop.url,
      '--format',
      'csv',
      '--out',
      out,
      '--token',
      TOKEN,
      '--force',
    ]);
    expect(forced.code, describeRun(forced)).toBe(0);
    expect(await readFile(out, 'utf8')).toMatch(/^\uFEFFid,code,name,slug,image\r\n/);
  });
});

describe('retail-inspector export usage', () => {
  it('exits 2 for a missing or unknown format, or for neither or both sources', async () => {
    const file = await datasetFile();
    const cases: [string[], RegExp][] = [
      [['--data', file], /--format csv\|json is required/],
      [['--data', file, '--format', 'xlsx'], /--format must be csv or json, got "xlsx"/],
      [['--format', 'csv'], /give either --base-url or --data/],
      [
        ['--data', file, '--base-url', 'http://127.0.0.1:1', '--format', 'csv'],
        /give either --base-url or --data/,
      ],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(['export', ...args]);
      expect(run.code, describeRun(run)).toBe(2);
      expect(run.stderr).toMatch(message);
    }
  });

  it('is listed in the help, and its own help names every flag', async () => {
    const list = await runCli(['--help']);
    expect(list.stdout).toMatch(/^ {2}export {5}export the category list as CSV or JSON$/m);
    const help = await runCli(['export', '--help']);
    expect(help.code).toBe(0);
    for (const flag of [
      '--base-url',
      '--data',
      '--format',
      '--out',
      '--force',
      '--token',
      '--timeout',
      '--insecure',
    ]) {
      expect(help.stdout).toContain(flag);
    }
  });
});
