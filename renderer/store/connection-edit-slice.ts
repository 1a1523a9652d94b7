// Saving and deleting connections. Main has the final word on a connection (address rules, token
// storage): its refusal is shown beside the form, and its notes after saving (the address's in the
// language shown, read back from main's English: store/main-notes.ts).
import { words } from '../i18n/words';
import type { Bridge } from '../bridge';
import { hostMessage } from './connection-dialog-slice';
import { noteWordsOf } from './main-notes';
import type { SliceCreator } from './state/app-state';
import type { ConnectionEditSlice } from './state/connection-edit-state';

export const createConnectionEditSlice =
  (bridge: Bridge): SliceCreator<ConnectionEditSlice> =>
  (set, get) => ({
    saving: false,
    saveError: null,
    async saveConnection(input, use) {
      set({ saving: true, saveError: null });
      const result = await bridge.saveProfile(input);
      if (!result.ok) {
        set({ saving: false, saveError: hostMessage(result.error) });
        return;
      }
      const { profile, notes } = result.value;
      const wasActive = get().activeProfileId === profile.id;
      await get().syncProfiles();
      get().resetTest();
      const switching = use && !wasActive;
      const text = words('connections.msg.saved', {
        name: profile.name,
        changes: input.id ? 'yes' : 'no',
        switched: switching ? 'yes' : 'no',
      });
      set({
        saving: false,
        dialogScreen: { name: 'list' },
        dialogMessage: {
          tone: 'success',
          text,
          notes: noteWordsOf(notes),
        },
      });
      // Its address or token may have changed: what is shown must come from the saved connection.
      if (wasActive) await get().refresh();
      else if (switching) await get().selectProfile(profile.id);
    },
    dismissSaveError() {
      set({ saveError: null });
    },
    async deleteConnection(id) {
      const { activeProfileId, profiles } = get();
      const name = profiles.find((p) => p.id === id)?.name ?? words('connections.msg.theConnection');
      const result = await bridge.deleteProfile({ id });
      if (!result.ok) {
        const text = words('connections.msg.notDeleted', { name, reason: hostMessage(result.error) });
        set({ dialogMessage: { tone: 'error', text, notes: [] } });
        return;
      }
      // The host falls back to the demo connection when the active one goes; syncing follows it.
      if (!(await get().syncProfiles())) set({ profiles: profiles.filter((p) => p.id !== id) });
      const fellBack = id === activeProfileId;
      if (fellBack && get().activeProfileId === id) {
        const demo = get().profiles.find((p) => p.demo);
        if (demo) await get().selectProfile(demo.id);
      }
      const text = words('connections.msg.deleted', { name, fellBack: fellBack ? 'yes' : 'no' });
      set({ dialogMessage: { tone: 'success', text, notes: [] } });
    },
  });
