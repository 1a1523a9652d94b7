/**
 * What the system asked the desktop app to open (a dataset file double-clicked, a link clicked) as
 * main hands it to the page: main reads and checks each one first (the file accepted for reading as a
 * dropped one is, the link read by connect-link.ts), so the page only shows the outcome. The page
 * takes them from main (`takeOpenRequests`) when it starts and whenever main says there are new ones
 * (`openRequested`), so one that came before the page was listening is not lost. The page reads
 * the answer with `readOpenRequests`, which keeps only well-formed entries. Pure.
 */

/** One thing to open, as checked by main. */
export type OpenRequest =
  /** A dataset file main accepted for reading: open it on the demo server. */
  | { readonly kind: 'file'; readonly file: string }
  /** A file that cannot be opened: its name and why, as for a dropped file. */
  | { readonly kind: 'fileRefused'; readonly name: string; readonly reason: string }
  /** A connect link: the connection form, filled in, saved only when the user confirms. */
  | { readonly kind: 'connect'; readonly name: string; readonly baseUrl: string }
  /** A link that is refused, and why. */
  | { readonly kind: 'linkRefused'; readonly reason: string };

/** The most requests main keeps for the page; older ones go first. */
export const OPEN_REQUESTS_MAX = 20;

const TEXT_MAX_CHARS = 4_096;

const isText = (value: unknown, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= TEXT_MAX_CHARS;

/** The well-formed requests of `value` (anything else is dropped), at most OPEN_REQUESTS_MAX. */
export function readOpenRequests(value: unknown): OpenRequest[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, OPEN_REQUESTS_MAX).flatMap((entry: unknown): OpenRequest[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const r = entry as Record<string, unknown>;
    if (r.kind === 'file' && isText(r.file, 1)) return [{ kind: 'file', file: r.file }];
    if (r.kind === 'fileRefused' && isText(r.name) && isText(r.reason, 1))
      return [{ kind: 'fileRefused', name: r.name, reason: r.reason }];
    if (r.kind === 'connect' && isText(r.name) && isText(r.baseUrl, 1))
      return [{ kind: 'connect', name: r.name, baseUrl: r.baseUrl }];
    if (r.kind === 'linkRefused' && isText(r.reason, 1)) return [{ kind: 'linkRefused', reason: r.reason }];
    return [];
  });
}
