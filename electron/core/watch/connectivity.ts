/**
 * Should this run speak? The connectivity checker the watch asks before a run may confirm anything
 * (as Gatus asks its connectivity checker before it alerts): a run whose cause is ours (`no-token`,
 * shared/outcome.ts OUR_CAUSES) or that failed while this computer cannot reach the network says
 * nothing of the installation, so it is recorded but confirms no event, in or out.
 *
 * This computer is offline when a run fails at the transport level (unreachable, timeout, tls) and
 * either the canary (an address given to tell exactly this) cannot be reached, or, without a canary,
 * at least 2 installations are watched and the latest run of every one of them failed so (a
 * connection whose latest run was ours does not count either way; with fewer than 2 only a canary
 * can tell). Until something answered, every watched installation must have run once before the
 * fleet rule judges, and a transport failure before then is held (not counted, nothing said): a
 * watch started offline confirms nothing it cannot tell, and an installation really down from the
 * start is confirmed at its next run, once a peer answered. Any answer, from an installation or the
 * canary, ends an outage.
 * `onChange` hears each start and end once. Never throws; the canary's wait is bounded.
 */
import { OUR_CAUSES, type Cause } from '../../../shared/outcome';
import type { WatchClass } from '../../../shared/watch';
import type { FetchLike } from '../client/v2-client';

/** Classes of a run that got no answer at the transport level: what a computer offline sees. */
export const TRANSPORT_FAILURES: ReadonlySet<WatchClass> = new Set(['unreachable', 'timeout', 'tls']);

/** The fewest installations the fleet rule (no canary) judges: with one, only a canary can tell. */
export const OFFLINE_MIN_INSTALLATIONS = 2;

/** How long the canary's answer is reused: a fleet failing at once asks it once. */
const CANARY_MEMO_MS = 10_000;

/** Whether `watchClass` is one of our causes (no event, not counted in availability). */
export function isOurClass(watchClass: WatchClass): boolean {
  return (OUR_CAUSES as readonly string[]).includes(watchClass as Cause);
}

/** What the checker needs. */
export interface ConnectivityDeps {
  /** The ids whose runs count for the fleet rule (the watched installations on other computers). */
  readonly watched: () => Iterable<string>;
  /** Resolves true when the canary answered (any HTTP answer); null or absent: no canary. */
  readonly canary?: (() => Promise<boolean>) | null;
  readonly now: () => number;
  /** Called when this computer goes offline (true) and when it is back (false); `why` in words. */
  readonly onChange?: (offline: boolean, why: string) => void;
}

/** A checker over `deps`. */
export function createConnectivity(deps: ConnectivityDeps) {
  const latest = new Map<string, WatchClass>();
  let offline = false;
  let since: { at: number; why: string } | null = null;
  let memo: { at: number; answer: Promise<boolean> } | null = null;
  // Something answered in this session: this computer was online, the fleet rule needs no full round.
  let answered = false;

  function set(next: boolean, why: string): void {
    if (next === offline) return;
    offline = next;
    since = next ? { at: deps.now(), why } : null;
    deps.onChange?.(next, why);
  }

  function canaryAnswers(canary: () => Promise<boolean>): Promise<boolean> {
    const now = deps.now();
    if (!memo || now - memo.at > CANARY_MEMO_MS) memo = { at: now, answer: canary().catch(() => false) };
    return memo.answer;
  }

  // The watched installations whose latest run failed at the transport level (`count`), or answered
  // (`answering`), and those that have not run yet (`unrun`); runs that were ours count in none.
  function fleetRuns(): { count: number; answering: number; unrun: number; total: number } {
    let count = 0;
    let answering = 0;
    let unrun = 0;
    let total = 0;
    for (const id of deps.watched()) {
      total++;
      const cls = latest.get(id);
      if (cls === undefined) unrun++;
      else if (TRANSPORT_FAILURES.has(cls)) count++;
      else if (!isOurClass(cls)) answering++;
    }
    return { count, answering, unrun, total };
  }

  return {
    /**
     * Whether the run of `id` that showed `watchClass` is this computer's fault (offline): then it is
     * recorded without confirming anything; also true for a transport failure held until every
     * watched installation ran once (nothing said then). Our own causes (no-token) are not judged here.
     */
    async offline(id: string, watchClass: WatchClass): Promise<boolean> {
      latest.set(id, watchClass);
      if (isOurClass(watchClass)) return false;
      if (!TRANSPORT_FAILURES.has(watchClass)) {
        // Something answered: the canary's last "no" is stale, and must not start a new outage.
        memo = null;
        answered = true;
        set(false, 'an installation answered');
        return false;
      }
      if (deps.canary) {
        const reached = await canaryAnswers(deps.canary);
        set(!reached, reached ? 'the canary answered' : 'the canary did not answer');
        return !reached;
      }
      const fleet = fleetRuns();
      if (fleet.answering > 0) return false;
      // Before anything answered, a peer that has not run yet may still answer: hold this run.
      if (!answered && fleet.unrun > 0) return fleet.count + fleet.unrun >= OFFLINE_MIN_INSTALLATIONS;
      if (fleet.count < OFFLINE_MIN_INSTALLATIONS) return false;
      set(true, silentWords(fleet.count, fleet.total));
      return true;
    },

    /** Whether this computer is offline now (as last judged). */
    isOffline: (): boolean => offline,

    /** Since when and why this computer is offline; null when it is not. */
    outage: (): { readonly at: number; readonly why: string } | null => since,

    /** Forgets `id` (no longer watched). */
    forget(id: string): void {
      latest.delete(id);
    },
  };
}

// Why the fleet rule judged this computer offline, counting exactly the installations it judged.
function silentWords(count: number, total: number): string {
  return count === total
    ? `none of the ${count} installations watched answered`
    : `none of the ${count} installations that were called answered (${total} watched)`;
}

/** The checker's type. */
export type Connectivity = ReturnType<typeof createConnectivity>;

/**
 * A canary over `fetch`: a GET of `url` that resolves true on any HTTP answer (its status does not
 * matter: something answered), false when none came within `timeoutMs`. The body is not read.
 */
export function canaryOf(fetch: FetchLike, url: string, timeoutMs: number): () => Promise<boolean> {
  return async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(url, { method: 'GET', signal: controller.signal, redirect: 'manual' });
      await response.body?.cancel().catch(() => undefined);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}
