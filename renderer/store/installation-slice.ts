// The installation's settings: the system information record of the active connection. A refresh
// that fails (or is cancelled) keeps the settings already shown, marked stale by their failure.
import { NO_INFO_FAULTS } from '../../shared/received-info';
import type { Bridge } from '../bridge';
import { callId, fromCall } from './load-state';
import type { SliceCreator } from './state/app-state';
import type { InstallationSlice } from './state/installation-state';

/** The slice's state before any settings were read, and again after clearInfo. */
const NO_INFO = {
  info: null,
  infoFaults: NO_INFO_FAULTS,
  infoStatus: 'idle',
  infoFailure: null,
  infoLeniencies: [],
  infoLoadedAt: null,
  infoStartedAt: null,
} as const satisfies Partial<InstallationSlice>;

export const createInstallationSlice =
  (bridge: Bridge): SliceCreator<InstallationSlice> =>
  (set, get) => {
    let latest = 0;
    const id = callId('info');
    return {
      ...NO_INFO,
      async loadInfo(profileId) {
        const mine = ++latest;
        set({ infoStatus: 'loading', infoFailure: null, infoStartedAt: Date.now() });
        const result = await bridge.getInfo({ profileId, callId: id });
        if (mine !== latest) return;
        const loaded = fromCall(result);
        if (loaded.ok) {
          set({
            info: loaded.data,
            // A record with faulty fields is loaded all the same: its faults come beside it.
            infoFaults: result.ok && result.value.ok ? result.value.faults : NO_INFO_FAULTS,
            infoLeniencies: loaded.leniencies,
            infoStatus: 'ready',
            infoFailure: null,
            infoLoadedAt: Date.now(),
            infoStartedAt: null,
          });
        } else {
          // The settings already shown stay, now stale; the failure says why.
          set({ infoStatus: 'failed', infoFailure: loaded.failure, infoStartedAt: null });
        }
      },
      cancelInfo() {
        if (get().infoStatus === 'loading') void bridge.cancelCall({ callId: id });
      },
      clearInfo() {
        latest++;
        set(NO_INFO);
      },
    };
  };
