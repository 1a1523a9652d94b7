// Export the diff shown as Markdown (for a ticket), JSON (the shape of `retail-inspector diff --json`)
// or CSV (one row per change): main saves the diff it kept through the save dialog, or, in the web
// host, hands the text back and the browser downloads it. The words after the buttons say where.
import { DIFF_EXPORT, DIFF_EXPORT_FORMATS, type DiffExportFormat } from '../../../shared/diff/diff-export';
import { useAppStore } from '../../store';
import { selectChangesExport } from '../../store/selectors';
import type { ChangesExportState } from '../../store/state/changes-state';
import { downloadText } from '../diagnostics/download-text';

function outcomeText(state: ChangesExportState | null): string {
  if (!state) return '';
  const name = DIFF_EXPORT[state.format].label;
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

export function ChangesExport() {
  const state = useAppStore(selectChangesExport);
  const exportChanges = useAppStore((s) => s.exportChanges);
  const busy = state?.status === 'busy';

  async function run(format: DiffExportFormat) {
    if (busy) return;
    const outcome = await exportChanges(format);
    if (outcome?.status === 'download') downloadText(outcome);
  }

  return (
    <div className="export changes-export">
      <div className="export__buttons">
        {DIFF_EXPORT_FORMATS.map((format) => (
          // Not disabled while busy: a disabled button would drop the focus of whoever clicked it.
          <button
            key={format}
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => void run(format)}
          >
            Export {DIFF_EXPORT[format].label}
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
