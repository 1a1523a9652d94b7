/**
 * Certificate warnings of the watch, for the incident gate: each run's certificate (WatchResult's)
 * is judged against what was told of the connection's (certificate-levels.ts), and a warning is
 * spoken once per threshold. What was told is kept beside the history (`certificate.json`,
 * history-certificate.ts), so a watch started again does not tell it again. A run in a maintenance
 * window, or one of this computer offline, tells nothing and changes nothing: the first run after
 * the window tells the level reached then, once (not each level passed during it). Runs of one
 * connection are judged in order. Never throws.
 *
 * One certificate, one message: installations that serve the same certificate (the same end, issuer
 * and names: a wildcard, one front for many shops) and cross the same threshold are ONE warning
 * naming them (certificate-event.ts), when they are enough for a group by the gate's rule. A warning
 * that may be joined waits for those that may join it (they served that certificate at their last
 * run and have not been told this level, or have not run yet) at most one interval of its
 * installation; one that cannot become a group is told at once. `flush` tells what waits. A
 * warning is kept as told when it is spoken, so one a killed watch held is told after a restart.
 */
import type { ServedCertificate } from '../../../shared/call-result';
import { groupThreshold, type IncidentRule } from '../../../shared/incidents';
import type { CertificateThreshold, WatchEvent, WatchResult } from '../../../shared/watch';
import { certificateEvent, groupedCertificateEvent } from './certificate-event';
import { certificateStep, type CertificateNotice } from './certificate-levels';
import type { WatchClock } from './watch-schedule';

/** What the warnings need. */
export interface CertificateNoticeDeps {
  readonly nameOf: (id: string) => string;
  readonly newId: () => string;
  readonly speak: (event: WatchEvent) => void;
  /** What an earlier watch told of `id`'s certificates; absent: nothing kept (told again after a restart). */
  readonly kept?: (id: string) => Promise<readonly CertificateNotice[]>;
  /** Keeps what is told of `id`'s certificates (none: nothing to keep). */
  readonly keep?: (id: string, notices: readonly CertificateNotice[]) => Promise<void>;
  /** Each connection's own warning, as it is decided (told alone or in a group), for its history. */
  readonly record?: (event: WatchEvent) => void;
  /** A keep that failed (the warning was told; a watch started again may tell it again). */
  readonly onKeepError?: (id: string, error: unknown) => void;
  /** The gate's grouping: its rule, how many are watched, their interval; absent: each warning alone. */
  readonly grouping?: {
    readonly rule: () => IncidentRule;
    readonly watched: () => number;
    /** Whether `id` runs on a schedule (so it may yet join); absent: every one does. */
    readonly scheduled?: (id: string) => boolean;
    readonly runMs: (id: string) => number;
    readonly clock: WatchClock;
  };
}

interface Waiting {
  readonly key: string;
  readonly certificate: string;
  readonly notAfter: string;
  readonly threshold: CertificateThreshold;
  readonly members: WatchEvent[];
  timer: unknown;
}

