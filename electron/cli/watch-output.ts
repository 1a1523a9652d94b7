/**
 * What `retail-inspector watch` writes on standard output: one readable line per run and a few per
 * event, or with `--log-format json` one JSON object per line (`"type": "run"` or `"event"`). Text
 * from installations and fleet files passes through terminalText; JSON is exact.
 */
import { terminalText } from '../../shared/terminal-text';
import type { WatchEvent, WatchResult } from '../../shared/watch';
import type { WatchRunOutput } from '../core/watch/watch-run';

/** An installation as the output names it. */
export interface WatchedName {
  readonly name: string;
  readonly baseUrl: string;
}

/** Turns a time into a line's stamp. */
export type Stamp = (at: number) => string;

/**
 * Stamps of one output: the local time of day, as `serve`'s request log shows it, preceded by the
 * date on the first line and on the first line of each new day, so a log of many days reads plainly.
 */
export function createStamp(): Stamp {
  let lastDay = '';
  return (at) => {
    const date = new Date(at);
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
}

/**
 * The line of one run: "16:29:00  Shop Köln: conforms, 67 categories, 120 ms"; a run that could not
 * be checked or failed a check adds the first failing check's message, and when it was not checked
 * (no answer as the API) also what to do.
 */
export function runLines(output: WatchRunOutput, who: WatchedName, stamp: Stamp): string[] {
  const { result } = output;
  const failed =
    result.watchClass === 'conforms' ? undefined : output.report?.checks.find((c) => c.status === 'fail');
  // A violation's details are evidence (JSON paths), too long for one line; other failures' are advice.
  const hint = failed && result.watchClass !== 'violates' ? failed.details.join(' ') : '';
  const problem = failed ? [failed.message, hint].filter(Boolean).join(': ') : '';
  const why = problem ? ` (${terminalText(problem, 300)})` : '';
  return [`${stamp(result.at)}  ${terminalText(who.name, 200)}: ${result.summary}${why}`];
}

/** The lines of an event: a marked title, then its body indented. */
export function eventLines(event: WatchEvent, stamp: Stamp): string[] {
  return [
    `${stamp(event.at)}  EVENT ${terminalText(event.title, 400)}`,
    ...event.body.split('\n').map((line) => `          ${terminalText(line, 400)}`),
  ];
}

/** The JSON line of a run. */
export function runJson(result: WatchResult, who: WatchedName): string {
  return JSON.stringify({
    type: 'run',
    time: new Date(result.at).toISOString(),
    name: who.name,
    baseUrl: who.baseUrl,
    ...result,
  });
}

/**
 * What an event is posted and piped as: the event and the installation's base URL (a grouped
 * event: the first one's, and `baseUrls` of all in the order of `connections`).
 */
export function eventPayload(
  event: WatchEvent,
  who: WatchedName & { baseUrls?: readonly string[] },
): WatchEvent & { baseUrl: string; baseUrls?: readonly string[] } {
  return { ...event, baseUrl: who.baseUrl, ...(who.baseUrls ? { baseUrls: who.baseUrls } : {}) };
}

/** The JSON line of an event. */
export function eventJson(event: WatchEvent, who: WatchedName & { baseUrls?: readonly string[] }): string {
  return JSON.stringify({
    type: 'event',
    time: new Date(event.at).toISOString(),
    ...eventPayload(event, who),
  });
}
