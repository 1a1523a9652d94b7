/**
 * The requests to open something (a file, a link) that wait for the page: kept in order, at most
 * OPEN_REQUESTS_MAX (the oldest go first), each handed out once. `changed` is called on every new one
 * so the host can tell the page to take them. The web host never gets any: its queue stays empty.
 */
import { OPEN_REQUESTS_MAX, type OpenRequest } from '../../../shared/open-requests';

export interface OpenRequestQueue {
  push(request: OpenRequest): void;
  /** Every waiting request, oldest first; the queue is empty afterwards. */
  take(): OpenRequest[];
}

/** A queue that calls `changed` after each push. */
export function openRequestQueue(changed: () => void = () => undefined): OpenRequestQueue {
  let waiting: OpenRequest[] = [];
  return {
    push(request) {
      waiting = [...waiting, request].slice(-OPEN_REQUESTS_MAX);
      changed();
    },
    take() {
      const taken = waiting;
      waiting = [];
      return taken;
    },
  };
}
