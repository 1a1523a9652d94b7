// uPlot's options for the timeline: time along x (epoch ms), the slowest and fastest answer of each
// stretch as a line over a shaded band (left axis, ms), the category count as a stepped line (right
// axis), the class at the cursor in the legend, the time axis's ticks and the legend's
// time written by Intl in the language shown (not uPlot's American English), and
// what the series cannot show drawn on the canvas in hooks: the verdict bands (a strip along the
// top in the class's colour, and a tint behind the lines where the installation violated or could
// not be checked), a mark for each run that saved a snapshot (clickable: see TimelineChart) and a
// line for each event.
import uPlot from 'uplot';
import { withAlpha, type ChartPalette } from '../../ui/charts/chart-palette';
import type { WatchEvent } from '../../../shared/watch';
import { classOfCode, classWord, toneOf, type ClassTone } from '../watch-words/watch-words';
import type { MessageId } from '../../i18n/messages/en';
import type { Words } from '../../i18n/words';
import type { ClassSpan } from './timeline-data';

/** Height of the verdict strip along the top of the plot, in CSS px. */
export const STRIP_PX = 8;

/** What the hooks draw besides the series; read on every draw, so new data needs no new chart. */
export interface TimelineOverlay {
  from: number;
  to: number;
  spans: readonly ClassSpan[];
  points: readonly { readonly at: number; readonly snapshotId: string }[];
  events: readonly WatchEvent[];
}

const toneColour = (palette: ChartPalette, tone: ClassTone) =>
  tone === 'good' ? palette.good : tone === 'bad' ? palette.bad : palette.neutral;

// The plot area's x of `at`, in canvas pixels.
const xOf = (u: uPlot, at: number) => u.valToPos(at, 'x', true);

function drawTints(u: uPlot, overlay: TimelineOverlay, palette: ChartPalette): void {
  const { ctx, bbox } = u;
  ctx.save();
  ctx.globalAlpha = 0.12;
  for (const span of overlay.spans) {
    const tone = toneOf(span.watchClass);
    if (tone === 'good') continue;
    ctx.fillStyle = toneColour(palette, tone);
    const x0 = Math.max(bbox.left, xOf(u, span.from));
    const x1 = Math.min(bbox.left + bbox.width, xOf(u, span.to));
    ctx.fillRect(x0, bbox.top, Math.max(1, x1 - x0), bbox.height);
  }
  ctx.restore();
}

