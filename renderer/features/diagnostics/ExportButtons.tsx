// "Export JSON" and "Export Markdown" for the diagnostics report shown (ExportChoices), the request
// log behind it as a HAR file (for a browser's DevTools), and its print (Save as PDF… in the desktop app).
import { useAppStore } from '../../store';
import type { ExportFormat } from '../../store/state/diagnostics-state';
import { selectDiagnosticsExport } from '../../store/selectors';
import { ExportChoices } from '../../ui/ExportChoices';
import { PrintButton, PrintOutcome } from '../print/PrintButton';

const FORMATS: readonly ExportFormat[] = ['json', 'markdown', 'har'];
const NAMES: Record<ExportFormat, string> = { json: 'JSON', markdown: 'Markdown', har: 'HAR (request log)' };

export function ExportButtons() {
  const state = useAppStore(selectDiagnosticsExport);
  const exportReport = useAppStore((s) => s.exportDiagnostics);
  return (
    <ExportChoices
      formats={FORMATS}
      label={(f) => NAMES[f]}
      state={state}
      onExport={exportReport}
      more={{
        buttons: <PrintButton view="diagnostics" />,
        outcome: <PrintOutcome view="diagnostics" className="export__outcome" />,
      }}
    />
  );
}
