// Export of the category list: exactly the rows the browser shows, in its order (the visible-list
// selector, after search and sort), formatted here by shared/export/ (the code `retail-inspector
// export` runs). A host with save dialogs (Electron) gets the text to save where the user chooses;
// the web host has none, and its 1 MB request cap would refuse a large list, so there the text never
// leaves the tab: the outcome is a download for the browser to save.
import type { Bridge } from '../bridge';
import {
  CATEGORY_EXPORT,
  categoryExportFileName,
  categoryExportText,
} from '../../shared/export/category-export';
import { faultyRowCount } from '../../shared/received-categories';
import { selectActiveProfile, selectFileDialogs, selectVisibleCategories } from './selectors';
import type { SliceCreator } from './state/app-state';
import type { CategoryExportSlice } from './state/category-export-state';

export const createCategoryExportSlice =
  (bridge: Bridge): SliceCreator<CategoryExportSlice> =>
  (set, get) => {
    let latest = 0;
    return {
      categoryExport: null,
      async exportCategories(format) {
        const mine = ++latest;
        // The rows at the moment of the click, whatever arrives while the host is asked.
        const rows = selectVisibleCategories(get());
        set({ categoryExport: { status: 'busy', format, rows: rows.length } });
        // What the host can do is asked once, by whichever view needs it first.
        if (get().demoHost === null) await get().loadDemoHost();
        const state = get();
        const text = categoryExportText(rows, format);
        // Written as received; the words after Export… say how many break the specification.
        const faulty = state.categoryFaults ? faultyRowCount(rows) : 0;
        const fileName = categoryExportFileName(selectActiveProfile(state)?.name ?? '', format);
        if (!selectFileDialogs(state)) {
          set({
            categoryExport: { status: 'downloaded', format, rows: rows.length, file: fileName, faulty },
          });
          return { status: 'download', fileName, mimeType: CATEGORY_EXPORT[format].mimeType, text };
        }
        const result = await bridge.saveCategoryExport({ format, fileName, text });
        if (mine !== latest) return result.ok ? result.value : null;
        if (!result.ok) {
          set({
            categoryExport: { status: 'failed', format, rows: rows.length, message: result.error.message },
          });
          return null;
        }
        const outcome = result.value;
        set({
          categoryExport:
            outcome.status === 'saved'
              ? { status: 'saved', format, rows: rows.length, file: outcome.file, faulty }
              : outcome.status === 'download'
                ? { status: 'downloaded', format, rows: rows.length, file: outcome.fileName, faulty }
                : { status: 'cancelled', format, rows: rows.length },
        });
        return outcome;
      },
    };
  };
