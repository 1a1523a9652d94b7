// "Snapshots of <connection>": every snapshot kept of the connection in use (newest first, a corrupt
// one with its reason), the disk space they take, Pin/Unpin and Delete per snapshot, "Delete all
// snapshots of this connection" after a confirmation, and how many are kept (with the notice when
// that setting could not be read, so nothing is pruned). Read again after each action and after each
// load's snapshot notice.
import { useEffect, useState } from 'react';
import { useAppStore } from '../../store';
import {
  selectActiveProfile,
  selectSnapshotActionBusy,
  selectSnapshotActionError,
  selectSnapshotListFailure,
  selectSnapshotListing,
} from '../../store/selectors';
import { ConfirmStep } from '../../ui/ConfirmStep';
import { sizeText } from '../requests/request-text';
import { SnapshotKeep } from './SnapshotKeep';
import { SnapshotRow } from './SnapshotRow';
import { sameSecondTimes } from './snapshot-time';
import { SNAPSHOTS_HEADING_ID } from './snapshots-focus';
import './snapshots.css';

const DELETE_ALL_ID = 'delete-all-snapshots';

export function SnapshotList() {
  const profile = useAppStore(selectActiveProfile);
  const listing = useAppStore(selectSnapshotListing);
  const failure = useAppStore(selectSnapshotListFailure);
  const busy = useAppStore(selectSnapshotActionBusy);
  const actionError = useAppStore(selectSnapshotActionError);
  const load = useAppStore((s) => s.loadSnapshotListing);
  const watch = useAppStore((s) => s.watchSnapshotListing);
  const deleteAll = useAppStore((s) => s.deleteAllSnapshots);
  const [confirming, setConfirming] = useState(false);
  const profileId = profile?.id ?? null;
  const name = profile?.name ?? 'this connection';

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
        Snapshots of {name}
      </h3>
      {failure && (
        <p className="form-field__error" role="alert">
          The snapshots could not be listed:{' '}
          {failure.source === 'host' ? failure.error.message : 'the call failed.'}
        </p>
      )}
      {listing && (
        <dl className="snapshots-space" aria-label="Disk space used">
          <div>
            <dt>This connection</dt>
            <dd>{sizeText(listing.totals.bytes)}</dd>
          </div>
          <div>
            <dt>Of which images</dt>
            <dd>{sizeText(listing.totals.imageBytes)}</dd>
          </div>
          <div>
            <dt>All connections</dt>
            <dd>{sizeText(listing.totals.allConnectionsBytes)}</dd>
          </div>
        </dl>
      )}
      {listing && snapshots.length === 0 && <p className="muted">No snapshots of {name} are kept.</p>}
      {snapshots.length > 0 && (
        <div className="snapshots-scroll">
          <table className="changes-table snapshots-table" aria-label={`Snapshots of ${name}`}>
            <thead>
              <tr>
                <th scope="col">Taken</th>
                <th scope="col">Company</th>
                <th scope="col">Categories</th>
                <th scope="col">Size</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
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
            Delete all snapshots of this connection
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          title={`Delete all ${snapshots.length} snapshots of “${name}”?`}
          confirmLabel="Delete all snapshots"
          cancelLabel="Keep them"
          busy={busy}
          returnFocusId={DELETE_ALL_ID}
          onConfirm={() => void removeAll()}
          onCancel={() => setConfirming(false)}
        >
          <p>Pinned ones too; there is then nothing to compare its next load with. This cannot be undone.</p>
        </ConfirmStep>
      )}
    </section>
  );
}
