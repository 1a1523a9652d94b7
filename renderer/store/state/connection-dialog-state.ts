// The Connections dialog slice's state and actions (connection-dialog-slice.ts).
import type { Words } from '../../i18n/words';

/** A new connection's fields filled in by a link (shared/connect-link.ts); saved only on Save. */
export interface ConnectionPrefill {
  readonly name: string;
  readonly baseUrl: string;
}

/**
 * What the dialog shows: the list, or the form for a new (null) or saved connection; a new one
 * may come filled in from a link.
 */
export type DialogScreen =
  | { readonly name: 'list' }
  | { readonly name: 'form'; readonly profileId: string | null; readonly prefill?: ConnectionPrefill };

/**
 * A message in the dialog after an action: what happened, and notes worth reading (main's about a
 * saved address, a fleet file's skipped rows), all words in the language shown; main's own text is
 * a value inside them, as received.
 */
export interface DialogMessage {
  readonly tone: 'success' | 'error';
  readonly text: Words;
  readonly notes: readonly Words[];
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
  /** Opens the dialog on a new connection's form filled in from a link; nothing is saved yet. */
  showLinkForm(prefill: ConnectionPrefill): void;
  /** Opens the dialog on the list with why a link was refused. */
  showLinkRefusal(reason: string): void;
  showDialogMessage(message: DialogMessage | null): void;
  /** Makes `id` the active connection, closes the dialog and loads its data. */
  switchToConnection(id: string): Promise<void>;
  startDemo(): Promise<void>;
  stopDemo(): Promise<void>;
  /** Allows (after the user confirmed) or withdraws storing tokens with weak protection. */
  setWeakStorage(allowed: boolean): Promise<void>;
}
