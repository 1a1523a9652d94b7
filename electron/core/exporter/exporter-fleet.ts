/**
 * The targets of `retail-inspector exporter`: the rows of a fleet file (as `check --fleet` reads it),
 * by name. A row's token follows fleet-token.ts's rule (its `token` cell, else the variable its
 * `token_env` names, else none); never from a scrape. Throws AppError('USAGE') naming
 * the file and the row of every problem (an address without a scheme or with a password too), and
 * when two rows share a name (a target is a name).
 */
import { normalizeBaseUrl } from '../client/base-url';
import type { Installation } from '../client/v2-client';
import { fleetRows, readFleetText } from '../fleet/fleet-file';
import { rowToken, tokenOf } from '../fleet/fleet-token';
import { AppError } from '../lib/app-error';
import type { MaintenanceSchedule } from '../maintenance/maintenance-schedule';

/** One target a scrape may name. */
export interface ProbeTarget {
  readonly name: string;
  readonly installation: Installation;
  /**
   * Why its token is not here (its row names a variable that is not set): the probe calls nothing
   * and answers the class no-token, ours (probe-metrics.ts). Null when it can be called.
   */
  readonly tokenMissing: string | null;
}

/** The targets of a fleet file, by name, and every token they carry (for masking). */
export interface ExporterFleet {
  readonly targets: ReadonlyMap<string, ProbeTarget>;
  readonly tokens: readonly string[];
  /** The maintenance windows read with it (`--maintenance`); none when absent. */
  readonly maintenance?: MaintenanceSchedule;
}

/** Reads `file` into targets; tokens named by `token_env` are read from `env`. */
export async function readExporterFleet(
  file: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<ExporterFleet> {
  const rows = fleetRows(file, await readFleetText(file));
  const targets = new Map<string, ProbeTarget>();
  const lines = new Map<string, number>();
  const tokens: string[] = [];
  for (const { line, entry } of rows) {
    const before = lines.get(entry.name);
    if (before !== undefined)
      throw new AppError(
        'USAGE',
        `${file}: rows ${before} and ${line} are both named "${entry.name}"; a target is a name, so each needs its own`,
      );
    lines.set(entry.name, line);
    // Held to the rules of --base-url, as `watch` holds its fleet: an address that cannot be used
    // refuses the file (its text not echoed: it may hold a password) rather than fail every scrape.
    const base = normalizeBaseUrl(entry.baseUrl, entry.insecure);
    if (!base.ok)
      throw new AppError(
        'USAGE',
        `${file}: row ${line} ("${entry.name}"): its address cannot be used: ${base.message}`,
      );
    const found = rowToken(entry, env);
    const token = tokenOf(found);
    if (token) tokens.push(token);
    targets.set(entry.name, {
      name: entry.name,
      installation: { baseUrl: base.baseUrl, token, insecure: entry.insecure },
      tokenMissing: found.kind === 'unavailable' ? found.message : null,
    });
  }
  return { targets, tokens };
}
