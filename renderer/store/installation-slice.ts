// The installation's settings: the system information record of the active connection.
import type { SystemInfo } from '../../shared/v2';
import type { Bridge } from '../bridge';
import { callId, fromCall, type LoadFailure, type LoadStatus } from './load-state';
import type { SliceCreator } from './types';

export interface InstallationSlice {
  readonly info: SystemInfo | null;
  readonly infoStatus: LoadStatus;
  readonly infoFailure: LoadFailure | null;
  /** Loads the system information of `profileId`; a newer load wins over an older one. */
  loadInfo(profileId: string): Promise<void>;
  /** Forgets the loaded settings (another connection was chosen). */
  clearInfo(): void;
}

export const createInstallationSlice =
  (bridge: Bridge): SliceCreator<InstallationSlice> =>
  (set) => {
    let latest = 0;
    return {
      info: null,
      infoStatus: 'idle',
      infoFailure: null,
      async loadInfo(profileId) {
        const mine = ++latest;
        set({ infoStatus: 'loading', infoFailure: null });
        const loaded = fromCall(await bridge.getInfo({ profileId, callId: callId('info') }));
        if (mine !== latest) return;
        if (loaded.ok) set({ info: loaded.data, infoStatus: 'ready' });
        else set({ info: null, infoStatus: 'failed', infoFailure: loaded.failure });
      },
      clearInfo() {
        latest++;
        set({ info: null, infoStatus: 'idle', infoFailure: null });
      },
    };
  };
