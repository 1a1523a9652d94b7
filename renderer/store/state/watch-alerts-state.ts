// The watch alerts slice (watch-alerts-slice.ts): what a confirmed watch event shows in the page
// (the desktop app's main shows native notifications itself), and opening what an event names.
import type { WatchEvent, WatchOpen } from '../../../shared/watch';
import type { Words } from '../../i18n/words';

/** The browser's permission for notifications; 'unsupported' where the page has no Notification API. */
export type PagePermission = 'unsupported' | 'default' | 'granted' | 'denied';

export interface WatchAlertsSlice {
  /** Events shown in the page's stack of notices, newest first (TOASTS_KEPT at most). */
  readonly watchToasts: readonly WatchEvent[];
  /** Whether the host shows native notifications itself (the desktop app); null until known. */
  readonly nativeNotifications: boolean | null;
  readonly pagePermission: PagePermission;
  /** Why an event opened nothing (its connection is not in this app); null when none. */
  readonly watchNote: Words | null;
  /**
   * Follows main's watchEvent and watchOpen events; returns the unsubscribe. `say` gives an event's
   * title and body in the language shown, for the browser's notification (a toast says it itself).
   */
  followWatchEvents(
    say: (event: WatchEvent) => { readonly title: string; readonly body: string },
  ): () => void;
  /** Adds `event` to the toast list (when the browser may not notify). */
  showToast(event: WatchEvent): void;
  dismissToast(id: string): void;
  /** Dismisses every notice in the stack. */
  dismissAllToasts(): void;
  dismissWatchNote(): void;
  /** Asks the browser for permission to notify (from a click); remembers the answer. */
  askNotifications(): Promise<void>;
  /**
   * Opens what a notification names: Diagnostics of that connection (a fresh run), or the Changes
   * view for exactly that pair of snapshots; the app switches to the event's connection first. An
   * event of a connection not in this app (deleted since, or another watch's) opens no Diagnostics:
   * `watchNote` says so; its pair of snapshots still opens in the Changes view.
   */
  openWatchTarget(open: WatchOpen, profileId?: string): Promise<void>;
}
