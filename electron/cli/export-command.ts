/**
 * `retail-inspector export`: the category list of an installation or a dataset file as CSV (for
 * spreadsheets) or JSON, written by the same code as the app's Export… (shared/export/). Rows in the
 * order the installation (or the file) gives them; every field of the specification, nothing else.
 *
 * Exit codes, as `capture` (docs/cli.md, exit codes):
 *   0  written (to --out, or to standard output).
 *   1  the installation answered as the API but broke the specification: the rows that can be read
 *      are written as received all the same, and standard error says how many break it
 *      (export-violation.ts).
 *   2  not checked (refused: status:false, a wrong address, a gateway or proxy error, unreachable,
 *      TLS, a timeout), a bad dataset, or a usage error, including an existing --out file without
 *      --force (nothing written).
 * The token never appears in any output: every line passes the client's masker, and the process's
 * context masks once more.
 */
import { resolve } from 'node:path';
import {
  CATEGORY_EXPORT,
  CATEGORY_EXPORT_FORMATS,
  categoryExportText,
  type CategoryExportFormat,
  type CategoryExportRow,
} from '../../shared/export/category-export';
import { terminalText, withoutUnsafeChars } from '../../shared/terminal-text';
import { describeFailure } from '../../shared/describe-failure';
import { assertWritableTarget } from '../core/capture/write-dataset-file';
import { secretMasker } from '../core/client/redact';
import { createV2Client } from '../core/client/v2-client';
import { fsReason } from '../core/dataset/read-json-file';
import { loadDataset } from '../core/dataset/load-dataset';
import { violationNote } from './violation-note';
import { shownCategories } from '../../shared/received-categories';
import { violationLines, type ExportViolation } from './export-violation';
import { AppError } from '../core/lib/app-error';
import { writeFileAtomic } from '../core/lib/atomic-write';
import { addressNotes } from './address-notes';
import { TOKEN_ENV, type CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { exitCodeForFailure } from './failure-exit-code';
import { integerFlag, parseFlags } from './flags';

export const EXPORT_HELP = `Usage: retail-inspector export (--base-url URL | --data FILE) --format csv|json [options]

Exports the category list (id, code, name, slug, image) of an installation or a dataset file, in
the order it gives them: CSV for spreadsheets (UTF-8 with a byte order mark; a cell starting with
= + - @, a tab or a carriage return gets a leading ' so it is never run as a formula, also behind
leading spaces or invisible characters and in fullwidth form) or JSON (an array of objects).

Options:
  --base-url URL      the installation (e.g. https://shop.example.com)
  --data FILE         a dataset file (as "serve --data" takes), instead of --base-url
  --format csv|json   the file format; required
  --out FILE          the file to write (temporary file, then rename); default: standard output
                      (on a terminal, control characters of the rows are shown as \\uXXXX)
  --force             replace FILE if it exists
  --token T           the API token; better: set ${TOKEN_ENV}, which keeps it out of shell history
  --timeout MS        bound on the request (default: 10000)
  --insecure          allow plain http to a host other than this machine
  --max-size MB       largest dataset file, its images included (default: 256)
  -h, --help          show this help

Rows that break the specification (a relative image path, a numeric id, a missing slug) are
written as the installation sent them; standard error says how many of the categories break it,
with the first problems. A row that is not an object is left out and counted there.

Exit codes: 0 written; 1 answered as the API but violates the specification (the rows are written
all the same; nothing when the answer has no rows array); 2 not checked: refused (status:false),
not JSON, a wrong address, a gateway or proxy error, unreachable, TLS, a timeout, a bad dataset, or
a usage error (an existing FILE without --force included): nothing is written. The token is never
written or printed.`;

/** Runs `export`. */
export async function exportCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('export', args, {
    'base-url': { type: 'string' },
    data: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    force: { type: 'boolean' },
    token: { type: 'string' },
    timeout: { type: 'string' },
    insecure: { type: 'boolean' },
    'max-size': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.outExact(EXPORT_HELP);
    return EXIT.OK;
  }
  const see = '(see: retail-inspector export --help)';
  const baseUrl = flags['base-url'];
  if (!baseUrl === !flags.data) throw new AppError('USAGE', `give either --base-url or --data ${see}`);
  const format = formatFlag(flags.format, see);
  const timeoutMs = integerFlag('timeout', flags.timeout, 10_000, 100, 600_000);
  const maxBytes = integerFlag('max-size', flags['max-size'], 256, 1, 100_000) * 1_000_000;
  const token = flags.token || ctx.env[TOKEN_ENV] || undefined;
  const mask = secretMasker(token);
  // Refuse before any network traffic; checked again when written.
  if (flags.out) await assertWritableTarget(flags.out, flags.force ?? false);

  let rows: readonly CategoryExportRow[];
  let violation: ExportViolation | null = null;
  if (baseUrl) {
    const err = (line: string) => ctx.err(mask(line));
    const cancel = new AbortController();
    void ctx.stopRequested.then(() => cancel.abort());
    const network = ctx.network();
    if (network.notice) err(network.notice);
    for (const note of addressNotes(baseUrl, flags.insecure ?? false)) err(note);
    const client = createV2Client({ fetch: network.fetch });
    const { result: answer, json } = await client.readCategories(
      { baseUrl, token, insecure: flags.insecure ?? false },
      { timeoutMs, signal: cancel.signal },
    );
    // Rows that break the specification's value rules are written as received (the app shows them
    // so too); only an answer that cannot be read as categories at all writes nothing.
    const shown = shownCategories(answer, json);
    if (!shown) {
      const failure = (answer as Extract<typeof answer, { ok: false }>).failure;
      const words = describeFailure(failure);
      err(`retail-inspector export: ${words.title} (GET /api/v2/products/getcategorys)`);
      // A contract failure's detail is our own lines, one per problem; any other quotes the installation.
      const lines = failure.kind === 'contract' ? words.detail.split('\n') : [words.detail];
      for (const line of [...lines, words.action]) if (line) err(`  ${terminalText(line)}`);
      err('Nothing was written.');
      return exitCodeForFailure(failure, answer.meta.httpStatus);
    }
    rows = shown.rows;
    if (!answer.ok && answer.failure.kind === 'contract') violation = { shown, failure: answer.failure };
  } else {
    // A faithful capture of an installation that breaks the specification is exported as it is.
    const dataset = await loadDataset(flags.data!, { maxBytes, allowViolations: true });
    for (const line of violationNote(flags.data!, dataset.violations)) ctx.err(terminalText(line));
    rows = dataset.categories;
  }

  const text = mask(categoryExportText(rows, format));
  // Said before the rows are written, so a reader of both streams sees it first; the exit code says
  // it again (1, as `capture` of such an installation).
  if (violation) for (const line of violationLines(violation)) ctx.err(mask(terminalText(line)));
  const exit = violation ? EXIT.VIOLATION : EXIT.OK;
  if (!flags.out && ctx.stdoutIsTerminal) {
    writeToTerminal(text, ctx);
    return exit;
  }
  if (!flags.out) {
    // outExact ends what it writes with one line break; the text already ends with its own.
    ctx.outExact(text.slice(0, -1));
    return exit;
  }
  const file = resolve(flags.out);
  await assertWritableTarget(file, flags.force ?? false);
  try {
    await writeFileAtomic(file, text);
  } catch (error) {
    throw new AppError('USAGE', `${file} cannot be written (${fsReason(error)})`);
  }
  const count = `${rows.length} ${rows.length === 1 ? 'category' : 'categories'}`;
  ctx.out(
    `Exported ${count} as ${CATEGORY_EXPORT[format].label} to ${terminalText(file)} (${Buffer.byteLength(text).toLocaleString('en')} bytes)`,
  );
  return exit;
}

function formatFlag(value: string | undefined, see: string): CategoryExportFormat {
  if (value === undefined) throw new AppError('USAGE', `--format csv|json is required ${see}`);
  const format = CATEGORY_EXPORT_FORMATS.find((f) => f === value);
  if (!format) throw new AppError('USAGE', `--format must be csv or json, got "${terminalText(value, 40)}"`);
  return format;
}

// The rows on a terminal: each line through `out`, which shows an installation's control and
// bidirectional characters as \uXXXX instead of letting them move the cursor or recolour the screen;
// the byte order mark and CSV's carriage returns, which a terminal does not need, left out. When
// anything was shown so, one line on standard error says that a file or a pipe gets the exact bytes.
function writeToTerminal(text: string, ctx: CliContext): void {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r?\n$/, '')
    .split(/\r?\n/);
  let shown = 0;
  for (const line of lines) {
    if (withoutUnsafeChars(line) !== line) shown++;
    ctx.out(line);
  }
  if (shown > 0)
    ctx.err(
      `${shown} ${shown === 1 ? 'line holds' : 'lines hold'} control characters, shown as \\uXXXX on this ` +
        'terminal; --out FILE or a pipe writes them exactly.',
    );
}
