/**
 * The availability report of chosen connections from the app's watch history: each one's figures
 * over [from, to] by the rule of shared/availability.ts, read as `retail-inspector report` reads a
 * folder (history-report.ts's folderSegment: whole days from the daily sums), named by the
 * connection's saved name and address, sorted by name as `report` sorts. So the app's report and the
 * command line's give the same numbers for the same history. Connections that no longer exist are
 * left out; one without a run in the range is in it with nothing counted (it was asked for).
 */
import { summaryOfSegment } from '../../../shared/availability';
import type { AvailabilityReport, ReportLine } from '../../../shared/availability-report';
import { mapBounded } from '../lib/bounded-pool';
import type { HistoryStore } from './history/history-store';

/** Histories read at once (each a few small files). */
const READS_AT_ONCE = 16;

/** A connection as the report names it; null when it no longer exists. */
export type ConnectionOf = (id: string) => { readonly name: string; readonly baseUrl: string } | null;

/** The report of `ids` over [from, to] as of `now`. */
export async function fleetAvailability(
  history: Pick<HistoryStore, 'availability'>,
  connectionOf: ConnectionOf,
  ids: readonly string[],
  range: { readonly from: number; readonly to: number },
  now: number,
): Promise<AvailabilityReport> {
  const known = [...new Set(ids)].flatMap((id) => {
    const connection = connectionOf(id);
    return connection ? [{ id, ...connection }] : [];
  });
  const lines = await mapBounded(
    known,
    READS_AT_ONCE,
    async ({ id, name, baseUrl }): Promise<ReportLine> => ({
      name,
      baseUrl,
      ...summaryOfSegment(await history.availability(id, range.from, range.to, now)),
    }),
  );
  lines.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { from: range.from, to: range.to, connections: lines };
}
