// The fleet board: every connection's latest watch result and last 24 hours (listFleet), searched,
// filtered and sorted in the renderer (fleet-rows.ts). Main says when a row changed
// (fleetUpdated); the board then loads again, at once after a quiet second and coalesced to once a
// second after that, and only while it is shown: a board out of sight is loaded when it comes back. A load asked for during another runs
// once that one ends, so the rows shown are never older than the last event.
import type { Bridge } from '../bridge';
import { fromHost } from './load-state';
import { hostMessage } from './connection-dialog-slice';
import type { SliceCreator } from './state/app-state';
import type { FleetSlice } from './state/fleet-state';

/** The least time between two loads that fleetUpdated events cause, in ms. */
export const FLEET_RELOAD_MS = 1_000;
/** How long a first event waits for the others of its burst, so that they cost one load. */
export const FLEET_BURST_MS = 50;

export const createFleetSlice =
  (bridge: Bridge): SliceCreator<FleetSlice> =>
  (set, get) => {
    let loading: Promise<void> | null = null;
    let again = false;
    async function load(): Promise<void> {
      if (get().fleetRows.length === 0) set({ fleetStatus: 'loading', fleetFailure: null });
      const loaded = fromHost(await bridge.listFleet({}));
      if (loaded.ok) set({ fleetRows: loaded.data, fleetStatus: 'ready', fleetFailure: null });
      else set({ fleetStatus: 'failed', fleetFailure: loaded.failure });
    }
    return {
      fleetRows: [],
      fleetStatus: 'idle',
      fleetFailure: null,
      fleetQuery: '',
      fleetFilter: 'all',
      fleetSort: { key: 'name', descending: false },
      fleetSelected: new Set<string>(),
      availabilityPrint: null,
      async exportAvailability(ask, format) {
        const result = await bridge.exportAvailability({ ...ask, profileIds: [...ask.profileIds], format });
        return result.ok ? result.value : hostMessage(result.error);
      },
      async setAvailabilityPrint(ask) {
        if (!ask) {
          set({ availabilityPrint: null });
          return null;
        }
        const result = await bridge.getAvailability({ ...ask, profileIds: [...ask.profileIds] });
        if (!result.ok) return hostMessage(result.error);
        set({ availabilityPrint: result.value });
        return null;
      },
      async loadFleet() {
        if (loading) {
          again = true;
          return loading;
        }
        loading = (async () => {
          do {
            again = false;
            await load();
          } while (again);
        })();
        try {
          await loading;
        } finally {
          loading = null;
        }
      },
      setFleetQuery(fleetQuery) {
        set({ fleetQuery });
      },
      setFleetFilter(fleetFilter) {
        set({ fleetFilter });
      },
      toggleFleetSelected(profileId) {
        const next = new Set(get().fleetSelected);
        if (!next.delete(profileId)) next.add(profileId);
        set({ fleetSelected: next });
      },
      setFleetSelected(profileIds) {
        set({ fleetSelected: new Set(profileIds) });
      },
      sortFleetBy(key) {
        const current = get().fleetSort;
        set({ fleetSort: { key, descending: current.key === key ? !current.descending : false } });
      },
      followFleet() {
        let timer: ReturnType<typeof setTimeout> | null = null;
        let historyDue = false;
        // When the last load for events began: a first event after a quiet second loads at once
        // (after a burst's few ms), the next ones at most once a second.
        let lastFlush = -Infinity;
        const flush = () => {
          timer = null;
          lastFlush = Date.now();
          const s = get();
          // A board out of sight loads when it is shown again (FleetView does on mounting).
          if (s.mainView === 'fleet') {
            void s.loadFleet();
            if (historyDue && s.timelineProfileId) void s.loadHistory();
          }
          historyDue = false;
        };
        const stop = bridge.on('fleetUpdated', ({ profileId, boardRead }) => {
          if (profileId === get().timelineProfileId) historyDue = true;
          // The rows or the 30 days of a board just opened are all read: shown now, not within a second.
          if (boardRead && timer) clearTimeout(timer);
          if (boardRead) timer = setTimeout(flush, FLEET_BURST_MS);
          else
            timer ??= setTimeout(flush, Math.max(FLEET_BURST_MS, lastFlush + FLEET_RELOAD_MS - Date.now()));
        });
        return () => {
          stop();
          if (timer) clearTimeout(timer);
        };
      },
    };
  };
