/**
 * Reads a fleet file for `check --fleet`, `watch --fleet`, `exporter` and the app's import: a list
 * of installations, each a name, a base URL, optionally its token (a `token` cell) or the name of
 * the environment variable holding it (`token_env`; the rule is fleet-token.ts's) and `insecure`.
 * CSV with a header row (name,base_url[,token_env][,insecure][,token]) or JSON (an array, or
 * {"installations": [...]}). Throws AppError('USAGE') naming the file and the row of every problem.
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { formatJsonPath, issueLines, type PathIssue } from '../../../shared/issue-path';
import { excessiveNesting, nestingMessage } from '../../../shared/json-depth';
import { readSmallTextFile } from '../dataset/read-text-file';
import { AppError } from '../lib/app-error';
import { describeJsonSyntaxError } from '../lib/json-syntax';
import { WATCH_ADDRESS_MAX_CHARS, WATCH_NAME_MAX_CHARS } from '../../../shared/watch';
import { tokenEnvProblem } from './fleet-token';

const MAX_FLEET_BYTES = 5_000_000;
const MAX_ROWS = 10_000;
const MAX_TOKEN_CHARS = 4_096;

// An empty cell (CSV) or an empty string or null (JSON) is a cell not given.
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
// A name or address longer than the watch keeps in its history (shared/watch.ts) is refused here.

/** One installation of a fleet. */
export const FleetEntrySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'expected a name')
    .max(WATCH_NAME_MAX_CHARS, `expected a name of at most ${WATCH_NAME_MAX_CHARS} characters`),
  baseUrl: z
    .string()
    .trim()
    .min(1, 'expected a base URL')
    .max(WATCH_ADDRESS_MAX_CHARS, `expected a base URL of at most ${WATCH_ADDRESS_MAX_CHARS} characters`),
  /** The environment variable that holds this installation's token (RETAIL_INSPECTOR_TOKEN…). */
  tokenEnv: z.preprocess(
    blank,
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = tokenEnvProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  /** The token itself, written in the file; it wins over `tokenEnv`. Never part of a message. */
  token: z.preprocess(
    blank,
    z.string().max(MAX_TOKEN_CHARS, `expected a token of at most ${MAX_TOKEN_CHARS} characters`).optional(),
  ),
  insecure: z.boolean().default(false),
});
export type FleetEntry = z.output<typeof FleetEntrySchema>;

/** One valid row of a fleet file and its line (CSV) or place in the JSON list (from 1). */
export interface FleetRow {
  readonly line: number;
  readonly entry: FleetEntry;
}

/** One row of a fleet text and where it stands: its CSV line, or its place in the JSON list (from 1). */
export interface FleetRecord {
  readonly line: number;
  readonly row: unknown;
}

/**
 * The rows of a fleet text (`name` names it in messages), each with its line, not yet validated.
 * Throws AppError('USAGE') when the text is not a fleet file at all.
 */
export function fleetRecords(name: string, text: string): FleetRecord[] {
  const bare = text.replace(/^\uFEFF/, '');
  if (/^\s*[[{]/.test(bare)) {
    const rows = jsonRows(name, bare);
    if (!Array.isArray(rows)) throw new AppError('USAGE', `${name}: expected a list of installations`);
    return rows.map((row, index) => ({ line: index + 1, row }));
  }
  return csvRows(name, bare);
}

/** The row `record` validated, or its problems ("name: expected a name"); never quotes a token. */
export function checkFleetRecord(
  record: FleetRecord,
): { ok: true; entry: FleetEntry } | { ok: false; problems: PathIssue[] } {
  const checked = FleetEntrySchema.safeParse(record.row);
  if (checked.success) return { ok: true, entry: checked.data };
  return {
    ok: false,
    // A problem of the row as a whole (a key it should not have) has no path of its own.
    problems: checked.error.issues.map((i) => ({
      path: i.path.length > 0 ? formatJsonPath(i.path) : '',
      message: i.message,
    })),
  };
}

/** The valid rows of the fleet text `text` (`name` names it), or AppError('USAGE') naming each bad row. */
export function fleetRows(name: string, text: string): FleetRow[] {
  const records = fleetRecords(name, text);
  if (records.length === 0) throw new AppError('USAGE', `${name}: the fleet lists no installation`);
  if (records.length > MAX_ROWS)
    throw new AppError('USAGE', `${name}: lists ${records.length} installations, more than ${MAX_ROWS}`);
  const rows: FleetRow[] = [];
  const problems: PathIssue[] = [];
  for (const record of records) {
    const checked = checkFleetRecord(record);
    if (checked.ok) rows.push({ line: record.line, entry: checked.entry });
    else
      for (const p of checked.problems)
        problems.push({
          path: p.path ? `row ${record.line}: ${p.path}` : `row ${record.line}`,
          message: p.message,
        });
  }
  if (problems.length === 0) return rows;
  const lines = issueLines(problems);
  throw new AppError('USAGE', `${name}: ${lines[0]}`, lines);
}

/** Reads and validates the fleet in `file`, each row with its line. */
export async function readFleetRows(file: string): Promise<FleetRow[]> {
  return fleetRows(file, await readFleetText(file));
}

/** Reads and validates the fleet in `file`. */
export async function readFleetFile(file: string): Promise<FleetEntry[]> {
  return (await readFleetRows(file)).map((row) => row.entry);
}

/**
 * The text of the fleet file `file`, at most 5 MB; throws AppError('USAGE') in the words of a dataset
 * file's: "cannot be read (no such file)", "is not a file", "is 6.0 MB, larger than the 5.0 MB limit".
 */
export function readFleetText(file: string): Promise<string> {
  return readSmallTextFile(file, MAX_FLEET_BYTES, 'a fleet file');
}

function jsonRows(file: string, text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('USAGE', `${file}: not valid JSON: ${describeJsonSyntaxError(text)}`);
  }
  const deep = excessiveNesting(text);
  if (deep) throw new AppError('USAGE', `${file}: ${nestingMessage(deep)}`);
  return Array.isArray(json) ? json : (json as { installations?: unknown }).installations;
}

// CSV columns in snake_case (spreadsheet friendly) become the JSON form's names.
function csvRows(file: string, text: string): FleetRecord[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      comment: '#',
      info: true,
    });
  } catch (error) {
    // The reader's message may quote the field it stopped at, which can be a token: left out.
    const why = (error as Error).message.replace(/,? value is ".*"$/s, '');
    throw new AppError('USAGE', `${file}: not a CSV file with a header row name,base_url,token_env (${why})`);
  }
  return records.map(({ record, info }) => {
    const row: Record<string, unknown> = { name: record.name ?? '', baseUrl: record.base_url ?? '' };
    if (record.token_env) row.tokenEnv = record.token_env;
    if (record.insecure) row.insecure = /^(1|true|yes)$/i.test(record.insecure);
    if (record.token) row.token = record.token;
    return { line: info.lines, row };
  });
}
