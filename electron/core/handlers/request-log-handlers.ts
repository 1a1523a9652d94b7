/** Handlers of the requests view: the log of calls made to installations, and their bodies. */
import type { HandlerDeps, Handlers } from './handler-types';

export function createRequestLogHandlers(
  deps: Pick<HandlerDeps, 'requestLog'>,
): Pick<Handlers, 'listRequests' | 'getRequestBody' | 'clearRequests'> {
  return {
    listRequests: async () => deps.requestLog.list(),
    getRequestBody: async ({ id, maxChars }) => deps.requestLog.body(id, maxChars ?? 1_000_000),
    async clearRequests() {
      deps.requestLog.clear();
      return null;
    },
  };
}
