// Datasets that break the specification (issue 18, point 7) through the built command line: `serve
// --data` refuses them naming the JSON path and the way out; `serve --allow-violations` serves them as
// they are, listing each violation once and marking the dataset in its banner; `capture` of an
// installation that breaks the value rules still writes what it answered. Real processes and loopback.
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, startCli, waitForStdout } from '../helpers/cli-process';
import { conformingInfo, conformingRows, json, startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

const LISTENING = /^Listening on (http:\S+)/m;

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-violations-'));
});

afterEach(async () => {
  await Promise.all([killAllClis(), closeAllServers()]);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A dataset whose info has a numeric id and an object field, and whose second image has a space. */
async function violatingDataset(): Promise<string> {
  const document = validDatasetDocument();
  document.info.id = 7;
  document.info.vat = { rate: 19 };
  document.categories[3]!.image = 'https://cdn.example.com/a b.png';
  const dataset = await writeDatasetFolder(document, undefined, folder);
  return dataset.file;
}

/** Starts `serve` on `args` and resolves with its URL and the process once its banner is complete. */
async function serve(args: readonly string[]) {
  const cli = startCli(['serve', '--port', '0', ...args]);
  const url = await waitForStdout(
    cli,
    (text) => (text.includes('Press Ctrl+C to stop.') ? (LISTENING.exec(text)?.[1] ?? null) : null),
    'the whole banner',
  );
  return { cli, url };
}

describe('serve --data on a dataset that breaks the specification', () => {
  it('refuses it, naming each JSON path and how to serve it anyway', async () => {
    const run = await runCli(['serve', '--data', await violatingDataset(), '--port', '0']);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('3 problems');
    expect(run.stderr).toContain('info.id: expected string, got 7 (number)');
    expect(run.stderr).toContain('  info.vat: expected string, got object');
    expect(run.stderr).toContain('  categories[3].image: expected an absolute http(s) URL');
    expect(run.stderr).toContain('add --allow-violations');
  });
});

describe('serve --allow-violations', () => {
  it('lists each violation once on standard error and marks the dataset in the banner', async () => {
    const { cli } = await serve(['--data', await violatingDataset(), '--allow-violations']);
    const errors = cli.stderr();
    expect(errors).toContain(
      'violates the specification (3 problems); serving it as it is (--allow-violations):',
    );
    for (const path of ['info.id:', 'info.vat:', 'categories[3].image:'])
      expect(errors.split(path).length - 1, errors).toBe(1);
    expect(cli.stdout()).toMatch(
      /^ {2}Dataset: {4}.*VIOLATES THE SPECIFICATION \(3 problems, listed above\)$/m,
    );
  });

  it('answers the values as the file holds them', async () => {
    const { url } = await serve(['--data', await violatingDataset(), '--allow-violations']);
    const info = (await (await fetch(`${url}/api/v2/auth/info`)).json()) as Record<string, unknown>;
    expect([info.id, info.vat]).toEqual([7, { rate: 19 }]);
    const categories = (await (
      await fetch(`${url}/api/v2/products/getcategorys?et_auth_token=x`)
    ).json()) as {
      rows: { image: unknown }[];
    };
    expect(categories.rows[3]?.image).toBe('https://cdn.example.com/a b.png');
    expect(categories.rows[0]?.image).toBe(`${url}/images/brot.svg`);
  });

  it('serves a conforming dataset with the usual banner', async () => {
    const dataset = await writeDatasetFolder(validDatasetDocument(), undefined, folder);
    const { cli } = await serve(['--data', dataset.file, '--allow-violations']);
    expect(cli.stdout()).not.toContain('VIOLATES');
    expect(cli.stderr()).toBe('');
  });
});

describe('check of an installation whose values break the specification', () => {
  it('fails the shape checks, naming each field that is no string and each URL that is not valid', async () => {
    const installation = await startFakeInstallation({
      info: (_req, base) =>
        json({ ...conformingInfo(base), vat_mode: 19, logo: 'http://shop.example:99999/logo.png' }),
      categories: (_req, base) =>
        json({
          status: true,
          rows: [
            ...conformingRows(base),
            { id: '6', code: 'X', name: 'X', slug: null, image: 'http://[::1/x.png' },
          ],
        }),
    });
    const run = await runCli(['check', '--base-url', installation.url, '--json']);
    expect(run.code, describeRun(run)).toBe(1);
    const checks = (JSON.parse(run.stdout) as { checks: { id: string; status: string; details: string[] }[] })
      .checks;
    const shape = (id: string) => checks.find((check) => check.id === id);
    expect(shape('info.shape')?.status).toBe('fail');
    expect(shape('info.shape')?.details).toEqual([
      'logo: expected an absolute http(s) URL (the port 99999 is above 65535), got "http://shop.example:99999/logo.png" (string)',
      'vat_mode: expected string, got 19 (number)',
    ]);
    expect(shape('categories.shape')?.details).toEqual([
      'rows[5].image: expected an absolute http(s) URL (the host has an unclosed "["), got "http://[::1/x.png" (string)',
    ]);
  });
});

describe('capture of an installation that breaks the value rules', () => {
  it('writes what it answered, says so, exits 1, and the capture is served only with --allow-violations', async () => {
    const installation = await startFakeInstallation({
      info: (_req, base) => json({ ...conformingInfo(base), decimals: 2, vat_mode: null, logo: 42 }),
      categories: (_req, base) =>
        json({
          status: true,
          rows: [
            ...conformingRows(base),
            { id: '6', code: 'X', name: 'X', slug: null, image: 'http://h:99999/x.png' },
          ],
        }),
    });
    const out = join(folder, 'capture.json');
    const run = await runCli(['capture', '--base-url', installation.url, '--out', out, '--quiet']);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stderr).toContain(
      'Warning: the installation violates the specification; the file keeps what it answered.',
    );
    expect(run.stdout).toContain(
      'GET /api/v2/auth/info violates the specification (3 problems), kept as answered:',
    );
    expect(run.stdout).toContain('  decimals: expected string, got 2 (number)');
    expect(run.stdout).toContain('  rows[5].image: expected an absolute http(s) URL');
    await access(out);
    const written = JSON.parse(await readFile(out, 'utf8')) as {
      info: Record<string, unknown>;
      categories: Record<string, unknown>[];
    };
    expect([
      written.info.decimals,
      written.info.vat_mode,
      written.info.logo,
      written.categories[5]?.image,
    ]).toEqual([2, null, 42, 'http://h:99999/x.png']);

    const refused = await runCli(['serve', '--data', out, '--port', '0']);
    expect(refused.code, describeRun(refused)).toBe(2);
    expect(refused.stderr).toContain('info.decimals: expected string, got 2 (number)');
    const { url } = await serve(['--data', out, '--allow-violations']);
    const info = (await (await fetch(`${url}/api/v2/auth/info`)).json()) as Record<string, unknown>;
    expect(info.decimals).toBe(2);
  });

  it('still refuses an answer no dataset can hold, and writes nothing', async () => {
    const installation = await startFakeInstallation({
      categories: () => json({ status: true, rows: [1, 2, 3] }),
    });
    const out = join(folder, 'not-written.json');
    const run = await runCli(['capture', '--base-url', installation.url, '--out', out, '--quiet']);
    expect(run.code, describeRun(run)).toBe(1);
    await expect(access(out)).rejects.toThrow();
  });
});

describe('diff and export of a dataset that breaks the specification', () => {
  it('compares it as the file holds it, with a note naming the side, the count and the first problem', async () => {
    const before = await violatingDataset();
    const document = validDatasetDocument();
    document.info.id = 7;
    document.info.vat = { rate: 19 };
    document.categories[3]!.image = 'https://cdn.example.com/a b.png';
    document.categories.splice(0, 1);
    const after = (await writeDatasetFolder(document, undefined, folder)).file;
    const run = await runCli(['diff', before, after, '--json']);
    expect(run.code, describeRun(run)).toBe(1);
    const diff = JSON.parse(run.stdout) as { counts: { removed: number; changed: number } };
    expect(diff.counts).toMatchObject({ removed: 1, changed: 0 });
    expect(run.stderr).toMatch(
      /^Note: A \(.+\) breaks the specification in 3 places; it is read as the file holds it\.$/m,
    );
    expect(run.stderr).toMatch(/^Note: B \(.+\) breaks the specification in 3 places/m);
    expect(run.stderr).toContain('  first: info.id: expected string, got 7 (number)');
  });

  it('exports its categories as the file holds them, with the same note', async () => {
    const file = await violatingDataset();
    const run = await runCli(['export', '--data', file, '--format', 'json']);
    expect(run.code, describeRun(run)).toBe(0);
    const rows = JSON.parse(run.stdout) as { image: string }[];
    expect(rows[3]!.image).toBe('https://cdn.example.com/a b.png');
    expect(run.stderr).toContain('breaks the specification in 3 places; it is read as the file holds it.');
  });
});