/** The warnings over `deps`. */
export function createCertificateNotices(deps: CertificateNoticeDeps) {
  const told = new Map<string, readonly CertificateNotice[]>();
  const queues = new Map<string, Promise<void>>();
  // The certificate each connection's latest run was served (its identity; null: none, or silent).
  const latest = new Map<string, string | null>();
  const waiting = new Map<string, Waiting>();
  // Writes of what was told under way, for settled().
  const writes = new Set<Promise<void>>();
  let flushed = false;

  async function judge(result: WatchResult): Promise<void> {
    const id = result.profileId;
    const certificate = result.certificate;
    if (!certificate || result.offline || result.maintenance) return;
    if (!told.has(id)) told.set(id, (await deps.kept?.(id).catch(() => null)) ?? []);
    const step = certificateStep(told.get(id) ?? [], certificate, result.at);
    if (step.kind !== 'none') told.set(id, step.notices);
    if (step.kind === 'warn') {
      const event = certificateEvent(certificate, step.threshold, {
        id: deps.newId(),
        profileId: id,
        connectionName: deps.nameOf(id),
        at: result.at,
        watchClass: result.watchClass,
      });
      offer(event, certificate, step.threshold);
    }
    recheck();
    // A warning is kept as told once it is spoken (tell): one held for a group is not, so a watch
    // killed while it waits tells it when started again, rather than never.
    if (step.kind === 'keep') await keep(id, step.notices);
  }

  function keep(id: string, notices: readonly CertificateNotice[]): Promise<void> {
    const write = (deps.keep?.(id, notices) ?? Promise.resolve()).catch((error: unknown) =>
      deps.onKeepError?.(id, error),
    );
    writes.add(write);
    void write.then(() => writes.delete(write));
    return write;
  }

  // Speaks `event` (of one connection, or a group of several) and keeps what was told of each.
  function tell(event: WatchEvent, members: readonly WatchEvent[]): void {
    deps.speak(event);
    for (const member of members) {
      // In its history once it is told, as it is kept: one a killed watch held is not listed twice.
      deps.record?.(member);
      const notices = told.get(member.profileId);
      // One forgotten meanwhile (no longer watched) keeps what its history has.
      if (notices) void keep(member.profileId, notices);
    }
  }

  // Installations that may yet join a warning of `certificate` at `threshold` besides `members`.
  function mayJoin(held: Pick<Waiting, 'certificate' | 'notAfter' | 'threshold' | 'members'>): number {
    const { certificate, notAfter, threshold, members } = held;
    const grouping = deps.grouping!;
    const inIt = new Set(members.map((m) => m.profileId));
    let count = 0;
    let seen = 0;
    for (const [id, served] of latest) {
      if (!(grouping.scheduled?.(id) ?? true)) continue;
      seen++;
      if (inIt.has(id) || served !== certificate) continue;
      const before = told.get(id)?.find((n) => n.notAfter === notAfter);
      if (!before || before.threshold === null || before.threshold > threshold) count++;
    }
    return count + Math.max(0, grouping.watched() - seen);
  }

  function offer(event: WatchEvent, served: ServedCertificate, threshold: CertificateThreshold): void {
    const grouping = deps.grouping;
    if (!grouping || flushed) return tell(event, [event]);
    const certificate = identity(served);
    const key = `${threshold}|${certificate}`;
    const open = waiting.get(key);
    if (open) {
      open.members.push(event);
      return decide(open, false);
    }
    const needed = groupThreshold(grouping.rule(), grouping.watched());
    const held: Waiting = {
      key,
      certificate,
      notAfter: served.notAfter,
      threshold,
      members: [event],
      timer: null,
    };
    if (1 + mayJoin(held) < needed) return tell(event, [event]);
    held.timer = grouping.clock.setTimeout(
      () => waiting.get(key) === held && decide(held, true),
      grouping.runMs(event.profileId),
    );
    waiting.set(key, held);
  }

  // Tells what `held` holds once nobody else may join it, it can no longer be a group, or `final`.
  function decide(held: Waiting, final: boolean): void {
    const grouping = deps.grouping!;
    const needed = groupThreshold(grouping.rule(), grouping.watched());
    const more = mayJoin(held);
    if (!final && more > 0 && held.members.length + more >= needed) return;
    grouping.clock.clearTimeout(held.timer);
    waiting.delete(held.key);
    const members = held.members;
    if (members.length >= needed && members.length > 1) {
      const at = Math.max(...members.map((m) => m.at));
      tell(groupedCertificateEvent(members, { id: deps.newId(), at }), members);
    } else for (const event of members) tell(event, [event]);
  }

  function recheck(): void {
    for (const held of [...waiting.values()]) decide(held, false);
  }

  return {
    /** A run's result: its certificate, when it has one, is judged after the connection's runs before. */
    seen(result: WatchResult): void {
      const id = result.profileId;
      const silent = result.offline || result.maintenance;
      latest.set(id, result.certificate && !silent ? identity(result.certificate) : null);
      if (!result.certificate) return recheck();
      const run = (queues.get(id) ?? Promise.resolve()).then(() => judge(result)).catch(() => undefined);
      queues.set(id, run);
      void run.then(() => queues.get(id) === run && queues.delete(id));
    },
    /** Forgets `id` (no longer watched); what its history keeps stays. */
    forget(id: string): void {
      told.delete(id);
      latest.delete(id);
      recheck();
    },
    /** Tells every warning that waits for others (the watch is stopping); later ones are told at once. */
    flush(): void {
      flushed = true;
      for (const held of [...waiting.values()]) decide(held, true);
    },
    /** Resolves when every result seen so far is judged and what it told is kept. */
    async settled(): Promise<void> {
      while (queues.size > 0 || writes.size > 0) await Promise.all([...queues.values(), ...writes]);
    },
  };
}

/** The warnings' type. */
export type CertificateNotices = ReturnType<typeof createCertificateNotices>;

// One certificate, as far as a run sees it: its end, its issuer and its names.
function identity(certificate: ServedCertificate): string {
  return JSON.stringify([certificate.notAfter, certificate.issuer, certificate.names]);
}
