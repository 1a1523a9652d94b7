/**
 * Native notifications of watch events, as a host provides them: the desktop app's adapter
 * (electron/adapters/notifications.ts) over Electron's Notification; the web host has none (its
 * page notifies). Main decides what is an event (the watch's confirmation) and says it in the app's
 * language (notification-text.ts); this only shows it.
 */
import type { CatalogLanguage } from '../../../shared/languages';
import type { WatchEvent } from '../../../shared/watch';
import type { EventHub } from '../platform/event-hub';
import { notificationText, type NotificationText } from './notification-text';

/** Shows a watch event outside the page. */
export interface Notifier {
  /** Shows `event` as `text` says it; clicking it opens what `event.open` names. Never throws. */
  show(event: WatchEvent, text: NotificationText): void;
}

/**
 * Shows every `watchEvent` the hub carries through `notifier`, in the `language` of the moment;
 * returns the unsubscribe.
 */
export function notifyWatchEvents(
  hub: EventHub,
  notifier: Notifier,
  language: () => CatalogLanguage,
): () => void {
  return hub.subscribe((event, payload) => {
    if (event !== 'watchEvent') return;
    const watchEvent = payload as WatchEvent;
    notifier.show(watchEvent, notificationText(watchEvent, language()));
  });
}
