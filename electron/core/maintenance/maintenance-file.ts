/**
 * Reads the maintenance file of `watch --maintenance` and `exporter --maintenance`: JSON, or YAML
 * (any text that does not start with `{`), at most 1 MB, `{"windows": [...]}` as shared/maintenance.ts
 * says, checked by maintenance-check.ts. A bad file is refused with AppError('USAGE') naming
 * the file and each problem's JSON path (`windows[2].timezone: unknown time zone "Europe/Berln"`).
 */
import { parse as parseYaml } from 'yaml';
import { issueLines } from '../../../shared/issue-path';
import { excessiveNesting, nestingMessage } from '../../../shared/json-depth';
import { readSmallTextFile } from '../dataset/read-text-file';
import { AppError } from '../lib/app-error';
import { describeJsonSyntaxError } from '../lib/json-syntax';
import { compileSchedule, type MaintenanceSchedule } from './maintenance-schedule';
import { checkWindows } from './maintenance-check';

const MAX_BYTES = 1_000_000;

/** The compiled schedule of the maintenance file `file`. Throws AppError('USAGE') naming the file. */
export async function readMaintenanceFile(file: string): Promise<MaintenanceSchedule> {
  const text = (await readSmallTextFile(file, MAX_BYTES, 'a maintenance file')).replace(/^\uFEFF/, '');
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
