// Export the diff shown as Markdown (for a ticket), JSON (the shape of `retail-inspector diff --json`)
// or CSV (one row per change), through ExportChoices; and print it (Save as PDF… in the desktop app).
import { DIFF_EXPORT, DIFF_EXPORT_FORMATS } from '../../../shared/diff/diff-export';
import { useAppStore } from '../../store';
import { selectChangesExport } from '../../store/selectors';
import { ExportChoices } from '../../ui/ExportChoices';
import { PrintButton, PrintOutcome } from '../print/PrintButton';

export function ChangesExport() {
  const state = useAppStore(selectChangesExport);
  const exportChanges = useAppStore((s) => s.exportChanges);
  return (
    <ExportChoices
      formats={DIFF_EXPORT_FORMATS}
      label={(f) => DIFF_EXPORT[f].label}
      state={state}
      onExport={exportChanges}
      className="changes-export"
      more={{
        buttons: <PrintButton view="changes" />,
        outcome: <PrintOutcome view="changes" className="export__outcome" />,
      }}
    />
  );
}
