// The connections slice's state and actions (connections-slice.ts): saved connections, the active
// one, token storage and the demo server's state.
import type { DemoStatus, StorageStatusView } from '../../../shared/ipc-contract';
import type { ProfileView } from '../../../shared/profiles';
import type { LoadFailure, LoadStatus } from '../load-state';

export interface ConnectionsSlice {
  readonly profiles: readonly ProfileView[];
  readonly activeProfileId: string | null;
  readonly profilesStatus: LoadStatus;
  readonly profilesFailure: LoadFailure | null;
  /** How tokens are kept on this machine, as listProfiles last said; null before the first load. */
  readonly storage: StorageStatusView | null;
  /** The embedded demo server, as last reported. */
  readonly demo: DemoStatus | null;
  /** First load: connections, then the active one's data; follows the demo server. Returns a stop. */
  start(): () => void;
  /** Loads the saved connections, then the active connection's data. */
  loadProfiles(): Promise<void>;
  /**
   * Re-reads the list, the active id and the storage state without reloading any data; when the
   * active connection changed meanwhile (it was deleted), loads the new one's data. False on failure.
   */
  syncProfiles(): Promise<boolean>;
  /** Makes `id` the active connection (remembered for the next start) and loads its data. */
  selectProfile(id: string): Promise<void>;
  /** Reloads the active connection's settings and categories. */
  refresh(): Promise<void>;
}
