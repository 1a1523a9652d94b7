// The product categories of the active connection and the search over them. Rows cross the process
// boundary as one JSON text (CategoriesPayload.rowsJson), parsed here once per load. A refresh that
// fails (or is cancelled) keeps the rows already shown, marked stale by their failure.
import type { Category } from '../../shared/v2';
import type { Bridge } from '../bridge';
import { callId, fromCall, internalFailure, type LoadFailure, type LoadStatus } from './load-state';
import { searchKey } from './search-text';
import type { SliceCreator } from './types';

export interface CategoriesSlice {
  readonly categories: readonly Category[];
  /** One folded search text per row, in the same order as `categories`. */
  readonly categoryKeys: readonly string[];
  readonly categoriesStatus: LoadStatus;
  /** Why the last load failed; with `categoriesLoadedAt` set, the rows shown are stale. */
  readonly categoriesFailure: LoadFailure | null;
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

const DAMAGED =
  'The categories arrived damaged from the inspector host. Retry; if it keeps happening, restart the app.';

function parseRows(rowsJson: string): Category[] | null {
  try {
    const rows: unknown = JSON.parse(rowsJson);
    return Array.isArray(rows) ? (rows as Category[]) : null;
  } catch {
    return null;
  }
}

export const createCategoriesSlice =
  (bridge: Bridge): SliceCreator<CategoriesSlice> =>
  (set, get) => {
    let latest = 0;
    const id = callId('categories');
    return {
      categories: [],
      categoryKeys: [],
      categoriesStatus: 'idle',
      categoriesFailure: null,
      categoriesLoadedAt: null,
      categoriesStartedAt: null,
      query: '',
      async loadCategories(profileId) {
        const mine = ++latest;
        set({ categoriesStatus: 'loading', categoriesFailure: null, categoriesStartedAt: Date.now() });
        const loaded = fromCall(await bridge.getCategories({ profileId, callId: id }));
        if (mine !== latest) return;
        const rows = loaded.ok ? parseRows(loaded.data.rowsJson) : null;
        if (rows) {
          set({
            categories: rows,
            categoryKeys: rows.map(searchKey),
            categoriesStatus: 'ready',
            categoriesLoadedAt: Date.now(),
            categoriesStartedAt: null,
          });
          return;
        }
        // The rows already shown stay, now stale; the failure says why.
        const failure = loaded.ok ? internalFailure(DAMAGED) : loaded.failure;
        set({ categoriesStatus: 'failed', categoriesFailure: failure, categoriesStartedAt: null });
      },
      cancelCategories() {
        if (get().categoriesStatus === 'loading') void bridge.cancelCall({ callId: id });
      },
      clearCategories() {
        latest++;
        set({
          categories: [],
          categoryKeys: [],
          categoriesStatus: 'idle',
          categoriesFailure: null,
          categoriesLoadedAt: null,
          categoriesStartedAt: null,
          activeCategory: 0,
          openedCategory: null,
        });
      },
      setQuery(query) {
        // A new search is a new list: the keyboard starts over at its first item.
        if (query !== get().query) set({ query, activeCategory: 0 });
      },
    };
  };
