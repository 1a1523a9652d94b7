/**
 * The jobs the watch sends to its worker threads, as plain structured-cloneable data: one watch run
 * of a connection (and the host's verdict on it), and the snapshot of a load the app made (WatchJobs). A connection's masker crosses as the
 * tokens it is built from (the thread is in this process: nothing leaves it) and is rebuilt as the
 * profile store builds it (`maskDataOf`). Pure.
 */
import type { WatchEvent, WatchResult } from '../../../../shared/watch';
import type { Installation } from '../../client/v2-client';
import { parameterMasker, secretMasker, type Masker } from '../../client/redact';
import type { SaveOutcome } from '../../snapshots/snapshot-commit';
import type { ServedDataset } from '../../snapshots/snapshot-served';

/** What a connection's data masker is made of: its own token, and every saved token. */
export interface MaskSpec {
  readonly own: string | undefined;
  readonly all: readonly string[];
}

/** The mask spec of `profileId`'s data, as the profile store's `maskDataOf` builds its masker. */
export function maskSpecOf(
  profiles: {
    list(): readonly { readonly id: string }[];
    tokenFor(id: string): string | undefined;
    /** Every token at once; without it, each profile's (a view of every profile made: slow at 5,000). */
    allTokens?(): string[];
  },
  profileId: string,
): MaskSpec {
  const all = profiles.allTokens?.() ?? profiles.list().map((p) => profiles.tokenFor(p.id));
  return { own: profiles.tokenFor(profileId), all: all.filter((t) => t !== undefined) };
}

/** The masker of `spec`: the own token's echoes anywhere, the others as et_auth_token values. */
export function maskerOf(spec: MaskSpec): Masker {
  const own = secretMasker(spec.own);
  const others = parameterMasker(spec.all);
  return (text) => others(own(text));
}

/** A served dataset as it crosses to a worker (its image bytes arrive as plain Uint8Arrays). */
export interface ServedData {
  readonly origin: string;
  readonly assets: ReadonlyMap<string, { readonly body: Uint8Array; readonly contentType: string }>;
}

/** The served dataset `data` stands for, its bytes as Buffers again (no copy). */
export function servedOf(data: ServedData | null): ServedDataset | null {
  if (!data) return null;
  const assets = new Map<string, { body: Buffer; contentType: string }>();
  for (const [path, asset] of data.assets)
    assets.set(path, {
      body: Buffer.from(asset.body.buffer, asset.body.byteOffset, asset.body.byteLength),
      contentType: asset.contentType,
    });
  return { origin: data.origin, assets };
}

/** One watch run of one connection. */
export interface WatchRunJob {
  readonly profileId: string;
  /** When the run started, by the host's clock (epoch ms). */
  readonly at: number;
  readonly connectionName: string;
  readonly confirmRuns: number;
  readonly installation: Installation;
  readonly timeoutMs: number;
  readonly mask: MaskSpec;
  readonly served: ServedData | null;
  /** The connection is in a maintenance window at `at` (its run says nothing). */
  readonly maintenance?: boolean;
  /** Why its configured token is not available here (watch-run.ts): not called; absent when it is. */
  readonly tokenMissing?: string | null;
  /**
   * The host judges whether this computer is offline (connectivity.ts): a run that failed at the
   * transport level is answered as `{ judge: result }` before it is recorded, and recorded by the
   * `watchJudged` job that brings the host's verdict. Absent: recorded at once, never offline.
   */
  readonly judge?: boolean;
}

/** The host's verdict on a run answered as `{ judge }`: whether this computer was offline. */
export interface WatchJudgedJob {
  readonly profileId: string;
  readonly offline: boolean;
}

/** A run waiting for the host's verdict (WatchRunJob.judge). */
export interface WatchJudgeReply {
  readonly judge: WatchResult;
}

/** What a watch run answers: the run's result, its snapshot and the event it confirmed. */
export interface WatchRunReply {
  readonly result: WatchResult;
  readonly snapshotSaved: boolean;
  readonly snapshotProblem: string | null;
  readonly event: WatchEvent | null;
  /** The first failing check's message, masked (run-facts.ts), for the incident gate; absent: none. */
  readonly problem?: string | null;
}

/** The snapshot of one load the app made (snapshot-recorder.ts); its rows come as the job's parts. */
export interface SnapshotJob {
  readonly profileId: string;
  readonly info: Record<string, unknown>;
  readonly infoServed: ServedData | null;
  readonly rowsServed: ServedData | null;
  readonly mask: MaskSpec;
}

/**
 * The watch's jobs, name to payload and result (a job map, workers/job-map.ts): the host's pool
 * and the worker's handlers (watch-jobs.ts) are both checked against it.
 */
export interface WatchJobs {
  readonly watchRun: { readonly payload: WatchRunJob; readonly result: WatchRunReply | WatchJudgeReply };
  readonly watchJudged: { readonly payload: WatchJudgedJob; readonly result: WatchRunReply };
  readonly snapshot: { readonly payload: SnapshotJob; readonly result: SaveOutcome };
}

/** What the worker was started with. */
export interface WatchWorkerData {
  /** The history folder; null keeps no history. */
  readonly historyRoot: string | null;
  /** The snapshots folder; null keeps no snapshots. */
  readonly snapshotsRoot: string | null;
}

export type { SaveOutcome };
