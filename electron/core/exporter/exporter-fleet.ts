/**
 * The targets of `retail-inspector exporter`: the rows of a fleet file (as `check --fleet` reads it),
 * by name. A row's token comes from the environment variable it names (`token_env`) or from a
 * `token` column or field of the file itself; never from a scrape. Throws AppError('USAGE') naming
 * the file and the row of every problem (an address without a scheme or with a password too), and
 * when two rows share a name (a target is a name).
 */
import { z } from 'zod';
import { formatJsonPath, issueLines } from '../../../shared/issue-path';
import { normalizeBaseUrl } from '../client/base-url';
import type { Installation } from '../client/v2-client';
import { FleetEntrySchema, fleetRecords, readFleetText } from '../fleet/fleet-file';
import { AppError } from '../lib/app-error';

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
}

const ExporterEntrySchema = FleetEntrySchema.extend({
  token: z.string().min(1, 'expected a token, or no token field').optional(),
});

const MAX_TARGETS = 10_000;

/** Reads `file` into targets; tokens named by `token_env` are read from `env`. */
export async function readExporterFleet(
  file: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<ExporterFleet> {
  const records = recordsOf(file, await readFleetText(file));
  if (records.length === 0) throw new AppError('USAGE', `${file}: the fleet lists no installation`);
  if (records.length > MAX_TARGETS)
    throw new AppError('USAGE', `${file}: lists ${records.length} installations, more than ${MAX_TARGETS}`);
  const targets = new Map<string, ProbeTarget>();
  const lines = new Map<string, number>();
  const tokens: string[] = [];
  for (const { line, row } of records) {
    const parsed = ExporterEntrySchema.safeParse(row);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => ({ path: formatJsonPath(i.path), message: i.message }));
      // The token is never part of a message: its field is named, not shown.
      const words = issueLines(problems);
      throw new AppError(
        'USAGE',
        `${file}: row ${line}: ${words[0]}`,
        words.map((w) => `row ${line}: ${w}`),
      );
    }
    const entry = parsed.data;
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
    const token = entry.token ?? (entry.tokenEnv ? env[entry.tokenEnv] || undefined : undefined);
    if (token) tokens.push(token);
    targets.set(entry.name, {
      name: entry.name,
      installation: { baseUrl: base.baseUrl, token, insecure: entry.insecure },
      tokenMissing: !token && entry.tokenEnv ? `the environment variable ${entry.tokenEnv} is not set` : null,
    });
  }
  return { targets, tokens };
}

// The CSV reader's message may quote the field it stopped at, which can be a token of a file that
// holds them: that part is left out.
function recordsOf(file: string, text: string): ReturnType<typeof fleetRecords> {
  try {
    return fleetRecords(file, text, true);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message.replace(/,? value is ".*"(?=\)$)/s, ''));
  }
}
