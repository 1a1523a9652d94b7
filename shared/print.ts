/**
 * Printing a view of the app to PDF (the desktop app's "Save as PDF…"): the paper sizes a PDF is made
 * in, the one a locale uses, and the file name offered.
 */
import { fileNameStem, localDay } from './file-name-stem';

/** The paper sizes a PDF is made in: A4 almost everywhere, Letter in the Americas' Letter countries. */
export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** The views that print to PDF, as their file names say them. */
export const PRINTED_VIEWS = ['categories', 'changes', 'diagnostics', 'availability'] as const;
export type PrintedView = (typeof PRINTED_VIEWS)[number];

// The regions whose offices print on US Letter by default (ISO 216's A4 everywhere else).
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PR',
  'GT',
  'SV',
  'NI',
  'CR',
  'PA',
  'DO',
  'CO',
  'VE',
  'CL',
  'PH',
  'BZ',
]);

/** The paper size of `locale` (a BCP 47 tag such as "en-US" or "de"); A4 when it names no region. */
export function paperSizeFor(locale: string): PaperSize {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region !== undefined && LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
  } catch {
    // Not a well-formed tag: most of the world uses A4.
    return 'A4';
  }
}

/** The file name offered: "<connection>-<view>-<yyyy-mm-dd>.pdf" (local date), valid on every file system. */
export function pdfFileName(connectionName: string, view: PrintedView, now = new Date()): string {
  return `${fileNameStem(connectionName)}-${view}-${localDay(now)}.pdf`;
}
