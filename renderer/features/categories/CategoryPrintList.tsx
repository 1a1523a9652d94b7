// The categories as they print: every category the search lets through, in the order shown, as a
// table (thumbnail, name, code, slug, id) whose rows never break across pages and whose header
// repeats on each page. It is in the page only while the page is laid out for printing (the
// virtualized browser has only the rows in view), and hidden on screen even then. A long list
// prints its first PRINT_MAX_ROWS rows, and without images above PRINT_IMAGES_MAX_ROWS (print-limits.ts);
// the words above the table say so.
import { FormattedMessage } from 'react-intl';
import type { ReceivedCategory } from '../../../shared/received-categories';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import {
  selectCategoryFaults,
  selectCategorySort,
  selectMainView,
  selectPrinting,
  selectQuery,
} from '../../store/selectors';
import { receivedText } from '../../../shared/received-text';
import { FaultFlag } from '../../ui/FaultMark';
import type { CategoryFaultsShown } from '../../store/state/categories-state';
import { faultsBannerWords } from './category-faults-text';
import { categoryImageSrc } from './CategoryImage';
import { faultTitle, useFieldFaults } from './category-field-faults';
import { FallbackImage } from '../../ui/FallbackImage';
import { printLimitWords, printPlan } from '../print/print-limits';
import { SlugText } from './SlugText';
import { useVisibleCategories } from './useVisibleCategories';
import './category-print.css';
import { ColumnHeads } from '../../ui/ColumnHeads';

function PrintRow({ category, image }: { category: ReceivedCategory; image: boolean }) {
  const faults = useFieldFaults(category);
  const text = useText();
  const flag = (field: string) => {
    const rule = faults?.[field];
    return rule ? <FaultFlag className="category-print__flag" title={text(faultTitle(field, rule))} /> : null;
  };
  return (
    <tr>
      {image && (
        <td className="category-print__image-cell">
          <FallbackImage
            className="category-print__image"
            src={categoryImageSrc(category.image)}
            alt=""
            width={40}
            height={40}
            fallback={
              <span className="category-print__image category-print__no-image">
                <FormattedMessage id="categories.noImage" />
              </span>
            }
          />
        </td>
      )}
      <td className="category-print__name">
        {flag('image')}
        {flag('name')}
        {receivedText(category.name)}
      </td>
      <td>
        {flag('code')}
        <code>{receivedText(category.code)}</code>
      </td>
      <td>
        {flag('slug')}
        <SlugText slug={category.slug} />
      </td>
      <td className="category-print__id">
        {flag('id')}
        {receivedText(category.id)}
      </td>
    </tr>
  );
}

// The banner's words on paper (no link there), and what the mark beside a value means.
function printedFaults(faults: CategoryFaultsShown, text: ReturnType<typeof useText>): string {
  const { count, more } = faultsBannerWords(faults);
  return [text('categories.faults.printed', { count }), ...more.map((w) => text(w))].join(' ');
}

function PrintTable() {
  const visible = useVisibleCategories();
  const query = useAppStore(selectQuery).trim();
  const sort = useAppStore(selectCategorySort);
  const plan = printPlan(visible.length);
  const rows = plan.left > 0 ? visible.slice(0, plan.rows) : visible;
  const limit = printLimitWords(visible.length, 'categories');
  const faults = useAppStore(selectCategoryFaults);
  const text = useText();
  const about = [
    query
      ? text('categories.print.sortedMatching', { sort, query })
      : text('categories.print.sorted', { sort }),
    limit && text(limit),
  ];
  return (
    <div className="print-only category-print">
      <p className="category-print__about">{about.filter(Boolean).join(' ')}</p>
      {faults && <p className="category-print__about">{printedFaults(faults, text)}</p>}
      <table
        className={
          plan.images ? 'category-print__table' : 'category-print__table category-print__table--text'
        }
        aria-label={text('categories.print.label')}
      >
        <ColumnHeads
          columns={[
            plan.images && 'categories.print.image',
            'categories.field.name',
            'categories.field.code',
            'categories.field.slug',
            'categories.field.id',
          ]}
        />
        <tbody>
          {rows.map((category, position) => (
            // Ids may repeat in a faulty answer; the position is the row's identity while it prints.
            <PrintRow key={position} category={category} image={plan.images} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The print-only list of the categories shown; nothing while the page is on screen only. */
export function CategoryPrintList() {
  const printing = useAppStore(selectPrinting);
  const dataShown = useAppStore(selectMainView) === 'data';
  return printing && dataShown ? <PrintTable /> : null;
}
