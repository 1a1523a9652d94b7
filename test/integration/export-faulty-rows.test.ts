// `retail-inspector export` of an installation whose rows break the specification's value rules (a
// relative image path, a numeric id, a missing slug): the built command against a real stand-in
// installation on 127.0.0.1 writes every row as received (exit 1, as `capture` of such an
// installation), and says on standard error how many rows break the specification. An answer that
// cannot be read as categories at all still writes nothing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { json, startFakeInstallation } from '../helpers/fake-installation';
import { faultyCategoryRows, startFaultyInstallation } from '../helpers/faulty-categories';
import { closeAllServers } from '../helpers/local-servers';

const TOKEN = 'tok-Faulty-Rows-5c1e77';
let work: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-export-faulty-'));
});

afterEach(async () => {
  await killAllClis();
  await closeAllServers();
  await rm(work, { recursive: true, force: true });
});

const env = { RETAIL_INSPECTOR_TOKEN: TOKEN };

describe('retail-inspector export of rows that break the specification', () => {
  it('writes all 5 rows as received to --out as JSON, exits 1 and counts the 3 faulty rows on standard error', async () => {
    const server = await startFaultyInstallation(TOKEN);
    const out = join(work, 'shop.json');
    const run = await runCli(['export', '--base-url', server.url, '--format', 'json', '--out', out], env);
    expect(run.code, describeRun(run)).toBe(1);
    const written = JSON.parse(await readFile(out, 'utf8')) as Record<string, unknown>[];
    // As sent: the number stays a number, the missing slug is null, the relative path unchanged.
    const sent = faultyCategoryRows(server.url);
    expect(written).toEqual(sent.map((row) => ({ slug: null, ...row })));
    expect(written[2]!.id).toBe(23);
    expect(run.stderr).toContain(
      'Warning: 3 of 5 categories break the specification; they are written as the installation sent them.',
    );
    expect(run.stderr).toContain('rows[1].image: expected an absolute http(s) URL');
    expect(run.stderr).toContain('rows[2].id: expected string, got 23 (number)');
    expect(run.stderr).not.toContain('Nothing was written');
    expect(run.stdout).toMatch(/^Exported 5 categories as JSON to .*shop\.json \(\d[\d,]* bytes\)\n$/);
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  });

  it('prints all 5 rows as CSV on standard output (the number id as its digits), exit 1', async () => {
    const server = await startFaultyInstallation(TOKEN);
    const run = await runCli(['export', '--base-url', server.url, '--format', 'csv'], env);
    expect(run.code, describeRun(run)).toBe(1);
    const records = parse(run.stdout.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.id)).toEqual(['21', '22', '23', '24', '25']);
    expect(records[1]!.image).toBe('img/kaese.svg');
    expect(records[3]!.slug).toBe('');
    expect(run.stderr).toContain('3 of 5 categories break the specification');
  });

  it('leaves out a row that is not an object, and counts it', async () => {
    const server = await startFakeInstallation({
      categories: () =>
        json({
          status: true,
          rows: [{ id: '1', code: 'A', name: 'A', slug: 'a', image: 'https://x.test/a.png' }, 7],
        }),
    });
    const run = await runCli(['export', '--base-url', server.url, '--format', 'json'], env);
    expect(run.code, describeRun(run)).toBe(1);
    expect((JSON.parse(run.stdout) as unknown[]).length).toBe(1);
    // The one faulty row is the one left out: nothing faulty is said to be written.
    expect(run.stderr).toContain('Warning: 1 of 2 categories breaks the specification.\n');
    expect(run.stderr).toContain('1 row is not a category record and not written.');
  });

  it('writes nothing for an answer without a rows array (a violation: exit 1)', async () => {
    const server = await startFakeInstallation({ categories: () => json({ status: true, items: [] }) });
    const out = join(work, 'none.json');
    const run = await runCli(['export', '--base-url', server.url, '--format', 'json', '--out', out], env);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stderr).toContain('Nothing was written.');
    await expect(readFile(out)).rejects.toThrow();
  });
});
