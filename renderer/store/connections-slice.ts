// Saved connections, the active one, how tokens are kept, and the embedded demo server's state.
// Choosing a connection or refreshing reloads the installation's settings and categories together.
// What goes wrong is said as words (main's messages as received, inside them).
import type { Bridge } from '../bridge';
import { words } from '../i18n/words';
import { fromHost } from './load-state';
import type { SliceCreator } from './state/app-state';
import type { ConnectionsSlice } from './state/connections-state';

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
      if (storage.notice) get().showNotice(words('common.asIs', { text: storage.notice }));
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
      if (!saved.ok)
        get().showNotice(words('connections.msg.notRemembered', { reason: saved.error.message }));
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
