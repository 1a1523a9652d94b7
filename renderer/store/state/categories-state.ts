// The categories slice's state and actions (categories-slice.ts): the rows of the active connection
// and the search query over them.
import type { Leniency } from '../../../shared/leniency';
import type { Category } from '../../../shared/v2';
import type { LoadFailure, LoadStatus } from '../load-state';

export interface CategoriesSlice {
  /** Sorted by name (main sorts them); while the rest of a large list is on its way, its first part. */
  readonly categories: readonly Category[];
  /** How many categories the installation has (more than `categories` while the rest is on its way). */
  readonly categoriesTotal: number;
  /** Whether the rest of a large list is on its way (the first rows are shown meanwhile). */
  readonly categoriesRestLoading: boolean;
  readonly categoriesStatus: LoadStatus;
  /** Why the last load failed; with `categoriesLoadedAt` set, the rows shown are stale. */
  readonly categoriesFailure: LoadFailure | null;
  /** The faults the client tolerated to read the rows shown (shown next to them, never silent). */
  readonly categoriesLeniencies: readonly Leniency[];
  /** When the rows shown arrived (ms since the epoch), or null when none have. */
  readonly categoriesLoadedAt: number | null;
  /** When the load under way started (ms since the epoch), or null when none is. */
  readonly categoriesStartedAt: number | null;
  /** What the user typed into the search box. */
  readonly query: string;
  /** Loads the categories of `profileId`; a newer load wins over an older one. */
  loadCategories(profileId: string): Promise<void>;
  /** Cancels the load under way; it then fails as cancelled. */
  cancelCategories(): void;
  /** Forgets the loaded categories (another connection was chosen). */
  clearCategories(): void;
  setQuery(query: string): void;
}
