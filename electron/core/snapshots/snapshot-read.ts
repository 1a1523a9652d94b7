/**
 * Reading the files of a snapshot folder, which anyone with access to the data folder can replace:
 * only regular files are read (a named pipe in place of a summary would otherwise hang the list, a
 * link could point anywhere), each under a size cap, and every problem comes back as a short reason
 * for the list, never as a throw.
 */
import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { fsReason } from '../dataset/read-json-file';

/** A file read, or why it could not be. */
export type FileRead =
  { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly reason: string };

/** Size and time of a regular file, or why it is not one. */
export type FileState =
  | { readonly ok: true; readonly size: number; readonly mtimeMs: number }
  | { readonly ok: false; readonly reason: string };

// Non-blocking: opening a named pipe for reading would wait for a writer forever. No links followed.
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** The bytes of `file` when it is a regular file of at most `maxBytes`; never throws. */
export async function readRegular(file: string, maxBytes: number): Promise<FileRead> {
  let handle;
  try {
    handle = await open(file, READ_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // O_NOFOLLOW on a link: ELOOP (Linux), EMLINK (FreeBSD), EFTYPE (macOS).
    if (code === 'ELOOP' || code === 'EMLINK' || code === 'EFTYPE') return notRegular;
    return { ok: false, reason: `cannot be read (${fsReason(error)})` };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return notRegular;
    if (info.size > maxBytes) return { ok: false, reason: 'is larger than the limit' };
    const buffer = Buffer.alloc(info.size + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    // Grown since stat: a writer outside the app is at work; its content cannot be trusted.
    if (bytesRead > info.size) return { ok: false, reason: 'changed while it was read' };
    return { ok: true, bytes: buffer.subarray(0, bytesRead) };
  } catch (error) {
    return { ok: false, reason: `cannot be read (${fsReason(error)})` };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** The size and modification time of `file` when it is a regular file (links not followed). */
export async function regularState(file: string): Promise<FileState> {
  try {
    const info = await lstat(file);
    return info.isFile() ? { ok: true, size: info.size, mtimeMs: info.mtimeMs } : notRegular;
  } catch (error) {
    return { ok: false, reason: `cannot be read (${fsReason(error)})` };
  }
}

const notRegular = { ok: false, reason: 'is not a regular file' } as const;
