/**
 * Reads a JSON file with a size cap, tolerating a UTF-8 byte order mark, and reports syntax errors
 * with line and column, and nesting deeper than MAX_JSON_DEPTH with its JSON path. Throws
 * AppError('DATASET_INVALID') whose message names the file.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  excessiveNesting,
  MAX_JSON_DEPTH,
  nestingMessage,
  nestsDeeperThan,
} from '../../../shared/json-depth';
import { AppError } from '../lib/app-error';
import { describeJsonSyntaxError } from '../lib/json-syntax';

/** A parsed JSON file and its size on disk. */
export interface JsonFile {
  readonly value: unknown;
  readonly bytes: number;
}

/** Reads and parses `file`, refusing files larger than `maxBytes` before reading them. */
export async function readJsonFile(file: string, maxBytes: number): Promise<JsonFile> {
  const { text: raw, bytes } = await readTextCapped(file, maxBytes);
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('DATASET_INVALID', `${file}: not valid JSON: ${describeJsonSyntaxError(text)}`);
  }
  // JSON.parse itself does not recurse; what reads the value next (schemas, JSON.stringify) does.
  // The parsed value is measured (a few times cheaper than the text); the text is scanned only to
  // name the path of a value found too deep.
  if (nestsDeeperThan(value)) {
    const deep = excessiveNesting(text) ?? { path: '', limit: MAX_JSON_DEPTH };
    throw new AppError('DATASET_INVALID', `${file}: ${nestingMessage(deep)}`, [nestingMessage(deep)]);
  }
  return { value, bytes };
}

async function readTextCapped(file: string, maxBytes: number): Promise<{ text: string; bytes: number }> {
  let handle;
  try {
    // Non-blocking: opening a named pipe would otherwise wait for a writer forever (and hold one of
    // libuv's few file-system threads). A regular file reads the same; anything else is refused below.
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new AppError('DATASET_INVALID', `${file}: cannot be read (${fsReason(error)})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new AppError('DATASET_INVALID', `${file}: is not a file`);
    if (info.size > maxBytes) {
      const over = formatMbOverLimit(info.size, maxBytes);
      throw new AppError(
        'DATASET_INVALID',
        `${file}: is ${over.size}, larger than the ${over.limit} limit (raise it with --max-size)`,
      );
    }
    // Read at most one byte past the cap, in case the file grew after stat().
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > maxBytes) {
      throw new AppError('DATASET_INVALID', `${file}: larger than the ${formatMb(maxBytes)} limit`);
    }
    return { text: buffer.toString('utf8', 0, bytesRead), bytes: bytesRead };
  } finally {
    await handle.close();
  }
}

/** A file-system error as a short reason: "no such file", "permission denied". */
export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a folder';
  if (code === 'ENOTDIR') return 'a part of the path is not a folder';
  // mkdir of a path a file already holds.
  if (code === 'EEXIST') return 'it exists and is not a folder';
  return code ?? String(error);
}

/** Bytes as megabytes with one decimal (or `decimals`), e.g. "50.0 MB". */
export function formatMb(bytes: number, decimals = 1): string {
  return `${(bytes / 1_000_000).toFixed(decimals)} MB`;
}

/**
 * A size and the limit it is over, both in megabytes with as many decimals as it takes for them to
 * differ (one at least, six at most: bytes), so no message says "2.0 MB, larger than the 2.0 MB limit".
 */
export function formatMbOverLimit(bytes: number, limit: number): { size: string; limit: string } {
  let decimals = 1;
  while (decimals < 6 && formatMb(bytes, decimals) === formatMb(limit, decimals)) decimals++;
  return { size: formatMb(bytes, decimals), limit: formatMb(limit, decimals) };
}
