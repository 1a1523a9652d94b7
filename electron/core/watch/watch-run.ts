/**
 * One watch run of one connection, a plain function of its dependencies (so it can move into a
 * worker): the checks of `retail-inspector check` (which read the settings and the categories),
 * then, from what those calls read, the content's hashes and digest, and, when both calls answered
 * as the specification says, a snapshot: saved by the snapshot store only when it differs from the
 * latest, and not even prepared when the content's hashes equal the previous run's. Never throws;
 * every wait is bounded by the connection's timeout. Token-free result: the data is masked before it
 * is hashed or kept.
 */
import type { CheckReport } from '../../../shared/check-report';
import type { CallResult } from '../../../shared/call-result';
import { countText } from '../../../shared/count-text';
import type { CategoriesResponse, SystemInfo } from '../../../shared/v2';
import { watchClassOf, watchClassText, type WatchResult } from '../../../shared/watch';
import { runChecks } from '../checks/run-checks';
import type { FetchLike, Installation, ReadAnswer, V2Client } from '../client/v2-client';
import { isAppError } from '../lib/app-error';
import type { SnapshotImages } from '../snapshots/snapshot-blobs';
import { snapshotDataset, type DataMask, type LoadContent } from '../snapshots/snapshot-dataset';
import { relativeToServed, type ServedDataset } from '../snapshots/snapshot-served';
import type { SnapshotStore } from '../snapshots/snapshot-store';
import { contentHashes, type ContentDigest } from './watch-content';

/** What a run needs. */
export interface WatchRunDeps {
  readonly client: V2Client;
  /** For the logo and image checks (never sent a token). */
  readonly fetch: FetchLike;
  /** Epoch ms; Date.now by default. */
  readonly now?: () => number;
  /** Where snapshots are kept; none are when absent (the command line without --history). */
  readonly snapshots?: Pick<SnapshotStore, 'save'> | null;
}

/** One run's connection and what is known of its previous run. */
export interface WatchRunInput {
  readonly profileId: string;
  readonly installation: Installation;
  readonly timeoutMs: number;
  /** Masks what is kept of this connection's answers (its token's echoes). */
  readonly maskData: DataMask;
  /** The dataset served on this machine for it (the demo server's), so its addresses are kept relative. */
  readonly served?: ServedDataset | null;
  /** The previous run's hashes and snapshot: equal hashes reuse its snapshot without preparing one. */
  readonly previous?: Pick<WatchResult, 'settingsHash' | 'categoriesHash' | 'snapshotId'> | null;
  readonly signal?: AbortSignal;
  /**
   * Why the token configured for it is not available here (an unset variable, the web host
   * restarted, a locked key store): then nothing is called and the result is `no-token`, ours.
   * Null or absent: the installation is called with the token given (none when none was).
   */
  readonly tokenMissing?: string | null;
}

/**
 * A run's result, its content digest, whether it saved a new snapshot, and the check report (whose
 * evidence may quote the answers unmasked: mask it before showing it, as `check` does).
 */
export interface WatchRunOutput {
  readonly result: WatchResult;
  readonly digest: ContentDigest;
  readonly snapshotSaved: boolean;
  /** Why no snapshot was kept although both calls answered; null otherwise. */
  readonly snapshotProblem: string | null;
  readonly report?: CheckReport;
}

/** Runs the watch of `input` once. */
export async function runWatch(deps: WatchRunDeps, input: WatchRunInput): Promise<WatchRunOutput> {
  const at = (deps.now ?? Date.now)();
  if (input.tokenMissing) return notCalled(input.profileId, at, input.tokenMissing);
  const read: { info?: ReadAnswer<SystemInfo>; categories?: ReadAnswer<CategoriesResponse> } = {};
  // The checks read both operations; what they read is kept here rather than read twice.
  const client: V2Client = {
    ...deps.client,
    readInfo: async (installation, options) =>
      (read.info = await deps.client.readInfo(installation, options)),
    readCategories: async (installation, options) =>
      (read.categories = await deps.client.readCategories(installation, options)),
  };
  const report = await runChecks(
    { client, fetch: deps.fetch },
    input.installation,
    input.timeoutMs,
    input.signal,
  );
  const watchClass = watchClassOf(report);
  const info = recordOf(read.info);
  const rows = rowsOf(read.categories);
  const served = input.served ?? null;
  const load: LoadContent = { info: info ?? {}, categories: (rows ?? []) as Record<string, unknown>[] };
  // The demo server's addresses change with its port: hashed and kept relative, as its snapshots are.
  const local = served
    ? relativeToServed(load, { info: served, categories: served })
    : { load, images: new Map() };
  const hashes = contentHashes(info && local.load.info, rows && local.load.categories, input.maskData);
  const bothRead = read.info?.result.ok === true && read.categories?.result.ok === true;
  const snapshot = bothRead
    ? await keepSnapshot(deps, input, hashes, local)
    : { id: null, saved: false, problem: null };
  const answered = [read.info?.result, read.categories?.result];
  const responseMs = answeredMs(answered);
  const categories = rows?.length ?? null;
  const result: WatchResult = {
    profileId: input.profileId,
    at,
    watchClass,
    responseMs,
    firstByteMs: answeredFirstByteMs(answered),
    categories,
    settingsHash: hashes.settingsHash,
    categoriesHash: hashes.categoriesHash,
    snapshotId: snapshot.id,
    summary: summaryOf(watchClassText(watchClass), categories, responseMs),
    // The certificate's days left are judged where the watch decides what to say (certificate-notices.ts).
    ...(report.certificate ? { certificate: report.certificate } : {}),
  };
  return {
    result,
    digest: hashes.digest,
    snapshotSaved: snapshot.saved,
    snapshotProblem: snapshot.problem,
    report,
  };
}

