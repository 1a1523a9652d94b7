/**
 * The window printed to PDF with webContents.printToPDF, behind core's PagePdf interface. Chromium
 * lays the page out with its print stylesheet (renderer/features/print/print.css), in the layout of
 * PAGE_PDF_LAYOUT (margins, footer, no backgrounds).
 */
import type { BrowserWindow } from 'electron';
import { PAGE_PDF_LAYOUT, type PagePdf } from '../core/platform/page-pdf';

/** The PagePdf of the window `currentWindow` returns (none while it is closed: printing fails). */
export function electronPagePdf(currentWindow: () => BrowserWindow | null): PagePdf {
  return {
    async print({ paperSize }) {
      const window = currentWindow();
      if (!window || window.isDestroyed()) throw new Error('the window is closed');
      return window.webContents.printToPDF({
        ...PAGE_PDF_LAYOUT,
        margins: { ...PAGE_PDF_LAYOUT.margins },
        pageSize: paperSize,
      });
    },
  };
}
