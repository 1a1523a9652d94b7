// The record's bookkeeping (answer code, API version, record number, date format number, assets
// address, fields the spec does not name) behind a disclosure button, closed by default: a store
// manager rarely needs them. A button with aria-expanded (Enter or Space toggles it) rather than
// <details>, so every host and test environment opens it by keyboard alike. The button says how many
// of the fields have a warning, so a fault is never hidden by the closed disclosure.
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldWarnings } from './field-checks';
import type { InfoRow } from './field-labels';
import { SystemInfoList } from './SystemInfoList';

// Between the title and the count of warnings; the same in every language.
const SEPARATOR = ' · ';

export function TechnicalDetails({ rows, warnings }: { rows: readonly InfoRow[]; warnings: FieldWarnings }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const faulty = rows.filter((row) => warnings.has(row.key)).length;
  return (
    <div className="technical-details">
      <button
        type="button"
        className="technical-details__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="technical-details__chevron" aria-hidden="true" />
        <FormattedMessage id="installation.technical" />
        {faulty > 0 && (
          <span className="technical-details__faults">
            {SEPARATOR}
            <FormattedMessage id="installation.technicalFaults" values={{ count: faulty }} />
          </span>
        )}
      </button>
      <div id={listId} hidden={!open}>
        <SystemInfoList rows={rows} warnings={warnings} />
      </div>
    </div>
  );
}
