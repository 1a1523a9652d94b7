/** Typed events from main to whoever shows them (Electron's window, the web host's event stream). */
import type { EventPayloads } from '../../../shared/ipc-contract';
import type { EventName } from '../../../shared/ipc-methods';

/** A listener for every event. */
export type EventListener = <E extends EventName>(event: E, payload: EventPayloads[E]) => void;

/** Creates a hub; `emit` calls every subscriber, `subscribe` returns an unsubscribe function. */
export function createEventHub() {
  const listeners = new Set<EventListener>();
  return {
    emit<E extends EventName>(event: E, payload: EventPayloads[E]): void {
      for (const listener of listeners) listener(event, payload);
    },
    subscribe(listener: EventListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The hub's type. */
export type EventHub = ReturnType<typeof createEventHub>;
