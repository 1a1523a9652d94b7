// The product categories of the active connection and the search over them. Rows cross the process
// boundary as one JSON text (CategoriesPayload.rowsJson), parsed here once per load, or already
// parsed by the web host's bridge; main sends them sorted by name in this renderer's locale, so the
// first rows paint without sorting, and search keys are built afterwards in idle time. A refresh
// that fails (or is cancelled) keeps the rows already shown, marked stale by their failure. Rows are
// typed as received (ReceivedCategory): an answer that breaks the specification's value rules is
// shown too, its faulty rows (main's CategoryFaults) tied to the row objects (category-faults.ts).
import type { RowsText } from '../../shared/ipc-contract';
import type { ReceivedCategory } from '../../shared/received-categories';
import type { Bridge } from '../bridge';
import { words } from '../i18n/words';
import { markSorted, SORT_LOCALE } from './category-search/category-order';
import { faultsShown } from './category-faults';
import { callId, fromCall, internalFailure } from './load-state';
import { prepareSearchKeys } from './category-search/search-keys';
import type { SliceCreator } from './state/app-state';
import type { CategoriesSlice } from './state/categories-state';

const DAMAGED = words('categories.damaged');

function rowsOf(payload: RowsText): ReceivedCategory[] | null {
  try {
    const rows: unknown = 'rows' in payload ? payload.rows : JSON.parse(payload.rowsJson);
    return Array.isArray(rows) ? (rows as ReceivedCategory[]) : null;
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
      categoriesTotal: 0,
      categoriesRestLoading: false,
      categoriesStatus: 'idle',
      categoriesFailure: null,
      categoriesLeniencies: [],
      categoryFaults: null,
      categoriesLoadedAt: null,
      categoriesStartedAt: null,
      query: '',
      async loadCategories(profileId) {
        const mine = ++latest;
        set({ categoriesStatus: 'loading', categoriesFailure: null, categoriesStartedAt: Date.now() });
        const loaded = fromCall(
          await bridge.getCategories({ profileId, callId: id, sortLocale: SORT_LOCALE }),
        );
        if (mine !== latest) return;
        const first = loaded.ok ? rowsOf(loaded.data) : null;
        if (!loaded.ok || !first) {
          // The rows already shown stay, now stale; the failure says why.
          const failure = loaded.ok ? internalFailure(DAMAGED) : loaded.failure;
          set({ categoriesStatus: 'failed', categoriesFailure: failure, categoriesStartedAt: null });
          return;
        }
        const { count, sortedByName, faults } = loaded.data;
        const leniencies = loaded.leniencies;
        const rest = loaded.data.rest ?? null;
        const show = (rows: ReceivedCategory[], restLoading: boolean) => {
          if (sortedByName === SORT_LOCALE) markSorted(rows, 'name');
          set({
            categories: rows,
            categoriesTotal: restLoading ? count : rows.length,
            categoriesRestLoading: restLoading,
            categoriesStatus: 'ready',
            categoriesLeniencies: leniencies,
            categoryFaults: faultsShown(faults, rows, count),
            categoriesLoadedAt: Date.now(),
            categoriesStartedAt: null,
          });
        };
        // The first rows are painted while the rest crosses over; search keys wait for all rows.
        show(first, rest !== null);
        if (rest === null) {
          prepareSearchKeys(first);
          return;
        }
        const answer = await bridge.getCategoriesRest({ rest });
        if (mine !== latest) return;
        const others = answer.ok && answer.value.ok ? rowsOf(answer.value.data) : null;
        if (others) {
          const rows = first.concat(others);
          prepareSearchKeys(rows);
          show(rows, false);
          return;
        }
        // Main's message, as received, when it said why the rest is gone.
        const detail =
          answer.ok && !answer.value.ok
            ? words('common.asIs', { text: answer.value.message })
            : words('categories.partial', { shown: first.length, count });
        set({
          categoriesRestLoading: false,
          categoriesStatus: 'failed',
          categoriesFailure: internalFailure(detail),
        });
      },
      cancelCategories() {
        if (get().categoriesStatus === 'loading') void bridge.cancelCall({ callId: id });
      },
      clearCategories() {
        latest++;
        set({
          categories: [],
          categoriesTotal: 0,
          categoriesRestLoading: false,
          categoriesStatus: 'idle',
          categoriesFailure: null,
          categoriesLeniencies: [],
          categoryFaults: null,
          categoriesLoadedAt: null,
          categoriesStartedAt: null,
          activeCategory: 0,
          openedCategory: null,
        });
      },
      setQuery(query) {
        // A new search is a new list: the keyboard starts over at its first item, and what the last
        // export did (of the list shown before) is no longer said beside it; one under way still is.
        if (query === get().query) return;
        const exporting = get().categoryExport?.status === 'busy';
        set(exporting ? { query, activeCategory: 0 } : { query, activeCategory: 0, categoryExport: null });
      },
    };
  };
