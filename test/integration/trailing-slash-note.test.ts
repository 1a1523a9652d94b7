// A base URL typed with a trailing slash is called without it, and the built commands say so on
// standard error (docs/user-guide.md, "Addresses"): `check` (its --json stays one report on stdout),
// `capture` and `watch`, against a real loopback installation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, startCli, stopCli, waitForOutput } from '../helpers/cli-process';
import { startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';

const NOTE = 'Note: The trailing slash was removed.';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-slash-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all([killAllClis(), closeAllServers()]);
});

describe('a trailing slash removed from --base-url is noted on standard error', () => {
  it('by check, with --json clean and the address checked without it', async () => {
    const { url } = await startFakeInstallation();
    const run = await runCli(['check', '--base-url', `${url}/`, '--json']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stderr.split('\n')).toContain(NOTE);
    expect((JSON.parse(run.stdout) as { baseUrl: string }).baseUrl).toBe(url);
    const clean = await runCli(['check', '--base-url', url, '--json']);
    expect(clean.stderr).not.toContain('trailing slash');
  });

  it('by capture', async () => {
    const { url } = await startFakeInstallation();
    const out = join(work, 'capture.json');
    const run = await runCli(['capture', '--base-url', `${url}//`, '--out', out, '--quiet']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stderr.split('\n')).toContain('Note: The trailing slashes were removed.');
  });

  it('by watch, before its first run', async () => {
    const { url } = await startFakeInstallation();
    const cli = startCli(['watch', '--base-url', `${url}/`, '--every', '1m', '--log-format', 'json']);
    await waitForOutput(cli, 'stderr', (text) => (text.includes(NOTE) ? true : null), 'the note');
    await stopCli(cli);
  });
});
