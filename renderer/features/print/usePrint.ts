// Print… and Save as PDF… of a view: the page is laid out for printing at once (flushSync, so the
// print-only lists of every row are in the page before anything else runs), the print waits for
// their images (bounded), then the browser's print dialog opens (web host) or main saves the window
// as a PDF (desktop app), and the page goes back to the screen. One print at a time. While it
// prints, the document's title names what is printed, in the app's language: browsers and the PDF
// footer show it.
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { useAppStoreApi, type AppStore } from '../../store';
import { selectActiveProfile, selectPagePdf } from '../../store/selectors';
import type { PrintView } from '../../store/state/print-state';
import { printImagesSettled } from './print-images';

const WHAT: Record<PrintView, MessageId> = {
  data: 'views.data',
  changes: 'views.changes',
  diagnostics: 'views.diagnostics',
  fleet: 'print.title.fleet',
};

// The app's name, the same in every language.
const APP_NAME = 'Retail Inspector';

/** What formats a message id in the language shown (useText's function). */
type Say = (id: MessageId) => string;

/** The document's title while `view` prints, e.g. "Installation & categories · Demo (offline) · Retail Inspector". */
export function printTitle(view: PrintView, connectionName: string | undefined, say: Say): string {
  return [say(WHAT[view]), connectionName, APP_NAME].filter(Boolean).join(' · ');
}

/** Sets the print title of `view`; the returned function gives the document its title back. */
export function titleForPrint(store: AppStore, view: PrintView, say: Say): () => void {
  const title = document.title;
  // The availability report covers several connections, none of them the active one.
  const name = view === 'fleet' ? undefined : selectActiveProfile(store.getState())?.name;
  document.title = printTitle(view, name, say);
  return () => {
    document.title = title;
  };
}

/** Prints `view` as the host prints: the browser's dialog, or Save as PDF… in the desktop app. */
export function usePrint(): (view: PrintView) => Promise<void> {
  const store = useAppStoreApi();
  const say = useText();
  return useCallback(
    async (view: PrintView) => {
      const state = store.getState();
      if (state.printHold === 'action') return;
      if (state.demoHost === null) await state.loadDemoHost();
      const restoreTitle = titleForPrint(store, view, say);
      flushSync(() => {
        store.getState().setPrintHold('action');
        store.getState().setPrintJob({ view, status: 'preparing', images: 0, loaded: 0 });
      });
      try {
        await printImagesSettled(document, undefined, (loaded, images) =>
          store.getState().setPrintJob({ view, status: 'preparing', images, loaded }),
        );
        if (selectPagePdf(store.getState())) {
          await store.getState().savePagePdf(view);
        } else {
          // The browser's print dialog; it returns once the dialog is closed.
          window.print();
          store.getState().setPrintJob({ view, status: 'printed' });
        }
      } finally {
        flushSync(() => store.getState().setPrintHold(null));
        restoreTitle();
      }
    },
    [store, say],
  );
}
