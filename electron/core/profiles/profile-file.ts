/**
 * The profiles file on disk: its schema, and reading it without ever losing it. A file that cannot be
 * parsed is moved aside (profiles.json.corrupt-<time>) and reported; one that cannot be read at all
 * is left alone and the store becomes read-only for the session.
 */
import { access, readFile, rename, stat } from 'node:fs/promises';
import { z } from 'zod';
import { TIMEOUT_MS } from '../../../shared/profiles';

const StoredTokenSchema = z.strictObject({
  /** os: encrypted under an OS-protected key; weak: encrypted, key unprotected; plain: base64 only. */
  protection: z.enum(['os', 'weak', 'plain']),
  data: z.string(),
});
export type StoredToken = z.infer<typeof StoredTokenSchema>;

const StoredProfileSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  baseUrl: z.string(),
  timeoutMs: z.number().int().min(TIMEOUT_MS.min).max(TIMEOUT_MS.max),
  insecure: z.boolean(),
  token: StoredTokenSchema.nullable(),
  /**
   * A token was given but kept for its session only (not stored: no consent to weak storage), so
   * after a restart the connection needs it entered again (the cause no-token), rather than being
   * called without one. Absent when a token is stored or none was given.
   */
  sessionToken: z.literal(true).optional(),
});
export type StoredProfile = z.infer<typeof StoredProfileSchema>;

/** The whole file. */
export const ProfileFileSchema = z.strictObject({
  version: z.literal(1),
  /** The user confirmed storing tokens with weak protection on this machine. */
  weakStorageAllowed: z.boolean(),
  /** The weakest protection the user agreed to (weak-consent.ts); absent in files written before. */
  weakStorageLevel: z.enum(['weak', 'unavailable']).optional(),
  activeProfileId: z.string().nullable(),
  profiles: z.array(StoredProfileSchema),
});
export type ProfileFile = z.infer<typeof ProfileFileSchema>;

/** A new, empty profiles file. */
export const EMPTY_PROFILE_FILE: ProfileFile = {
  version: 1,
  weakStorageAllowed: false,
  activeProfileId: null,
  profiles: [],
};

/** What reading found. */
export type ProfileFileRead =
  | { readonly state: 'ok'; readonly file: ProfileFile }
  | { readonly state: 'missing' }
  | { readonly state: 'moved-aside'; readonly movedTo: string; readonly reason: string }
  | { readonly state: 'unreadable'; readonly reason: string };

/** Reads `path`; never throws and never deletes or overwrites anything. */
export async function readProfileFile(path: string, now: () => Date): Promise<ProfileFileRead> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: 'missing' };
    return { state: 'unreadable', reason: code ?? String(error) };
  }
  let reason: string;
  try {
    const parsed = ProfileFileSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { state: 'ok', file: parsed.data };
    reason = 'its content is not in the expected form';
  } catch {
    reason = 'it is not valid JSON';
  }
  const movedTo = await freeName(`${path}.corrupt-${now().toISOString().replace(/[:.]/g, '-')}`);
  try {
    await rename(path, movedTo);
  } catch (error) {
    return {
      state: 'unreadable',
      reason: `${reason}, and it could not be moved aside (${(error as NodeJS.ErrnoException).code})`,
    };
  }
  return { state: 'moved-aside', movedTo, reason };
}

// rename() replaces an existing file silently: never let one set-aside copy replace another.
async function freeName(candidate: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? candidate : `${candidate}-${n}`;
    try {
      await access(name);
    } catch {
      return name;
    }
  }
}

/** What the file holds now, without moving anything aside: null when missing, damaged or unreadable. */
export async function peekProfileFile(path: string): Promise<{ file: ProfileFile; stamp: string } | null> {
  try {
    const before = await stat(path);
    const parsed = ProfileFileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? { file: parsed.data, stamp: fileStamp(before) } : null;
  } catch {
    return null;
  }
}

/** When and how big the file was last written: enough to tell whether another process saved since. */
export async function profileFileStamp(path: string): Promise<string | null> {
  return stat(path).then(fileStamp, () => null);
}

function fileStamp(info: { mtimeMs: number; size: number; ino: number }): string {
  // The atomic rename gives every save a new inode, so a save within the same millisecond shows too.
  return `${info.ino}:${info.mtimeMs}:${info.size}`;
}
