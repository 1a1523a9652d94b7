// The timeline's chart: uPlot over the history's columns, as wide as its box (followed with a
// ResizeObserver), made again when the theme or the language changes (its colours and words are in
// its options) and given
// new data in place otherwise. A click near a snapshot's mark (or an event's line) opens it; the
// chart is a picture for screen readers, with the history in words as its name (the lists under
// it do the same by keyboard).
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { WatchEvent } from '../../../shared/watch';
import { chartPalette } from '../../ui/charts/chart-palette';
import { useChartScheme } from '../../ui/charts/useChartScheme';
import type { TimelineColumns } from './timeline-data';
import { timelineOptions, type TimelineOverlay } from './timeline-options';

const HEIGHT = 260;

// Whether this page can draw on a canvas at all (a page without one gets the words only).
const canDraw = () => document.createElement('canvas').getContext('2d') !== null;
// How near (CSS px) a click must be to a snapshot's mark or an event's line to open it.
const HIT_PX = 8;

interface TimelineChartProps {
  readonly columns: TimelineColumns;
  readonly overlay: TimelineOverlay;
  /** The history in words: the chart's accessible name. */
  readonly label: string;
  readonly onSnapshot: (snapshotId: string) => void;
  readonly onEvent: (event: WatchEvent) => void;
}

// The snapshot mark, else the event line, nearest to `left` (CSS px in the plot), within HIT_PX.
function hitAt(u: uPlot, overlay: TimelineOverlay, left: number) {
  const near = <T extends { at: number }>(items: readonly T[]) => {
    let best: T | null = null;
    let distance = HIT_PX;
    for (const item of items) {
      // In whole pixels, the later one winning a tie: of runs drawn on the same pixel (seconds
      // apart), the newest.
      const d = Math.round(Math.abs(u.valToPos(item.at, 'x') - left));
      if (d < distance || (d === distance && (best === null || item.at > best.at)))
        [best, distance] = [item, d];
    }
    return best;
  };
  const point = near(overlay.points);
  if (point) return { snapshotId: point.snapshotId };
  const event = near(overlay.events);
  return event ? { event } : null;
}

export function TimelineChart({ columns, overlay, label, onSnapshot, onEvent }: TimelineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const drawStarted = useRef<number | null>(null);
  const scheme = useChartScheme();
  const text = useText();
  const { locale } = useIntl();
  // The hooks and the click read the latest of these, so new data needs no new chart.
  const latest = useRef({ columns, overlay, onSnapshot, onEvent });
  latest.current = { columns, overlay, onSnapshot, onEvent };

  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    drawStarted.current = performance.now();
    const width = Math.max(320, element.clientWidth);
    const options = timelineOptions(width, HEIGHT, chartPalette(), () => latest.current.overlay, {
      text,
      locale,
    });
    // How long each draw took, from new data to the last mark (uPlot draws in a microtask), for the
    // benchmark and the end-to-end test: performance entries named "timeline-draw".
    options.hooks!.draw!.push(() => {
      if (drawStarted.current === null) return;
      performance.measure('timeline-draw', { start: drawStarted.current, end: performance.now() });
      drawStarted.current = null;
    });
    const u = new uPlot(options, latest.current.columns, element);
    chart.current = u;
    // From the event itself: uPlot updates its cursor on the next frame, which a quick click beats.
    const leftOf = (event: MouseEvent) => event.clientX - u.over.getBoundingClientRect().left;
    const onClick = (event: MouseEvent) => {
      const left = leftOf(event);
      if (left < 0) return;
      const hit = hitAt(u, latest.current.overlay, left);
      if (hit?.snapshotId) latest.current.onSnapshot(hit.snapshotId);
      else if (hit?.event) latest.current.onEvent(hit.event);
    };
    const onMove = (event: MouseEvent) => {
      const left = leftOf(event);
      u.over.classList.toggle(
        'timeline__over--hit',
        left >= 0 && hitAt(u, latest.current.overlay, left) !== null,
      );
    };
    u.over.addEventListener('click', onClick);
    u.over.addEventListener('mousemove', onMove);
    const resize = new ResizeObserver(() => {
      const next = Math.max(320, element.clientWidth);
      if (next !== u.width) u.setSize({ width: next, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      u.destroy();
      chart.current = null;
    };
  }, [scheme, text, locale]);

  useEffect(() => {
    const u = chart.current;
    if (!u || u.data === columns) return;
    drawStarted.current = performance.now();
    u.setData(columns);
  }, [columns, overlay]);

  return <div ref={box} className="timeline__chart" role="img" aria-label={label} />;
}
