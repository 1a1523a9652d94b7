// Saved connections, the active one, how tokens are kept, and the embedded demo server's state.
// Choosing a connection or refreshing reloads the installation's settings and categories together.
import type { DemoStatus, StorageStatusView } from '../../shared/ipc-contract';
import type { ProfileView } from '../../shared/profiles';
import type { Bridge } from '../bridge';
import { fromHost, type LoadFailure, type LoadStatus } from './load-state';
import type { SliceCreator } from './types';

export interface ConnectionsSlice {
  readonly profiles: readonly ProfileView[];
  readonly activeProfileId: string | null;
  readonly profilesStatus: LoadStatus;
  readonly profilesFailure: LoadFailure | null;
  /** How tokens are kept on this machine, as listProfiles last said; null before the first load. */
  readonly storage: StorageStatusView | null;
  /** The embedded demo server, as last reported. */
  readonly demo: DemoStatus | null;
  /** First load: connections, then the active one's data; follows the demo server. Returns a stop. */
  start(): () => void;
  /** Loads the saved connections, then the active connection's data. */
  loadProfiles(): Promise<void>;
  /**
   * Re-reads the list, the active id and the storage state without reloading any data; when the
   * active connection changed meanwhile (it was deleted), loads the new one's data. False on failure.
   */
  syncProfiles(): Promise<boolean>;
  /** Makes `id` the active connection (remembered for the next start) and loads its data. */
  selectProfile(id: string): Promise<void>;
  /** Reloads the active connection's settings and categories. */
  refresh(): Promise<void>;
}

export const createConnectionsSlice =
  (bridge: Bridge): SliceCreator<ConnectionsSlice> =>
  (set, get) => ({
    profiles: [],
    activeProfileId: null,
    profilesStatus: 'idle',
    profilesFailure: null,
    storage: null,
    demo: null,
    start() {
      const stop = bridge.on('demoStatus', (demo) => set({ demo }));
      void bridge.demoStatus({}).then((result) => {
        if (result.ok) set({ demo: result.value });
      });
      void get().loadProfiles();
      return stop;
    },
    async loadProfiles() {
      set({ profilesStatus: 'loading', profilesFailure: null });
      const loaded = fromHost(await bridge.listProfiles({}));
      if (!loaded.ok) {
        set({ profilesStatus: 'failed', profilesFailure: loaded.failure });
        return;
      }
      const { profiles, activeProfileId, storage } = loaded.data;
      set({ profiles, activeProfileId, storage, profilesStatus: 'ready' });
      // A damaged or unreadable connections file is worth saying before anyone opens the dialog.
      if (storage.notice) get().showNotice(storage.notice);
      await get().refresh();
    },
    async syncProfiles() {
      const loaded = fromHost(await bridge.listProfiles({}));
      if (!loaded.ok) return false;
      const { profiles, activeProfileId, storage } = loaded.data;
      const previous = get().activeProfileId;
      set({ profiles, activeProfileId, storage });
      if (activeProfileId !== previous) {
        get().clearInfo();
        get().clearCategories();
        void get().refresh();
      }
      return true;
    },
    async selectProfile(id) {
      const state = get();
      if (id === state.activeProfileId) return;
      set({ activeProfileId: id });
      state.clearInfo();
      state.clearCategories();
      const [saved] = await Promise.all([bridge.setActiveProfile({ id }), get().refresh()]);
      if (!saved.ok) get().showNotice(`This choice will not be remembered: ${saved.error.message}`);
    },
    async refresh() {
      const { activeProfileId, profilesStatus } = get();
      if (activeProfileId === null) {
        if (profilesStatus !== 'loading') await get().loadProfiles();
        return;
      }
      await Promise.all([get().loadInfo(activeProfileId), get().loadCategories(activeProfileId)]);
    },
  });
