// "Export <format>" buttons for a document main keeps (a diagnostics report, a diff): main saves it
// through the save dialog or, in the web host, hands the text back and the browser saves it. The
// words after the buttons say where it went (a live region, so they are heard too).
import type { ReactNode } from 'react';
import type { ExportOutcome } from '../../shared/ipc-contract';
import { downloadText } from './download-text';
import type { ExportState } from '../store/state/export-state';

interface ExportChoicesProps<F extends string> {
  readonly formats: readonly F[];
  /** The format's name on its button and in the words after it ("JSON", "Markdown"). */
  readonly label: (format: F) => string;
  readonly state: ExportState<F> | null;
  /** Asks main to export; resolves with its outcome, or null when there was nothing to export. */
  readonly onExport: (format: F) => Promise<ExportOutcome | null>;
  readonly className?: string;
  /** More actions on the document, after the export buttons (Print…), and their words after ours. */
  readonly more?: { readonly buttons: ReactNode; readonly outcome: ReactNode };
}

export function ExportChoices<F extends string>({
  formats,
  label,
  state,
  onExport,
  className,
  more,
}: ExportChoicesProps<F>) {
  const busy = state?.status === 'busy';

  async function run(format: F) {
    if (busy) return;
    const outcome = await onExport(format);
    if (outcome?.status === 'download') downloadText(outcome);
  }

  return (
    <div className={className ? `export ${className}` : 'export'}>
      <div className="export__buttons">
        {formats.map((format) => (
          // Not disabled while busy: a disabled button would drop the focus of whoever clicked it.
          <button
            key={format}
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => void run(format)}
          >
            Export {label(format)}
          </button>
        ))}
        {more?.buttons}
      </div>
      <p
        className={state?.status === 'failed' ? 'export__outcome export__outcome--failed' : 'export__outcome'}
        role="status"
      >
        {outcomeText(state, label)}
      </p>
      {more?.outcome}
    </div>
  );
}

function outcomeText<F extends string>(state: ExportState<F> | null, label: (format: F) => string): string {
  if (!state) return '';
  const name = label(state.format);
  switch (state.status) {
    case 'busy':
      return `Exporting ${name}…`;
    case 'saved':
      return `Saved as ${state.file}`;
    case 'downloaded':
      return `Your browser saves it as ${state.file}, in its downloads.`;
    case 'cancelled':
      return 'Export cancelled; nothing was saved.';
    case 'failed':
      return `The ${name} export failed: ${state.message}`;
  }
}
