// Browsing the categories: the sort order, the active item (where the keyboard is in the list) and
// the category whose details are open. The active item is a position in the visible list; a new
// search or sort starts it over at the top.
import type { SliceCreator } from './state/app-state';
import type { CategoryBrowseSlice } from './state/category-browse-state';

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
