/**
 * Reads the maintenance file of `watch --maintenance` and `exporter --maintenance`: JSON, or YAML
 * (any text that does not start with `{`), at most 1 MB, `{"windows": [...]}` as shared/maintenance.ts
 * says, checked by maintenance-check.ts. A bad file is refused with AppError('USAGE') naming
 * the file and each problem's JSON path (`windows[2].timezone: unknown time zone "Europe/Berln"`).
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { issueLines } from '../../../shared/issue-path';
import { excessiveNesting, nestingMessage } from '../../../shared/json-depth';
import { formatMb, fsReason } from '../dataset/read-json-file';
import { AppError } from '../lib/app-error';
import { describeJsonSyntaxError } from '../lib/json-syntax';
import { compileSchedule, type MaintenanceSchedule } from './maintenance-schedule';
import { checkWindows } from './maintenance-check';

const MAX_BYTES = 1_000_000;

/** The compiled schedule of the maintenance file `file`. Throws AppError('USAGE') naming the file. */
export async function readMaintenanceFile(file: string): Promise<MaintenanceSchedule> {
  const text = (await readText(file)).replace(/^\uFEFF/, '');
  const checked = checkWindows(parsed(file, text));
  if (!checked.ok) {
    const lines = issueLines(checked.problems);
    throw new AppError('USAGE', `${file}: ${lines.join(`\n${file}: `)}`, lines);
  }
  return compileSchedule(checked.windows);
}

function parsed(file: string, text: string): unknown {
  if (text.trim() === '')
    throw new AppError('USAGE', `${file}: the file is empty (expected {"windows": [...]})`);
  if (/^\s*[[{]/.test(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('USAGE', `${file}: not valid JSON: ${describeJsonSyntaxError(text)}`);
    }
    const deep = excessiveNesting(text);
    if (deep) throw new AppError('USAGE', `${file}: ${nestingMessage(deep)}`);
    return value;
  }
  try {
    // maxAliasCount bounds what aliases may expand to (a "billion laughs" file).
    return parseYaml(text, { maxAliasCount: 100, prettyErrors: false });
  } catch (error) {
    const first = String((error as Error).message)
      .split('\n')[0]!
      .slice(0, 200);
    throw new AppError('USAGE', `${file}: not valid YAML or JSON: ${first}`);
  }
}

async function readText(file: string): Promise<string> {
  let handle;
  try {
    // Opened without blocking, so a named pipe cannot hang the command.
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new AppError('USAGE', `${file}: cannot be read (${fsReason(error)})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new AppError('USAGE', `${file}: is not a file`);
    if (info.size > MAX_BYTES)
      throw new AppError(
        'USAGE',
        `${file}: is ${formatMb(info.size)}, larger than the ${formatMb(MAX_BYTES)} limit of a maintenance file`,
      );
    const buffer = Buffer.alloc(info.size + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_BYTES)
      throw new AppError(
        'USAGE',
        `${file}: larger than the ${formatMb(MAX_BYTES)} limit of a maintenance file`,
      );
    return buffer.toString('utf8', 0, bytesRead);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('USAGE', `${file}: cannot be read (${fsReason(error)})`);
  } finally {
    await handle.close();
  }
}
