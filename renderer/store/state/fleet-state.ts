// The fleet board's slice (fleet-slice.ts): every connection's latest watch result and last 24 hours,
// and how the board is searched, filtered and sorted.
import type { AvailabilityReport, ReportFormat } from '../../../shared/availability-report';
import type { ExportOutcome } from '../../../shared/ipc-contract';
import type { FleetRow } from '../../../shared/watch';
import type { FleetFilter, FleetSort, FleetSortKey } from '../fleet-rows';
import type { LoadFailure, LoadStatus } from '../load-state';

export type { FleetFilter, FleetSort, FleetSortKey };

/** The connections and range of an availability report (epoch ms, `to` included). */
export interface AvailabilityAsk {
  readonly profileIds: readonly string[];
  readonly from: number;
  readonly to: number;
}

export interface FleetSlice {
  /** Every connection, the demo included, in main's order. */
  readonly fleetRows: readonly FleetRow[];
  readonly fleetStatus: LoadStatus;
  readonly fleetFailure: LoadFailure | null;
  readonly fleetQuery: string;
  readonly fleetFilter: FleetFilter;
  readonly fleetSort: FleetSort;
  /** The connections ticked on the board (for the availability report), by id. */
  readonly fleetSelected: ReadonlySet<string>;
  /** The availability report laid out for printing (AvailabilityPrint), or null. */
  readonly availabilityPrint: AvailabilityReport | null;
  /** Exports the report as `retail-inspector report` writes it: the outcome, or why not (a string). */
  exportAvailability(ask: AvailabilityAsk, format: ReportFormat): Promise<ExportOutcome | string>;
  /** Reads the report for printing into availabilityPrint (null clears it); why not, or null. */
  setAvailabilityPrint(ask: AvailabilityAsk | null): Promise<string | null>;
  /** Loads the board; a load asked for while one is under way runs once it ends. */
  loadFleet(): Promise<void>;
  setFleetQuery(query: string): void;
  setFleetFilter(filter: FleetFilter): void;
  /** Ticks or unticks one connection. */
  toggleFleetSelected(profileId: string): void;
  /** Ticks exactly `profileIds` (an empty list unticks all). */
  setFleetSelected(profileIds: readonly string[]): void;
  /** Sorts by `key`; the same key again turns the order around. */
  sortFleetBy(key: FleetSortKey): void;
  /**
   * Follows main's fleetUpdated events: the board (when shown) and the open timeline reload, at most
   * once a second however many results arrive. Returns the unsubscribe.
   */
  followFleet(): () => void;
}
