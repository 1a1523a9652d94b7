// "Export JSON" and "Export Markdown" for the diagnostics report shown (ExportChoices), and its print
// (Save as PDF… in the desktop app).
import { useAppStore } from '../../store';
import type { ExportFormat } from '../../store/state/diagnostics-state';
import { selectDiagnosticsExport } from '../../store/selectors';
import { ExportChoices } from '../../ui/ExportChoices';
import { PrintButton, PrintOutcome } from '../print/PrintButton';

const FORMATS: readonly ExportFormat[] = ['json', 'markdown'];
const NAMES: Record<ExportFormat, string> = { json: 'JSON', markdown: 'Markdown' };

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
