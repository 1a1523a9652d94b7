// The fleet file in the dialog: the file `retail-inspector check --fleet` reads (CSV with
// name,base_url,token_env[,insecure], or JSON), imported to add or update connections and exported
// from the saved ones. The file is read in the page and sent as text, in every host; an export is
// saved as other exports are (the save dialog, or the browser's download). Tokens are never
// exported; on import a row's token is its token column, else the variable its token_env names.
import { useRef } from 'react';
import type { FleetFormat } from '../../../shared/watch';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectCanSave, selectFleetFileBusy } from '../../store/selectors';
import { downloadText } from '../../ui/download-text';

/** JSON by its extension or its first character, else CSV. */
export function fleetFormatOf(name: string, text: string): FleetFormat {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.csv$/i.test(name)) return 'csv';
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv';
}

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

export function FleetFileActions() {
  const busy = useAppStore(selectFleetFileBusy);
  const canSave = useAppStore(selectCanSave);
  const importFile = useAppStore((s) => s.importFleetFile);
  const exportFile = useAppStore((s) => s.exportFleetFile);
  const input = useRef<HTMLInputElement>(null);

  async function onChosen(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    if (input.current) input.current.value = '';
    await importFile(text, fleetFormatOf(file.name, text));
  }

  async function onExport(format: FleetFormat) {
    if (busy) return;
    const outcome = await exportFile(format);
    if (outcome?.status === 'download') downloadText(outcome);
  }

  return (
    <div className="fleet-file" role="group" aria-labelledby="fleet-file-title">
      <p id="fleet-file-title" className="fleet-file__title">
        <FormattedMessage id="connections.fleet.title" />
      </p>
      <div className="fleet-file__buttons">
        <button
          type="button"
          className="button"
          disabled={!canSave}
          aria-disabled={busy}
          aria-describedby="fleet-file-hint"
          onClick={() => !busy && input.current?.click()}
        >
          <FormattedMessage id="connections.fleet.import" />
        </button>
        <input
          ref={input}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          hidden
          tabIndex={-1}
          onChange={(event) => void onChosen(event.target.files?.[0])}
        />
        <button type="button" className="button" aria-disabled={busy} onClick={() => void onExport('csv')}>
          <FormattedMessage id="connections.fleet.exportCsv" />
        </button>
        <button type="button" className="button" aria-disabled={busy} onClick={() => void onExport('json')}>
          <FormattedMessage id="connections.fleet.exportJson" />
        </button>
      </div>
      <p id="fleet-file-hint" className="fleet-file__hint muted">
        <FormattedMessage id="connections.fleet.hint" values={{ code }} />
      </p>
    </div>
  );
}
