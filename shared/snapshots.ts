/**
 * Snapshots as the renderer sees them: each successful load of a connection kept as a dataset in
 * the data folder (electron/core/snapshots/). Shared by the contract and the store.
 */

/** One snapshot of a connection. */
export interface SnapshotView {
  /** Id to delete or pin it by. */
  readonly id: string;
  /** The connection it belongs to (as the list was asked for). */
  readonly profileId: string;
  /** ISO time of the load. */
  readonly takenAt: string;
  /** Number of categories; null when the snapshot is corrupt and its summary unreadable. */
  readonly categories: number | null;
  readonly companyName: string | null;
  /** Bytes of its own files (the dataset and its summary; shared images are counted in the totals). */
  readonly bytes: number;
  readonly pinned: boolean;
  /** 'corrupt': unreadable or changed after it was written; listed so it can be deleted, never used. */
  readonly state: 'ok' | 'corrupt';
  /** Why it is corrupt; null when ok. */
  readonly reason: string | null;
  /** The dataset file: open it in the app or serve it with `retail-inspector serve --data FILE`. */
  readonly file: string;
}

/** The categories loads of a connection in this session (of the host's main process). */
export interface LoadCounts {
  readonly total: number;
  /** Of which failed (a cancelled load is not counted). */
  readonly failed: number;
}

/** What the snapshot store holds of one connection: its snapshots, newest first, and their space. */
export interface StoredSnapshots {
  readonly snapshots: readonly SnapshotView[];
  readonly totals: {
    /** Bytes this connection's snapshots take, their shared images included. */
    readonly bytes: number;
    /** Of which shared images. */
    readonly imageBytes: number;
    /** Bytes every connection's snapshots take together. */
    readonly allConnectionsBytes: number;
  };
  /** Unpinned snapshots kept per connection. */
  readonly keep: number;
  /** Why the settings could not be read, when so: then nothing is pruned until they are saved again. */
  readonly notice?: string;
}

/** The snapshots of one connection and how often it was loaded (listSnapshots). */
export interface SnapshotListing extends StoredSnapshots {
  readonly loads: LoadCounts;
}

/** What became of a load's snapshot (the `snapshot` event). */
export interface SnapshotNotice {
  readonly profileId: string;
  /** 'saved': a new snapshot; 'unchanged': same as the latest, not stored again; 'failed': see message. */
  readonly outcome: 'saved' | 'unchanged' | 'failed';
  /** The new or unchanged latest snapshot; null when failed. */
  readonly id: string | null;
  /** Why it failed (token-free); null otherwise. */
  readonly message: string | null;
}
