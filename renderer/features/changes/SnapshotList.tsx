// "Snapshots of <connection>": every snapshot kept of the connection in use (newest first, a corrupt
// one with its reason), the disk space they take, Pin/Unpin and Delete per snapshot, "Delete all
// snapshots of this connection" after a confirmation, and how many are kept (with the notice when
// that setting could not be read, so nothing is pruned). Read again after each action and after each
// load's snapshot notice.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import {
  selectActiveProfile,
  selectSnapshotActionBusy,
  selectSnapshotActionError,
  selectSnapshotListFailure,
  selectSnapshotListing,
} from '../../store/selectors';
import { ConfirmStep } from '../../ui/ConfirmStep';
import { useRequestText } from '../requests/useRequestText';
import { SnapshotKeep } from './SnapshotKeep';
import { SnapshotRow } from './SnapshotRow';
import { sameSecondTimes } from './snapshot-time';
import { SNAPSHOTS_HEADING_ID } from './snapshots-focus';
import './snapshots.css';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { useConnectionName } from '../../ui/useConnectionName';

const DELETE_ALL_ID = 'delete-all-snapshots';

export function SnapshotList() {
  const nameOf = useConnectionName();
  const profile = useAppStore(selectActiveProfile);
  const listing = useAppStore(selectSnapshotListing);
  const failure = useAppStore(selectSnapshotListFailure);
  const busy = useAppStore(selectSnapshotActionBusy);
  const actionError = useAppStore(selectSnapshotActionError);
  const load = useAppStore((s) => s.loadSnapshotListing);
  const watch = useAppStore((s) => s.watchSnapshotListing);
  const deleteAll = useAppStore((s) => s.deleteAllSnapshots);
  const [confirming, setConfirming] = useState(false);
  const text = useText();
  const sizes = useRequestText();
  const profileId = profile?.id ?? null;
  const name = profile ? nameOf(profile) : text('changes.snapshots.thisConnection');

  useEffect(() => {
    if (profileId) void load(profileId);
    setConfirming(false);
  }, [profileId, load]);
  useEffect(() => watch(), [watch]);

  if (!profileId) return null;
  const snapshots = listing?.snapshots ?? [];
  const precise = sameSecondTimes(snapshots.map((s) => s.takenAt));

  async function removeAll() {
    await deleteAll();
    // The button that opened the confirmation goes with the last snapshot: the heading takes the focus.
    document.getElementById(SNAPSHOTS_HEADING_ID)?.focus();
    setConfirming(false);
  }

  return (
    <section className="changes-section snapshots" aria-labelledby={SNAPSHOTS_HEADING_ID}>
      <h3 id={SNAPSHOTS_HEADING_ID} className="changes-section__heading" tabIndex={-1}>
        <FormattedMessage id="changes.snapshots.heading" values={{ name }} />
      </h3>
      {failure && (
        <p className="form-field__error" role="alert">
          {/* The host's message is main's, shown as received. */}
          <FormattedMessage
            id="changes.snapshots.listFailed"
            values={{
              reason:
                failure.source === 'host' ? failure.error.message : text('changes.snapshots.callFailed'),
            }}
          />
        </p>
      )}
      {listing && (
        <dl className="snapshots-space" aria-label={text('changes.snapshots.space')}>
          <div>
            <dt>
              <FormattedMessage id="changes.thisConnection" />
            </dt>
            <dd>{sizes.size(listing.totals.bytes)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="changes.snapshots.spaceImages" />
            </dt>
            <dd>{sizes.size(listing.totals.imageBytes)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="changes.snapshots.spaceAll" />
            </dt>
            <dd>{sizes.size(listing.totals.allConnectionsBytes)}</dd>
          </div>
        </dl>
      )}
      {listing && snapshots.length === 0 && (
        <p className="muted">
          <FormattedMessage id="changes.snapshots.none" values={{ name }} />
        </p>
      )}
      {snapshots.length > 0 && (
        <div className="snapshots-scroll">
          <table
            className="changes-table snapshots-table"
            aria-label={text('changes.snapshots.heading', { name })}
          >
            <ColumnHeads
              columns={[
                'changes.snapshots.taken',
                'changes.snapshots.company',
                'changes.snapshots.categories',
                'changes.snapshots.size',
                'changes.snapshots.state',
                { id: 'changes.snapshots.actions', hidden: true },
              ]}
            />
            <tbody>
              {snapshots.map((snapshot) => (
                <SnapshotRow key={snapshot.id} snapshot={snapshot} precise={precise.has(snapshot.takenAt)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {actionError && (
        <p className="form-field__error" role="alert">
          {actionError}
        </p>
      )}
      {listing?.notice && (
        <p className="form-field__error" role="status">
          {listing.notice}
        </p>
      )}
      <div className="snapshots-actions">
        {listing && <SnapshotKeep keep={listing.keep} />}
        {snapshots.length > 0 && (
          <button
            id={DELETE_ALL_ID}
            type="button"
            className="button"
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            <FormattedMessage id="changes.snapshots.deleteAll" />
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          title={text('changes.snapshots.confirmTitle', { count: snapshots.length, name })}
          confirmLabel={text('changes.snapshots.confirm')}
          cancelLabel={text('changes.snapshots.keepThem')}
          busy={busy}
          returnFocusId={DELETE_ALL_ID}
          onConfirm={() => void removeAll()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            <FormattedMessage id="changes.snapshots.confirmBody" />
          </p>
        </ConfirmStep>
      )}
    </section>
  );
}
