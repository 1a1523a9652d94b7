/** Forwards the event hub to the window's renderer over the events' IPC channels. */
import type { WebContents } from 'electron';
import { eventChannel } from '../../shared/ipc-methods';
import type { EventHub } from '../core/platform/event-hub';

/** Sends every hub event to `contents` until it is destroyed; returns the unsubscribe function. */
export function forwardEvents(hub: EventHub, contents: WebContents): () => void {
  const unsubscribe = hub.subscribe((event, payload) => {
    if (!contents.isDestroyed()) contents.send(eventChannel(event), payload);
  });
  contents.once('destroyed', unsubscribe);
  return unsubscribe;
}
