// The Changes view: main compares two sides (snapshots of loads, a connection's latest loads,
// dataset files) and keeps the diff for export; the diff arrives as one JSON text, parsed here once.
// After a reload whose snapshot was saved (it differs from the latest kept) and a previous snapshot
// exists, the app says so in one line with a way to the view.
import type { Bridge } from '../bridge';
import type { ChangesSide } from '../../shared/changes';
import type { DatasetDiff } from '../../shared/diff/diff-types';
import { fromHost, internalFailure } from './load-state';
import type { SliceCreator } from './state/app-state';
import { exportStateOf } from './state/export-state';
import type { ChangesSlice } from './state/changes-state';

export const createChangesSlice =
  (bridge: Bridge): SliceCreator<ChangesSlice> =>
  (set, get) => {
    let latest = 0;
    return {
      changesMode: 'previous',
      comparison: null,
      comparisonStatus: 'idle',
      comparisonFailure: null,
      changesSnapshots: [],
      changesExport: null,
      changedProfileId: null,
      snapshotsShort: null,
      setChangesMode(changesMode) {
        set({ changesMode });
      },
      async compare(before: ChangesSide, after: ChangesSide) {
        const mine = ++latest;
        set({ comparisonStatus: 'loading', comparisonFailure: null, snapshotsShort: null });
        const loaded = fromHost(await bridge.compareDatasets({ before, after }));
        if (mine !== latest) return;
        if (!loaded.ok) {
          set({ comparisonStatus: 'failed', comparisonFailure: loaded.failure, comparison: null });
          return;
        }
        const { diffJson, ...view } = loaded.data;
        let diff: DatasetDiff;
        try {
          diff = JSON.parse(diffJson) as DatasetDiff;
        } catch {
          set({
            comparisonStatus: 'failed',
            comparisonFailure: internalFailure('The changes arrived damaged; compare again.'),
            comparison: null,
          });
          return;
        }
        set({ comparison: { ...view, diff }, comparisonStatus: 'ready', changesExport: null });
      },
      async compareLatest(profileId) {
        const mine = ++latest;
        set({ comparisonStatus: 'loading', comparisonFailure: null });
        const listed = fromHost(await bridge.listSnapshots({ profileId }));
        if (mine !== latest) return;
        const usable = listed.ok ? listed.data.snapshots.filter((s) => s.state === 'ok').length : 2;
        if (usable < 2) {
          set({ comparisonStatus: 'idle', comparison: null, snapshotsShort: usable === 0 ? 0 : 1 });
          return;
        }
        return get().compare(
          { kind: 'latest', profileId, offset: 1 },
          { kind: 'latest', profileId, offset: 0 },
        );
      },
      async loadChangesSnapshots(profileId) {
        const loaded = fromHost(await bridge.listSnapshots({ profileId }));
        set({
          changesSnapshots: loaded.ok ? loaded.data.snapshots.filter((s) => s.state === 'ok') : [],
        });
      },
      async exportChanges(format) {
        const comparison = get().comparison;
        if (!comparison) return null;
        set({ changesExport: { status: 'busy', format } });
        const result = await bridge.exportDiff({ diffId: comparison.diffId, format });
        if (get().comparison !== comparison) return result.ok ? result.value : null;
        if (!result.ok) {
          set({ changesExport: { status: 'failed', format, message: result.error.message } });
          return null;
        }
        set({ changesExport: exportStateOf(result.value, format) });
        return result.value;
      },
      watchSnapshotNotices() {
        return bridge.on('snapshotNotice', (notice) => {
          if (notice.outcome !== 'saved') return;
          void (async () => {
            // Only a load with one before it changed something: the first load of a connection is new.
            const listed = fromHost(await bridge.listSnapshots({ profileId: notice.profileId }));
            if (!listed.ok) return;
            const usable = listed.data.snapshots.filter((s) => s.state === 'ok');
            if (usable.length < 2 || usable[0]?.id !== notice.id) return;
            set({ changedProfileId: notice.profileId });
            // The view open on this connection's default comparison follows the reload.
            const s = get();
            if (
              s.mainView === 'changes' &&
              s.changesMode === 'previous' &&
              s.activeProfileId === notice.profileId
            )
              void s.compareLatest(notice.profileId);
          })();
        });
      },
      dismissChangedNotice() {
        set({ changedProfileId: null });
      },
    };
  };
