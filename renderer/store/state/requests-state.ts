// The request log slice's state and actions (requests-slice.ts): the log and the opened entry's body.
import type { ExportOutcome, RequestLogEntry } from '../../../shared/ipc-contract';
import type { LoadFailure } from '../load-state';
import type { ExportState } from './export-state';

/** The opened entry's body, as far as it has come. */
export type RequestBody =
  | { readonly status: 'loading'; readonly id: number }
  | {
      readonly status: 'ready';
      readonly id: number;
      /** At most BODY_MAX_CHARS characters. */
      readonly text: string;
      readonly totalChars: number;
      readonly truncated: boolean;
    }
  /** Main no longer keeps it (or the call received none). */
  | { readonly status: 'missing'; readonly id: number }
  | { readonly status: 'failed'; readonly id: number; readonly failure: LoadFailure };

export interface RequestsSlice {
  /** Newest first. */
  readonly requests: readonly RequestLogEntry[];
  /** Why the list could not be read, or null. */
  readonly requestsFailure: LoadFailure | null;
  readonly selectedRequestId: number | null;
  readonly requestBody: RequestBody | null;
  /** How the last HAR export of the log went, for the words beside its button. */
  readonly requestsExport: ExportState<'har'> | null;
  /** Reads the log and follows it; returns the function that stops following. */
  watchRequests(): () => void;
  /** Re-reads the whole log (events sent before the page listened are in it too). */
  loadRequests(): Promise<void>;
  /** Empties the log, here and in main. */
  clearRequests(): Promise<void>;
  /**
   * Exports the whole log as a HAR file (main builds it). Resolves with the outcome; a 'download'
   * outcome (a host without save dialogs) is for the caller to hand to the browser.
   */
  exportRequestsHar(): Promise<ExportOutcome | null>;
  /** Opens entry `id` (loading its body), or closes the open one (null). */
  selectRequest(id: number | null): Promise<void>;
}
