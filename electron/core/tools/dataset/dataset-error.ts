/**
 * A dataset that fails to load, as the renderer receives it. Errors cross the process boundary as a
 * code and one message (shared/result.ts), so the loader's detail lines (one per problem, each with
 * its JSON path) are folded into the message, one per line after the first, and advice follows after
 * a blank line; the view splits them.
 */
import { AppError, isAppError } from '../../app-error';

/** More lines than this are summarized: a broken 100,000-row file must not flood the window. */
const MAX_DETAIL_LINES = 20;

/** Options of withDetails. */
export interface FoldOptions {
  /** The path the loader named, and the name to say instead (a dropped file's copy → its name). */
  readonly rename?: { readonly path: string; readonly name: string };
  /** A last line explaining the problems (e.g. why images beside a dropped file cannot be found). */
  readonly hint?: (details: readonly string[]) => string | null;
}

/** `error` with its details folded into the message; other errors pass through unchanged. */
export function withDetails(error: unknown, options: FoldOptions = {}): unknown {
  if (!isAppError(error, 'DATASET_INVALID')) return error;
  const rename = (text: string) =>
    options.rename ? text.split(options.rename.path).join(options.rename.name) : text;
  const details = error.details.map(rename);
  const shown = details.slice(0, MAX_DETAIL_LINES);
  if (details.length > shown.length) shown.push(`… and ${details.length - shown.length} more`);
  const hint = options.hint?.(details);
  // "file: 3 problems: <first>" says the first problem again: the lines below list it.
  const message = rename(error.message);
  const first = details[0] === undefined ? '' : `: ${details[0]}`;
  const head = first && message.endsWith(first) ? message.slice(0, -first.length) : message;
  const text = [head, ...shown].join('\n') + (hint ? `\n\n${hint}` : '');
  return new AppError('DATASET_INVALID', text, details);
}
