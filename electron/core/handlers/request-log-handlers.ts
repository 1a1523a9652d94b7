/** Handlers of the requests view: the log of calls made to installations, their bodies, its HAR export. */
import { saveRequestHar } from '../export/save-request-har';
import type { HandlerDeps, Handlers } from './handler-types';

export function createRequestLogHandlers(
  deps: Pick<HandlerDeps, 'requestLog' | 'dialogs' | 'environment' | 'profiles'>,
): Pick<Handlers, 'listRequests' | 'getRequestBody' | 'clearRequests' | 'exportRequestsHar'> {
  return {
    listRequests: async () => deps.requestLog.list(),
    getRequestBody: async ({ id, maxChars }) => deps.requestLog.body(id, maxChars ?? 1_000_000),
    async clearRequests() {
      deps.requestLog.clear();
      return null;
    },
    exportRequestsHar: async () =>
      saveRequestHar(deps.requestLog, {
        dialogs: deps.dialogs,
        version: deps.environment.app,
        mask: (text) => deps.profiles.maskSecrets(text),
      }),
  };
}
