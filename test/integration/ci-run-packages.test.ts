// .ci/run's first part on a machine that lacks Debian packages: it installs exactly the missing ones
// (Alertmanager's among them), non-interactively, and nothing when all are there. Run for real by
// bash on a copy whose Node step ends the script, with `sudo` a stub that records what it was asked
// (so apt-get never runs and no file of the system is touched) and only the binaries a case gives.
import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../helpers/repo-paths';

let work = '';
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-ci-run-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const ALL = ['prometheus', 'promtool', 'prometheus-alertmanager', 'amtool', 'prometheus-blackbox-exporter'];

// Runs the copy with `present` on PATH; resolves with every command line `sudo` was given.
async function ciRunWith(present: readonly string[]): Promise<string[]> {
  const root = await mkdtemp(join(work, 'repo-'));
  const bin = join(root, 'bin');
  await mkdir(join(root, '.ci'));
  await mkdir(join(root, 'scripts'));
  await mkdir(bin);
  await copyFile(repoPath('.ci', 'run'), join(root, '.ci', 'run'));
  // Sourced by .ci/run after the packages: ending there keeps npm ci and npm test from running.
  await writeFile(join(root, 'scripts', 'use-node-24.sh'), 'exit 0\n');
  const log = join(root, 'sudo.log');
  const stub = async (name: string, body: string) => {
    await writeFile(join(bin, name), `#!/bin/sh\n${body}\n`);
    await chmod(join(bin, name), 0o755);
  };
  // `tee` reads the policy-rc.d script from stdin: swallowed, never written.
  await stub('sudo', `echo "$*" >> '${log}'\ncase "$1" in tee) /usr/bin/cat > /dev/null ;; esac`);
  await stub('id', 'echo 1000');
  for (const name of present) await stub(name, 'exit 0');
  await symlink('/usr/bin/dirname', join(bin, 'dirname'));
  await writeFile(log, '');
  await new Promise<void>((resolve, reject) =>
    execFile(
      '/bin/bash',
      [join(root, '.ci', 'run')],
      { env: { PATH: bin, CHROMIUM_PATH: '/usr/bin/chromium' }, timeout: 10_000, encoding: 'utf8' },
      (error, _stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve()),
    ),
  );
  return (await readFile(log, 'utf8')).split('\n').filter(Boolean);
}

const installs = (lines: string[]) => lines.filter((line) => line.includes('apt-get install'));

describe('.ci/run installs what the tests need', () => {
  it("installs Debian's prometheus-alertmanager when amtool or prometheus-alertmanager is missing", async () => {
    for (const missing of ['amtool', 'prometheus-alertmanager']) {
      const lines = await ciRunWith(ALL.filter((name) => name !== missing));
      expect(installs(lines), `${missing} missing`).toEqual([
        'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus-alertmanager',
      ]);
      expect(lines).toContain('apt-get update -qq');
    }
  });

  it('installs each missing package once, beside the others, and nothing when all are there', async () => {
    expect(installs(await ciRunWith(['prometheus-blackbox-exporter']))).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus prometheus-alertmanager',
    ]);
    expect(await ciRunWith(ALL)).toEqual([]);
  });
});
