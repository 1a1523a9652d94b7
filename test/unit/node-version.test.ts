// The launcher's check of the Node.js version (bin/node-version.mjs): package.json's engines range
// against the running version, and the launcher itself, run as a real process from a copy whose
// package.json asks for a newer Node.js than any: its first line says what to run instead, exit 2.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enginesRange, nodeVersionProblem } from '../../bin/node-version.mjs';
import { repoPath } from '../helpers/repo-paths';

describe('nodeVersionProblem', () => {
  it.each([
    ['24.11.0', '>=24.11'],
    ['24.21.0', '>=24.11'],
    ['25.0.0', '>=24.11'],
    ['v24.11.1', '>= 24.11'],
  ])('lets Node.js %s run for %s', (version, range) => {
    expect(nodeVersionProblem(version, range)).toBeNull();
  });

  it.each([
    ['20.20.2', '>=24.11'],
    ['22.12.0', '>=24.11'],
    ['24.10.9', '>=24.11'],
  ])('refuses Node.js %s for %s, saying what to run instead', (version, range) => {
    expect(nodeVersionProblem(version, range)).toBe(
      `retail-inspector: Node.js 24.11 or newer is needed, this is Node.js ${version}; run it with Node.js 24 (in the package folder, ". scripts/use-node-24.sh" puts Node.js 24 first on PATH) or install Node.js 24 from https://nodejs.org.`,
    );
  });

  it('refuses nothing for a range of another form, or none', () => {
    expect(nodeVersionProblem('20.0.0', '^24 || ^26')).toBeNull();
    expect(nodeVersionProblem('20.0.0', null)).toBeNull();
  });

  it("reads this package's engines range, which this Node.js satisfies", () => {
    const range = enginesRange();
    expect(range).toBe('>=24.11');
    expect(nodeVersionProblem(process.versions.node, range)).toBeNull();
  });
});

describe('the launcher run by an older Node.js than engines', () => {
  it('says so on its first line and what to run instead, exits 2, and runs nothing', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ri-old-node-'));
    try {
      await cp(repoPath('bin'), join(folder, 'bin'), { recursive: true });
      await writeFile(
        join(folder, 'package.json'),
        JSON.stringify({ type: 'module', engines: { node: '>=999.1' } }),
      );
      const run = spawnSync(process.execPath, [join(folder, 'bin', 'retail-inspector.js'), '--version'], {
        encoding: 'utf8',
        timeout: 10_000,
      });
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      const lines = run.stderr.split('\n');
      expect(lines[0]).toBe(
        `retail-inspector: Node.js 999.1 or newer is needed, this is Node.js ${process.versions.node}; run it with Node.js 24 (in the package folder, ". scripts/use-node-24.sh" puts Node.js 24 first on PATH) or install Node.js 24 from https://nodejs.org.`,
      );
      // Not the "not built yet" line: the version is told before anything else is looked at.
      expect(lines.filter(Boolean)).toHaveLength(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
