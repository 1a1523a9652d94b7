/**
 * Tells the outside world of each watch event, for `retail-inspector watch`: a POST to the webhook
 * (retried with backoff, webhook-delivery.ts) and/or the on-change command (change-command.ts), each
 * event after the one before, so a receiver sees them in order. At most MAX_WAITING events wait; past
 * that the oldest is dropped with a line saying so. Failures are lines on standard error naming the
 * webhook by its origin only (its path may be a secret). `settled` stops retries, waits (bounded) for
 * what is under way, then cuts it and reports every event left as not delivered: watch stopped.
 */
import type { WatchEvent } from '../../shared/watch';
import type { FetchLike } from '../core/client/v2-client';
import { APP_VERSION } from '../core/platform/app-version';
import { runChangeCommand, type ChangeCommandOptions } from '../core/watch/change-command';
import { deliverWebhook, type Delivery, type WebhookOptions } from '../core/watch/webhook-delivery';

/** Where events go. */
export interface NotifyOptions {
  readonly webhook: string | null;
  readonly command: string | null;
  readonly fetch: FetchLike;
  readonly commandOptions: ChangeCommandOptions;
  /** A line for standard error. */
  readonly err: (line: string) => void;
  /** How deliveries are retried (tests shorten the waits); webhook-delivery.ts's defaults otherwise. */
  readonly retry?: Pick<WebhookOptions, 'sleep' | 'attempts' | 'firstDelayMs' | 'timeoutMs'>;
  /** Events that may wait behind the one under way (default MAX_WAITING). */
  readonly maxWaiting?: number;
}

/** Events waiting at most, by default: a slow receiver must not build up hours of backlog. */
export const MAX_WAITING = 100;
// Events left at stop that are named one by one; the rest are counted.
const NAMED_AT_STOP = 10;
// After cutting what is under way, how long its end may take (a killed command's output drained).
const CUT_MS = 3_000;

interface Pending {
  readonly event: WatchEvent;
  readonly payload: unknown;
}

/** The notifier over `options`. */
export function createNotifier(options: NotifyOptions) {
  const waiting: Pending[] = [];
  const maxWaiting = options.maxWaiting ?? MAX_WAITING;
  let pump: Promise<void> | null = null;
  let dropped = 0;
  const stopping = new AbortController();
  const cancel = new AbortController();
  const origin = options.webhook ? new URL(options.webhook).origin : '';

  async function deliver({ event, payload }: Pending): Promise<void> {
    if (options.webhook) {
      const delivery = await deliverWebhook(options.webhook, payload, {
        fetch: options.fetch,
        userAgent: `retail-inspector/${APP_VERSION}`,
        signal: stopping.signal,
        cancel: cancel.signal,
        ...options.retry,
      });
      if (!delivery.ok) options.err(`Webhook ${origin}: "${event.title}" not delivered${why(delivery)}`);
    }
    if (options.command) {
      if (cancel.signal.aborted) {
        options.err(`On-change command for "${event.title}": not run: watch stopped`);
        return;
      }
      const outcome = await runChangeCommand(
        options.command,
        event,
        payload,
        options.commandOptions,
        cancel.signal,
      );
      if (outcome.code !== 0) {
        const what = outcome.problem ?? `it exited with ${outcome.code}`;
        options.err(`On-change command for "${event.title}": ${what}`);
        for (const line of outcome.output.slice(0, 20)) options.err(`  | ${line}`);
      }
    }
  }

  async function drain(): Promise<void> {
    // What stop cut stays in `waiting`, to be reported as not delivered.
    while (waiting.length > 0 && !cancel.signal.aborted)
      await deliver(waiting.shift()!).catch(() => undefined);
    pump = null;
  }

  function leftAtStop(): void {
    const left = waiting.splice(0);
    const channels = [options.webhook ? `webhook ${origin}` : '', options.command ? 'on-change command' : '']
      .filter(Boolean)
      .join(' and ');
    for (const { event } of left.slice(0, NAMED_AT_STOP))
      options.err(`"${event.title}" not delivered (${channels}): watch stopped`);
    if (left.length > NAMED_AT_STOP)
      options.err(`${left.length - NAMED_AT_STOP} more events not delivered (${channels}): watch stopped`);
  }

  return {
    /** Sends `event` (as `payload`) after the events before it; past the bound the oldest waiting goes. */
    notify(event: WatchEvent, payload: unknown): void {
      if ((!options.webhook && !options.command) || cancel.signal.aborted) return;
      if (waiting.length >= maxWaiting) {
        const oldest = waiting.shift()!;
        dropped++;
        options.err(
          `"${oldest.event.title}" dropped, not delivered: ${maxWaiting} events were waiting for the webhook or command (${dropped} dropped so far)`,
        );
      }
      waiting.push({ event, payload });
      pump ??= drain();
    },
    /** Stops retrying, waits at most `ms` for what is under way, then cuts it (bounded). */
    async settled(ms: number): Promise<void> {
      stopping.abort();
      await within(pump, ms);
      cancel.abort();
      await within(pump, CUT_MS);
      leftAtStop();
    },
  };
}

function why(delivery: Extract<Delivery, { ok: false }>): string {
  const tries = `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
  if (!delivery.stopped) return ` after ${tries} (${delivery.reason})`;
  return delivery.attempts === 0
    ? ': watch stopped'
    : `: watch stopped (after ${tries}; the last: ${delivery.reason})`;
}

async function within(work: Promise<void> | null, ms: number): Promise<void> {
  if (!work) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
