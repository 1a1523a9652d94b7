// Another process using one snapshots folder, for the tests of the snapshot store across processes
// (test/integration/snapshot-processes.test.ts). Run with `node --import tsx`:
//   snapshot-writer-process.ts save <root> <label> <step>
//     saves labelledLoad(<label>); on reaching <step> (snapshot-upkeep.ts SNAPSHOT_STEPS) prints
//     "at <step>" and waits there until it is killed; prints "saved <id>" if it gets to the end.
//   snapshot-writer-process.ts pin <root> <ms>
//     prints "ready", then for <ms> milliseconds pins the newest intact unpinned snapshot, again and
//     again, printing "pinned <id>" each time that succeeded (it may have been pruned meanwhile);
//     prints "done" at the end.
import { createSnapshotStore } from '../../electron/core/snapshots/snapshot-store';
import type { SnapshotStep } from '../../electron/core/snapshots/snapshot-upkeep';
import { labelledLoad, SNAPSHOT_PROFILE } from './snapshot-loads';

const [mode, root, ...rest] = process.argv.slice(2);
if (!root || (mode !== 'save' && mode !== 'pin')) throw new Error('usage: see the comment at the top');

if (mode === 'save') {
  const [label = 'X', stopAt] = rest;
  const store = createSnapshotStore({
    root,
    checkpoint: async (step: SnapshotStep) => {
      if (step !== stopAt) return;
      process.stdout.write(`at ${step}\n`);
      // Held here until the test kills this process (the timer keeps it alive).
      await new Promise(() => setInterval(() => undefined, 60_000));
    },
  });
  const outcome = await store.save(SNAPSHOT_PROFILE, labelledLoad(label));
  process.stdout.write(`saved ${outcome.id}\n`);
} else {
  const store = createSnapshotStore({ root });
  process.stdout.write('ready\n');
  const until = Date.now() + Number(rest[0] ?? 1_000);
  while (Date.now() < until) {
    const { snapshots } = await store.list(SNAPSHOT_PROFILE);
    const newest = snapshots.find((s) => s.state === 'ok' && !s.pinned);
    if (!newest) continue;
    const pinned = await store.pin(newest.id, true).then(
      () => true,
      () => false,
    );
    if (pinned) process.stdout.write(`pinned ${newest.id}\n`);
  }
  process.stdout.write('done\n');
}
