// The settings that differ between the two sides: field, before, after; a changed logo also as its
// two pictures.
import { LOGO_HASH_FIELD, type FieldChange } from '../../../shared/diff/diff-types';
import { ChangeImage } from './ChangeImage';
import { text } from './change-rows';

export function SettingsChanges({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <section className="changes-section" aria-labelledby="changes-settings">
      <h3 id="changes-settings" className="changes-section__heading">
        Settings changes ({changes.length})
      </h3>
      {changes.length === 0 ? (
        <p className="muted">No setting changed.</p>
      ) : (
        <table className="changes-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
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
        <ChangeImage what="Logo" />
      )}
    </section>
  );
}

function shown(value: unknown) {
  const t = text(value);
  return t === '' ? <span className="muted">{value === '' ? '(empty)' : '(none)'}</span> : t;
}
