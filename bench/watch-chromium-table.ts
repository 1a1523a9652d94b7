/**
 * The Fleet tab's rows of `npm run bench` (measured by bench/watch-chromium.ts), printed beside their
 * baselines of the same run, with the goals: the board's frames at wheel speed, the year's draw.
 */
import { median } from './http-load';
import { percentile } from './renderer-chromium';
import {
  BOARD_ROWS,
  DRAWS,
  SCROLL_FRAMES,
  VIEWPORT,
  WATCH_GOALS,
  type WatchChromiumResult,
} from './watch-chromium';
import { YEAR_RUNS } from './watch-history';

/** Prints the Fleet tab's rows beside their baselines; returns whether both goals are met. */
export function watchChromiumTable(result: WatchChromiumResult, log: (line?: string) => void): boolean {
  const ms = (n: number) => n.toFixed(1).padStart(9);
  log(
    `Fleet tab in Chromium ${result.browserVersion} (headless, ${VIEWPORT.width}x${VIEWPORT.height}; ` +
      `${BOARD_ROWS.toLocaleString('en-US')} connections; ${SCROLL_FRAMES} frames; ${DRAWS} draws of each range)`,
  );
  const [before, after] = result.load.map((n) => n.toFixed(1));
  log(
    `  machine: load average ${before} at the start, ${after} at the end (other work slows every row, the baselines too)`,
  );
  log(`  ${''.padEnd(52)}${'median'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`);
  const row = (label: string, values: readonly number[]) =>
    log(`  ${label.padEnd(52)}${ms(median(values))}${ms(percentile(values, 95))}${ms(Math.max(...values))}`);
  row('board scrolled 3 rows a frame (wheel), frame time ms', result.scrollFrames);
  row('board scrolled top to bottom in 4 s (drag), frame ms', result.dragFrames);
  row('  baseline: the same page left alone, frame time ms', result.idleFrames);
  row(`timeline draw, a year (${YEAR_RUNS.toLocaleString('en-US')} runs), ms`, result.yearDraws);
  row('  baseline: timeline draw, 24 hours (1,440 runs), ms', result.dayDraws);
  row('  a year chosen -> its summary shown (web host), ms', result.yearShown);
  const slow = (frames: readonly number[]) => frames.filter((t) => t > 34).length;
  log(
    `  frames over 34 ms (two display frames): wheel ${slow(result.scrollFrames)}, drag ${slow(result.dragFrames)}, ` +
      `left alone ${slow(result.idleFrames)}, of ${SCROLL_FRAMES} each`,
  );
  log(
    `  board shown with its rows, from the tab's click (main reads every connection's history): ${result.boardShownMs} ms`,
  );
  log(
    `  the rows' "30 days" figures shown, from the tab's click (daily sums kept ahead): ${result.availabilityShownMs} ms`,
  );
  if (result.problems.length > 0) log(`  page problems: ${result.problems.slice(0, 3).join(' | ')}`);
  const scrollP95 = percentile(result.scrollFrames, 95);
  const drawMedian = median(result.yearDraws);
  const scrollLimit = percentile(result.idleFrames, 95) + WATCH_GOALS.scrollLateByMs;
  const scrollOk = scrollP95 <= scrollLimit;
  const drawOk = drawMedian <= WATCH_GOALS.drawMs;
  log(
    `  goal: board frames (wheel) p95 <= the page left alone's p95 + one display frame (${scrollLimit.toFixed(1)} ms): ` +
      `${scrollOk ? 'PASS' : 'FAIL'} (${scrollP95.toFixed(1)})`,
  );
  log(
    `  goal: a year draws in <= ${WATCH_GOALS.drawMs} ms: ${drawOk ? 'PASS' : 'FAIL'} (median ${drawMedian.toFixed(1)})`,
  );
  const availabilityOk = result.availabilityShownMs <= WATCH_GOALS.availabilityShownMs;
  log(
    `  goal: the 30 days of ${BOARD_ROWS.toLocaleString('en-US')} connections within ${WATCH_GOALS.availabilityShownMs.toLocaleString('en-US')} ms of opening the board: ` +
      `${availabilityOk ? 'PASS' : 'FAIL'} (${result.availabilityShownMs} ms)`,
  );
  return scrollOk && drawOk && availabilityOk && result.problems.length === 0;
}
