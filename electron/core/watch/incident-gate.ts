/**
 * Where the watch decides whether and how to speak (issue 26: one incident, one message), between
 * confirmation (watch-engine.ts: each installation's own transition, which its history keeps) and
 * delivery (the CLI's lines, webhook and command; the app's notifications and notices). Alertmanager
 * style: a transition is held while others may join it; when enough installations move to the same
 * class (IncidentRule: at least groupMin and groupShare % of those watched) ONE grouped event
 * speaks for them (grouped-event.ts), those that follow within the window are one more, and a
 * recovery is grouped the same way. A transition that cannot become part of a group (too few
 * installations show its class or have not run since it began) goes out at once, as its own event;
 * nothing waits longer than the window (groupWindowRuns runs of that installation) before the
 * incident is told; once told, it stays open while members keep joining within a window of each
 * other, and they are told as one more (FOLLOW_UP_WINDOWS bounds how long one waits). A change of
 * content within a class is never held. With `remindMs`, an incident that lasts is told again
 * (incident-reminders.ts). A run's certificate that comes near its end is a warning of its own,
 * told once per threshold, and installations serving one certificate are one warning by the same
 * rule (certificate-notices.ts). Never throws; `flush` speaks what is held (at stop).
 */
import { groupThreshold, type IncidentRule } from '../../../shared/incidents';
import type { WatchClass, WatchEvent, WatchResult } from '../../../shared/watch';
import { groupedEvent, type Member, type RunFacts } from './grouped-event';
import { createCertificateNotices } from './certificate-notices';
import type { CertificateNotice } from './certificate-levels';
import { createReminders } from './incident-reminders';
import type { WatchClock } from './watch-schedule';

/** What the gate needs. */
export interface IncidentGateDeps {
  /** The rule, read at each decision (a changed setting applies at once). */
  readonly rule: () => IncidentRule;
  /** How many installations are watched (for groupShare). */
  readonly watched: () => number;
  /**
   * Whether `id` runs on a schedule (so it may yet join a group); absent: every one does. A
   * connection only run by hand (the app's "Run now") never holds another's event back.
   */
  readonly scheduled?: (id: string) => boolean;
  /** One run's interval of `id` (ms): the window is groupWindowRuns of them. */
  readonly runMs: (id: string) => number;
  readonly nameOf: (id: string) => string;
  readonly clock: WatchClock;
  readonly newId: () => string;
  /** Delivers what the gate decided to say. */
  readonly speak: (event: WatchEvent) => void;
  /**
   * What an earlier watch confirmed for `id` and since when, as its history keeps it (state.json);
   * absent: no history, so a first run confirms silently. Never rejects (a failure reads as null).
   */
  readonly kept?: (
    id: string,
  ) => Promise<{ readonly watchClass: WatchClass; readonly since?: number } | null>;
  /** Whether `id` is in a maintenance window at `at`: no reminder of it then. Absent: never. */
  readonly inMaintenance?: (id: string, at: number) => boolean;
  /** Whether this computer is offline now: no reminder at all then. Absent: never. */
  readonly offline?: () => boolean;
  /**
   * What was told of `id`'s certificate, and where it is kept (the history's certificate.json);
   * absent: kept for this watch only, so a watch started again tells the level reached once more.
   */
  readonly keptCertificate?: (id: string) => Promise<readonly CertificateNotice[]>;
  readonly keepCertificate?: (id: string, notices: readonly CertificateNotice[]) => Promise<void>;
  /** Each connection's own certificate warning (also one told in a group), for its history; absent: not kept. */
  readonly onCertificateEvent?: (event: WatchEvent) => void;
  /** What was told of a certificate could not be kept. */
  readonly onCertificateKeepError?: (id: string, error: unknown) => void;
}

interface Seen {
  cls: WatchClass;
  /** The latest run. */
  at: number;
  /** The first run of the class it shows now. */
  streak: number;
  /** The class its latest event (or its first run, or its history) confirmed; null: being read. */
  told: WatchClass | null;
  facts: RunFacts;
}

interface Bucket {
  readonly key: string;
  readonly to: WatchClass;
  /** For a recovery: the class they leave. */
  readonly from: WatchClass | null;
  /** Since when the others may join: the first run of the class of the one that opened it. */
  readonly onset: number;
  readonly deadline: number;
  /** The window (ms): groupWindowRuns runs of the one that opened it. */
  readonly windowMs: number;
  /** Once spoken: the latest member's time, and the first's of the follow-up being gathered. */
  lastAt: number;
  laterSince: number | null;
  held: Member[];
  spoken: boolean;
  timer: unknown;
  /** When a group that is big enough goes out although more may still join; null: not yet big enough. */
  readyAt: number | null;
  /** Held plus those that may join, as last counted, and when (clock time). */
  potential: { value: number; at: number } | null;
}

// How often held groups are looked at again as other installations' runs come in.
const RECHECK_MS = 500;
// How long a count of those that may join holds: a member joining moves one from "may join" to
// "held", so the sum changes only as other runs show otherwise; counting is a pass over the fleet.
const POTENTIAL_MS = 1_000;
// How long a group big enough waits for more that may join before it speaks (at most one run).
const GROUP_WAIT_MS = 30_000;
// A told incident's follow-up is told once nobody else may join, a window passes without a new
// member, or this many windows after its first member (a slow fleet's confirmations spread wide).
const FOLLOW_UP_WINDOWS = 5;

