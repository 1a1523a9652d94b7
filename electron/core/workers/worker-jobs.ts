/**
 * The worker's half of the pool (worker-pool.ts): answers each job with its handler, gives the
 * handler a fetch through the host (fetch-proxy.ts) and an abort signal the host can trip, and
 * turns every outcome, a throw included, into a reply. The handlers are typed by the pool's job map
 * (job-map.ts). Call `serveJobs` once, in the worker's
 * entry; it throws when not run in a worker thread.
 */
import { parentPort } from 'node:worker_threads';
import { proxiedFetch } from './fetch-proxy';
import type { JobContext, JobHandlers, JobMap } from './job-map';
import { errorData, type FetchReply, type FromWorker, type ToWorker } from './worker-messages';

// Handlers as the worker meets them: a message names its job by a string and carries any payload.
type AnyHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/** Answers the host's jobs with `handlers` (by kind) for as long as the worker runs. */
export function serveJobs<Jobs extends JobMap<Jobs>>(handlers: JobHandlers<Jobs>): void {
  // The host's run() was checked against the same map; a name it never sends finds no handler.
  const byName = handlers as unknown as Readonly<Record<string, AnyHandler | undefined>>;
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs only in a worker thread');
  const post = (message: FromWorker) => port.postMessage(message);
  const aborts = new Map<number, AbortController>();
  const replies = new Map<number, (reply: FetchReply) => void>();
  const parts = new Map<number, unknown[]>();
  const early = new Set<number>();
  let nextFid = 1;

  port.on('message', (message: ToWorker) => {
    if (message.t === 'abort') {
      // An abort can overtake its job (sent while the job's parts were still on the way).
      if (!aborts.has(message.id)) early.add(message.id);
      return aborts.get(message.id)?.abort();
    }
    if (message.t === 'part') {
      const list = parts.get(message.id) ?? [];
      for (const item of message.items) list.push(item);
      return void parts.set(message.id, list);
    }
    if (message.t === 'fetched') {
      const reply = replies.get(message.fid);
      replies.delete(message.fid);
      return reply?.(message.reply);
    }
    void run(message);
  });

  async function run(job: Extract<ToWorker, { t: 'job' }>): Promise<void> {
    const controller = new AbortController();
    aborts.set(job.id, controller);
    if (early.delete(job.id)) controller.abort();
    const fetch = proxiedFetch({
      send: (request, reply) => {
        const fid = nextFid++;
        replies.set(fid, reply);
        post({ t: 'fetch', fid, id: job.id, request });
        return () => {
          replies.delete(fid);
          post({ t: 'fetchAbort', fid });
        };
      },
    });
    try {
      const handler = byName[job.kind];
      if (!handler) throw new Error(`No job named ${job.kind}`);
      const list = parts.get(job.id) ?? [];
      parts.delete(job.id);
      const value = await handler(job.payload, { fetch, signal: controller.signal, parts: list });
      post({ t: 'done', id: job.id, value });
    } catch (error) {
      post({ t: 'failed', id: job.id, error: errorData(error) });
    } finally {
      aborts.delete(job.id);
    }
  }
}
