// "Test connection" in the connection form: calls the installation with the unsaved draft (its token,
// when left empty on an edit, is the saved one), can be cancelled, and keeps only the newest outcome.
import { receivedText } from '../../shared/received-info';
import type { Bridge } from '../bridge';
import { callId, fromCall } from './load-state';
import { noteWordsOf } from './main-notes';
import type { SliceCreator } from './state/app-state';
import type { ConnectionTest, ConnectionTestSlice } from './state/connection-test-state';

const IDLE: ConnectionTest = { status: 'idle' };

export const createConnectionTestSlice =
  (bridge: Bridge): SliceCreator<ConnectionTestSlice> =>
  (set, get) => {
    let latest = 0;
    // One call id per tab: starting a test cancels this tab's previous one in main.
    const id = callId('connection-test');
    return {
      connectionTest: IDLE,
      async testConnection(draft) {
        const mine = ++latest;
        set({ connectionTest: { status: 'running' } });
        const result = await bridge.testConnection({ draft, callId: id });
        if (mine !== latest) return;
        const given: { notes?: readonly string[]; noteWords?: unknown } | null = result.ok
          ? result.value
          : null;
        const notes = given ? noteWordsOf(given.notes, given.noteWords) : [];
        if (result.ok && result.value.ok) {
          const { data, meta } = result.value;
          set({
            connectionTest: {
              status: 'ok',
              companyName: receivedText(data.company_name) ?? '',
              totalMs: Math.round(meta.totalMs),
              notes,
            },
          });
          return;
        }
        const loaded = fromCall(result);
        if (loaded.ok) return;
        const cancelled = loaded.failure.source === 'call' && loaded.failure.failure.kind === 'cancelled';
        set({
          connectionTest: cancelled
            ? { status: 'cancelled' }
            : { status: 'failed', failure: loaded.failure, notes },
        });
      },
      cancelTest() {
        if (get().connectionTest.status === 'running') void bridge.cancelCall({ callId: id });
      },
      resetTest() {
        get().cancelTest();
        latest++;
        set({ connectionTest: IDLE });
      },
    };
  };
