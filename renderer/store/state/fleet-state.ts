// The fleet board's slice (fleet-slice.ts): every connection's latest watch result and last 24 hours,
// and how the board is searched, filtered and sorted.
import type { FleetRow } from '../../../shared/watch';
import type { FleetFilter, FleetSort, FleetSortKey } from '../fleet-rows';
import type { LoadFailure, LoadStatus } from '../load-state';

export type { FleetFilter, FleetSort, FleetSortKey };

export interface FleetSlice {
  /** Every connection, the demo included, in main's order. */
  readonly fleetRows: readonly FleetRow[];
  readonly fleetStatus: LoadStatus;
  readonly fleetFailure: LoadFailure | null;
  readonly fleetQuery: string;
  readonly fleetFilter: FleetFilter;
  readonly fleetSort: FleetSort;
  /** Loads the board; a load asked for while one is under way runs once it ends. */
  loadFleet(): Promise<void>;
  setFleetQuery(query: string): void;
  setFleetFilter(filter: FleetFilter): void;
  /** Sorts by `key`; the same key again turns the order around. */
  sortFleetBy(key: FleetSortKey): void;
  /**
   * Follows main's fleetUpdated events: the board (when shown) and the open timeline reload, at most
   * once a second however many results arrive. Returns the unsubscribe.
   */
  followFleet(): () => void;
}