function drawStripAndMarks(u: uPlot, overlay: TimelineOverlay, palette: ChartPalette): void {
  const { ctx, bbox } = u;
  const ratio = window.devicePixelRatio || 1;
  const strip = STRIP_PX * ratio;
  ctx.save();
  for (const span of overlay.spans) {
    ctx.fillStyle = toneColour(palette, toneOf(span.watchClass));
    const x0 = Math.max(bbox.left, xOf(u, span.from));
    const x1 = Math.min(bbox.left + bbox.width, xOf(u, span.to));
    ctx.fillRect(x0, bbox.top, Math.max(ratio, x1 - x0), strip);
  }
  ctx.strokeStyle = palette.muted;
  ctx.setLineDash([3 * ratio, 3 * ratio]);
  ctx.lineWidth = ratio;
  for (const event of overlay.events) {
    const x = Math.round(xOf(u, event.at)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, bbox.top + strip);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.fillStyle = palette.accent;
  ctx.strokeStyle = palette.surface;
  for (const point of overlay.points) {
    const x = xOf(u, point.at);
    const y = bbox.top + strip + 5 * ratio;
    ctx.beginPath();
    ctx.moveTo(x, y - 5 * ratio);
    ctx.lineTo(x + 5 * ratio, y);
    ctx.lineTo(x, y + 5 * ratio);
    ctx.lineTo(x - 5 * ratio, y);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** The chart's words in the language shown: a formatter of words, and the locale of its numbers. */
export interface ChartWords {
  readonly text: (what: Words | MessageId) => string;
  readonly locale: string;
}

// A value the legend does not have; the same in every language.
const NO_VALUE = '—';
const DAY_MS = 24 * 60 * 60 * 1000;

// Answers start at zero; the scale leaves room above the slowest one.
const msRange: uPlot.Range.Function = (_u, _min, max) => [0, max > 0 ? max * 1.15 : 100];
// Category counts rarely move much: a scale around them, so a few removed rows show.
const countRange: uPlot.Range.Function = (_u, min, max) => {
  if (min === null || max === null || !Number.isFinite(min)) return [0, 10];
  const pad = Math.max(2, (max - min) * 0.15);
  return [Math.max(0, Math.floor(min - pad)), Math.ceil(max + pad)];
};

/** The chart's options at `width` × `height`, drawing `overlay` in `palette`'s colours. */
export function timelineOptions(
  width: number,
  height: number,
  palette: ChartPalette,
  overlay: () => TimelineOverlay,
  { text, locale }: ChartWords,
): uPlot.Options {
  const ms = (v: number) => text({ id: 'watch.ms', values: { ms: Math.round(v) } });
  const msValue = (_u: uPlot, v: number | null) => (v === null ? NO_VALUE : ms(v));
  // Times and days along the axis and in the legend as the language writes them (uPlot's own are
  // American English: "6pm", "12/1/26").
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const timeTicks = (_u: uPlot, splits: number[], _axis: number, _space: number, step: number) =>
    splits.map((at, i) => {
      if (step >= DAY_MS) return day.format(at);
      // The day under the first tick and under each midnight.
      const newDay = i === 0 || new Date(at).getDate() !== new Date(splits[i - 1]!).getDate();
      return newDay ? `${clock.format(at)}\n${day.format(at)}` : clock.format(at);
    });
  const countValue = (_u: uPlot, v: number | null) =>
    v === null ? NO_VALUE : Math.round(v).toLocaleString(locale);
  const classValue = (_u: uPlot, v: number | null) =>
    v === null ? NO_VALUE : text(classWord(classOfCode(v)));
  const axis = {
    stroke: palette.muted,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid },
  };
  return {
    width,
    height,
    ms: 1,
    padding: [STRIP_PX + 12, 8, 0, 0],
    // Nothing is dragged here, so uPlot must not swallow a click it takes for the end of a drag
    // (it compares positions it updates a frame late): a click opens a snapshot.
    cursor: { drag: { x: false, y: false, click: () => undefined }, points: { size: 6 } },
    legend: { live: true },
    scales: {
      x: { time: true, range: () => [overlay().from, overlay().to] },
      ms: { range: msRange },
      count: { range: countRange },
      cls: { range: [0, 255] },
    },
    series: [
      // The time axis: uPlot's legend names it "Time" unless told.
      { label: text('timeline.series.time'), value: (_u, v) => (v === null ? NO_VALUE : moment.format(v)) },
      {
        label: text('timeline.series.slowest'),
        scale: 'ms',
        stroke: palette.accent,
        width: 1.5,
        value: msValue,
      },
      {
        label: text('timeline.series.fastest'),
        scale: 'ms',
        stroke: palette.accent,
        width: 0.5,
        value: msValue,
      },
      {
        label: text('timeline.series.categories'),
        scale: 'count',
        stroke: palette.text,
        width: 1,
        value: countValue,
        paths: uPlot.paths.stepped!({ align: 1 }),
      },
      {
        label: text('timeline.series.class'),
        scale: 'cls',
        paths: () => null,
        points: { show: false },
        value: classValue,
      },
    ],
    bands: [{ series: [1, 2], fill: withAlpha(palette.accent, 0.2) }],
    axes: [
      { ...axis, values: timeTicks },
      {
        ...axis,
        scale: 'ms',
        values: (_u, splits) => splits.map(ms),
        size: 70,
      },
      { ...axis, scale: 'count', side: 1, grid: { show: false }, size: 60 },
    ],
    hooks: {
      drawClear: [(u) => drawTints(u, overlay(), palette)],
      draw: [(u) => drawStripAndMarks(u, overlay(), palette)],
    },
  };
}
