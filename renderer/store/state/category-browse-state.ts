// The category browsing slice's state and actions (category-browse-slice.ts): sort order, the active
// item and the open category.
import type { CategorySort } from '../../../shared/category-sort';
import type { ReceivedCategory } from '../../../shared/received-categories';

export interface CategoryBrowseSlice {
  readonly categorySort: CategorySort;
  /** Position of the active item in the visible (searched and sorted) list. */
  readonly activeCategory: number;
  /** The category shown in the detail panel, or null when it is closed. */
  readonly openedCategory: ReceivedCategory | null;
  setCategorySort(sort: CategorySort): void;
  setActiveCategory(position: number): void;
  /** Opens the detail panel on `category`, the item at `position` of the visible list. */
  openCategory(category: ReceivedCategory, position: number): void;
  closeCategory(): void;
}
