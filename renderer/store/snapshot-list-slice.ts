// The snapshots kept of the connection in use, for the Changes view's "Snapshots of …" section:
// listed with the space they take; deleted one by one or all at once, pinned, and the number kept.
// Each action reads the list again afterwards (main prunes and deletes; the renderer never guesses),
// and so does each load's snapshot notice while the section is shown.
import type { Bridge } from '../bridge';
import type { Result } from '../../shared/result';
import { fromHost } from './load-state';
import type { SliceCreator } from './state/app-state';
import type { SnapshotListSlice } from './state/snapshot-list-state';

export const createSnapshotListSlice =
  (bridge: Bridge): SliceCreator<SnapshotListSlice> =>
  (set, get) => {
    let latest = 0;

    async function act<T>(call: () => Promise<Result<T>>): Promise<boolean> {
      set({ snapshotActionBusy: true, snapshotActionError: null });
      const result = await call();
      set({ snapshotActionBusy: false, snapshotActionError: result.ok ? null : result.error.message });
      const profileId = get().snapshotListProfileId;
      if (profileId) {
        await get().loadSnapshotListing(profileId);
        // The two lists of "Two snapshots of this connection" show the same snapshots.
        if (get().changesMode === 'snapshots') await get().loadChangesSnapshots(profileId);
      }
      return result.ok;
    }

    return {
      snapshotListing: null,
      snapshotListProfileId: null,
      snapshotListFailure: null,
      snapshotActionBusy: false,
      snapshotActionError: null,
      async loadSnapshotListing(profileId) {
        const mine = ++latest;
        if (get().snapshotListProfileId !== profileId)
          set({ snapshotListing: null, snapshotListProfileId: profileId, snapshotActionError: null });
        const loaded = fromHost(await bridge.listSnapshots({ profileId }));
        if (mine !== latest) return;
        if (!loaded.ok) return set({ snapshotListFailure: loaded.failure });
        set({ snapshotListing: loaded.data, snapshotListFailure: null });
        // A comparison of a snapshot this listing no longer has follows (changes-slice.ts).
        get().snapshotsListed(loaded.data);
      },
      async deleteSnapshot(id) {
        await act(() => bridge.deleteSnapshot({ id }));
      },
      async deleteAllSnapshots() {
        const profileId = get().snapshotListProfileId;
        if (profileId) await act(() => bridge.deleteSnapshots({ profileId }));
      },
      async pinSnapshot(id, pinned) {
        await act(() => bridge.pinSnapshot({ id, pinned }));
      },
      saveSnapshotKeep(keep) {
        return act(() => bridge.setSnapshotSettings({ keep }));
      },
      watchSnapshotListing() {
        return bridge.on('snapshotNotice', (notice) => {
          if (notice.profileId === get().snapshotListProfileId)
            void get().loadSnapshotListing(notice.profileId);
        });
      },
    };
  };
