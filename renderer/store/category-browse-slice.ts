// Browsing the categories: the sort order, the active item (where the keyboard is in the list) and
// the category whose details are open. The active item is a position in the visible list; a new
// search or sort starts it over at the top.
import type { Category } from '../../shared/v2';
import type { CategorySort } from './category-search/category-order';
import type { SliceCreator } from './types';

export type { CategorySort } from './category-search/category-order';

export interface CategoryBrowseSlice {
  readonly categorySort: CategorySort;
  /** Position of the active item in the visible (searched and sorted) list. */
  readonly activeCategory: number;
  /** The category shown in the detail panel, or null when it is closed. */
  readonly openedCategory: Category | null;
  setCategorySort(sort: CategorySort): void;
  setActiveCategory(position: number): void;
  /** Opens the detail panel on `category`, the item at `position` of the visible list. */
  openCategory(category: Category, position: number): void;
  closeCategory(): void;
}

export const createCategoryBrowseSlice: SliceCreator<CategoryBrowseSlice> = (set, get) => ({
  categorySort: 'name',
  activeCategory: 0,
  openedCategory: null,
  setCategorySort(categorySort) {
    if (categorySort !== get().categorySort) set({ categorySort, activeCategory: 0 });
  },
  setActiveCategory(activeCategory) {
    set({ activeCategory: Math.max(0, activeCategory) });
  },
  openCategory(openedCategory, activeCategory) {
    set({ openedCategory, activeCategory });
  },
  closeCategory() {
    set({ openedCategory: null });
  },
});
