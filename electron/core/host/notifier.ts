/**
 * Native notifications of watch events, as a host provides them: the desktop app's adapter
 * (electron/adapters/notifications.ts) over Electron's Notification; the web host has none (its
 * page notifies). Main decides what is an event (the watch's confirmation); this only shows it.
 */
import type { WatchEvent } from '../../../shared/watch';
import type { EventHub } from '../platform/event-hub';

/** Shows a watch event outside the page. */
export interface Notifier {
  /** Shows `event` (its title and body); clicking it opens what `event.open` names. Never throws. */
  show(event: WatchEvent): void;
}

/** Shows every `watchEvent` the hub carries through `notifier`; returns the unsubscribe. */
export function notifyWatchEvents(hub: EventHub, notifier: Notifier): () => void {
  return hub.subscribe((event, payload) => {
    if (event === 'watchEvent') notifier.show(payload as WatchEvent);
  });
}
