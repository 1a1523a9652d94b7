/**
 * A small pool of `node:worker_threads` workers that run jobs off the host's event loop. A job goes
 * to the worker its key hashes to (so a connection's state stays in one worker), with a deadline:
 * past it the job is asked to stop, and a worker that still does not answer within a grace period is
 * terminated. A worker that crashes or is terminated fails its jobs with a WorkerError and is started
 * again on the next job; no job ever waits without bound. Workers fetch through the host
 * (fetch-proxy.ts). `close` terminates them all.
 */
import { Worker } from 'node:worker_threads';
import type { FetchLike } from '../client/v2-client';
import { answerFetch } from './fetch-proxy';
import type { JobMap, JobName } from './job-map';
import { closedError, crashedError, hungError, type WorkerError } from './worker-error';
import { errorOf, type FromWorker, type ToWorker } from './worker-messages';

/** What a pool needs. */
export interface WorkerPoolOptions {
  /** The worker's script (a built bundle; see worker-file.ts). */
  readonly file: string | URL;
  /** Workers at most; 2 by default. */
  readonly size?: number;
  /** The host's fetch, for the workers' requests. */
  readonly fetch: FetchLike;
  /** Given to every worker as `workerData`. */
  readonly workerData?: unknown;
  /** After a job's deadline, how long the worker has to answer before it is terminated; 2 s. */
  readonly graceMs?: number;
  /** Heap limit of each worker in MB (an answer too large to handle fails its job, not the app). */
  readonly maxHeapMb?: number;
}

/** A job's bounds. */
export interface JobOptions {
  readonly deadlineMs: number;
  readonly signal?: AbortSignal;
  /**
   * A long list the job reads as `context.parts`, sent in slices with a turn of the host's event
   * loop between them: copying 100,000 rows to a thread in one message holds the host for 100 ms
   * and more, a slice for a few.
   */
  readonly parts?: readonly unknown[];
}

/** Items of `parts` per message. */
export const PART_ITEMS = 2_000;

interface Job {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly fetches: Map<number, AbortController>;
  timer: NodeJS.Timeout | null;
}

interface Slot {
  readonly worker: Worker;
  readonly jobs: Map<number, Job>;
  dead: boolean;
}

