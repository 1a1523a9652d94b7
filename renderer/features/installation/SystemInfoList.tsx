// Fields of the system information record as received, labelled, as a two-column definition list,
// with a warning mark (and its reason, in words) on each field that breaks the spec or looks
// doubtful. A missing field says so.
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { WarningMark } from '../../ui/WarningMark';
import type { FieldWarnings } from './field-checks';
import type { InfoRow } from './field-labels';

// Long addresses wrap after a slash rather than in the middle of a host or a name.
function breakable(url: string) {
  const parts = url.split(/(?<=\/)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function Value({ row }: { row: InfoRow }) {
  const text = useText();
  if (row.value === null)
    return (
      <span className="muted">
        <FormattedMessage id="installation.missing" />
      </span>
    );
  if (row.value === '')
    return (
      <span className="muted">
        <FormattedMessage id="installation.empty" />
      </span>
    );
  return (
    <>
      <span className={`value value--${row.style}`}>
        {row.style === 'url' ? breakable(row.value) : row.value}
      </span>
      {row.note && <span className="value__note">{text(row.note)}</span>}
    </>
  );
}

/** The rows as a definition list, each with its warnings. */
export function SystemInfoList({ rows, warnings }: { rows: readonly InfoRow[]; warnings: FieldWarnings }) {
  const text = useText();
  return (
    <dl className="info-list">
      {rows.map((row) => (
        <div className="info-list__row" key={row.key}>
          <dt>{row.labelId ? text(row.labelId) : row.label}</dt>
          <dd>
            <Value row={row} />
            {(warnings.get(row.key) ?? [])
              .map((reason) => text(reason))
              .map((reason) => (
                <WarningMark key={reason} reason={reason} />
              ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
