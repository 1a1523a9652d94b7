// The last 24 hours of one connection on a small canvas: one bar per half hour, as high as its
// slowest answer (of the row's slowest), coloured by its worst class; a bucket without a result is
// a short grey tick, a class without an answer a full bar. Only the rows in view have one (the board
// is virtualized), so 5,000 connections cost the 20 or so canvases on screen.
import { useLayoutEffect, useRef } from 'react';
import { chartPalette, type ChartPalette } from '../../ui/charts/chart-palette';
import type { SparkBucket } from '../../../shared/watch';
import { sparkSummary } from './spark-summary';
import { classOfCode, toneOf } from './watch-words';

const WIDTH = 120;
const HEIGHT = 22;
// An answer this fast still shows as a bar, so a quiet row does not look empty.
const MIN_BAR = 3;

function draw(canvas: HTMLCanvasElement, buckets: readonly SparkBucket[], palette: ChartPalette): void {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(WIDTH * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  const context = canvas.getContext('2d');
  if (!context || buckets.length === 0) return;
  context.scale(ratio, ratio);
  const slowest = Math.max(1, ...buckets.map((b) => b.ms ?? 0));
  const step = WIDTH / buckets.length;
  const barWidth = Math.max(1, step - (step >= 2.5 ? 1 : 0));
  buckets.forEach((bucket, i) => {
    const watchClass = classOfCode(bucket.cls);
    const x = i * step;
    if (!watchClass) {
      context.fillStyle = palette.grid;
      context.fillRect(x, HEIGHT - 2, barWidth, 2);
      return;
    }
    const tone = toneOf(watchClass);
    context.fillStyle = tone === 'good' ? palette.good : tone === 'bad' ? palette.bad : palette.neutral;
    const height = bucket.ms === null ? HEIGHT : Math.max(MIN_BAR, (bucket.ms / slowest) * HEIGHT);
    context.fillRect(x, HEIGHT - height, barWidth, height);
  });
}

interface SparklineProps {
  readonly buckets: readonly SparkBucket[];
  /** Changes when the theme does (useChartScheme), so the bars are drawn again in its colours. */
  readonly scheme: string;
}

export function Sparkline({ buckets, scheme }: SparklineProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    if (canvas.current) draw(canvas.current, buckets, chartPalette());
  }, [buckets, scheme]);
  const label = sparkSummary(buckets);
  return <canvas ref={canvas} className="sparkline" role="img" aria-label={label} title={label} />;
}
