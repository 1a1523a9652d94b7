/**
 * Where a command that writes one text puts it: standard output exactly (without its last line
 * break, which the writer adds), or FILE written atomically (temporary file, then rename). Throws
 * AppError('USAGE') naming the file when it cannot be written. Used by `openapi` and `report`.
 */
import { resolve } from 'node:path';
import { fsReason } from '../core/dataset/read-json-file';
import { AppError } from '../core/lib/app-error';
import { writeFileAtomic } from '../core/lib/atomic-write';
import type { CliContext } from './cli-context';

/** Writes `text` to `out` (standard output when undefined); resolves with the file's full path, or null. */
export async function writeTextOutput(
  ctx: CliContext,
  text: string,
  out: string | undefined,
): Promise<string | null> {
  if (out === undefined) {
    ctx.outExact(text.endsWith('\n') ? text.slice(0, -1) : text);
    return null;
  }
  const path = resolve(out);
  try {
    await writeFileAtomic(path, text);
  } catch (error) {
    throw new AppError('USAGE', `${path} cannot be written (${fsReason(error)})`);
  }
  return path;
}
