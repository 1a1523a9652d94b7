/**
 * Checks a whole fleet of installations with a bounded pool: each one through runChecks, so every
 * wait is bounded by the timeout; one that is unreachable (or whose token variable is missing) never
 * stops the others. A row's token follows fleet-token.ts's rule; a token configured through a
 * variable that is not set is not checked, with our cause `no-token`. The fleet's exit code is the
 * worst of its installations'.
 */
import type { CheckReport } from '../../../shared/check-report';
import { notChecked as notCheckedVerdict, type Cause } from '../../../shared/outcome';
import { mapBounded } from '../lib/bounded-pool';
import { runChecks, type CheckDeps } from '../checks/run-checks';
import type { FleetEntry } from './fleet-file';
import { rowToken } from './fleet-token';

/** One installation's outcome. */
export interface FleetResult {
  readonly name: string;
  readonly report: CheckReport;
}

/** The whole fleet's outcome. */
export interface FleetReport {
  readonly ok: boolean;
  readonly exitCode: 0 | 1 | 2;
  readonly installations: readonly FleetResult[];
  readonly checkedAt: string;
}

/** Options of checkFleet. */
export interface FleetOptions {
  readonly timeoutMs: number;
  readonly concurrency: number;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly onDone?: (result: FleetResult, done: number, total: number) => void;
}

/** Checks every entry; results keep the fleet's order. */
export async function checkFleet(
  deps: CheckDeps,
  entries: readonly FleetEntry[],
  options: FleetOptions,
): Promise<FleetReport> {
  let done = 0;
  const installations = await mapBounded(entries, options.concurrency, async (entry) => {
    const result = { name: entry.name, report: await checkOne(deps, entry, options) };
    options.onDone?.(result, ++done, entries.length);
    return result;
  });
  const exitCode = Math.max(0, ...installations.map((i) => i.report.exitCode)) as 0 | 1 | 2;
  return { ok: exitCode === 0, exitCode, installations, checkedAt: new Date().toISOString() };
}

async function checkOne(deps: CheckDeps, entry: FleetEntry, options: FleetOptions): Promise<CheckReport> {
  const found = rowToken(entry, options.env);
  if (found.kind === 'unavailable')
    return notChecked(
      entry,
      'no-token',
      `${found.message}, so the installation was not called: set it to the installation's token (or empty the row's token_env if it needs none)`,
    );
  const token = found.kind === 'token' ? found.token : undefined;
  try {
    return await runChecks(
      deps,
      { baseUrl: entry.baseUrl, token, insecure: entry.insecure },
      options.timeoutMs,
    );
  } catch (error) {
    // runChecks never throws; should a bug make it, the fleet still reports the others.
    const message = `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    return notChecked(entry, null, message);
  }
}

function notChecked(entry: FleetEntry, cause: Cause | null, message: string): CheckReport {
  const verdict = cause
    ? notCheckedVerdict(cause)
    : { outcome: 'not-checked' as const, cause, exitCode: 2 as const };
  return {
    baseUrl: entry.baseUrl,
    ok: false,
    ...verdict,
    suggestedBaseUrl: null,
    checks: [
      { id: 'fleet.setup', title: 'The installation can be checked', status: 'fail', message, details: [] },
    ],
    calls: { info: null, categories: null },
    checkedAt: new Date().toISOString(),
  };
}
