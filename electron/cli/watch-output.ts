/**
 * What `retail-inspector watch` writes on standard output: one readable line per run and a few per
 * event, or with `--log-format json` one JSON object per line (`"type": "run"` or `"event"`). Text
 * from installations and fleet files passes through terminalText; JSON is exact.
 */
import type { CheckOutcome } from '../../shared/check-report';
import { countText } from '../../shared/count-text';
import { terminalText } from '../../shared/terminal-text';
import { verdictOfClass, type WatchEvent } from '../../shared/watch';
import type { WatchRunOutput } from '../core/watch/watch-run';

/** An installation as the output names it. */
export interface WatchedName {
  readonly name: string;
  readonly baseUrl: string;
}

/** The stamp of a line written now, and that moment (for a JSON line's `time`). */
export interface Stamp {
  (): string;
  readonly now: () => number;
}

/**
 * Stamps of one output: the local time of day a line is written, as `serve`'s request log shows it,
 * preceded by the date on the first line and on the first line of each new day, so a log of many
 * days reads plainly. A line carries the time it is written, not the time its run started: runs go
 * on side by side and a slow one ends after a quick one that began later, so start times would put
 * the lines out of order (a run's start stays in the JSON line's `at`).
 */
export function createStamp(now: () => number = Date.now): Stamp {
  let lastDay = '';
  const stamp = () => {
    const date = new Date(now());
    const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    const time = [date.getHours(), date.getMinutes(), date.getSeconds()]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    if (day === lastDay) return time;
    lastDay = day;
    return `${day} ${time}`;
  };
  return Object.assign(stamp, { now });
}

/**
 * The line of one run: "16:29:00  Shop Köln: conforms, 67 categories, 120 ms". A run that failed one
 * check adds its message, and when it was not checked (no answer as the API) also what to do; one
 * that failed several names each with its own message ("3 checks failed: info.shape: 10 problems;
 * …", then what to do about the first), so no count stands for all of them.
 */
export function runLines(output: WatchRunOutput, who: WatchedName, stamp: Stamp): string[] {
  const { result } = output;
  const failed = failedChecks(output);
  // A violation's details are evidence (JSON paths), too long for one line; other failures' are advice.
  const hint = failed[0] && result.watchClass !== 'violates' ? failed[0].details.join(' ') : '';
  let problem = '';
  if (failed.length === 1) problem = [failed[0]!.message, hint].filter(Boolean).join(': ');
  else if (failed.length > 1) {
    const each = failed.map((c) => `${c.id}: ${terminalText(c.message, MESSAGE_CHARS)}`);
    problem = `${countText(failed.length, 'check')} failed: ${each.join('; ')}${hint ? `. ${hint}` : ''}`;
  }
  const why = problem ? ` (${terminalText(problem, failed.length > 1 ? 2_000 : 300)})` : '';
  return [`${stamp()}  ${terminalText(who.name, 200)}: ${result.summary}${why}`];
}

// Each failing check's message in a line of several: enough for its count and what it found.
const MESSAGE_CHARS = 120;

/** The lines of an event: a marked title, its body indented, and the installations it speaks for. */
export function eventLines(event: WatchEvent, stamp: Stamp): string[] {
  const lines = [
    `${stamp()}  EVENT ${terminalText(event.title, 400)}`,
    ...event.body.split('\n').map((line) => `          ${terminalText(line, 400)}`),
  ];
  const names = event.connections;
  if (names && names.length > 0) {
    const shown = names.slice(0, NAMES_SHOWN).map((name) => terminalText(name, 200));
    const more =
      names.length > NAMES_SHOWN ? `, and ${(names.length - NAMES_SHOWN).toLocaleString('en-US')} more` : '';
    const count = countText(event.count ?? names.length, 'installation');
    lines.push(`          ${count}: ${shown.join(', ')}${more}`);
  }
  return lines;
}

// The installations an event's text line names; the JSON line, webhook and command get them all.
const NAMES_SHOWN = 20;

/** The checks of a run that failed (none when it conforms or was not checked by the checks). */
function failedChecks(output: WatchRunOutput): readonly CheckOutcome[] {
  if (output.result.watchClass === 'conforms') return [];
  return output.report?.checks.filter((c) => c.status === 'fail') ?? [];
}

/**
 * The JSON line of a run, written at `time` (its run ended then; it started at `at`): the result with
 * `outcome` and `cause` as `check --json` writes them, and `failedChecks` (each failing check's id
 * and message, its count in its own words).
 */
export function runJson(output: WatchRunOutput, who: WatchedName, time: number): string {
  const { result } = output;
  return JSON.stringify({
    type: 'run',
    time: new Date(time).toISOString(),
    name: who.name,
    baseUrl: who.baseUrl,
    ...verdictOfClass(result.watchClass),
    ...result,
    failedChecks: failedChecks(output).map((c) => ({ id: c.id, message: c.message })),
  });
}

/** What an event is posted and piped as. */
export type EventPayload = Omit<WatchEvent, 'words'> &
  Pick<ReturnType<typeof verdictOfClass>, 'outcome' | 'cause'> & {
    readonly baseUrl: string;
    readonly baseUrls?: readonly string[];
  };

/**
 * What an event is posted and piped as: the event (with `connections` and `count` when it speaks
 * for several installations), `outcome` and `cause` of the class it is in now (as `check --json`
 * writes them; `to` beside them) and the installation's base URL (a grouped event: the first
 * one's, and `baseUrls` of all in the order of `connections`). Without the event's words: the
 * command line, its JSON lines and webhooks speak English, and their `title` and `body` are those
 * words in English already; the words' ids are the app's own, no format to build on.
 */
export function eventPayload(
  event: WatchEvent,
  who: WatchedName & { baseUrls?: readonly string[] },
): EventPayload {
  const { words: _inTheAppsLanguage, ...told } = event;
  return {
    ...told,
    ...verdictOfClass(event.to),
    baseUrl: who.baseUrl,
    ...(who.baseUrls ? { baseUrls: who.baseUrls } : {}),
  };
}

/** The JSON line of an event told at `time` (`at`, the run that raised it, may be earlier: grouping waits). */
export function eventJson(
  event: WatchEvent,
  who: WatchedName & { baseUrls?: readonly string[] },
  time: number,
): string {
  return JSON.stringify({
    type: 'event',
    time: new Date(time).toISOString(),
    ...eventPayload(event, who),
  });
}
