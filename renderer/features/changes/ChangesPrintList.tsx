// The category changes as they print: every change the filter and search let through, each whole
// (long values wrap instead of being cut) and never split across pages. In the page only while it is
// laid out for printing, and hidden on screen even then (the virtualized list has only the rows in
// view). A long list prints its first PRINT_MAX_ROWS changes, with pictures of changed images only
// up to PRINT_IMAGES_MAX_ROWS (print-limits.ts); the words above the list say so.
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectPrinting } from '../../store/selectors';
import { printLimitWords, printPlan } from '../print/print-limits';
import { ChangeItem } from './ChangeItem';
import type { ChangeFilter, ChangeRow } from './change-rows';

interface ChangesPrintListProps {
  /** The changes shown (after filter and search), in order. */
  readonly rows: readonly ChangeRow[];
  readonly filter: ChangeFilter;
  readonly query: string;
}

function Selection({ filter, query }: { filter: ChangeFilter; query: string }) {
  const text = useText();
  const parts = [
    filter === 'all' ? null : text('changes.print.only', { filter }),
    query.trim() ? text('changes.print.matching', { query: query.trim() }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? (
    <p className="changes-print__about">
      <FormattedMessage id="changes.print.shown" values={{ parts: parts.join('; ') }} />
    </p>
  ) : null;
}

export function ChangesPrintList({ rows, filter, query }: ChangesPrintListProps) {
  const printing = useAppStore(selectPrinting);
  const text = useText();
  if (!printing) return null;
  const plan = printPlan(rows.length);
  const printed = plan.left > 0 ? rows.slice(0, plan.rows) : rows;
  const limit = printLimitWords(rows.length, 'changes');
  return (
    <div className="print-only changes-print">
      <Selection filter={filter} query={query} />
      {limit && <p className="changes-print__about">{text(limit)}</p>}
      <ol className="changes-print__list" aria-label={text('changes.print.label')}>
        {printed.map((row, i) => (
          <li key={`${row.kind}:${row.id}:${i}`} className={`change-item change-item--${row.kind}`}>
            <ChangeItem row={row} pictures={plan.images} />
          </li>
        ))}
      </ol>
    </div>
  );
}
