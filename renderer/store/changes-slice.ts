// The Changes view: main compares two sides (snapshots of loads, a connection's latest loads,
// dataset files) and keeps the diff for export; the diff arrives as one JSON text, parsed here once.
// Images of the comparison are asked for one at a time, as rows come into view. A comparison of a
// snapshot that is deleted is made again or withdrawn. After a reload whose snapshot was saved (it
// differs from the latest kept) and a previous snapshot exists, the app says so in one line with a
// way to the view.
import type { Bridge } from '../bridge';
import { words } from '../i18n/words';
import type { ChangeImage, ChangesSide } from '../../shared/changes';
import type { DatasetDiff } from '../../shared/diff/diff-types';
import { fromHost, internalFailure } from './load-state';
import type { SliceCreator } from './state/app-state';
import { exportStateOf } from './state/export-state';
import type { ChangesSlice } from './state/changes-state';

export const createChangesSlice =
  (bridge: Bridge): SliceCreator<ChangesSlice> =>
  (set, get) => {
    let latest = 0;
    // What the comparison shown asked for, to make it again; its images as asked for.
    let compared: { before: ChangesSide; after: ChangesSide } | null = null;
    let images = new Map<string, Promise<ChangeImage>>();
    // The images that arrived, by the same key, for a picture shown again without a wait.
    let arrived = new Map<string, ChangeImage>();
    const imageKey = (diffId: string, side: string, categoryId?: string) =>
      `${diffId}\u0000${side}\u0000${categoryId ?? ''}`;
    return {
      changesMode: 'previous',
      comparison: null,
      comparisonStatus: 'idle',
      comparisonFailure: null,
      changesSnapshots: [],
      changesExport: null,
      changedProfileId: null,
      changesPick: null,
      snapshotsShort: null,
      comparisonNote: null,
      setChangesMode(changesMode) {
        set({ changesMode, changesPick: null });
      },
      pickChanges(changesPick) {
        set({ changesMode: 'snapshots', changesPick });
      },
      async compare(before: ChangesSide, after: ChangesSide) {
        const mine = ++latest;
        set({
          comparisonStatus: 'loading',
          comparisonFailure: null,
          snapshotsShort: null,
          comparisonNote: null,
        });
        const loaded = fromHost(await bridge.compareDatasets({ before, after }));
        if (mine !== latest) return;
        if (!loaded.ok) {
          set({ comparisonStatus: 'failed', comparisonFailure: loaded.failure, comparison: null });
          return;
        }
        const { diffJson, namesJson, ...view } = loaded.data;
        let diff: DatasetDiff;
        let names: Map<string, string>;
        try {
          diff = JSON.parse(diffJson) as DatasetDiff;
          names = new Map(JSON.parse(namesJson) as [string, string][]);
        } catch {
          set({
            comparisonStatus: 'failed',
            comparisonFailure: internalFailure(words('changes.damaged')),
            comparison: null,
          });
          return;
        }
        compared = { before, after };
        images = new Map();
        arrived = new Map();
        set({ comparison: { ...view, diff, names }, comparisonStatus: 'ready', changesExport: null });
      },
      async compareLatest(profileId) {
        const mine = ++latest;
        set({ comparisonStatus: 'loading', comparisonFailure: null });
        const listed = fromHost(await bridge.listSnapshots({ profileId }));
        if (mine !== latest) return;
        const usable = listed.ok ? listed.data.snapshots.filter((s) => s.state === 'ok').length : 2;
        if (listed.ok && usable < 2) {
          const kept = usable === 0 ? 0 : 1;
          set({
            comparisonStatus: 'idle',
            comparison: null,
            snapshotsShort: { kept, loads: listed.data.loads },
          });
          return;
        }
        return get().compare(
          { kind: 'latest', profileId, offset: 1 },
          { kind: 'latest', profileId, offset: 0 },
        );
      },
      async chooseChangesFile() {
        const chosen = fromHost(await bridge.chooseDatasetFile({}));
        if (!chosen.ok) {
          set({ comparisonFailure: chosen.failure, comparisonStatus: 'failed' });
          return null;
        }
        return chosen.data.file;
      },
      async loadChangesSnapshots(profileId) {
        const loaded = fromHost(await bridge.listSnapshots({ profileId }));
        set({
          changesSnapshots: loaded.ok ? loaded.data.snapshots.filter((s) => s.state === 'ok') : [],
        });
      },
      loadChangeImage(side, categoryId) {
        const diffId = get().comparison?.diffId;
        if (!diffId) return Promise.resolve({ kind: 'gone' });
        const key = imageKey(diffId, side, categoryId);
        let image = images.get(key);
        if (!image) {
          const map = arrived;
          image = bridge
            .changeImage({ diffId, side, ...(categoryId === undefined ? {} : { categoryId }) })
            .then((result): ChangeImage => {
              const loaded: ChangeImage = result.ok ? result.value : { kind: 'none' };
              map.set(key, loaded);
              return loaded;
            });
          images.set(key, image);
        }
        return image;
      },
      loadedChangeImage(side, categoryId) {
        const diffId = get().comparison?.diffId;
        return diffId ? (arrived.get(imageKey(diffId, side, categoryId)) ?? null) : null;
      },
      snapshotsListed(listing) {
        const s = get();
        const { comparison, snapshotListProfileId: profileId } = s;
        if (!comparison || !profileId || s.comparisonStatus === 'loading') return;
        const listed = new Set(listing.snapshots.map((snapshot) => snapshot.id));
        const gone = [comparison.before.snapshotId, comparison.after.snapshotId].some(
          (id) => id !== null && id.startsWith(`${profileId}.`) && !listed.has(id),
        );
        if (!gone) return;
        if (s.changesMode === 'previous' && s.activeProfileId) return void s.compareLatest(s.activeProfileId);
        if (compared && compared.before.kind !== 'snapshot' && compared.after.kind !== 'snapshot')
          return void s.compare(compared.before, compared.after);
        compared = null;
        set({
          comparison: null,
          comparisonStatus: 'idle',
          comparisonNote: words('changes.snapshotDeleted'),
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
            if (usable.length >= 2 && usable[0]?.id === notice.id)
              set({ changedProfileId: notice.profileId });
            // The view open on this connection's default comparison follows the reload, the first
            // one too: its "no snapshot kept" would otherwise stand beside the snapshot now listed.
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
