// Saved connections, the active one, and the embedded demo server's state. Choosing a connection
// or refreshing reloads the installation's settings and categories together.
import type { DemoStatus } from '../../shared/ipc-contract';
import type { ProfileView } from '../../shared/profiles';
import type { Bridge } from '../bridge';
import { fromHost, type LoadFailure, type LoadStatus } from './load-state';
import type { SliceCreator } from './types';

export interface ConnectionsSlice {
  readonly profiles: readonly ProfileView[];
  readonly activeProfileId: string | null;
  readonly profilesStatus: LoadStatus;
  readonly profilesFailure: LoadFailure | null;
  /** The embedded demo server, as last reported. */
  readonly demo: DemoStatus | null;
  /** First load: connections, then the active one's data; follows the demo server. Returns a stop. */
  start(): () => void;
  /** Loads the saved connections, then the active connection's data. */
  loadProfiles(): Promise<void>;
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
      const { profiles, activeProfileId } = loaded.data;
      set({ profiles, activeProfileId, profilesStatus: 'ready' });
      await get().refresh();
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
