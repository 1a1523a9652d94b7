/**
 * The words of what the incident gate (incident-gate.ts) says for several installations at once: a
 * grouped transition ("40 installations: could not be checked (unreachable)") naming the count,
 * the class, what they share (the same host, proxy, problem or HTTP status) and their names; and a
 * reminder of an incident that lasts, for one installation or several. Built from the members'
 * events and facts (class words, names, the run's problem as the CLI prints it, masked), so no
 * token can reach it; as words (shared/messages/watch/), read in English as the title and body.
 * Pure.
 */
import { countText } from '../../../shared/count-text';
import type { SharedWords } from '../../../shared/messages/en';
import type { WatchClass, WatchEvent } from '../../../shared/watch';
import {
  durationWordsOf,
  installationsWords,
  joinedWords,
  namesWords,
  spoken,
  watchClassSentenceWords,
  watchClassWords,
  watchWords,
} from '../../../shared/watch-words';

/** What a run showed besides its class, for "what they share". */
export interface RunFacts {
  /** The installation's host (and port), from its base URL. */
  readonly host: string | null;
  /** The proxy its calls went through; null when none. */
  readonly proxy: string | null;
  /** The first failing check's message (masked), e.g. "HTTP 502 Bad Gateway"; null when none. */
  readonly problem: string | null;
}

/** One installation of a group: its own event (or, for a reminder, its name and class) and facts. */
export interface Member {
  readonly profileId: string;
  readonly name: string;
  readonly facts: RunFacts;
  /** Its own event (a transition); null for a reminder. */
  readonly event: WatchEvent | null;
  /** Since when its class lasts (epoch ms), for a reminder; null when not known. */
  readonly since: number | null;
}

// Names written out in a body; the rest are counted (`connections` lists them all).
const NAMES_SHOWN = 10;
const NAME_CHARS = 80;

// Names in a list read in their natural order ("Shop 2" before "Shop 10").
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The event that speaks for `members` (two or more transitions to the same class), names in order. */
export function groupedEvent(
  unordered: readonly Member[],
  context: { readonly id: string; readonly at: number; readonly followUp: boolean },
): WatchEvent {
  const members = [...unordered].sort((a, b) => byName.compare(a.name, b.name));
  const first = members[0]!.event!;
  const to = first.to;
  const froms = new Set(members.map((m) => m.event?.from ?? null));
  const from = froms.size === 1 ? first.from : null;
  const durations = members.flatMap((m) => (m.event?.durationMs === undefined ? [] : [m.event.durationMs]));
  const longest = durations.length > 0 ? Math.max(...durations) : undefined;
  const who = installationsWords(members.length, context.followUp);
  const before =
    from === null
      ? watchWords('watch.event.otherClasses')
      : longest === undefined
        ? watchClassWords(from)
        : watchWords(
            durations.length === members.length && allClose(durations)
              ? 'watch.event.lasted'
              : 'watch.event.lastedUpTo',
            { class: watchClassWords(from), duration: durationWordsOf(longest) },
          );
  const lines = [
    watchWords('watch.event.body.transition', { now: watchClassSentenceWords(to), before }),
    ...sharedLine(members),
    watchWords(context.followUp ? 'watch.event.namesJoined' : 'watch.event.names', { names: names(members) }),
  ];
  const title = watchWords('watch.event.named', { name: who, what: watchClassWords(to) });
  return {
    ...base(members, context.id, context.at, to, title, lines),
    from,
    ...(longest === undefined ? {} : { durationMs: longest }),
  };
}

/** A reminder that `members` (one or more) still are in `watchClass` at `at`. */
export function reminderEvent(
  unordered: readonly Member[],
  watchClass: WatchClass,
  context: { readonly id: string; readonly at: number },
): WatchEvent {
  const members = [...unordered].sort((a, b) => byName.compare(a.name, b.name));
  const sinces = members.flatMap((m) => (m.since === null ? [] : [m.since]));
  const longest = sinces.length > 0 ? context.at - Math.min(...sinces) : undefined;
  const lasting = longest === undefined ? 'none' : members.length > 1 ? 'upTo' : 'for';
  const duration = longest === undefined ? '' : durationWordsOf(longest);
  const single = members.length === 1;
  const who = single ? oneLine(members[0]!.name) : installationsWords(members.length);
  const title = watchWords('watch.event.reminder.title', {
    lasting,
    who,
    class: watchClassWords(watchClass),
    duration,
  });
  const lines = [
    watchWords('watch.event.reminder.body', {
      lasting,
      class: watchClassSentenceWords(watchClass),
      duration,
    }),
    ...(single ? [] : [...sharedLine(members), watchWords('watch.event.names', { names: names(members) })]),
  ];
  const grouped = base(members, context.id, context.at, watchClass, title, lines);
  const { connections, count, ...own } = grouped;
  return {
    ...(single ? { ...own, open: { view: 'diagnostics', profileId: members[0]!.profileId } } : grouped),
    ...(single ? { connectionName: members[0]!.name } : { connections, count }),
    from: watchClass,
    reminder: true,
    ...(longest === undefined ? {} : { durationMs: longest }),
  };
}

function base(
  members: readonly Member[],
  id: string,
  at: number,
  to: WatchClass,
  title: SharedWords,
  lines: readonly SharedWords[],
): WatchEvent {
  return {
    id,
    // The first of them: a receiver keyed on one connection still finds one; `connections` has all.
    profileId: members[0]!.profileId,
    connectionName: countText(members.length, 'installation'),
    at,
    kind: 'transition',
    from: null,
    to,
    changed: [],
    ...spoken(title, lines),
    open: { view: 'fleet' },
    connections: members.map((m) => m.name),
    count: members.length,
  };
}

// "What they share: the host shop.example; the proxy http://proxy:3128; HTTP 502." when they do.
function sharedLine(members: readonly Member[]): SharedWords[] {
  const same = (pick: (f: RunFacts) => string | null): string | null => {
    const first = pick(members[0]!.facts);
    return first !== null && members.every((m) => pick(m.facts) === first) ? first : null;
  };
  const host = same((f) => f.host);
  const proxy = same((f) => f.proxy);
  const problem = same((f) => f.problem);
  const status = same((f) => /\bHTTP (\d{3})\b/.exec(f.problem ?? '')?.[1] ?? null);
  const parts = [
    ...(host ? [watchWords('watch.event.share.host', { host: oneLine(host).slice(0, 200) })] : []),
    ...(proxy ? [watchWords('watch.event.share.proxy', { proxy: oneLine(proxy).slice(0, 200) })] : []),
    ...(problem
      ? [watchWords('watch.event.share.problem', { problem: oneLine(problem).slice(0, 200) })]
      : status
        ? [watchWords('watch.event.share.status', { status })]
        : []),
  ];
  const joined = joinedWords(parts, 'watch.event.join.semicolon');
  return joined ? [watchWords('watch.event.share', { parts: joined })] : [];
}

function names(members: readonly Member[]) {
  const shown = members.slice(0, NAMES_SHOWN).map((m) => shortened(oneLine(m.name), NAME_CHARS));
  return namesWords(shown, members.length - shown.length);
}

// Durations within a minute of each other read as one.
function allClose(durations: readonly number[]): boolean {
  return Math.max(...durations) - Math.min(...durations) < 60_000;
}

function shortened(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');
}
