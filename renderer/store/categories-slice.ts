// The product categories of the active connection and the search over them. Rows cross the process
// boundary as one JSON text (CategoriesPayload.rowsJson), parsed here once per load.
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
  readonly categoriesFailure: LoadFailure | null;
  /** What the user typed into the search box. */
  readonly query: string;
  /** Loads the categories of `profileId`; a newer load wins over an older one. */
  loadCategories(profileId: string): Promise<void>;
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
    return {
      categories: [],
      categoryKeys: [],
      categoriesStatus: 'idle',
      categoriesFailure: null,
      query: '',
      async loadCategories(profileId) {
        const mine = ++latest;
        set({ categoriesStatus: 'loading', categoriesFailure: null });
        const loaded = fromCall(await bridge.getCategories({ profileId, callId: callId('categories') }));
        if (mine !== latest) return;
        const rows = loaded.ok ? parseRows(loaded.data.rowsJson) : null;
        if (rows) {
          set({ categories: rows, categoryKeys: rows.map(searchKey), categoriesStatus: 'ready' });
          return;
        }
        const failure = loaded.ok ? internalFailure(DAMAGED) : loaded.failure;
        set({ categories: [], categoryKeys: [], categoriesStatus: 'failed', categoriesFailure: failure });
      },
      clearCategories() {
        latest++;
        set({
          categories: [],
          categoryKeys: [],
          categoriesStatus: 'idle',
          categoriesFailure: null,
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
