// "Export JSON" and "Export Markdown" for the diagnostics report shown (ExportChoices), the request
// log behind it as a HAR file (for a browser's DevTools), and its print (Save as PDF… in the desktop app).
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import type { ExportFormat } from '../../store/state/diagnostics-state';
import { selectDiagnosticsExport } from '../../store/selectors';
import { ExportChoices } from '../../ui/ExportChoices';
import { PrintButton, PrintOutcome } from '../print/PrintButton';

const FORMATS: readonly ExportFormat[] = ['json', 'markdown', 'har'];
// Format names stay as they are in every language; the HAR file is explained.
const NAMES: Record<ExportFormat, string | { readonly id: MessageId }> = {
  json: 'JSON',
  markdown: 'Markdown',
  har: { id: 'diagnostics.export.har' },
};

export function ExportButtons() {
  const state = useAppStore(selectDiagnosticsExport);
  const exportReport = useAppStore((s) => s.exportDiagnostics);
  const t = useText();
  return (
    <ExportChoices
      formats={FORMATS}
      label={(f) => {
        const name = NAMES[f];
        return typeof name === 'string' ? name : t(name.id);
      }}
      state={state}
      onExport={exportReport}
      more={{
        buttons: <PrintButton view="diagnostics" />,
        outcome: <PrintOutcome view="diagnostics" className="export__outcome" />,
      }}
    />
  );
}
