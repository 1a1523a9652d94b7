// `retail-inspector --version` as a user runs it: the built command prints the version that
// package.json names, alone on its line, and exits 0; the top-level help lists the flag.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { PACKAGE_JSON } from '../helpers/repo-paths';

afterEach(killAllClis);

async function packageVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(PACKAGE_JSON, 'utf8'));
  return (manifest as { version: string }).version;
}

describe('retail-inspector --version', () => {
  it.each(['--version', '-v'])('%s prints the package version and exits 0', async (flag) => {
    const run = await runCli([flag]);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toBe(`${await packageVersion()}\n`);
    expect(run.stderr).toBe('');
  });

  it('is listed in the top-level help', async () => {
    const run = await runCli(['--help']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toMatch(/^ {2}-v, --version {2}print the version$/m);
  });
});
