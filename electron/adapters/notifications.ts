/**
 * Watch events as the system's notifications (Electron's Notification): the title and body main
 * wrote in the app's language (token-free by construction); a click brings the window forward and tells the page to open
 * what the event names (the watchOpen event). Null where the system has no notifications; the page
 * then shows them itself.
 */
import { Notification, type BrowserWindow } from 'electron';
import type { WatchOpen } from '../../shared/watch';
import type { Notifier } from '../core/host/notifier';

// Notifications still on screen: Electron forgets a click on one nothing references any more.
const LIVE_MAX = 50;

/** A notifier over Electron's Notification, or null where it is not supported. */
export function electronNotifier(
  window: () => BrowserWindow | null,
  onOpen: (open: WatchOpen) => void,
): Notifier | null {
  if (!Notification.isSupported()) return null;
  const live = new Set<Notification>();
  return {
    show(event, text) {
      try {
        const notification = new Notification({ title: text.title, body: text.body });
        live.add(notification);
        if (live.size > LIVE_MAX) live.delete(live.values().next().value!);
        notification.on('click', () => {
          live.delete(notification);
          const shown = window();
          if (shown) {
            if (shown.isMinimized()) shown.restore();
            shown.show();
            shown.focus();
          }
          onOpen(event.open);
        });
        notification.on('close', () => live.delete(notification));
        notification.show();
      } catch {
        // A system that refuses one notification must not stop the watch that raised it.
      }
    },
  };
}