/** The output of a run that called nothing, because its token is not here. */
export function notCalled(profileId: string, at: number, why: string): WatchRunOutput {
  const result: WatchResult = {
    profileId,
    at,
    watchClass: 'no-token',
    responseMs: null,
    categories: null,
    settingsHash: null,
    categoriesHash: null,
    snapshotId: null,
    summary: `${watchClassText('no-token')}: ${why}`,
  };
  return { result, digest: { settings: null, rows: null }, snapshotSaved: false, snapshotProblem: null };
}

async function keepSnapshot(
  deps: WatchRunDeps,
  input: WatchRunInput,
  hashes: { settingsHash: string | null; categoriesHash: string | null },
  local: { load: LoadContent; images: SnapshotImages },
): Promise<{ id: string | null; saved: boolean; problem: string | null }> {
  if (!deps.snapshots) return { id: null, saved: false, problem: null };
  const previous = input.previous;
  if (
    previous?.snapshotId &&
    previous.settingsHash === hashes.settingsHash &&
    previous.categoriesHash === hashes.categoriesHash
  )
    return { id: previous.snapshotId, saved: false, problem: null };
  try {
    const dataset = snapshotDataset(local.load, input.maskData);
    const outcome = await deps.snapshots.save(input.profileId, dataset, local.images);
    return { id: outcome.id, saved: outcome.status === 'saved', problem: null };
  } catch (error) {
    const reason = isAppError(error) || error instanceof Error ? error.message : String(error);
    return { id: null, saved: false, problem: input.maskData(`No snapshot was kept: ${reason}`) };
  }
}

// What the checks can read: the data, or the object an answer that broke the contract was read from.
function recordOf(answer: ReadAnswer<object> | undefined): Record<string, unknown> | null {
  if (!answer) return null;
  if (answer.result.ok) return answer.result.data as Record<string, unknown>;
  const json = answer.json;
  return typeof json === 'object' && json !== null && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : null;
}

function rowsOf(answer: ReadAnswer<CategoriesResponse> | undefined): readonly unknown[] | null {
  const rows = recordOf(answer)?.rows;
  return Array.isArray(rows) ? rows : null;
}

// The time of the calls that got an answer; null when none did.
function answeredMs(results: readonly (CallResult<unknown> | undefined)[]): number | null {
  const answered = results.filter((r) => r !== undefined && r.meta.httpStatus !== undefined);
  if (answered.length === 0) return null;
  return Math.round(answered.reduce((sum, r) => sum + r!.meta.totalMs, 0));
}

// The same calls' wait for their headers (CallTimings.firstByte), summed as answeredMs sums their
// time; null when none answered or one of them was not timed (a part would pass for the whole).
function answeredFirstByteMs(results: readonly (CallResult<unknown> | undefined)[]): number | null {
  const answered = results.filter((r) => r !== undefined && r.meta.httpStatus !== undefined);
  const waits = answered.map((r) => r!.meta.timings?.firstByte ?? null);
  if (waits.length === 0 || waits.includes(null)) return null;
  return Math.round(waits.reduce<number>((sum, ms) => sum + ms!, 0));
}

function summaryOf(classText: string, categories: number | null, ms: number | null): string {
  const parts = [classText];
  if (categories !== null) parts.push(countText(categories, 'category', 'categories'));
  if (ms !== null) parts.push(`${ms} ms`);
  return parts.join(', ');
}
