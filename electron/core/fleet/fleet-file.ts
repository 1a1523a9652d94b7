/**
 * Reads a fleet file for `check --fleet`: a list of installations, each a name, a base URL and
 * optionally the name of the environment variable holding its token (never the token itself). CSV
 * with a header row (name,base_url,token_env[,insecure]) or JSON (an array, or {"installations": [...]}).
 * Throws AppError('USAGE') naming the file and the row of every problem.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { formatJsonPath, issueLines } from '../../../shared/issue-path';
import { excessiveNesting, nestingMessage } from '../../../shared/json-depth';
import { formatMb, fsReason } from '../dataset/read-json-file';
import { AppError } from '../lib/app-error';
import { describeJsonSyntaxError } from '../lib/json-syntax';
import { WATCH_ADDRESS_MAX_CHARS, WATCH_NAME_MAX_CHARS } from '../../../shared/watch';

const MAX_FLEET_BYTES = 5_000_000;
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
  /** The environment variable that holds this installation's token. */
  tokenEnv: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name such as SHOP1_TOKEN')
    .optional(),
  insecure: z.boolean().default(false),
});
export type FleetEntry = z.output<typeof FleetEntrySchema>;

const FleetSchema = z.array(FleetEntrySchema).min(1, 'the fleet lists no installation').max(10_000);

/** One row of a fleet text and where it stands: its CSV line, or its place in the JSON list (from 1). */
export interface FleetRecord {
  readonly line: number;
  readonly row: unknown;
}

/**
 * The rows of a fleet text (`name` names it in messages), each with its line, not yet validated;
 * `withToken` keeps a `token` column (CSV; a JSON row keeps every field it has). Throws
 * AppError('USAGE') when the text is not a fleet file at all.
 */
export function fleetRecords(name: string, text: string, withToken = false): FleetRecord[] {
  const bare = text.replace(/^\uFEFF/, '');
  if (/^\s*[[{]/.test(bare)) {
    const rows = jsonRows(name, bare);
    if (!Array.isArray(rows)) throw new AppError('USAGE', `${name}: expected a list of installations`);
    return rows.map((row, index) => ({ line: index + 1, row }));
  }
  return csvRows(name, bare, withToken);
}

/** Reads and validates the fleet in `file`. */
export async function readFleetFile(file: string): Promise<FleetEntry[]> {
  const text = (await readFleetText(file)).replace(/^\uFEFF/, '');
  const rows = /^\s*[[{]/.test(text) ? jsonRows(file, text) : csvRows(file, text).map((r) => r.row);
  const checked = FleetSchema.safeParse(rows);
  if (checked.success) return checked.data;
  const problems = checked.error.issues.map((i) => ({ path: formatJsonPath(i.path), message: i.message }));
  const lines = issueLines(problems);
  throw new AppError('USAGE', `${file}: ${lines[0]}`, lines);
}

/**
 * The text of the fleet file `file`, at most 5 MB; throws AppError('USAGE') in the words of a dataset
 * file's: "cannot be read (no such file)", "is not a file", "is 6.0 MB, larger than the 5.0 MB limit".
 */
export async function readFleetText(file: string): Promise<string> {
  // Opened without blocking, so a named pipe cannot hang the command.
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new AppError('USAGE', `${file}: cannot be read (${fsReason(error)})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new AppError('USAGE', `${file}: is not a file`);
    if (info.size > MAX_FLEET_BYTES)
      throw new AppError(
        'USAGE',
        `${file}: is ${formatMb(info.size)}, larger than the ${formatMb(MAX_FLEET_BYTES)} limit of a fleet file`,
      );
    const buffer = Buffer.alloc(info.size + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_FLEET_BYTES)
      throw new AppError(
        'USAGE',
        `${file}: larger than the ${formatMb(MAX_FLEET_BYTES)} limit of a fleet file`,
      );
    return buffer.toString('utf8', 0, bytesRead);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('USAGE', `${file}: cannot be read (${fsReason(error)})`);
  } finally {
    await handle.close();
  }
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
function csvRows(file: string, text: string, withToken = false): FleetRecord[] {
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
    throw new AppError(
      'USAGE',
      `${file}: not a CSV file with a header row name,base_url,token_env (${(error as Error).message})`,
    );
  }
  return records.map(({ record, info }) => {
    const row: Record<string, unknown> = { name: record.name ?? '', baseUrl: record.base_url ?? '' };
    if (record.token_env) row.tokenEnv = record.token_env;
    if (record.insecure) row.insecure = /^(1|true|yes)$/i.test(record.insecure);
    if (withToken && record.token) row.token = record.token;
    return { line: info.lines, row };
  });
}
