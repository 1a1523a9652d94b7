// How the categories are shown: the sort order, and grid or list (remembered on this machine); and
// Export… and Print… (Save as PDF… in the desktop app) of the rows shown.
import { useAppStore } from '../../store';
import type { CategorySort } from '../../../shared/category-sort';
import { selectCategorySort, selectCategoryView } from '../../store/selectors';
import { PrintButton, PrintOutcome } from '../print/PrintButton';
import { printLimitText } from '../print/print-limits';
import { useVisibleCategories } from './useVisibleCategories';
import type { CategoryView } from '../../store/state/ui-state';
import { CategoryExport, CategoryExportOutcome } from './CategoryExport';

const SORTS: { value: CategorySort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'code', label: 'Code' },
  { value: 'id', label: 'ID' },
];

const GRID_ICON = 'M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z';
const LIST_ICON = 'M2 3h2v2H2zM6 3h8v2H6zM2 7h2v2H2zM6 7h8v2H6zM2 11h2v2H2zM6 11h8v2H6z';

function ViewButton({ view, label, icon }: { view: CategoryView; label: string; icon: string }) {
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
      {label}
    </button>
  );
}

// Its own component: the count it reads changes with every keystroke, the toolbar need not.
function CategoryPrintOutcome() {
  const shown = useVisibleCategories().length;
  return (
    <PrintOutcome
      view="data"
      limit={printLimitText(shown, 'categories')}
      className="category-export__outcome"
    />
  );
}

export function CategoryToolbar() {
  const sort = useAppStore(selectCategorySort);
  const setSort = useAppStore((s) => s.setCategorySort);
  return (
    <div className="category-toolbar">
      <label className="field field--inline">
        <span className="field__label">Sort by</span>
        <select
          id="category-sort"
          className="select"
          value={sort}
          onChange={(e) => setSort(e.target.value as CategorySort)}
        >
          {SORTS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <div className="category-toolbar__end">
        <div className="segmented" role="group" aria-label="Show as">
          <ViewButton view="grid" label="Grid" icon={GRID_ICON} />
          <ViewButton view="list" label="List" icon={LIST_ICON} />
        </div>
        <CategoryExport />
        <PrintButton view="data" />
      </div>
      <CategoryExportOutcome />
      <CategoryPrintOutcome />
    </div>
  );
}
