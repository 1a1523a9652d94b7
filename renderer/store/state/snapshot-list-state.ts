// The snapshot list slice's state and actions (snapshot-list-slice.ts): the snapshots kept of the
// connection in use, the space they take, and deleting, pinning and the retention setting.
import type { SnapshotListing } from '../../../shared/snapshots';
import type { LoadFailure } from '../load-state';

export interface SnapshotListSlice {
  /** The listing of `snapshotListProfileId`, or null before it is first read. */
  readonly snapshotListing: SnapshotListing | null;
  readonly snapshotListProfileId: string | null;
  readonly snapshotListFailure: LoadFailure | null;
  /** An action under way (its buttons wait) or the message of the last one that failed. */
  readonly snapshotActionBusy: boolean;
  readonly snapshotActionError: string | null;
  /** Reads the snapshots of `profileId` again. */
  loadSnapshotListing(profileId: string): Promise<void>;
  deleteSnapshot(id: string): Promise<void>;
  /** Deletes every snapshot of the connection listed, pinned ones too. */
  deleteAllSnapshots(): Promise<void>;
  pinSnapshot(id: string, pinned: boolean): Promise<void>;
  /** Saves how many unpinned snapshots each connection keeps (main prunes at once). */
  saveSnapshotKeep(keep: number): Promise<boolean>;
  /** Reads the list again after each load's snapshot notice; returns the unsubscribe. */
  watchSnapshotListing(): () => void;
}
