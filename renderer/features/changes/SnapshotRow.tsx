// One snapshot kept: when, company, categories, size and state (a corrupt one with its reason), with
// Pin/Unpin and Delete. Buttons name the snapshot by its time for screen readers and tests.
import { useIntl } from 'react-intl';
import type { SnapshotView } from '../../../shared/snapshots';
import { useAppStore } from '../../store';
import { selectSnapshotActionBusy } from '../../store/selectors';
import { sizeText } from '../requests/request-text';
import { snapshotTime } from './snapshot-time';
import { focusSnapshotsHeadingIfLost } from './snapshots-focus';

/** `precise`: another snapshot listed was taken in the same second, so the time shows milliseconds. */
export function SnapshotRow({ snapshot, precise }: { snapshot: SnapshotView; precise: boolean }) {
  const busy = useAppStore(selectSnapshotActionBusy);
  const pin = useAppStore((s) => s.pinSnapshot);
  const remove = useAppStore((s) => s.deleteSnapshot);
  const when = snapshotTime(snapshot.takenAt, precise, useIntl().locale);
  const corrupt = snapshot.state === 'corrupt';

  return (
    <tr className={corrupt ? 'snapshot-row snapshot-row--corrupt' : 'snapshot-row'}>
      <th scope="row">
        <time dateTime={snapshot.takenAt}>{when}</time>
        {snapshot.pinned && <span className="badge badge--accent">pinned</span>}
      </th>
      <td>{snapshot.companyName ?? '—'}</td>
      <td className="snapshots-table__number">
        {snapshot.categories === null ? '—' : snapshot.categories.toLocaleString()}
      </td>
      <td className="snapshots-table__number">{sizeText(snapshot.bytes)}</td>
      <td>{corrupt ? <span className="snapshot-row__reason">Corrupt: {snapshot.reason}</span> : 'Intact'}</td>
      <td>
        <div className="snapshots-table__actions">
          <button
            type="button"
            className="button"
            aria-label={`${snapshot.pinned ? 'Unpin' : 'Pin'} snapshot of ${when}`}
            aria-disabled={busy}
            onClick={() => !busy && void pin(snapshot.id, !snapshot.pinned)}
          >
            {snapshot.pinned ? 'Unpin' : 'Pin'}
          </button>
          <button
            type="button"
            className="button"
            aria-label={`Delete snapshot of ${when}`}
            aria-disabled={busy}
            onClick={() => !busy && void remove(snapshot.id).then(focusSnapshotsHeadingIfLost)}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
