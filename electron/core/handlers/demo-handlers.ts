/** Handlers of the demo server view: its status and the faults it injects (starting it is in dataset-handlers.ts). */
import type { HandlerDeps, Handlers } from './handler-types';

export function createDemoHandlers(
  deps: Pick<HandlerDeps, 'demo'>,
): Pick<Handlers, 'demoStatus' | 'setDemoFaults'> {
  return {
    demoStatus: async () => deps.demo.status(),
    setDemoFaults: async (faults) => deps.demo.setFaults(faults),
  };
}
