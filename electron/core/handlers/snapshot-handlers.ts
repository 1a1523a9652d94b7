/**
 * Handlers for the snapshots of connections' loads (electron/core/snapshots/): list them with the
 * space used, delete one or all of a connection, pin, and read or change how many are kept.
 * Taking the snapshots is not a call of its own: installation-handlers.ts reports each load to the
 * recorder.
 */
import type { HandlerDeps, Handlers } from './handler-types';

type SnapshotMethods =
  | 'listSnapshots'
  | 'deleteSnapshot'
  | 'deleteSnapshots'
  | 'pinSnapshot'
  | 'getSnapshotSettings'
  | 'setSnapshotSettings';

export function createSnapshotHandlers(
  deps: Pick<HandlerDeps, 'snapshots' | 'snapshotRecorder'>,
): Pick<Handlers, SnapshotMethods> {
  const store = deps.snapshots;
  return {
    listSnapshots: async ({ profileId }) => ({
      ...(await store.list(profileId)),
      loads: deps.snapshotRecorder.loadCounts(profileId),
    }),
    deleteSnapshot: async ({ id }) => ({ deleted: await store.remove(id) }),
    deleteSnapshots: async ({ profileId }) => ({ deleted: await store.removeAll(profileId) }),
    pinSnapshot: async ({ id, pinned }) => {
      await store.pin(id, pinned);
      return null;
    },
    getSnapshotSettings: async () => store.settings(),
    setSnapshotSettings: ({ keep }) => store.setSettings({ keep }),
  };
}
