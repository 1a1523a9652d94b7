// The Changes slice's state and actions (changes-slice.ts): what to compare, the comparison shown,
// its export, and the one-line notice after a reload that changed something.
import type { ChangeImage, ChangesSide, Comparison } from '../../../shared/changes';
import type { DiffExportFormat } from '../../../shared/diff/diff-export';
import type { ExportOutcome } from '../../../shared/ipc-contract';
import type { LoadCounts, SnapshotListing, SnapshotView } from '../../../shared/snapshots';
import type { Words } from '../../i18n/words';
import type { LoadFailure, LoadStatus } from '../load-state';
import type { ExportState } from './export-state';

/** What the user compares: the latest load with the previous one, two snapshots, or any two sides. */
export type ChangesMode = 'previous' | 'snapshots' | 'sides';

/** How the last export of the diff went. */
export type ChangesExportState = ExportState<DiffExportFormat>;

export interface ChangesSlice {
  readonly changesMode: ChangesMode;
  readonly comparison: Comparison | null;
  readonly comparisonStatus: LoadStatus;
  readonly comparisonFailure: LoadFailure | null;
  /** The snapshots of the connection the view lists (for the two selects), newest first. */
  readonly changesSnapshots: readonly SnapshotView[];
  readonly changesExport: ChangesExportState | null;
  /**
   * When the default comparison found fewer than two intact snapshots (nothing to compare yet: said
   * as such, not as a failure): how many there are, and how often the connection was loaded in this
   * session, failed loads counted apart; null otherwise.
   */
  readonly snapshotsShort: { readonly kept: 0 | 1; readonly loads: LoadCounts } | null;
  /** Why the comparison shown went away (a snapshot it compared was deleted), or null. */
  readonly comparisonNote: Words | null;
  /** The connection whose last reload changed something (the one-line notice), or null. */
  readonly changedProfileId: string | null;
  /**
   * Two snapshots the two-snapshot picker shows chosen (a watch event's or a timeline point's pair),
   * instead of the newest two; null for the newest two.
   */
  readonly changesPick: { readonly before: string; readonly after: string } | null;
  setChangesMode(mode: ChangesMode): void;
  /** Shows the two-snapshot picker on `pick` (see changesPick). */
  pickChanges(pick: { before: string; after: string }): void;
  /** Compares `before` with `after`; a newer comparison wins over one under way. */
  compare(before: ChangesSide, after: ChangesSide): Promise<void>;
  /** The default: the latest load of `profileId` against the one before it. */
  compareLatest(profileId: string): Promise<void>;
  /**
   * A dataset file chosen in the host's open dialog ("Browse…"), or null when the user cancelled or
   * the host has no dialogs; a failure is the comparison's failure.
   */
  chooseChangesFile(): Promise<string | null>;
  /** Lists the snapshots of `profileId` for choosing two. */
  loadChangesSnapshots(profileId: string): Promise<void>;
  /**
   * One image of the comparison shown: a category's (by id) or the logo (no id), on one side. Asked
   * once per image and comparison; 'gone' when main no longer keeps the comparison.
   */
  loadChangeImage(side: 'before' | 'after', categoryId?: string): Promise<ChangeImage>;
  /**
   * The image loadChangeImage already brought, at once (null while it has not arrived): a picture
   * shown again (scrolled back to, printed) then needs no wait.
   */
  loadedChangeImage(side: 'before' | 'after', categoryId?: string): ChangeImage | null;
  /**
   * Told each new listing of a connection's snapshots: a comparison that compared a snapshot no
   * longer listed is made again (the default, and connections' latest loads) or withdrawn.
   */
  snapshotsListed(listing: SnapshotListing): void;
  /** Exports the diff shown; a 'download' outcome is for the caller to hand to the browser. */
  exportChanges(format: DiffExportFormat): Promise<ExportOutcome | null>;
  /** Follows main's snapshot notices; returns the unsubscribe. */
  watchSnapshotNotices(): () => void;
  dismissChangedNotice(): void;
}
