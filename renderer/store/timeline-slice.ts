// The timeline of one connection, opened from the fleet board: its watch history over a range
// ending now (getHistory, decimated by main to about one stretch per pixel), a manual run, and the
// Changes view for a snapshot of it against the one kept before. A newer load wins over an older.
import { words } from '../i18n/words';
import type { Bridge } from '../bridge';
import { fromHost } from './load-state';
import type { SliceCreator } from './state/app-state';
import type { TimelineSlice } from './state/timeline-state';
import { rangeSpan } from './timeline-ranges';

/** Stretches asked for when the chart has not said its width. */
const DEFAULT_BUCKETS = 1_000;

export const createTimelineSlice =
  (bridge: Bridge): SliceCreator<TimelineSlice> =>
  (set, get) => {
    let latest = 0;
    let buckets = DEFAULT_BUCKETS;
    return {
      timelineProfileId: null,
      timelineRange: '24h',
      history: null,
      timelineAvailability: null,
      historyStatus: 'idle',
      historyFailure: null,
      timelineNote: null,
      watchRun: null,
      openTimeline(profileId) {
        // The panel that shows it loads the history once it knows its width (TimelinePanel).
        if (get().timelineProfileId !== profileId)
          set({
            timelineProfileId: profileId,
            history: null,
            timelineAvailability: null,
            timelineNote: null,
            watchRun: null,
          });
      },
      closeTimeline() {
        latest++;
        set({
          timelineProfileId: null,
          history: null,
          timelineAvailability: null,
          historyStatus: 'idle',
          timelineNote: null,
        });
      },
      setTimelineRange(timelineRange) {
        set({ timelineRange, timelineNote: null });
        void get().loadHistory();
      },
      async loadHistory(wanted) {
        if (wanted !== undefined) buckets = wanted;
        const { timelineProfileId: profileId, timelineRange } = get();
        if (!profileId) return;
        const mine = ++latest;
        set({ historyStatus: 'loading', historyFailure: null });
        const span = rangeSpan(timelineRange, Date.now());
        // The figure is counted from the runs in main: the history's stretches are decimated.
        const [loaded, availability] = await Promise.all([
          bridge.getHistory({ profileId, ...span, buckets }).then(fromHost),
          bridge.getAvailability({ profileIds: [profileId], ...span }),
        ]);
        if (mine !== latest) return;
        const line = availability.ok ? (availability.value.connections[0] ?? null) : null;
        if (loaded.ok) set({ history: loaded.data, timelineAvailability: line, historyStatus: 'ready' });
        else set({ historyStatus: 'failed', historyFailure: loaded.failure });
      },
      async runWatchNow(profileId) {
        set({ watchRun: { status: 'running', profileId } });
        const result = await bridge.runWatchNow({ profileId });
        if (get().watchRun?.profileId !== profileId) return;
        set({
          watchRun: result.ok
            ? { status: 'done', profileId, result: result.value }
            : { status: 'failed', profileId, message: result.error.message },
        });
        // The board and the timeline also follow fleetUpdated; this one is for the view in front.
        if (get().mainView === 'fleet') void get().loadFleet();
        if (get().timelineProfileId === profileId) void get().loadHistory();
      },
      async openSnapshotChanges(profileId, snapshotId) {
        set({ timelineNote: null });
        const listed = fromHost(await bridge.listSnapshots({ profileId }));
        if (!listed.ok) {
          set({
            timelineNote: words('timeline.note.notListed', {
              reason:
                listed.failure.source === 'host'
                  ? listed.failure.error.message
                  : words('timeline.note.hostRefused'),
            }),
          });
          return;
        }
        const usable = listed.data.snapshots.filter((s) => s.state === 'ok');
        const at = usable.findIndex((s) => s.id === snapshotId);
        if (at < 0) {
          set({
            timelineNote: words('timeline.note.notKept', { keep: listed.data.keep }),
          });
          return;
        }
        const before = usable[at + 1];
        if (!before) {
          set({
            timelineNote: words('timeline.note.oldest'),
          });
          return;
        }
        await get().openWatchTarget({ view: 'changes', before: before.id, after: snapshotId }, profileId);
      },
    };
  };
