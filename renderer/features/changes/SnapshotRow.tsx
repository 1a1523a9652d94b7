// One snapshot kept: when, company, categories, size and state (a corrupt one with its reason), with
// Pin/Unpin and Delete. Buttons name the snapshot by its time for screen readers and tests.
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import type { SnapshotView } from '../../../shared/snapshots';
import { useAppStore } from '../../store';
import { selectSnapshotActionBusy } from '../../store/selectors';
import { useRequestText } from '../requests/useRequestText';
import { snapshotTime } from './snapshot-time';
import { focusSnapshotsHeadingIfLost } from './snapshots-focus';

// What an empty cell shows, the same in every language.
const NOTHING = '—';

/** `precise`: another snapshot listed was taken in the same second, so the time shows milliseconds. */
export function SnapshotRow({ snapshot, precise }: { snapshot: SnapshotView; precise: boolean }) {
  const busy = useAppStore(selectSnapshotActionBusy);
  const pin = useAppStore((s) => s.pinSnapshot);
  const remove = useAppStore((s) => s.deleteSnapshot);
  const intl = useIntl();
  const text = useText();
  const { size: sizeText } = useRequestText();
  const when = snapshotTime(snapshot.takenAt, precise, intl.locale);
  const corrupt = snapshot.state === 'corrupt';

  return (
    <tr className={corrupt ? 'snapshot-row snapshot-row--corrupt' : 'snapshot-row'}>
      <th scope="row">
        <time dateTime={snapshot.takenAt}>{when}</time>
        {snapshot.pinned && (
          <span className="badge badge--accent">
            <FormattedMessage id="changes.snapshots.pinned" />
          </span>
        )}
      </th>
      <td>{snapshot.companyName ?? NOTHING}</td>
      <td className="snapshots-table__number">
        {snapshot.categories === null ? NOTHING : intl.formatNumber(snapshot.categories)}
      </td>
      <td className="snapshots-table__number">{sizeText(snapshot.bytes)}</td>
      <td>
        {corrupt ? (
          <span className="snapshot-row__reason">
            <FormattedMessage id="changes.snapshots.corrupt" values={{ reason: snapshot.reason }} />
          </span>
        ) : (
          <FormattedMessage id="changes.snapshots.intact" />
        )}
      </td>
      <td>
        <div className="snapshots-table__actions">
          <button
            type="button"
            className="button"
            aria-label={text(snapshot.pinned ? 'changes.snapshots.unpinOf' : 'changes.snapshots.pinOf', {
              when,
            })}
            aria-disabled={busy}
            onClick={() => !busy && void pin(snapshot.id, !snapshot.pinned)}
          >
            <FormattedMessage id={snapshot.pinned ? 'changes.snapshots.unpin' : 'changes.snapshots.pin'} />
          </button>
          <button
            type="button"
            className="button"
            aria-label={text('changes.snapshots.deleteOf', { when })}
            aria-disabled={busy}
            onClick={() => !busy && void remove(snapshot.id).then(focusSnapshotsHeadingIfLost)}
          >
            <FormattedMessage id="changes.snapshots.delete" />
          </button>
        </div>
      </td>
    </tr>
  );
}
