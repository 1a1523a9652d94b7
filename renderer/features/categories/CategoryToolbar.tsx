// How the categories are shown: the sort order, and grid or list (remembered on this machine); and
// Export… and Print… (Save as PDF… in the desktop app) of the rows shown.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import type { CategorySort } from '../../../shared/category-sort';
import { selectCategorySort, selectCategoryView } from '../../store/selectors';
import { PrintButton, PrintOutcome } from '../print/PrintButton';
import { printLimitWords } from '../print/print-limits';
import { useVisibleCategories } from './useVisibleCategories';
import type { CategoryView } from '../../store/state/ui-state';
import { CategoryExport, CategoryExportOutcome } from './CategoryExport';

const SORTS: { value: CategorySort; label: MessageId }[] = [
  { value: 'name', label: 'categories.sort.name' },
  { value: 'code', label: 'categories.sort.code' },
  { value: 'id', label: 'categories.sort.id' },
];

const GRID_ICON = 'M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z';
const LIST_ICON = 'M2 3h2v2H2zM6 3h8v2H6zM2 7h2v2H2zM6 7h8v2H6zM2 11h2v2H2zM6 11h8v2H6z';

function ViewButton({ view, labelId, icon }: { view: CategoryView; labelId: MessageId; icon: string }) {
  const current = useAppStore(selectCategoryView);
  const setView = useAppStore((s) => s.setCategoryView);
  return (
    <button
      type="button"
      className="segmented__button"
      aria-pressed={current === view}
      onClick={() => setView(view)}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path fill="currentColor" d={icon} />
      </svg>
      <FormattedMessage id={labelId} />
    </button>
  );
}

// Its own component: the count it reads changes with every keystroke, the toolbar need not.
function CategoryPrintOutcome() {
  const shown = useVisibleCategories().length;
  return (
    <PrintOutcome
      view="data"
      limit={printLimitWords(shown, 'categories')}
      className="category-export__outcome"
    />
  );
}

export function CategoryToolbar() {
  const sort = useAppStore(selectCategorySort);
  const setSort = useAppStore((s) => s.setCategorySort);
  const text = useText();
  return (
    <div className="category-toolbar">
      <label className="field field--inline">
        <span className="field__label">
          <FormattedMessage id="categories.sortBy" />
        </span>
        <select
          id="category-sort"
          className="select"
          value={sort}
          onChange={(e) => setSort(e.target.value as CategorySort)}
        >
          {SORTS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {text(choice.label)}
            </option>
          ))}
        </select>
      </label>
      <div className="category-toolbar__end">
        <div className="segmented" role="group" aria-label={text('categories.showAs')}>
          <ViewButton view="grid" labelId="categories.grid" icon={GRID_ICON} />
          <ViewButton view="list" labelId="categories.list" icon={LIST_ICON} />
        </div>
        <CategoryExport />
        <PrintButton view="data" />
      </div>
      <CategoryExportOutcome />
      <CategoryPrintOutcome />
    </div>
  );
}
