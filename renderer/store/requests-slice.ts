// The request log as the Requests view shows it: every call the app made, newest first, kept in
// step with main through the 'requestLogged' event, and the body of the entry the user opened.
// Main keeps the bodies; the renderer asks for at most BODY_MAX_CHARS of one at a time, so a 13 MB
// answer never reaches the page whole.
import type { RequestLogEntry } from '../../shared/ipc-contract';
import type { Bridge } from '../bridge';
import { words } from '../i18n/words';
import { fromHost } from './load-state';
import type { SliceCreator } from './state/app-state';
import { exportStateOf } from './state/export-state';
import type { RequestBody, RequestsSlice } from './state/requests-state';

/** The most characters of a body the renderer asks for, and so the most it ever puts on screen. */
export const BODY_MAX_CHARS = 200_000;
// As many as main keeps.
const MAX_ENTRIES = 500;

/** `known` and `incoming` together, each id once, newest first, at most MAX_ENTRIES. */
function merged(known: readonly RequestLogEntry[], incoming: readonly RequestLogEntry[]) {
  const byId = new Map(known.map((entry) => [entry.id, entry]));
  for (const entry of incoming) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, MAX_ENTRIES);
}

// Defensive: whatever the host sends, no more than BODY_MAX_CHARS is kept for the screen.
function readyBody(id: number, body: { text: string; totalChars: number; truncated: boolean }): RequestBody {
  const text = body.text.length > BODY_MAX_CHARS ? body.text.slice(0, BODY_MAX_CHARS) : body.text;
  const totalChars = Math.max(body.totalChars, body.text.length);
  return { status: 'ready', id, text, totalChars, truncated: totalChars > text.length };
}

export const createRequestsSlice =
  (bridge: Bridge): SliceCreator<RequestsSlice> =>
  (set, get) => {
    // Entries up to this id were cleared: a list or event that set off before the clear is late.
    let clearedThrough = 0;
    let latestBody = 0;
    const fresh = (entries: readonly RequestLogEntry[]) => entries.filter((e) => e.id > clearedThrough);
    return {
      requests: [],
      requestsFailure: null,
      selectedRequestId: null,
      requestBody: null,
      requestsExport: null,
      async exportRequestsHar() {
        set({ requestsExport: { status: 'busy', format: 'har' } });
        const result = await bridge.exportRequestsHar({});
        if (!result.ok) {
          set({ requestsExport: { status: 'failed', format: 'har', message: result.error.message } });
          return null;
        }
        set({ requestsExport: exportStateOf(result.value, 'har') });
        return result.value;
      },
      watchRequests() {
        const stop = bridge.on('requestLogged', (entry) =>
          set((s) => ({ requests: merged(s.requests, fresh([entry])) })),
        );
        void get().loadRequests();
        return stop;
      },
      async loadRequests() {
        const loaded = fromHost(await bridge.listRequests({}));
        if (!loaded.ok) {
          set({ requestsFailure: loaded.failure });
          return;
        }
        set((s) => ({ requests: merged(s.requests, fresh(loaded.data)), requestsFailure: null }));
      },
      async clearRequests() {
        const result = await bridge.clearRequests({});
        if (!result.ok) {
          get().showNotice(words('requests.notCleared', { reason: result.error.message }));
          return;
        }
        clearedThrough = Math.max(clearedThrough, get().requests[0]?.id ?? 0);
        latestBody++;
        set({ requests: [], selectedRequestId: null, requestBody: null });
      },
      async selectRequest(id) {
        const mine = ++latestBody;
        const entry = get().requests.find((e) => e.id === id);
        if (id === null || !entry) {
          set({ selectedRequestId: null, requestBody: null });
          return;
        }
        if (!entry.hasBody) {
          set({ selectedRequestId: id, requestBody: { status: 'missing', id } });
          return;
        }
        set({ selectedRequestId: id, requestBody: { status: 'loading', id } });
        const loaded = fromHost(await bridge.getRequestBody({ id, maxChars: BODY_MAX_CHARS }));
        if (mine !== latestBody) return;
        if (!loaded.ok) set({ requestBody: { status: 'failed', id, failure: loaded.failure } });
        else if (!loaded.data) set({ requestBody: { status: 'missing', id } });
        else set({ requestBody: readyBody(id, loaded.data) });
      },
    };
  };