/** The gate over `deps`. */
export function createIncidentGate(deps: IncidentGateDeps) {
  const seen = new Map<string, Seen>();
  const buckets = new Map<string, Bucket>();
  // Transitions dropped untold (dropHeld), by id: the class each left, so going back to it is silent.
  const dropped = new Map<string, WatchClass | null>();
  const reminders = createReminders({ ...deps, factsOf: (id) => seen.get(id)?.facts ?? NO_FACTS });
  const certificates = createCertificateNotices({
    nameOf: deps.nameOf,
    newId: deps.newId,
    speak: deps.speak,
    record: deps.onCertificateEvent,
    kept: deps.keptCertificate,
    keep: deps.keepCertificate,
    onKeepError: deps.onCertificateKeepError,
    grouping: {
      rule: deps.rule,
      watched: deps.watched,
      scheduled: deps.scheduled,
      runMs: deps.runMs,
      clock: deps.clock,
    },
  });
  let recheck: unknown = null;

  const threshold = () => groupThreshold(deps.rule(), deps.watched());

  function member(event: WatchEvent): Member {
    const facts = seen.get(event.profileId)?.facts ?? NO_FACTS;
    return { profileId: event.profileId, name: event.connectionName, facts, event, since: null };
  }

  // Installations that may still join `bucket`: they show its class unconfirmed, or have not run
  // since it began (a watched one not run at all in this watch yet too), are on a schedule, and
  // were not told in it already.
  function joiners(bucket: Bucket): number {
    let count = 0;
    let scheduledSeen = 0;
    for (const [id, s] of seen) {
      if (!(deps.scheduled?.(id) ?? true)) continue;
      scheduledSeen++;
      if (s.told === bucket.to || (bucket.from !== null && s.told !== bucket.from)) continue;
      if (s.cls === bucket.to || s.at < bucket.onset) count++;
    }
    return count + Math.max(0, deps.watched() - scheduledSeen);
  }

  // Held plus those that may join, counted at most every POTENTIAL_MS.
  function potential(bucket: Bucket): number {
    const now = deps.clock.now();
    if (bucket.potential && now - bucket.potential.at < POTENTIAL_MS) return bucket.potential.value;
    bucket.potential = { value: bucket.held.length + joiners(bucket), at: now };
    return bucket.potential.value;
  }

  function speakAlone(members: readonly Member[]): void {
    for (const m of members) deps.speak(m.event!);
  }

  function speakGroup(bucket: Bucket): void {
    const members = bucket.held;
    bucket.held = [];
    if (members.length === 0) return;
    if (members.length === 1 && bucket.spoken) return speakAlone(members);
    const at = Math.max(...members.map((m) => m.event!.at));
    deps.speak(groupedEvent(members, { id: deps.newId(), at, followUp: bucket.spoken }));
    bucket.spoken = true;
  }

  function close(bucket: Bucket): void {
    deps.clock.clearTimeout(bucket.timer);
    buckets.delete(bucket.key);
  }

  // Speaks for `bucket` what is certain now; `final` (its deadline, a stop) speaks everything held.
  function decide(bucket: Bucket, final: boolean): void {
    const needed = threshold();
    if (!bucket.spoken) {
      if (bucket.held.length >= needed) {
        if (bucket.readyAt === null) {
          const wait = Math.min(GROUP_WAIT_MS, deps.runMs(bucket.held[0]!.profileId));
          bucket.readyAt = deps.clock.now() + wait;
          deps.clock.setTimeout(() => buckets.get(bucket.key) === bucket && decide(bucket, false), wait);
        }
        if (!final && deps.clock.now() < bucket.readyAt && potential(bucket) > bucket.held.length) return;
        speakGroup(bucket);
        // Told: from now on it stays open while members keep coming (a sliding window).
        arm(bucket, bucket.lastAt + bucket.windowMs, () => followUpDue(bucket));
      } else if (final || potential(bucket) < needed) {
        speakAlone(bucket.held);
        return close(bucket);
      }
    }
    if (bucket.spoken && (final || joiners(bucket) === 0)) {
      speakGroup(bucket);
      close(bucket);
    }
  }

  function arm(bucket: Bucket, at: number, then: () => void): void {
    deps.clock.clearTimeout(bucket.timer);
    bucket.timer = deps.clock.setTimeout(then, Math.max(0, at - deps.clock.now()));
  }

  // A member joined a told incident: its follow-up is due a window later, or FOLLOW_UP_WINDOWS
  // windows after the first member waiting in it.
  function joined(bucket: Bucket, at: number): void {
    bucket.lastAt = Math.max(bucket.lastAt, at);
    bucket.laterSince ??= at;
    const due = Math.min(
      bucket.lastAt + bucket.windowMs,
      bucket.laterSince + FOLLOW_UP_WINDOWS * bucket.windowMs,
    );
    arm(bucket, due, () => followUpDue(bucket));
  }

  function followUpDue(bucket: Bucket): void {
    speakGroup(bucket);
    bucket.laterSince = null;
    if (deps.clock.now() >= bucket.lastAt + bucket.windowMs) return close(bucket);
    arm(bucket, bucket.lastAt + bucket.windowMs, () => followUpDue(bucket));
  }

  function open(event: WatchEvent): Bucket {
    const key = keyOf(event);
    const existing = buckets.get(key);
    if (existing) return existing;
    const onset = seen.get(event.profileId)?.streak ?? event.at;
    const windowMs = deps.rule().groupWindowRuns * deps.runMs(event.profileId);
    const deadline = event.at + windowMs;
    const bucket: Bucket = {
      windowMs,
      lastAt: event.at,
      laterSince: null,
      key,
      to: event.to,
      from: event.to === 'conforms' ? event.from : null,
      onset,
      deadline,
      held: [],
      spoken: false,
      timer: null,
      readyAt: null,
      potential: null,
    };
    bucket.timer = deps.clock.setTimeout(
      () => decide(bucket, true),
      Math.max(0, deadline - deps.clock.now()),
    );
    buckets.set(key, bucket);
    return bucket;
  }

  // A first run with no event: what the history says was confirmed (the run may be a first
  // disagreeing one), else this run's class, confirmed silently.
  function confirmedAtStart(id: string, result: WatchResult): void {
    if (!deps.kept) return reminders.started(id, result.watchClass, result.at, null);
    void deps
      .kept(id)
      .catch(() => null)
      .then((kept) => {
        const s = seen.get(id);
        if (!s || s.told !== null) return;
        s.told = kept?.watchClass ?? result.watchClass;
        reminders.started(id, s.told, result.at, kept?.since ?? null);
      });
  }

  function recheckSoon(): void {
    if (recheck !== null || buckets.size === 0) return;
    recheck = deps.clock.setTimeout(() => {
      recheck = null;
      for (const bucket of [...buckets.values()]) decide(bucket, false);
    }, RECHECK_MS);
  }

  return {
    /** A run's result, its event when it confirmed one, and what the run showed besides its class. */
    result(result: WatchResult, event: WatchEvent | null, facts: RunFacts): void {
      const id = result.profileId;
      certificates.seen(result);
      const before = seen.get(id);
      const streak = before && before.cls === result.watchClass ? before.streak : result.at;
      const first = !before;
      const told =
        event && event.kind === 'transition'
          ? event.to
          : before
            ? before.told
            : deps.kept
              ? null
              : result.watchClass;
      seen.set(id, { cls: result.watchClass, at: result.at, streak, told, facts });
      if (first && !event) confirmedAtStart(id, result);
      if (!event) return recheckSoon();
      if (event.kind === 'change') return deps.speak(event);
      reminders.moved(id, event.to, event.at);
      const untoldFrom = dropped.get(id);
      dropped.delete(id);
      // Back to what was told before a transition nobody heard of: nothing to tell either.
      if (untoldFrom !== undefined && untoldFrom === event.to) return recheckSoon();
      const bucket = open(event);
      bucket.held.push(member(event));
      if (bucket.spoken) joined(bucket, event.at);
      else {
        bucket.lastAt = Math.max(bucket.lastAt, event.at);
        decide(bucket, false);
      }
      recheckSoon();
    },

    /**
     * Discards what is held and not yet told of transitions to `classes` (this computer went
     * offline: what its last runs confirmed was ours, not the installations'); each one's state
     * goes back to the class it left, and its later transition back to that class is not told.
     */
    dropHeld(classes: ReadonlySet<WatchClass>): void {
      for (const bucket of [...buckets.values()]) {
        if (!classes.has(bucket.to)) continue;
        for (const m of bucket.held) {
          const s = seen.get(m.profileId);
          if (s && s.told === bucket.to) s.told = m.event!.from;
          dropped.set(m.profileId, m.event!.from);
          reminders.forget(m.profileId);
        }
        bucket.held = [];
        // A told incident stays open for those that join it later; one not told is gone.
        if (!bucket.spoken) close(bucket);
      }
    },

    /** Forgets `id` (no longer watched). */
    forget(id: string): void {
      seen.delete(id);
      dropped.delete(id);
      reminders.forget(id);
      certificates.forget(id);
    },

    /** Speaks everything held now (the watch is stopping) and stops the timers. */
    flush(): void {
      deps.clock.clearTimeout(recheck);
      recheck = null;
      for (const bucket of [...buckets.values()]) decide(bucket, true);
      certificates.flush();
      reminders.close();
    },

    /** Resolves when every certificate seen so far is judged, and what was told of it kept. */
    settled: (): Promise<void> => certificates.settled(),
  };
}

/** The gate's type. */
export type IncidentGate = ReturnType<typeof createIncidentGate>;

const NO_FACTS: RunFacts = { host: null, proxy: null, problem: null };

// Transitions to the same class are one incident; a recovery also by the class it leaves.
function keyOf(event: WatchEvent): string {
  return event.to === 'conforms' ? `conforms<${event.from ?? ''}` : event.to;
}
