/**
 * Tells the outside world of each watch event, for `retail-inspector watch`: a POST to the webhook
 * (retried with backoff, webhook-delivery.ts) and/or the on-change command (change-command.ts), each
 * event after the one before, so a receiver sees them in order. Failures are lines on standard error
 * naming the webhook by its origin only (its path may be a secret). `settled` waits, bounded, for
 * what is under way when the command stops.
 */
import type { WatchEvent } from '../../shared/watch';
import type { FetchLike } from '../core/client/v2-client';
import { APP_VERSION } from '../core/host/app-version';
import { runChangeCommand, type ChangeCommandOptions } from '../core/watch/change-command';
import { deliverWebhook, type WebhookOptions } from '../core/watch/webhook-delivery';

/** Where events go. */
export interface NotifyOptions {
  readonly webhook: string | null;
  readonly command: string | null;
  readonly fetch: FetchLike;
  readonly commandOptions: ChangeCommandOptions;
  /** A line for standard error. */
  readonly err: (line: string) => void;
  /** How deliveries are retried (tests shorten the waits); webhook-delivery.ts's defaults otherwise. */
  readonly retry?: Pick<WebhookOptions, 'sleep' | 'attempts' | 'firstDelayMs'>;
}

/** The notifier over `options`. */
export function createNotifier(options: NotifyOptions) {
  let chain: Promise<void> = Promise.resolve();
  const stopping = new AbortController();
  const origin = options.webhook ? new URL(options.webhook).origin : '';

  async function deliver(event: WatchEvent, payload: unknown): Promise<void> {
    if (options.webhook) {
      const delivery = await deliverWebhook(options.webhook, payload, {
        fetch: options.fetch,
        userAgent: `retail-inspector/${APP_VERSION}`,
        signal: stopping.signal,
        ...options.retry,
      });
      if (!delivery.ok)
        options.err(
          `Webhook ${origin}: "${event.title}" not delivered after ${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'} (${delivery.reason})`,
        );
    }
    if (options.command) {
      const outcome = await runChangeCommand(options.command, event, payload, options.commandOptions);
      if (outcome.code !== 0) {
        const what = outcome.problem ?? `it exited with ${outcome.code}`;
        options.err(`On-change command for "${event.title}": ${what}`);
        for (const line of outcome.output.slice(0, 20)) options.err(`  | ${line}`);
      }
    }
  }

  return {
    /** Sends `event` (as `payload`) after the events before it. */
    notify(event: WatchEvent, payload: unknown): void {
      if (!options.webhook && !options.command) return;
      chain = chain.then(() => deliver(event, payload)).catch(() => undefined);
    },
    /** Stops retrying and waits at most `ms` for what is under way. */
    async settled(ms: number): Promise<void> {
      stopping.abort();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([chain, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
  };
}
