/**
 * A small settings file (a fleet file, a maintenance file) read whole as UTF-8, at most `maxBytes`:
 * opened without blocking, so a named pipe cannot hang the command, and its size checked before and
 * while it is read (a file that grows in between is still refused). Throws AppError('USAGE') in the
 * words of a dataset file's: "cannot be read (no such file)", "is not a file", "is 6.0 MB, larger
 * than the 5.0 MB limit of a fleet file".
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { AppError } from '../lib/app-error';
import { formatMb, formatMbOverLimit, fsReason } from './read-json-file';

/** The text of `file`, of at most `maxBytes`; `kind` names it in messages ("a fleet file"). */
export async function readSmallTextFile(file: string, maxBytes: number, kind: string): Promise<string> {
  const text = await readSmallTextFileIfAny(file, maxBytes, kind);
  if (text === null) throw new AppError('USAGE', `${file}: cannot be read (no such file)`);
  return text;
}

/**
 * As readSmallTextFile, but null when there is no file at all (a settings file not written yet);
 * everything else that keeps it from being read throws as there.
 */
export async function readSmallTextFileIfAny(
  file: string,
  maxBytes: number,
  kind: string,
): Promise<string | null> {
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new AppError('USAGE', `${file}: cannot be read (${fsReason(error)})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new AppError('USAGE', `${file}: is not a file`);
    if (info.size > maxBytes) {
      const over = formatMbOverLimit(info.size, maxBytes);
      throw new AppError('USAGE', `${file}: is ${over.size}, larger than the ${over.limit} limit of ${kind}`);
    }
    const buffer = Buffer.alloc(info.size + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > maxBytes)
      throw new AppError('USAGE', `${file}: larger than the ${formatMb(maxBytes)} limit of ${kind}`);
    return buffer.toString('utf8', 0, bytesRead);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('USAGE', `${file}: cannot be read (${fsReason(error)})`);
  } finally {
    await handle.close();
  }
}
