/**
 * The host's PDF printer, as the core sees it: the desktop app prints its window with
 * webContents.printToPDF (electron/adapters/page-pdf.ts); the web host has none (null), and the
 * browser's own print dialog saves a PDF there. PAGE_PDF_LAYOUT is how every PDF is laid out, kept
 * here so the end-to-end tests print with Chromium exactly as the app does.
 */
import type { PaperSize } from '../../../shared/print';

/** What a PDF is made with. */
export interface PagePdfOptions {
  readonly paperSize: PaperSize;
}

/** Prints the app's window, as its print stylesheet lays it out, into a PDF. */
export interface PagePdf {
  /** Resolves with the PDF's bytes; rejects when the window is gone or Chromium could not print it. */
  print(options: PagePdfOptions): Promise<Uint8Array>;
}

// Chromium fills the classes in (the document's title, the page numbers), escaping what it inserts.
const FOOTER =
  '<div style="width:100%;margin:0 0.5in;font:8px sans-serif;color:#333;display:flex;justify-content:space-between">' +
  '<span class="title"></span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>';

/**
 * The layout of every PDF, in printToPDF's terms: no backgrounds (it prints well in black and white),
 * the document's title and "page / pages" in the footer, margins in inches with room for the footer.
 */
export const PAGE_PDF_LAYOUT = {
  printBackground: false,
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate: FOOTER,
  margins: { top: 0.5, bottom: 0.6, left: 0.5, right: 0.5 },
} as const;
