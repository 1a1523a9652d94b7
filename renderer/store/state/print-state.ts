// The print slice's state and actions (print-slice.ts): whether the page is laid out for printing
// (the print-only lists of every row are then in the page), and what the last Print… or
// Save as PDF… of a view did.
import type { MainView } from './ui-state';

/**
 * The views with a Print… (Save as PDF… in the desktop app) of their own; the fleet board's is its
 * availability report.
 */
export type PrintView = Extract<MainView, 'data' | 'changes' | 'diagnostics' | 'fleet'>;

/**
 * Who laid the page out for printing: the app's own Print…/Save as PDF… ('action'), or the browser
 * printing on its own, its beforeprint event ('event'); null while the page is on screen only.
 */
export type PrintHold = 'action' | 'event' | null;

/** How the last Print… or Save as PDF… of `view` went, for the words beside its button. */
export type PrintJob =
  | {
      readonly view: PrintView;
      readonly status: 'preparing';
      readonly images: number;
      readonly loaded: number;
    }
  | { readonly view: PrintView; readonly status: 'saving' }
  | { readonly view: PrintView; readonly status: 'printed' }
  | { readonly view: PrintView; readonly status: 'saved'; readonly file: string }
  | { readonly view: PrintView; readonly status: 'cancelled' }
  | { readonly view: PrintView; readonly status: 'failed'; readonly message: string };

export interface PrintSlice {
  readonly printHold: PrintHold;
  readonly printJob: PrintJob | null;
  /** Lays the page out for printing (`hold` says who asks) or back for the screen (null). */
  setPrintHold(hold: PrintHold): void;
  setPrintJob(job: PrintJob | null): void;
  /**
   * Asks the host to save the page, laid out for printing, as a PDF of `view` (Save as PDF…): the
   * save dialog, then the PDF. Resolves once it is saved, cancelled or failed (said in printJob).
   */
  savePagePdf(view: PrintView): Promise<void>;
}
