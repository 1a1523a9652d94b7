// The last 24 hours of one connection as a small picture (spark-paths.ts: a bar per half hour in
// its class's colour), in SVG with one path per colour, the colours from the page's tokens (so it
// follows the theme by itself). Not a canvas per row: each row scrolling into view then cost a
// drawing context and its own layer, and a fling through 5,000 rows dropped one frame in three
// (the bench's board row measures it).
import { useMemo } from 'react';
import { useText } from '../../i18n/useText';
import type { Spark } from '../../../shared/watch';
import { sparkSummary } from './spark-summary';
import { SPARK_SIZE, sparkPaths, type SparkInk } from './spark-paths';
import '../../ui/charts/charts.css';

const INKS: readonly SparkInk[] = ['grid', 'good', 'neutral', 'bad'];
// Between the classes of the label; a comma in every language of the app.
const LIST_SEPARATOR = ', ';

export function Sparkline({ spark }: { readonly spark: Spark }) {
  const text = useText();
  const label = useMemo(
    () => text(sparkSummary(spark, (parts) => parts.map((part) => text(part)).join(LIST_SEPARATOR))),
    [spark, text],
  );
  const paths = useMemo(() => sparkPaths(spark), [spark]);
  const { width, height } = SPARK_SIZE;
  // The tooltip on a box around it: an SVG element takes no title attribute, and a <title> inside
  // would be text in the row.
  return (
    <span className="sparkline" title={label}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
        {INKS.map(
          (ink) => paths[ink] && <path key={ink} className={`chart-colour--${ink}`} d={paths[ink]} />,
        )}
      </svg>
    </span>
  );
}
