// The snapshot store across processes, as two hosts on one data folder use it: a real writer process
// (test/helpers/snapshot-writer-process.ts) killed with SIGKILL at each step of a save and its prune,
// after which the store lists the old state or the new one, never a half of either, and removes what
// the writer left; and a process pinning snapshots while this one saves and prunes, whose pins all
// survive.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { createSnapshotStore } from '../../electron/core/snapshots/snapshot-store';
import { SNAPSHOT_STEPS } from '../../electron/core/snapshots/snapshot-upkeep';
import { repoPath } from '../helpers/repo-paths';
import { killAllScripts, startScript, waitForLine } from '../helpers/script-process';
import { labelledLoad, SNAPSHOT_PROFILE } from '../helpers/snapshot-loads';

const WRITER = repoPath('test', 'helpers', 'snapshot-writer-process.ts');
// Before the summary is written the save has not happened; from then on it has.
const COMMITTED = SNAPSHOT_STEPS.indexOf('committed');

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-snapshot-processes-'));
});

afterEach(async () => {
  await killAllScripts();
  await rm(root, { recursive: true, force: true });
});

/** Every file under the snapshots folder, relative, sorted. */
async function filesUnder(folder: string): Promise<string[]> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true });
  return found
    .filter((d) => !d.isDirectory())
    .map((d) => join(d.parentPath, d.name).slice(folder.length + 1))
    .sort();
}

describe('a snapshot writer killed at each step', () => {
  for (const [index, step] of SNAPSHOT_STEPS.entries()) {
    const state = index < COMMITTED ? 'old' : 'new';
    it(`leaves the ${state} state when killed at "${step}", and the next list removes what it left`, async () => {
      const store = createSnapshotStore({ root });
      await store.setSettings({ keep: 2 });
      await store.save(SNAPSHOT_PROFILE, labelledLoad('A'));
      await store.save(SNAPSHOT_PROFILE, labelledLoad('B'));

      const writer = startScript(WRITER, ['save', root, 'C', step]);
      await waitForLine(writer, `at ${step}`, 30_000);
      writer.child.kill('SIGKILL');
      await writer.exited(10_000);

      // A fresh store, as the other host or the next start of the app reads the folder.
      const { snapshots } = await createSnapshotStore({ root }).list(SNAPSHOT_PROFILE);
      expect(snapshots.map((s) => [s.companyName, s.state])).toEqual(
        state === 'old'
          ? [
              ['Shop B', 'ok'],
              ['Shop A', 'ok'],
            ]
          : [
              ['Shop C', 'ok'],
              ['Shop B', 'ok'],
            ],
      );
      // Nothing else is left: each listed snapshot's two files and the images they name, no lock.
      const files = await filesUnder(root);
      const own = snapshots.flatMap((s) => {
        const name = s.file.slice(join(root, SNAPSHOT_PROFILE).length + 1);
        return [name, name.replace(/\.json$/, '.meta.json')];
      });
      const images = new Set<string>();
      for (const snapshot of snapshots) {
        const loaded = await loadDataset(snapshot.file);
        for (const reference of [loaded.info.logo, ...loaded.categories.map((row) => row.image)]) {
          if (reference?.startsWith('blobs/')) images.add(reference);
        }
      }
      expect(files).toEqual(
        ['settings.json', ...[...own, ...images].map((file) => `${SNAPSHOT_PROFILE}/${file}`)].sort(),
      );
    }, 60_000);
  }
});

describe('two processes on one snapshots folder', () => {
  it('keeps every pin one process sets while the other saves and prunes', async () => {
    const store = createSnapshotStore({ root });
    await store.setSettings({ keep: 1 });
    await store.save(SNAPSHOT_PROFILE, labelledLoad('0'));
    const pinner = startScript(WRITER, ['pin', root, '2000']);
    await waitForLine(pinner, 'ready', 30_000);
    for (let i = 1; pinner.child.exitCode === null && !pinner.output().includes('done'); i++) {
      await store.save(SNAPSHOT_PROFILE, labelledLoad(String(i)));
    }
    expect(await pinner.exited(60_000)).toBe(0);
    const pinned = pinner
      .output()
      .split('\n')
      .filter((line) => line.startsWith('pinned '))
      .map((line) => line.slice('pinned '.length));
    expect(pinned.length).toBeGreaterThan(0);
    const { snapshots } = await store.list(SNAPSHOT_PROFILE);
    const listed = new Map(snapshots.map((s) => [s.id, s]));
    for (const id of pinned) expect(listed.get(id), id).toMatchObject({ state: 'ok', pinned: true });
    // Retention went on: at most one unpinned snapshot besides the pinned ones.
    expect(snapshots.filter((s) => !s.pinned).length).toBeLessThanOrEqual(1);
  }, 90_000);
});
