/**
 * Reminders of incidents that last (`--remind-every`, the app's setting), for the incident gate:
 * while an installation stays in a class that is not "conforms" (and not our own no-token), the
 * gate tells it again every `remindMs`, counted from the event that reported it. Reminders that
 * fall due together (within one run) and are enough for a group (the gate's rule) are ONE reminder
 * naming them all. None is told while this computer is offline or the installation is in a
 * maintenance window (it is kept, and told at its next time after). A watch started again learns since when from the history (the gate reads it), so
 * a reminder and a recovery still say how long. Never throws.
 */
import { groupThreshold, type IncidentRule } from '../../../shared/incidents';
import type { WatchClass, WatchEvent } from '../../../shared/watch';
import { reminderEvent, type Member, type RunFacts } from './grouped-event';
import type { WatchClock } from './watch-schedule';

/** What reminders need (the gate's deps). */
export interface ReminderDeps {
  readonly rule: () => IncidentRule;
  readonly watched: () => number;
  readonly runMs: (id: string) => number;
  readonly nameOf: (id: string) => string;
  readonly clock: WatchClock;
  readonly newId: () => string;
  readonly speak: (event: WatchEvent) => void;
  readonly factsOf: (id: string) => RunFacts;
  /** Whether `id` is in a maintenance window at `at`: its reminder is skipped, not dropped. */
  readonly inMaintenance?: (id: string, at: number) => boolean;
  /** Whether this computer is offline now: every reminder is skipped (the outage is ours). */
  readonly offline?: () => boolean;
}

interface Lasting {
  readonly cls: WatchClass;
  readonly since: number | null;
  next: number;
}

/** Whether `cls` is an incident worth a reminder: not conforms, and not our own cause. */
export function lastsAsIncident(cls: WatchClass): boolean {
  return cls !== 'conforms' && cls !== 'no-token';
}

/** The reminders over `deps`. */
export function createReminders(deps: ReminderDeps) {
  const lasting = new Map<string, Lasting>();
  let timer: unknown = null;
  let armedAt = Infinity;
  let closed = false;

  function arm(at: number): void {
    if (closed || at >= armedAt) return;
    deps.clock.clearTimeout(timer);
    armedAt = at;
    timer = deps.clock.setTimeout(fire, Math.max(0, at - deps.clock.now()));
  }

  function fire(): void {
    timer = null;
    armedAt = Infinity;
    const every = deps.rule().remindMs;
    if (every === null) return lasting.clear();
    const now = deps.clock.now();
    const due = new Map<WatchClass, Member[]>();
    let earliest = Infinity;
    // Offline or in a window nothing may be told; the entry stays, so the next one after it is.
    const silent = deps.offline?.() ?? false;
    for (const [id, entry] of lasting) {
      // Due within one run of now: reminders of one incident go out together.
      const isDue = entry.next <= now + deps.runMs(id);
      if (isDue) entry.next = now + every;
      earliest = Math.min(earliest, entry.next);
      if (!isDue || silent || (deps.inMaintenance?.(id, now) ?? false)) continue;
      const members = due.get(entry.cls) ?? [];
      members.push({
        profileId: id,
        name: deps.nameOf(id),
        facts: deps.factsOf(id),
        event: null,
        since: entry.since,
      });
      due.set(entry.cls, members);
    }
    const needed = groupThreshold(deps.rule(), deps.watched());
    for (const [cls, members] of due) {
      const groups = members.length >= needed ? [members] : members.map((m) => [m]);
      for (const group of groups) deps.speak(reminderEvent(group, cls, { id: deps.newId(), at: now }));
    }
    if (earliest < Infinity) arm(earliest);
  }

  function keep(id: string, cls: WatchClass, since: number | null, now: number): void {
    const every = deps.rule().remindMs;
    if (every === null || !lastsAsIncident(cls)) return void lasting.delete(id);
    // The next reminder after now, on the rhythm of since when it lasts.
    const from = since ?? now;
    const next = from + every * Math.max(1, Math.ceil((now - from) / every));
    lasting.set(id, { cls, since, next });
    arm(next);
  }

  return {
    /** `id` was in `cls` when this watch began (since `since`, when its history says). */
    started(id: string, cls: WatchClass, at: number, since: number | null): void {
      if (closed || lasting.has(id)) return;
      keep(id, cls, since, Math.max(at, deps.clock.now()));
    },
    /** `id` moved to `cls` by an event at `at`. */
    moved(id: string, cls: WatchClass, at: number): void {
      keep(id, cls, at, at);
    },
    forget(id: string): void {
      lasting.delete(id);
    },
    close(): void {
      closed = true;
      deps.clock.clearTimeout(timer);
      lasting.clear();
    },
  };
}
