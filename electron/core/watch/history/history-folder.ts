/**
 * The folder name of a connection's watch history under the history root, which no two connections
 * share: a plain name (1 to 64 of a-z, 0-9, "_" and "-": the app's ids, most command-line names in
 * lower case) is the folder's name; any other, "+" and a digest of it ("+" is in no plain name, and
 * lower case only, so that no two names meet on a file system that ignores case either). Before,
 * other names were "id-" and the same digest, which a row could be named (and "Shop" and "shop"
 * met on macOS and Windows): such a folder laid out the old way is moved to its name now on first
 * use (adoptLegacyFolder), so no history is lost.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

const PLAIN = /^[a-z0-9_-]{1,64}$/;
const OLD_PLAIN = /^[A-Za-z0-9_-]{1,64}$/;
const NOTE_MAX_BYTES = 65_536;

/** The prefix of a hashed folder name: a character no plain name has. */
export const HASHED_PREFIX = '+';

const digest = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 32);

/** The history folder name of connection `id` (its profile id, or the command line's name). */
export function historyFolderName(id: string): string {
  return PLAIN.test(id) ? id : `${HASHED_PREFIX}${digest(id)}`;
}

/** The name the folder of `id` had before this naming (the snapshots' connectionKey). */
export function legacyFolderName(id: string): string {
  return OLD_PLAIN.test(id) ? id : `id-${digest(id)}`;
}

/**
 * Moves the history of `id` under `root` from its old folder to historyFolderName(id), when it has
 * no folder of that name yet and the old one is a folder whose `connection.json` (the command
 * line's note of whose it is), if any, names `id`: a folder another connection wrote stays. Returns
 * whether it moved one. Never throws (a folder that cannot be moved stays, and a new one is begun).
 */
export async function adoptLegacyFolder(root: string, id: string): Promise<boolean> {
  const now = historyFolderName(id);
  const before = legacyFolderName(id);
  if (now === before) return false;
  if (await isFolder(join(root, now))) return false;
  const old = join(root, before);
  if (!(await isFolder(old)) || !(await noteAllows(old, id))) return false;
  return rename(old, join(root, now)).then(
    () => true,
    () => false,
  );
}

async function isFolder(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

// Whether the folder's note (connection.json) is absent, unreadable or names `id`.
async function noteAllows(folder: string, id: string): Promise<boolean> {
  const note = await readConnectionNote(folder);
  return note?.name === undefined || note.name === id;
}

/** What a history folder's `connection.json` says of whose it is. */
export interface ConnectionNote {
  readonly name?: string;
  readonly baseUrl?: string;
}

/**
 * The note (connection.json) of the history folder `folder`, null when it is absent, no file, not
 * JSON or unreadable; fields that are not text are left out. Read without blocking (a named pipe in
 * its place cannot hang) and at most 64 KB of it. Never throws.
 */
export async function readConnectionNote(folder: string): Promise<ConnectionNote | null> {
  let text: string;
  try {
    const handle = await open(
      join(folder, 'connection.json'),
      constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0),
    );
    try {
      if (!(await handle.stat()).isFile()) return null;
      const buffer = Buffer.alloc(NOTE_MAX_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, NOTE_MAX_BYTES, 0);
      text = buffer.toString('utf8', 0, bytesRead);
    } finally {
      await handle.close().catch(() => undefined);
    }
  } catch {
    return null;
  }
  try {
    const note = JSON.parse(text) as { name?: unknown; baseUrl?: unknown };
    if (typeof note !== 'object' || note === null) return null;
    return {
      ...(typeof note.name === 'string' ? { name: note.name } : {}),
      ...(typeof note.baseUrl === 'string' ? { baseUrl: note.baseUrl } : {}),
    };
  } catch {
    return null;
  }
}
