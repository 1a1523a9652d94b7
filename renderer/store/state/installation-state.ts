// The installation slice's state and actions (installation-slice.ts): the active connection's settings.
import type { Leniency } from '../../../shared/leniency';
import type { InfoFaults, ReceivedInfo } from '../../../shared/received-info';
import type { LoadFailure, LoadStatus } from '../load-state';

export interface InstallationSlice {
  /** The last settings that loaded, as received; kept when a later load fails (then they are stale). */
  readonly info: ReceivedInfo | null;
  /** The fields of `info` that break the specification (shown beside each, and named above them). */
  readonly infoFaults: InfoFaults;
  readonly infoStatus: LoadStatus;
  /** Why the last load failed; with `info` set, the settings shown are stale. */
  readonly infoFailure: LoadFailure | null;
  /** The faults the client tolerated to read the settings shown (shown next to them, never silent). */
  readonly infoLeniencies: readonly Leniency[];
  /** When `info` arrived (ms since the epoch), or null. */
  readonly infoLoadedAt: number | null;
  /** When the load under way started (ms since the epoch), or null when none is. */
  readonly infoStartedAt: number | null;
  /** Loads the system information of `profileId`; a newer load wins over an older one. */
  loadInfo(profileId: string): Promise<void>;
  /** Cancels the load under way; it then fails as cancelled. */
  cancelInfo(): void;
  /** Forgets the loaded settings (another connection was chosen). */
  clearInfo(): void;
}
