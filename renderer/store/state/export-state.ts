// How the last export of a kept document (a diagnostics report, a diff) went, for the words beside
// its export buttons. One type for every document main keeps and exports the same way.
import type { ExportOutcome } from '../../../shared/ipc-contract';

/** The state after asking main to export in `F`. */
export type ExportState<F extends string> =
  | { readonly status: 'busy'; readonly format: F }
  | { readonly status: 'saved'; readonly format: F; readonly file: string }
  | { readonly status: 'downloaded'; readonly format: F; readonly file: string }
  | { readonly status: 'cancelled'; readonly format: F }
  | { readonly status: 'failed'; readonly format: F; readonly message: string };

/** The state an export outcome leaves (a 'download' is left to the browser, so said as downloaded). */
export function exportStateOf<F extends string>(outcome: ExportOutcome, format: F): ExportState<F> {
  if (outcome.status === 'saved') return { status: 'saved', format, file: outcome.file };
  if (outcome.status === 'download') return { status: 'downloaded', format, file: outcome.fileName };
  return { status: 'cancelled', format };
}
