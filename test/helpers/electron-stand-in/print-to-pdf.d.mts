// Types of the stand-in's printToPDF (print-to-pdf.mjs) for the TypeScript tests that check it.

/** The web contents printToPdfOf reads at each call. */
export interface PrintedContents {
  readonly id: number;
  readonly destroyed: boolean;
  readonly mainFrame: { readonly url: string };
}

/** Electron's webContents.printToPDF over `contents`; `record` hears each print. */
export function printToPdfOf(
  contents: PrintedContents,
  record: (what: string, details: Record<string, unknown>) => void,
): (options?: Record<string, unknown>) => Promise<Buffer>;
