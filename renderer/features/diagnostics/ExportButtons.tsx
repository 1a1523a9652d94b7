// "Export JSON" and "Export Markdown": main saves the report it kept through the save dialog, or,
// in the web host, hands the text back and the browser saves it. The words after the buttons say
// where it went (a live region, so they are heard too).
import { useAppStore } from '../../store';
import type { ExportFormat, ExportState } from '../../store/state/diagnostics-state';
import { selectDiagnosticsExport } from '../../store/selectors';
import { downloadText } from './download-text';

const NAMES: Record<ExportFormat, string> = { json: 'JSON', markdown: 'Markdown' };

function outcomeText(state: ExportState | null): string {
  if (!state) return '';
  const name = NAMES[state.format];
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

export function ExportButtons() {
  const state = useAppStore(selectDiagnosticsExport);
  const exportReport = useAppStore((s) => s.exportDiagnostics);
  const busy = state?.status === 'busy';

  async function run(format: ExportFormat) {
    if (busy) return;
    const outcome = await exportReport(format);
    if (outcome?.status === 'download') downloadText(outcome);
  }

  return (
    <div className="export">
      <div className="export__buttons">
        {(['json', 'markdown'] as const).map((format) => (
          // Not disabled while busy: a disabled button would drop the focus of whoever clicked it.
          <button
            key={format}
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => void run(format)}
          >
            Export {NAMES[format]}
          </button>
        ))}
      </div>
      <p
        className={state?.status === 'failed' ? 'export__outcome export__outcome--failed' : 'export__outcome'}
        role="status"
      >
        {outcomeText(state)}
      </p>
    </div>
  );
}
