// The settings that differ between the two sides: field, before, after; a changed logo also as its
// two pictures.
import { FormattedMessage } from 'react-intl';
import { LOGO_HASH_FIELD, type FieldChange } from '../../../shared/diff/diff-types';
import { ChangeImage } from './ChangeImage';
import { text } from './change-rows';
import { ColumnHeads } from '../../ui/ColumnHeads';

export function SettingsChanges({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <section className="changes-section" aria-labelledby="changes-settings">
      <h3 id="changes-settings" className="changes-section__heading">
        <FormattedMessage id="changes.settings.heading" values={{ count: changes.length }} />
      </h3>
      {changes.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="changes.settings.none" />
        </p>
      ) : (
        <table className="changes-table">
          <ColumnHeads
            columns={['changes.settings.field', 'changes.settings.before', 'changes.settings.after']}
          />
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">
                  <code>{change.field}</code>
                </th>
                <td className="changes-before">{shown(change.before)}</td>
                <td className="changes-after">{shown(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changes.some((change) => change.field === 'logo' || change.field === LOGO_HASH_FIELD) && (
        <ChangeImage what="logo" />
      )}
    </section>
  );
}

function shown(value: unknown) {
  const t = text(value);
  return t === '' ? (
    <span className="muted">
      <FormattedMessage id={value === '' ? 'changes.value.empty' : 'changes.value.none'} />
    </span>
  ) : (
    t
  );
}
