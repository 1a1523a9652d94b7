/**
 * "Save as PDF…" of the desktop app: the save dialog first (nothing is printed when the user
 * cancels), then the window printed by the host's PagePdf (bounded in time), then the file written
 * atomically, so a reader never opens half a PDF. The page holds no token (the renderer never
 * receives one), so neither does the PDF. Fails with USAGE where the host cannot print to PDF, with
 * INTERNAL naming the reason when printing fails or takes too long, and with FILE_ACCESS naming the
 * file and the reason when it cannot be written.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { ExportOutcome } from '../../../shared/ipc-contract';
import type { PaperSize } from '../../../shared/print';
import { writeProblem } from '../lib/write-problem';
import type { FileDialogs } from '../platform/file-dialogs';
import type { PagePdf } from '../platform/page-pdf';
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';

/** How long printing may take: 5,000 printed rows take about 10 s on a slow machine. */
export const PAGE_PDF_TIMEOUT_MS = 120_000;

/** What the renderer asks for: the file name to offer and the paper. */
export interface PagePdfRequest {
  readonly fileName: string;
  readonly paperSize: PaperSize;
}

/** What saving needs from the host; `timeoutMs` defaults to PAGE_PDF_TIMEOUT_MS. */
export interface PagePdfHost {
  readonly dialogs: FileDialogs | null;
  readonly pagePdf: PagePdf | null;
  readonly timeoutMs?: number;
}

/** Saves the window as a PDF where the user chooses; 'cancelled' when the dialog was closed. */
export async function savePagePdf(request: PagePdfRequest, host: PagePdfHost): Promise<ExportOutcome> {
  const { dialogs, pagePdf } = host;
  if (!dialogs || !pagePdf) {
    throw new AppError(
      'USAGE',
      'This host cannot save a PDF itself: use Print… and choose "Save as PDF" in the print dialog.',
    );
  }
  const file = await dialogs.chooseSavePath({
    title: 'Save as PDF',
    defaultName: request.fileName,
    filters: [{ name: 'PDF document', extensions: ['pdf'] }],
  });
  if (file === null) return { status: 'cancelled' };
  const bytes = await printBounded(pagePdf, request.paperSize, host.timeoutMs ?? PAGE_PDF_TIMEOUT_MS);
  try {
    await writeFileAtomic(file, bytes);
  } catch (error) {
    throw new AppError('FILE_ACCESS', `The PDF could not be saved as ${file}: ${writeProblem(error)}.`);
  }
  return { status: 'saved', file };
}

// The printer's answer, or a typed error that says what to do; a PDF is checked by its signature.
async function printBounded(pagePdf: PagePdf, paperSize: PaperSize, timeoutMs: number): Promise<Uint8Array> {
  const timer = new AbortController();
  const seconds = Math.round(timeoutMs / 1000);
  const late = delay(timeoutMs, undefined, { signal: timer.signal, ref: false }).then(() => {
    throw new AppError(
      'INTERNAL',
      `The PDF was not ready after ${seconds} s; nothing was saved. Search to print fewer rows, and try again.`,
    );
  });
  try {
    const bytes = await Promise.race([pagePdf.print({ paperSize }), late]);
    if (!isPdf(bytes)) throw new Error('what came back is not a PDF');
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('INTERNAL', `The PDF could not be made (${reason}); nothing was saved.`);
  } finally {
    timer.abort();
    late.catch(() => undefined);
  }
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function isPdf(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, i) => bytes[i] === byte);
}
