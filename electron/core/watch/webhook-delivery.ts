/**
 * Delivers a watch event to a webhook: one POST of JSON, retried with exponential backoff and jitter
 * (1, 2, 4, 8 s) when no answer came, or the answer was 408, 425, 429 or 5xx (a Retry-After of up to
 * 30 s is honoured); each attempt bounded by a timeout. What is posted is built by the caller from
 * token-free parts (shared/watch.ts WatchEvent). When the watch stops (`signal`) no further attempt
 * is made; `cancel` also cuts the attempt under way. Resolves with what happened; never throws.
 */
import { retryAfterMs } from '../client/retry-after';
import type { FetchLike } from '../client/v2-client';

/** The outcome of a delivery. */
export type Delivery =
  | { readonly ok: true; readonly attempts: number; readonly status: number }
  | {
      readonly ok: false;
      readonly attempts: number;
      readonly reason: string;
      /** True when it was given up because the watch stopped (`reason` is the last attempt's). */
      readonly stopped?: boolean;
    };

/** Options of deliverWebhook. */
export interface WebhookOptions {
  readonly fetch: FetchLike;
  /** Attempts in all (default 5). */
  readonly attempts?: number;
  /** Milliseconds before the second attempt, doubled for each next one (default 1,000). */
  readonly firstDelayMs?: number;
  /** Bound on each attempt (default 10,000 ms). */
  readonly timeoutMs?: number;
  /** Waits `ms` (default a timer); resolves early when `signal` aborts. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  readonly userAgent?: string;
  /** Stops retrying (the process is stopping): the attempt under way is the last. */
  readonly signal?: AbortSignal;
  /** Cuts the attempt under way (the process stops now). */
  readonly cancel?: AbortSignal;
}

const RETRIED = new Set([408, 425, 429]);
const MAX_RETRY_AFTER_MS = 30_000;

/** POSTs `payload` as JSON to `url`. */
export async function deliverWebhook(
  url: string,
  payload: unknown,
  options: WebhookOptions,
): Promise<Delivery> {
  const attempts = options.attempts ?? 5;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const body = JSON.stringify(payload);
  let reason = 'not attempted';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (options.cancel?.aborted) return { ok: false, attempts: attempt - 1, reason, stopped: true };
    const outcome = await attemptOnce(url, body, options);
    if (outcome.ok) return { ok: true, attempts: attempt, status: outcome.status };
    // Cut short: the attempt under way does not count, and the reason stays the one before.
    if (outcome.cancelled) return { ok: false, attempts: attempt - 1, reason, stopped: true };
    reason = outcome.reason;
    if (outcome.retry && attempt < attempts && options.signal?.aborted)
      return { ok: false, attempts: attempt, reason, stopped: true };
    if (!outcome.retry || attempt === attempts) return { ok: false, attempts: attempt, reason };
    const backoff = (options.firstDelayMs ?? 1_000) * 2 ** (attempt - 1);
    const jittered = backoff * (0.8 + 0.4 * random());
    await sleep(Math.max(jittered, outcome.retryAfterMs ?? 0), options.signal);
    // Stopped during the pause: no further attempt (as documented).
    if (options.signal?.aborted) return { ok: false, attempts: attempt, reason, stopped: true };
  }
  return { ok: false, attempts, reason };
}

type Attempt =
  | { ok: true; status: number }
  | { ok: false; retry: boolean; reason: string; retryAfterMs?: number; cancelled?: boolean };

async function attemptOnce(url: string, body: string, options: WebhookOptions): Promise<Attempt> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  try {
    const response = await options.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
      body,
      redirect: 'manual',
      signal: options.cancel
        ? AbortSignal.any([AbortSignal.timeout(timeoutMs), options.cancel])
        : AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    const retry = RETRIED.has(response.status) || response.status >= 500;
    return {
      ok: false,
      retry,
      reason: `HTTP ${response.status}`,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after'), { maxMs: MAX_RETRY_AFTER_MS }),
    };
  } catch (error) {
    if (options.cancel?.aborted) return { ok: false, retry: false, reason: 'cut short', cancelled: true };
    const name = (error as Error)?.name;
    const reason =
      name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : 'the address cannot be reached';
    return { ok: false, retry: true, reason };
  }
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
