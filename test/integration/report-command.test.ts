// `retail-inspector report --history DIR` as a support engineer runs it to answer "how reliable was
// my shop last month?": exact figures from a history of known runs, the three formats, the range
// flags, and what it says for a wrong folder, a bad date, a file it cannot read or a hostile name.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FLAG } from '../../electron/core/watch/history/history-format';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { seedHistory } from '../helpers/watch-history-seed';

const MIN = 60_000;
const NOV = Date.UTC(2026, 10, 1);
const DEC = Date.UTC(2026, 11, 1);
// The report reads days in local time: the tests fix it, as a user's machine has one.
const UTC = { TZ: 'UTC' };

let work: string;
let history: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-report-'));
  history = join(work, 'history');
  // Köln: November every 10 minutes; down (timeout) for the first hour of the 10th, violating for
  // one run, in a maintenance window for two hours and offline for one (neither counted).
  const day10 = NOV + 9 * 86_400_000;
  await seedHistory(history, 'Shop Köln', { from: NOV, to: DEC, stepMs: 10 * MIN }, (at) => {
    const since = at - day10;
    if (since >= 0 && since < 60 * MIN) return { watchClass: 'timeout', responseMs: null, categories: null };
    if (since === 2 * 60 * MIN) return { watchClass: 'violates', responseMs: 90, categories: 67 };
    if (since >= 3 * 60 * MIN && since < 5 * 60 * MIN)
      return { watchClass: 'unreachable', responseMs: null, categories: null, flags: FLAG.maintenance };
    if (since >= 5 * 60 * MIN && since < 6 * 60 * MIN)
      return { watchClass: 'unreachable', responseMs: null, categories: null, flags: FLAG.offline };
    return { watchClass: 'conforms', responseMs: 120, categories: 67 };
  });
  await writeFile(
    join(history, historyFolderName('Shop Köln'), 'connection.json'),
    JSON.stringify({ name: 'Shop Köln', baseUrl: 'https://koeln.example' }),
  );
  // Bonn: October only (outside November), so a November report leaves it out.
  await seedHistory(
    history,
    'bonn',
    { from: Date.UTC(2026, 9, 1), to: Date.UTC(2026, 9, 2), stepMs: 60 * MIN },
    () => ({
      watchClass: 'conforms',
      responseMs: 50,
      categories: 3,
    }),
  );
  await mkdir(join(history, '.snapshots'), { recursive: true });
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(killAllClis);

const november = ['--from', '2026-11-01', '--to', '2026-11-30'];

describe('retail-inspector report', () => {
  it('sums a month of runs exactly in JSON, leaving out maintenance, offline and other months', async () => {
    const run = await runCli(['report', '--history', history, ...november, '--format', 'json'], UTC);
    expect(run.code, describeRun(run)).toBe(0);
    const report = JSON.parse(run.stdout) as { from: string; to: string; connections: unknown[] };
    expect(report.from).toBe('2026-11-01T00:00:00.000Z');
    expect(report.to).toBe('2026-11-30T23:59:59.999Z');
    // 30 days of 144 runs: 4,320, of which 18 not counted (2 h maintenance, 1 h offline).
    expect(report.connections).toEqual([
      {
        name: 'Shop Köln',
        baseUrl: 'https://koeln.example',
        availability: 4_296 / 4_302,
        degraded: 1 / 4_302,
        counted: 4_302,
        upRuns: 4_295,
        degradedRuns: 1,
        downRuns: 6,
        notCountedRuns: 18,
        incidents: 1,
        longestIncidentMs: 60 * MIN,
        medianResponseMs: 120,
      },
    ]);
  });

  it('writes a table a person reads, with the rule beside it', async () => {
    const run = await runCli(['report', '--history', history, ...november], UTC);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('Availability = (up + degraded) / counted runs');
    expect(run.stdout).toContain('| Shop Köln | 99.86 % | 0.02 % | 4,302 | 6 | 1 | 1 h | 120 ms |');
  });

  it('writes CSV for a spreadsheet to a file, and refuses to replace it without --force', async () => {
    const out = join(work, 'november.csv');
    const args = ['report', '--history', history, ...november, '--format', 'csv', '--out', out];
    const run = await runCli(args, UTC);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stderr).toContain(`Wrote ${out} (csv, 1 connection)`);
    const text = await readFile(out, 'utf8');
    expect(text.startsWith('\uFEFFname,baseUrl,availability,degraded,counted,')).toBe(true);
    expect(text.split('\r\n')[1]).toMatch(/^Shop Köln,https:\/\/koeln\.example,0\.9986/);
    const again = await runCli(args, UTC);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
    expect(await readFile(out, 'utf8')).toBe(text);
  });

  it('reports the last 30 days by default, and says when no connection ran in the range', async () => {
    const old = join(work, 'years-ago');
    await seedHistory(
      old,
      'shop',
      { from: Date.UTC(2020, 0, 1), to: Date.UTC(2020, 0, 2), stepMs: 60 * MIN },
      () => ({
        watchClass: 'conforms',
        responseMs: 50,
        categories: 3,
      }),
    );
    const run = await runCli(['report', '--history', old], UTC);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('No connection has a run in this range.');
    // The fleet board's 30 days: from the start of the UTC day 30 days before now.
    const from = Date.parse(/From (\S+) to/.exec(run.stdout)![1]!);
    expect(new Date(from).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(Date.now() - from).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(Date.now() - from).toBeLessThan(31 * 86_400_000);
  });

  it('refuses a date that is none, a range backwards, a folder that is no history', async () => {
    const bad = await runCli(['report', '--history', history, '--from', '2026-02-30'], UTC);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--from must be a day (YYYY-MM-DD) or a time');
    const backwards = await runCli([
      'report',
      '--history',
      history,
      '--from',
      '2026-12-01',
      '--to',
      '2026-11-01',
    ]);
    expect(backwards.code).toBe(2);
    expect(backwards.stderr).toContain('is after --to');
    const missing = await runCli(['report', '--history', join(work, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot be read as a watch history (no such file)');
    const empty = join(work, 'empty');
    await mkdir(join(empty, 'photos'), { recursive: true });
    const none = await runCli(['report', '--history', empty]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('holds no watch history');
    const noFlag = await runCli(['report']);
    expect(noFlag.code).toBe(2);
    expect(noFlag.stderr).toContain('--history DIR');
  });

  it('warns of a month it cannot read, shows a hostile name visibly, and moves nothing', async () => {
    const odd = join(work, 'odd');
    await seedHistory(odd, 'old', { from: NOV, to: NOV + 60 * MIN, stepMs: 10 * MIN }, () => ({
      watchClass: 'conforms',
      responseMs: 10,
      categories: 1,
    }));
    await writeFile(
      join(odd, 'old', 'connection.json'),
      JSON.stringify({ name: 'Shop \u001b[2J\u202eevil' }),
    );
    // A month file that is a folder cannot be read; its runs are left out, with a word.
    await mkdir(join(odd, 'old', '2026-10.bin'));
    const before = await readdir(odd);
    const run = await runCli(['report', '--history', odd, '--from', '2026-10-01', '--to', '2026-11-30'], UTC);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stderr).toMatch(/warning: .*2026-10\.bin is not a regular file; its runs are left out/);
    expect(run.stderr).toContain('1 history file could not be read');
    // Escaped for Markdown too: it renders as "Shop \u001b[2J\u202eevil".
    expect(run.stdout).toContain('| Shop \\\\u001b\\[2J\\\\u202eevil |');
    expect(run.stdout).not.toContain('\u001b');
    expect(await readdir(odd)).toEqual(before);
  });
});
