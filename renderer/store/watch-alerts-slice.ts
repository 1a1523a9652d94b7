// What a confirmed watch event does in the page. The desktop app's main shows a native notification
// itself and, when it is clicked, sends watchOpen; the web host's page shows the browser's
// notification when the user allowed it, else a toast in the page (features/alerts/). Either way,
// opening one shows what it names: Diagnostics of the connection, or the Changes view for exactly
// the pair of snapshots it was about.
import type { Bridge } from '../bridge';
import { words } from '../i18n/words';
import { askPagePermission, pagePermission, showPageNotification } from './page-notifications';
import { snapshotOwner } from './snapshot-owner';
import type { SliceCreator } from './state/app-state';
import type { WatchAlertsSlice } from './state/watch-alerts-state';

/** What an event of a connection this app does not have opens instead of its Diagnostics. */
export const NOT_HERE = words('alerts.notHere');

// Whether `profileId` is a connection of this app; any is while the list is not read yet.
function known(s: { profiles: readonly { id: string }[]; profilesStatus: string }, profileId: string) {
  return s.profilesStatus !== 'ready' || s.profiles.some((p) => p.id === profileId);
}

/** Notices kept in the page (one stack, the newest shown); past that the oldest goes. */
export const TOASTS_KEPT = 200;

export const createWatchAlertsSlice =
  (bridge: Bridge): SliceCreator<WatchAlertsSlice> =>
  (set, get) => ({
    watchToasts: [],
    nativeNotifications: null,
    pagePermission: pagePermission(),
    watchNote: null,
    followWatchEvents(say) {
      void bridge.hostInfo({}).then((result) => {
        if (result.ok) set({ nativeNotifications: result.value.nativeNotifications });
      });
      const stopEvents = bridge.on('watchEvent', (event) => {
        const s = get();
        if (s.nativeNotifications === true) return;
        const open = () => void get().openWatchTarget(event.open, event.profileId);
        if (!showPageNotification(event, say(event), open)) s.showToast(event);
      });
      const stopOpen = bridge.on('watchOpen', (open) => void get().openWatchTarget(open));
      return () => {
        stopEvents();
        stopOpen();
      };
    },
    showToast(event) {
      set({
        watchToasts: [event, ...get().watchToasts.filter((t) => t.id !== event.id)].slice(0, TOASTS_KEPT),
      });
    },
    dismissToast(id) {
      set({ watchToasts: get().watchToasts.filter((t) => t.id !== id) });
    },
    dismissAllToasts() {
      set({ watchToasts: [] });
    },
    dismissWatchNote() {
      set({ watchNote: null });
    },
    async askNotifications() {
      set({ pagePermission: await askPagePermission() });
    },
    async openWatchTarget(open, profileId) {
      const s = get();
      set({ watchNote: null });
      // A grouped event speaks for several connections: the fleet board shows them all.
      if (open.view === 'fleet') return s.setMainView('fleet');
      // Switching loads the connection's data meanwhile; the view does not wait for it.
      if (open.view === 'diagnostics') {
        if (!known(s, open.profileId)) return set({ watchNote: NOT_HERE });
        if (open.profileId !== s.activeProfileId) void s.selectProfile(open.profileId);
        s.setMainView('diagnostics');
        await s.runDiagnostics(open.profileId);
        return;
      }
      const owner =
        profileId !== undefined && known(s, profileId)
          ? profileId
          : await snapshotOwner(open.after, s.profiles);
      if (owner && owner !== s.activeProfileId) void s.selectProfile(owner);
      s.pickChanges({ before: open.before, after: open.after });
      s.setMainView('changes');
      await s.compare({ kind: 'snapshot', id: open.before }, { kind: 'snapshot', id: open.after });
    },
  });
