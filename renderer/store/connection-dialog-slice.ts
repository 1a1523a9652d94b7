// The Connections dialog: whether it is open, which screen it shows (the list or the form), the
// message it shows after an action, and the list's own actions (use, demo server, token storage).
import type { ErrorValue } from '../../shared/result';
import type { Bridge } from '../bridge';
import type { SliceCreator } from './types';

/** What the dialog shows: the list, or the form for a new (null) or saved connection. */
export type DialogScreen =
  { readonly name: 'list' } | { readonly name: 'form'; readonly profileId: string | null };

/** A message in the dialog after an action: what happened, and notes from main worth reading. */
export interface DialogMessage {
  readonly tone: 'success' | 'error';
  readonly text: string;
  readonly notes: readonly string[];
}

export interface ConnectionDialogSlice {
  readonly connectionsOpen: boolean;
  readonly dialogScreen: DialogScreen;
  readonly dialogMessage: DialogMessage | null;
  /** Whether a demo server start or stop is under way. */
  readonly demoBusy: boolean;
  /** Whether a change of the token storage choice is under way. */
  readonly storageBusy: boolean;
  /** Opens the dialog on the list, re-reading connections and storage state. */
  openConnections(): void;
  closeConnections(): void;
  /** Shows the form for connection `profileId`, or for a new one (null). */
  showForm(profileId: string | null): void;
  showList(): void;
  showDialogMessage(message: DialogMessage | null): void;
  /** Makes `id` the active connection, closes the dialog and loads its data. */
  switchToConnection(id: string): Promise<void>;
  startDemo(): Promise<void>;
  stopDemo(): Promise<void>;
  /** Allows (after the user confirmed) or withdraws storing tokens with weak protection. */
  setWeakStorage(allowed: boolean): Promise<void>;
}

/** A host error as the dialog says it: without the "method:" prefix argument checks put first. */
export function hostMessage(error: ErrorValue): string {
  return error.code === 'INVALID_ARGUMENT' ? error.message.replace(/^[A-Za-z]+: /, '') : error.message;
}

const failed = (text: string, error: ErrorValue): DialogMessage => ({
  tone: 'error',
  text: `${text}: ${hostMessage(error)}`,
  notes: [],
});

export const createConnectionDialogSlice =
  (bridge: Bridge): SliceCreator<ConnectionDialogSlice> =>
  (set, get) => ({
    connectionsOpen: false,
    dialogScreen: { name: 'list' },
    dialogMessage: null,
    demoBusy: false,
    storageBusy: false,
    openConnections() {
      if (get().connectionsOpen) return;
      set({ connectionsOpen: true, dialogScreen: { name: 'list' }, dialogMessage: null });
      void get().syncProfiles();
    },
    closeConnections() {
      get().resetTest();
      set({ connectionsOpen: false, dialogScreen: { name: 'list' }, saveError: null });
    },
    showForm(profileId) {
      get().resetTest();
      set({ dialogScreen: { name: 'form', profileId }, dialogMessage: null, saveError: null });
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
      else set({ dialogMessage: failed('The demo server could not start', result.error) });
    },
    async stopDemo() {
      set({ demoBusy: true, dialogMessage: null });
      const result = await bridge.stopDemo({});
      set({ demoBusy: false });
      if (result.ok) set({ demo: result.value });
      else set({ dialogMessage: failed('The demo server could not stop', result.error) });
    },
    async setWeakStorage(allowed) {
      set({ storageBusy: true, dialogMessage: null });
      const result = await bridge.setWeakStorageAllowed({ allowed });
      if (!result.ok) {
        set({ storageBusy: false, dialogMessage: failed('The choice could not be saved', result.error) });
        return;
      }
      set({ storage: result.value });
      // Each connection's token moved (to the file, or out of it): re-read how each is kept.
      await get().syncProfiles();
      const text = allowed
        ? 'Tokens are now stored with weak protection.'
        : 'Tokens are no longer stored; they are kept for this session only.';
      set({ storageBusy: false, dialogMessage: { tone: 'success', text, notes: [] } });
    },
  });
