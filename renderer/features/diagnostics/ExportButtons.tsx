// "Export JSON" and "Export Markdown" for the diagnostics report shown (ExportChoices).
import { useAppStore } from '../../store';
import type { ExportFormat } from '../../store/state/diagnostics-state';
import { selectDiagnosticsExport } from '../../store/selectors';
import { ExportChoices } from '../../ui/ExportChoices';

const FORMATS: readonly ExportFormat[] = ['json', 'markdown'];
const NAMES: Record<ExportFormat, string> = { json: 'JSON', markdown: 'Markdown' };

export function ExportButtons() {
  const state = useAppStore(selectDiagnosticsExport);
  const exportReport = useAppStore((s) => s.exportDiagnostics);
  return <ExportChoices formats={FORMATS} label={(f) => NAMES[f]} state={state} onExport={exportReport} />;
}
