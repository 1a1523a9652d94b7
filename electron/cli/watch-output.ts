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

/** The lines of one run: "16:29:00  Shop Köln: conforms, 67 categories, 120 ms". */
export function runLines(output: WatchRunOutput, who: WatchedName): string[] {
  const { result } = output;
  const problem =
    result.watchClass === 'conforms'
      ? undefined
      : output.report?.checks.find((c) => c.status === 'fail')?.message;
  const why = problem ? ` (${terminalText(problem, 200)})` : '';
  return [`${clock(result.at)}  ${terminalText(who.name, 200)}: ${result.summary}${why}`];
}

/** The lines of an event: a marked title, then its body indented. */
export function eventLines(event: WatchEvent): string[] {
  return [
    `${clock(event.at)}  EVENT ${terminalText(event.title, 400)}`,
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

/** What an event is posted and piped as: the event and the installation's base URL. */
export function eventPayload(event: WatchEvent, who: WatchedName): WatchEvent & { baseUrl: string } {
  return { ...event, baseUrl: who.baseUrl };
}

/** The JSON line of an event. */
export function eventJson(event: WatchEvent, who: WatchedName): string {
  return JSON.stringify({
    type: 'event',
    time: new Date(event.at).toISOString(),
    ...eventPayload(event, who),
  });
}

// The local time of day, as `serve`'s request log shows it.
function clock(at: number): string {
  const date = new Date(at);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}
