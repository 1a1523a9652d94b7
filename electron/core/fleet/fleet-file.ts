/**
 * Reads a fleet file for `check --fleet`: a list of installations, each a name, a base URL and
 * optionally the name of the environment variable holding its token (never the token itself). CSV
 * with a header row (name,base_url,token_env[,insecure]) or JSON (an array, or {"installations": [...]}).
 * Throws AppError('USAGE') naming the file and the row of every problem.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { formatJsonPath, issueLines } from '../../../shared/issue-path';
import { excessiveNesting, nestingMessage } from '../../../shared/json-depth';
import { AppError } from '../lib/app-error';
import { describeJsonSyntaxError } from '../lib/json-syntax';

const MAX_FLEET_BYTES = 5_000_000;

/** One installation of a fleet. */
export const FleetEntrySchema = z.strictObject({
  name: z.string().trim().min(1, 'expected a name'),
  baseUrl: z.string().trim().min(1, 'expected a base URL'),
  /** The environment variable that holds this installation's token. */
  tokenEnv: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name such as SHOP1_TOKEN')
    .optional(),
  insecure: z.boolean().default(false),
});
export type FleetEntry = z.output<typeof FleetEntrySchema>;

const FleetSchema = z.array(FleetEntrySchema).min(1, 'the fleet lists no installation').max(10_000);

/** Reads and validates the fleet in `file`. */
export async function readFleetFile(file: string): Promise<FleetEntry[]> {
  let text: string;
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_FLEET_BYTES)
      throw new AppError('USAGE', `${file}: larger than 5 MB; is this a fleet file?`);
    text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'USAGE',
      `${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
  const rows = /^\s*[[{]/.test(text) ? jsonRows(file, text) : csvRows(file, text);
  const checked = FleetSchema.safeParse(rows);
  if (checked.success) return checked.data;
  const problems = checked.error.issues.map((i) => ({ path: formatJsonPath(i.path), message: i.message }));
  const lines = issueLines(problems);
  throw new AppError('USAGE', `${file}: ${lines[0]}`, lines);
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
function csvRows(file: string, text: string): unknown[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      comment: '#',
    });
  } catch (error) {
    throw new AppError(
      'USAGE',
      `${file}: not a CSV file with a header row name,base_url,token_env (${(error as Error).message})`,
    );
  }
  return records.map((record) => {
    const row: Record<string, unknown> = { name: record.name ?? '', baseUrl: record.base_url ?? '' };
    if (record.token_env) row.tokenEnv = record.token_env;
    if (record.insecure) row.insecure = /^(1|true|yes)$/i.test(record.insecure);
    return row;
  });
}
