// Situations a support engineer meets, through the built command line against real loopback
// servers: a same-host redirect that ends at a login page, a capture compared with the live
// installation that breaks a rule, an address typed without its scheme to diff, a dataset compared
// with the server serving it (its categories without image), and ids repeated as numbers. Each must
// say what it is: no advice to use a login page's address, no refusal of a faithful comparison, the
// address meant, no false changes, no "every id is unique".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, startCli, waitForStdout } from '../helpers/cli-process';
import {
  conformingInfo,
  conformingRows,
  html,
  json,
  startFakeInstallation,
} from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';
import { writeDatasetFolder } from '../helpers/temp-dataset';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-field-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});

describe('a redirect to a login page on the same host', () => {
  it('is a wrong address, and the redirect warning offers no address to use', async () => {
    const shop = await startFakeInstallation({
      info: () => ({ status: 302, headers: { location: '/loginpage/login' } }),
      categories: () => ({ status: 302, headers: { location: '/loginpage/login' } }),
    });
    // The login page itself: anything under /img/ is the fake's image route, so answer there too.
    const run = await runCli(['check', '--base-url', shop.url, '--json']);
    const report = JSON.parse(run.stdout) as { cause: string; checks: { id: string; message: string }[] };
    expect(report.cause, describeRun(run)).toBe('wrong-address');
    const redirect = report.checks.find((c) => c.id === 'info.tolerated.redirect');
    expect(redirect?.message).toContain('/loginpage/login');
    expect(redirect?.message).toContain('what answers there is not the API');
    expect(redirect?.message).not.toContain('Use that address');
  });
});

describe('diff of a capture with the live installation that breaks a rule', () => {
  it('compares the two as they are, with a note, and finds them identical', async () => {
    const shop = await startFakeInstallation({
      info: (_req, base) => json({ ...conformingInfo(base), decimals: 2 }),
    });
    const capture = join(folder, 'violating-capture.json');
    const captured = await runCli(['capture', '--base-url', shop.url, '--out', capture, '--quiet']);
    expect(captured.code, describeRun(captured)).toBe(1);
    const run = await runCli(['diff', capture, shop.url]);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('Result: identical');
    expect(run.stderr).toMatch(
      /^Note: B \(.+\) breaks the specification in 1 place; it is read as the file holds it\./m,
    );
    expect(run.stderr).toContain('first: decimals: expected string, got 2 (number)');
  });
});

describe('diff of an address typed without its scheme', () => {
  it('says it is no readable file and suggests the address meant', async () => {
    const file = (await writeDatasetFolder(undefined, undefined, folder)).file;
    const run = await runCli(['diff', '127.0.0.1:4180', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('If it is an installation: The address has no scheme');
    expect(run.stderr).toContain('did you mean http://127.0.0.1:4180?');
  });
});

describe('diff of a dataset with the server serving it', () => {
  it('finds them identical, categories without an image included (served as the placeholder)', async () => {
    const { file } = await writeDatasetFolder(undefined, undefined, folder);
    const serve = startCli(['serve', '--data', file, '--port', '0']);
    const url = await waitForStdout(
      serve,
      (text) => /^Listening on (http:\S+)/m.exec(text)?.[1] ?? null,
      'serve',
    );
    const run = await runCli(['diff', file, url]);
    expect(run.stdout, describeRun(run)).toContain('Result: identical');
    expect(run.code).toBe(0);
  });
});

describe('check of ids repeated as numbers', () => {
  it('reports the repeat beside the shape problem, never "every id is unique"', async () => {
    const shop = await startFakeInstallation({
      categories: (_req, base) =>
        json({
          status: true,
          rows: conformingRows(base).map((row, i) => (i < 2 ? { ...row, id: 1 } : row)),
        }),
    });
    const run = await runCli(['check', '--base-url', shop.url]);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stdout).toMatch(/FAIL\s+categories\.unique-ids\s+1 row repeats an earlier id/);
    expect(run.stdout).toContain('rows[1].id: "1" repeats rows[0].id');
    expect(run.stdout).not.toContain('every id is unique');
  });
});

describe('check of an installation behind a login page', () => {
  it('gives the login page as what answered, never as an address to use', async () => {
    const shop = await startFakeInstallation({
      info: () => html('<html><body><form>Login</form></body></html>'),
      categories: () => html('<html><body><form>Login</form></body></html>'),
    });
    const run = await runCli(['check', '--base-url', shop.url]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toContain(
      'could not be checked: what answers at this address cannot be read as the API v2',
    );
  });
});
