// Shared by the printing end-to-end tests: the page printed to PDF by Chromium exactly as the desktop
// app prints its window (PAGE_PDF_LAYOUT: margins, footer, no backgrounds), the PDF's text read with
// unpdf (pdf.js, pure JavaScript: CI needs no poppler), and Print… pressed with the browser's print
// dialog stood in for (a headless browser has none).
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { PAGE_PDF_LAYOUT } from '../../electron/core/platform/page-pdf';
import type { PaperSize } from '../../shared/print';

/** The page as printToPDF prints it, on `paper`. */
export function printPagePdf(page: Page, paper: PaperSize = 'A4'): Promise<Buffer> {
  const inches = (n: number) => `${n}in`;
  const { margins, ...layout } = PAGE_PDF_LAYOUT;
  return page.pdf({
    ...layout,
    format: paper,
    margin: {
      top: inches(margins.top),
      bottom: inches(margins.bottom),
      left: inches(margins.left),
      right: inches(margins.right),
    },
  });
}

/** A PDF's text, page by page, each with runs of white space as one space. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

/** The window of a page, as far as the stand-in print dialog touches it (no DOM types here). */
interface PrintingWindow {
  print: () => void;
  printDialogs?: number;
}

/**
 * Clicks `button` (Print…) and resolves once the app opened the print dialog, which is counted
 * instead of shown; the app has then laid the page out and waited for its images.
 */
export async function pressPrint(page: Page, button: { click(): Promise<void> }): Promise<void> {
  const before = await page.evaluate(() => {
    const window = globalThis as unknown as PrintingWindow;
    window.print = () => {
      window.printDialogs = (window.printDialogs ?? 0) + 1;
    };
    return window.printDialogs ?? 0;
  });
  await button.click();
  await page.waitForFunction(
    (count) => ((globalThis as unknown as PrintingWindow).printDialogs ?? 0) > count,
    before,
  );
}
