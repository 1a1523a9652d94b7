/**
 * `retail-inspector watch`'s connectivity checker (electron/core/watch/connectivity.ts): the
 * --canary address (http or https, no user:password@), and the two lines standard error gets when
 * this computer cannot reach the network and when it can again, one each per outage.
 */
import type { FetchLike } from '../core/client/v2-client';
import { AppError } from '../core/lib/app-error';
import { canaryOf, createConnectivity, type Connectivity } from '../core/watch/connectivity';
import { createStamp } from './watch-output';

/** The --canary address: http or https, without a user name or password. */
export function canaryUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('USAGE', '--canary must be an http:// or https:// address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('USAGE', '--canary must be an http:// or https:// address');
  if (url.username || url.password)
    throw new AppError('USAGE', '--canary must not hold a user name or password (user:password@)');
  return url.href;
}

/** What the watch's checker needs. */
export interface WatchConnectivityDeps {
  readonly ids: () => Iterable<string>;
  /** The --canary address, or null. */
  readonly canary: string | null;
  readonly fetch: FetchLike;
  readonly timeoutMs: number;
  /** Standard error. */
  readonly err: (line: string) => void;
  /** Hears each start (true) and end (false) of an outage, after its line. */
  readonly onChange?: (offline: boolean) => void;
}

/** The checker the watch's engine asks, saying each outage's start and end on standard error. */
export function watchConnectivity(deps: WatchConnectivityDeps): Connectivity {
  const stamp = createStamp();
  return createConnectivity({
    watched: deps.ids,
    canary: deps.canary ? canaryOf(deps.fetch, deps.canary, Math.min(deps.timeoutMs, 10_000)) : null,
    now: () => Date.now(),
    onChange: (offline, why) => {
      deps.err(
        offline
          ? `${stamp()}  This computer cannot reach the network (${why}): no event is raised for any installation until it can; the runs go on.`
          : `${stamp()}  This computer reaches the network again (${why}): events resume from the state before the outage.`,
      );
      deps.onChange?.(offline);
    },
  });
}
