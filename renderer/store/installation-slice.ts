// The installation's settings: the system information record of the active connection. A refresh
// that fails (or is cancelled) keeps the settings already shown, marked stale by their failure.
import type { Leniency } from '../../shared/leniency';
import type { SystemInfo } from '../../shared/v2';
import type { Bridge } from '../bridge';
import { callId, fromCall, type LoadFailure, type LoadStatus } from './load-state';
import type { SliceCreator } from './types';

export interface InstallationSlice {
  /** The last settings that loaded; kept when a later load fails (then they are stale). */
  readonly info: SystemInfo | null;
  readonly infoStatus: LoadStatus;
  /** Why the last load failed; with `info` set, the settings shown are stale. */
  readonly infoFailure: LoadFailure | null;
  /** The faults the client tolerated to read the settings shown (shown next to them, never silent). */
  readonly infoLeniencies: readonly Leniency[];
  /** When `info` arrived (ms since the epoch), or null. */
  readonly infoLoadedAt: number | null;
  /** When the load under way started (ms since the epoch), or null when none is. */
  readonly infoStartedAt: number | null;
  /** Loads the system information of `profileId`; a newer load wins over an older one. */
  loadInfo(profileId: string): Promise<void>;
  /** Cancels the load under way; it then fails as cancelled. */
  cancelInfo(): void;
  /** Forgets the loaded settings (another connection was chosen). */
  clearInfo(): void;
}

/** The slice's state before any settings were read, and again after clearInfo. */
const NO_INFO = {
  info: null,
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
        const loaded = fromCall(await bridge.getInfo({ profileId, callId: id }));
        if (mine !== latest) return;
        if (loaded.ok) {
          set({
            info: loaded.data,
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
