// Printing that the app did not start: the browser's own Print (its menu) sends beforeprint, and
// the page lays itself out for printing at once, inside that event, so the print holds every row;
// afterprint lays it back. Ctrl+P (⌘P on a Mac) in a view that prints runs the view's own Print… (or
// Save as PDF… in the desktop app, where the key does nothing by itself), which waits for images.
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useText } from '../../i18n/useText';
import { useAppStoreApi } from '../../store';
import type { PrintView } from '../../store/state/print-state';
import { titleForPrint, usePrint } from './usePrint';

const PRINT_VIEWS: readonly string[] = ['data', 'changes', 'diagnostics'] satisfies PrintView[];

const isPrintKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';

export function usePrintEvents(): void {
  const store = useAppStoreApi();
  const print = usePrint();
  const say = useText();
  useEffect(() => {
    let restoreTitle: (() => void) | null = null;
    const before = () => {
      const state = store.getState();
      if (state.printHold !== null) return;
      if (PRINT_VIEWS.includes(state.mainView))
        restoreTitle = titleForPrint(store, state.mainView as PrintView, say);
      flushSync(() => store.getState().setPrintHold('event'));
    };
    const after = () => {
      if (store.getState().printHold !== 'event') return;
      flushSync(() => store.getState().setPrintHold(null));
      restoreTitle?.();
      restoreTitle = null;
    };
    const key = (event: KeyboardEvent) => {
      const view = store.getState().mainView;
      if (!isPrintKey(event) || !PRINT_VIEWS.includes(view)) return;
      event.preventDefault();
      void print(view as PrintView);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      window.removeEventListener('keydown', key);
    };
  }, [store, print, say]);
}
