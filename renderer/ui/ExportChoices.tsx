// "Export <format>" buttons for a document main keeps (a diagnostics report, a diff): main saves it
// through the save dialog or, in the web host, hands the text back and the browser saves it. The
// words after the buttons say where it went (a live region, so they are heard too).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ExportOutcome } from '../../shared/ipc-contract';
import { useText } from '../i18n/useText';
import { downloadText } from './download-text';
import type { ExportState } from '../store/state/export-state';
import { ActionOutcome } from './ActionOutcome';

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
  const text = useText();

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
            <FormattedMessage id="ui.export" values={{ format: label(format) }} />
          </button>
        ))}
        {more?.buttons}
      </div>
      <ActionOutcome failed={state?.status === 'failed'} className="export__outcome">
        {outcomeText(text, state, label)}
      </ActionOutcome>
      {more?.outcome}
    </div>
  );
}

// The failure's message is main's, shown as received.
function outcomeText<F extends string>(
  text: ReturnType<typeof useText>,
  state: ExportState<F> | null,
  label: (format: F) => string,
): string {
  if (!state) return '';
  const format = label(state.format);
  switch (state.status) {
    case 'busy':
      return text('ui.export.busy', { format });
    case 'saved':
      return text('ui.export.saved', { file: state.file });
    case 'downloaded':
      return text('ui.export.downloaded', { file: state.file });
    case 'cancelled':
      return text('ui.export.cancelled');
    case 'failed':
      return text('ui.export.failed', { format, message: state.message });
  }
}