/** A pool over `options` for the jobs of `Jobs` (job-map.ts); no worker starts before its first job. */
export function createWorkerPool<Jobs extends JobMap<Jobs>>(options: WorkerPoolOptions) {
  const size = Math.max(1, options.size ?? 2);
  const graceMs = options.graceMs ?? 2_000;
  const slots: (Slot | null)[] = Array.from({ length: size }, () => null);
  let nextId = 1;
  let closed = false;

  function start(index: number): Slot {
    const worker = new Worker(options.file, {
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 2048 },
    });
    const slot: Slot = { worker, jobs: new Map(), dead: false };
    worker.on('message', (message: FromWorker) => onMessage(slot, message));
    worker.on('error', (error) => fail(index, slot, crashedError(error.message)));
    worker.on('exit', (code) => fail(index, slot, crashedError(`exit code ${code}`)));
    // Between jobs an idle worker keeps no host alive (a command exits when its work is done).
    worker.unref();
    return slot;
  }

  function fail(index: number, slot: Slot, error: WorkerError): void {
    if (slots[index] === slot) slots[index] = null;
    slot.dead = true;
    for (const job of slot.jobs.values()) finish(job, () => job.reject(error));
    slot.jobs.clear();
  }

  function finish(job: Job, settle: () => void): void {
    if (job.timer) clearTimeout(job.timer);
    for (const controller of job.fetches.values()) controller.abort();
    settle();
  }

  function onMessage(slot: Slot, message: FromWorker): void {
    if (message.t === 'fetchAbort') {
      for (const job of slot.jobs.values()) job.fetches.get(message.fid)?.abort();
      return;
    }
    const job = slot.jobs.get(message.id);
    if (!job) return;
    if (message.t === 'fetch') return void relay(slot, job, message);
    slot.jobs.delete(message.id);
    if (message.t === 'done') finish(job, () => job.resolve(message.value));
    else finish(job, () => job.reject(errorOf(message.error)));
  }

  async function relay(slot: Slot, job: Job, message: Extract<FromWorker, { t: 'fetch' }>) {
    const controller = new AbortController();
    job.fetches.set(message.fid, controller);
    const { reply, transfer } = await answerFetch(options.fetch, message.request, controller.signal);
    job.fetches.delete(message.fid);
    if (slot.dead) return;
    const answer: ToWorker = { t: 'fetched', fid: message.fid, reply };
    slot.worker.postMessage(answer, transfer);
  }

  async function send(slot: Slot, message: ToWorker & { t: 'job' }, parts: readonly unknown[]) {
    for (let at = 0; at < parts.length; at += PART_ITEMS) {
      if (at > 0) await new Promise((resolve) => setImmediate(resolve));
      if (slot.dead || !slot.jobs.has(message.id)) return;
      const part: ToWorker = { t: 'part', id: message.id, items: parts.slice(at, at + PART_ITEMS) };
      slot.worker.postMessage(part);
    }
    if (!slot.dead) slot.worker.postMessage(message);
  }

  return {
    /** Runs the job `kind` with `payload` in the worker of `key`; its result, or why not. */
    run<Name extends JobName<Jobs>>(
      key: string,
      kind: Name,
      payload: Jobs[Name]['payload'],
      job: JobOptions,
    ): Promise<Jobs[Name]['result']> {
      type T = Jobs[Name]['result'];
      if (closed) return Promise.reject(closedError());
      if (job.signal?.aborted) return Promise.reject(job.signal.reason as Error);
      const index = hashOf(key) % size;
      let slot: Slot;
      try {
        slot = slots[index] ??= start(index);
      } catch (error) {
        return Promise.reject(crashedError(error instanceof Error ? error.message : String(error)));
      }
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const entry: Job = {
          resolve: resolve as (v: unknown) => void,
          reject,
          fetches: new Map(),
          timer: null,
        };
        slot.jobs.set(id, entry);
        const abort = () => slot.dead || slot.worker.postMessage({ t: 'abort', id } satisfies ToWorker);
        job.signal?.addEventListener('abort', abort, { once: true });
        // Past the deadline it is asked to stop; a worker that cannot answer is stuck: terminated.
        entry.timer = setTimeout(() => {
          abort();
          entry.timer = setTimeout(() => {
            fail(index, slot, hungError(job.deadlineMs));
            void slot.worker.terminate();
          }, graceMs);
        }, job.deadlineMs);
        // A payload that cannot be copied to a thread is the caller's error: the job fails with it.
        send(slot, { t: 'job', id, kind, payload }, job.parts ?? []).catch((error: unknown) => {
          if (!slot.jobs.delete(id)) return;
          finish(entry, () => reject(error instanceof Error ? error : new Error(String(error))));
        });
      });
    },

    /** Workers running now (for tests and diagnostics). */
    running: (): number => slots.filter((s) => s !== null).length,

    /** Terminates every worker; jobs still under way fail with a WorkerError ('closed'). */
    async close(): Promise<void> {
      closed = true;
      const all = slots.splice(0, size, ...slots.map(() => null));
      await Promise.all(
        all.map(async (slot) => {
          if (!slot) return;
          slot.dead = true;
          for (const job of slot.jobs.values()) finish(job, () => job.reject(closedError()));
          slot.jobs.clear();
          await slot.worker.terminate();
        }),
      );
    },
  };
}

/** The type of a pool for the jobs of `Jobs`. */
export type WorkerPool<Jobs extends JobMap<Jobs>> = ReturnType<typeof createWorkerPool<Jobs>>;

// FNV-1a over the key's UTF-16 units: the same key always lands in the same worker.
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
