// Printing: the page is laid out for print while printHold is set (the print-only lists render every
// row then), and the desktop app's Save as PDF… asks main to print the window into a file it
// chooses with the save dialog. The file is named after the connection and the view; the paper is
// the one of the page's locale (Letter in the Americas' Letter countries, A4 elsewhere).
import type { Bridge } from '../bridge';
import { paperSizeFor, pdfFileName, type PrintedView } from '../../shared/print';
import { selectActiveProfile } from './selectors';
import type { SliceCreator } from './state/app-state';
import type { PrintSlice, PrintView } from './state/print-state';

const FILE_VIEW: Record<PrintView, PrintedView> = {
  data: 'categories',
  changes: 'changes',
  diagnostics: 'diagnostics',
  fleet: 'availability',
};

export const createPrintSlice =
  (bridge: Bridge): SliceCreator<PrintSlice> =>
  (set, get) => ({
    printHold: null,
    printJob: null,
    setPrintHold(printHold) {
      set({ printHold });
    },
    setPrintJob(printJob) {
      set({ printJob });
    },
    async savePagePdf(view) {
      set({ printJob: { view, status: 'saving' } });
      // The availability report is of several connections: named "fleet", not the active one.
      const name = view === 'fleet' ? 'fleet' : (selectActiveProfile(get())?.name ?? '');
      const fileName = pdfFileName(name, FILE_VIEW[view]);
      const paperSize = paperSizeFor(navigator.language);
      const result = await bridge.savePagePdf({ fileName, paperSize });
      if (!result.ok) return set({ printJob: { view, status: 'failed', message: result.error.message } });
      const outcome = result.value;
      set({
        printJob:
          outcome.status === 'saved'
            ? { view, status: 'saved', file: outcome.file }
            : { view, status: 'cancelled' },
      });
    },
  });
