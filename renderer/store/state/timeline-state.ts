// The timeline slice (timeline-slice.ts): the history of the connection opened from the board over
// the range chosen, a manual run, and opening the Changes view for a snapshot of it.
import type { Words } from '../../i18n/words';
import type { ReportLine } from '../../../shared/availability-report';
import type { WatchHistory, WatchResult } from '../../../shared/watch';
import type { LoadFailure, LoadStatus } from '../load-state';

/** The ranges the timeline shows, each ending now. */
export type TimelineRange = '24h' | '7d' | '90d' | '1y';

/** A manual run ("Check now") of the timeline's connection. */
export type WatchRunState =
  | { readonly status: 'running'; readonly profileId: string }
  | { readonly status: 'done'; readonly profileId: string; readonly result: WatchResult }
  | { readonly status: 'failed'; readonly profileId: string; readonly message: string };

export interface TimelineSlice {
  /** The connection whose timeline is open, or null. */
  readonly timelineProfileId: string | null;
  readonly timelineRange: TimelineRange;
  readonly history: WatchHistory | null;
  /**
   * The availability over the history's range (getAvailability: from the runs themselves, as
   * `report` counts them; the history is decimated), or null until read or when it could not be.
   */
  readonly timelineAvailability: ReportLine | null;
  readonly historyStatus: LoadStatus;
  readonly historyFailure: LoadFailure | null;
  /** Why a snapshot could not be compared (no longer kept, the first one), or null. */
  readonly timelineNote: Words | null;
  readonly watchRun: WatchRunState | null;
  /** Opens the timeline of `profileId` (the panel then loads its history: loadHistory). */
  openTimeline(profileId: string): void;
  closeTimeline(): void;
  setTimelineRange(range: TimelineRange): void;
  /** Loads the open timeline's history, in `buckets` stretches (about one per pixel). */
  loadHistory(buckets?: number): Promise<void>;
  /** Runs the watch of `profileId` now; the board and the timeline follow through fleetUpdated. */
  runWatchNow(profileId: string): Promise<void>;
  /**
   * Opens the Changes view between snapshot `snapshotId` of `profileId` and the one kept before it;
   * says why in `timelineNote` when there is none or it is no longer kept.
   */
  openSnapshotChanges(profileId: string, snapshotId: string): Promise<void>;
}
