// The "Test connection" slice's state and actions (connection-test-slice.ts).
import type { ProfileInput } from '../../../shared/profiles';
import type { Words } from '../../i18n/words';
import type { LoadFailure } from '../load-state';

/**
 * Where a connection test stands; a finished one keeps main's notes on what normalizing the typed
 * address changed (a trailing slash, a query, a pasted /api/v2/ tail removed) and what the panels
 * will mark, as words to say in the language shown.
 */
export type ConnectionTest =
  | { readonly status: 'idle' }
  | { readonly status: 'running' }
  | { readonly status: 'cancelled' }
  | {
      readonly status: 'ok';
      readonly companyName: string;
      readonly totalMs: number;
      readonly notes: readonly Words[];
    }
  | { readonly status: 'failed'; readonly failure: LoadFailure; readonly notes: readonly Words[] };

export interface ConnectionTestSlice {
  readonly connectionTest: ConnectionTest;
  /** Tests `draft`; a newer test (or a reset) wins over an older one. */
  testConnection(draft: ProfileInput): Promise<void>;
  /** Cancels the test under way; it then ends as 'cancelled'. */
  cancelTest(): void;
  /** Forgets the outcome (the form closed), cancelling a test under way. */
  resetTest(): void;
}
