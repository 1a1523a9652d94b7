// Every field of the system information record, labelled, as a two-column definition list, with a
// warning mark (and its reason) on each field that breaks the spec or looks doubtful.
import { Fragment } from 'react';
import type { SystemInfo } from '../../../shared/v2';
import { WarningMark } from '../../ui/WarningMark';
import type { FieldWarnings } from './field-checks';
import { infoRows, type InfoRow } from './field-labels';

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
  if (row.value === '') return <span className="muted">(empty)</span>;
  return (
    <>
      <span className={`value value--${row.style}`}>
        {row.style === 'url' ? breakable(row.value) : row.value}
      </span>
      {row.note && <span className="value__note">{row.note}</span>}
    </>
  );
}

export function SystemInfoList({ info, warnings }: { info: SystemInfo; warnings?: FieldWarnings }) {
  return (
    <dl className="info-list">
      {infoRows(info).map((row) => {
        const reasons = warnings?.get(row.key) ?? [];
        return (
          <div className="info-list__row" key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <Value row={row} />
              {reasons.map((reason) => (
                <WarningMark key={reason} reason={reason} />
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
