// The Connections dialog: whether it is open, which screen it shows (the list or the form), the
// message it shows after an action, and the list's own actions (use, demo server, token storage).
import type { ErrorValue } from '../../shared/result';
import type { MessageId } from '../i18n/messages/en';
import { words } from '../i18n/words';
import type { Bridge } from '../bridge';
import type { SliceCreator } from './state/app-state';
import type { ConnectionDialogSlice, DialogMessage } from './state/connection-dialog-state';

/** A host error as the dialog says it: without the "method:" prefix argument checks put first. */
export function hostMessage(error: ErrorValue): string {
  return error.code === 'INVALID_ARGUMENT' ? error.message.replace(/^[A-Za-z]+: /, '') : error.message;
}

const failed = (what: MessageId, error: ErrorValue): DialogMessage => ({
  tone: 'error',
  // The host's message is main's words, as received.
  text: words('connections.msg.failed', { what: words(what), reason: hostMessage(error) }),
  notes: [],
});

export const createConnectionDialogSlice =
  (bridge: Bridge): SliceCreator<ConnectionDialogSlice> =>
  (set, get, store) => {
    // A link that came while a form was open (its edits not saved): shown once that form is left
    // (saved, cancelled or the dialog closed), so a link clicked elsewhere never throws away what
    // the user was typing.
    let waitingLink: (() => void) | null = null;
    const formOpen = (s = get()) => s.connectionsOpen && s.dialogScreen.name === 'form';
    store.subscribe((state) => {
      if (!waitingLink || formOpen(state)) return;
      const next = waitingLink;
      waitingLink = null;
      queueMicrotask(next);
    });
    return {
      connectionsOpen: false,
      dialogScreen: { name: 'list' },
      dialogMessage: null,
      demoBusy: false,
      storageBusy: false,
      openConnections() {
        if (get().connectionsOpen) return;
        set({ connectionsOpen: true, dialogScreen: { name: 'list' }, dialogMessage: null });
        void get().syncProfiles();
        void get().loadWatchSettings();
      },
      closeConnections() {
        get().resetTest();
        set({ connectionsOpen: false, dialogScreen: { name: 'list' }, saveError: null });
      },
      showForm(profileId) {
        get().resetTest();
        set({ dialogScreen: { name: 'form', profileId }, dialogMessage: null, saveError: null });
      },
      showLinkForm(prefill) {
        if (formOpen()) {
          waitingLink = () => get().showLinkForm(prefill);
          return;
        }
        get().openConnections();
        get().resetTest();
        set({
          dialogScreen: { name: 'form', profileId: null, prefill },
          dialogMessage: null,
          saveError: null,
        });
      },
      showLinkRefusal(reason) {
        if (formOpen()) {
          waitingLink = () => get().showLinkRefusal(reason);
          return;
        }
        get().openConnections();
        get().resetTest();
        // Main's reason, as received.
        const text = words('common.asIs', { text: reason });
        set({ dialogScreen: { name: 'list' }, dialogMessage: { tone: 'error', text, notes: [] } });
      },
      showList() {
        get().resetTest();
        set({ dialogScreen: { name: 'list' }, saveError: null });
      },
      showDialogMessage(dialogMessage) {
        set({ dialogMessage });
      },
      async switchToConnection(id) {
        get().closeConnections();
        await get().selectProfile(id);
      },
      async startDemo() {
        set({ demoBusy: true, dialogMessage: null });
        const result = await bridge.startDemo({});
        set({ demoBusy: false });
        if (result.ok) set({ demo: result.value });
        else set({ dialogMessage: failed('connections.msg.demoNotStarted', result.error) });
      },
      async stopDemo() {
        set({ demoBusy: true, dialogMessage: null });
        const result = await bridge.stopDemo({});
        set({ demoBusy: false });
        if (result.ok) set({ demo: result.value });
        else set({ dialogMessage: failed('connections.msg.demoNotStopped', result.error) });
      },
      async setWeakStorage(allowed) {
        set({ storageBusy: true, dialogMessage: null });
        const result = await bridge.setWeakStorageAllowed({ allowed });
        if (!result.ok) {
          set({ storageBusy: false, dialogMessage: failed('connections.msg.choiceNotSaved', result.error) });
          return;
        }
        set({ storage: result.value });
        // Each connection's token moved (to the file, or out of it): re-read how each is kept.
        await get().syncProfiles();
        const text = words(allowed ? 'connections.msg.weakOn' : 'connections.msg.weakOff');
        set({ storageBusy: false, dialogMessage: { tone: 'success', text, notes: [] } });
      },
    };
  };
