// The browser's Notification API as the web host's page uses it for watch events: whether it is
// there and what the user allowed, asking (only ever from a click: browsers refuse otherwise), and
// showing one whose click brings the tab forward. The desktop app's main shows its own instead.
import type { WatchEvent } from '../../shared/watch';
import type { PagePermission } from './state/watch-alerts-state';

const api = (): typeof Notification | null => (typeof Notification === 'function' ? Notification : null);

/** What the user allowed so far. */
export function pagePermission(): PagePermission {
  return api()?.permission ?? 'unsupported';
}

/** Asks the user (call it from a click); resolves with the answer. */
export async function askPagePermission(): Promise<PagePermission> {
  const notification = api();
  if (!notification) return 'unsupported';
  try {
    return await notification.requestPermission();
  } catch {
    return notification.permission;
  }
}

/**
 * Shows `event` as a system notification saying `text` (the event in the page's language), its
 * click focusing the tab and calling `onClick`; false when the browser would not show it (not
 * allowed, or a browser that only notifies from a service worker), so the page shows it itself.
 */
export function showPageNotification(
  event: WatchEvent,
  text: { readonly title: string; readonly body: string },
  onClick: () => void,
): boolean {
  const notification = api();
  if (notification?.permission !== 'granted') return false;
  try {
    const shown = new notification(text.title, { body: text.body, tag: event.id });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onClick();
    };
    return true;
  } catch {
    return false;
  }
}
