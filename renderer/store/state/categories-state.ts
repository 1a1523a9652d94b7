// The categories slice's state and actions (categories-slice.ts): the rows of the active connection
// and the search query over them.
import type { Leniency } from '../../../shared/leniency';
import type { FieldRules } from '../../../shared/plain-rule-words';
import type { ReceivedCategory } from '../../../shared/received-categories';
import type { LoadFailure, LoadStatus } from '../load-state';

/** The rows shown that break the specification (from main's CategoryFaults). */
export interface CategoryFaultsShown {
  /** Rows that break the specification in all, the unreadable ones included. */
  readonly total: number;
  /** Rows the answer held, the unreadable ones included (the "5" of "3 of 5"). */
  readonly received: number;
  /** Rows that are not objects: not shown, only counted. */
  readonly unreadable: number;
  /** How many faulty rows main listed with their fields (the others, past its cap, carry no mark). */
  readonly listed: number;
  /** The faulty fields of each listed row with the rule each breaks in plain words, by the row object shown. */
  readonly byRow: ReadonlyMap<ReceivedCategory, FieldRules>;
}

export interface CategoriesSlice {
  /** Sorted by name (main sorts them); while the rest of a large list is on its way, its first part. */
  readonly categories: readonly ReceivedCategory[];
  /** How many categories the installation has (more than `categories` while the rest is on its way). */
  readonly categoriesTotal: number;
  /** Whether the rest of a large list is on its way (the first rows are shown meanwhile). */
  readonly categoriesRestLoading: boolean;
  readonly categoriesStatus: LoadStatus;
  /** Why the last load failed; with `categoriesLoadedAt` set, the rows shown are stale. */
  readonly categoriesFailure: LoadFailure | null;
  /** The rows shown that break the specification; null when all conform. */
  readonly categoryFaults: CategoryFaultsShown | null;
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
