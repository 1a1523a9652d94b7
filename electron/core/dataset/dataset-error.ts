/**
 * A dataset that fails to load, as the renderer receives it. Errors cross the process boundary as a
 * code and one message (shared/result.ts), so the loader's detail lines (one per problem, each with
 * its JSON path) are folded into the message, one per line after the first, and advice follows after
 * a blank line; the view splits them.
 */
import { problemsIn } from '../../../shared/issue-path';
import { AppError, isAppError } from '../lib/app-error';

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
  const shown = shownLines(details);
  const hint = options.hint?.(details);
  // "file: 3 problems: <first>" says the first problem again: the lines below list it.
  const message = rename(error.message);
  const first = details[0] === undefined ? '' : `: ${details[0]}`;
  const head = first && message.endsWith(first) ? message.slice(0, -first.length) : message;
  const text = [head, ...shown].join('\n') + (hint ? `\n\n${hint}` : '');
  return new AppError('DATASET_INVALID', text, details);
}

// At most MAX_DETAIL_LINES problem lines, then one saying how many of `total` are not shown. The
// loader's lines may end in "... and N more problems", which stands for N problems, not one line.
function shownLines(lines: readonly string[], total = problemsIn(lines)): string[] {
  const shown = problemLines(lines).slice(0, MAX_DETAIL_LINES);
  if (total > shown.length) shown.push(`… and ${total - shown.length} more`);
  return shown;
}

function problemLines(lines: readonly string[]): readonly string[] {
  return problemsIn(lines) === lines.length ? lines : lines.slice(0, -1);
}

// A JSON path made of field names and indexes only (`categories[3].id`): quoted keys are the file's
// own text, so the path is cut before them.
const PLAIN_PATH = /^(?:[A-Za-z_$][\w$]*|\[\d+\])(?:\.[A-Za-z_$][\w$]*|\[\d+\])*/;

/**
 * `error` for a file the renderer named but the user did not choose through the app (see
 * dataset-paths.ts): the file called `name`, and no value, field name or text quoted from the file,
 * only where each problem is. Other errors pass through unchanged.
 */
export function withoutValues(error: unknown, file: string, name: string): unknown {
  if (!isAppError(error, 'DATASET_INVALID')) return error;
  if (error.details.length === 0) {
    // Reading and syntax errors say only where and why (no such file, line 3 column 12).
    return new AppError('DATASET_INVALID', error.message.split(file).join(name));
  }
  const total = problemsIn(error.details);
  const places = problemLines(error.details).map((line) => {
    const path = PLAIN_PATH.exec(line)?.[0];
    return `${path ?? '(a field)'}: not as the dataset format requires`;
  });
  const shown = shownLines(places, total);
  const count = total === 1 ? '1 problem' : `${total} problems`;
  const head = `${name}: ${count} (values from the file are not shown; open it with Open dataset file… to see them)`;
  return new AppError('DATASET_INVALID', [head, ...shown].join('\n'), shown);
}
