/**
 * Connection profiles kept in the app's data folder, tokens encrypted through an Encryptor. Writes are
 * atomic and serialized; a damaged file is moved aside and reported, never silently overwritten.
 * Where tokens cannot be protected well, they live in memory for the session unless the user has
 * confirmed weak storage. Only ProfileViews leave this module; tokens go only to `tokenFor`.
 *
 * Several processes may use one data folder (two `retail-inspector web`, the app and a web host).
 * Each change is therefore applied to the file as it is on disk, re-read under a short save lock
 * (save-lock.ts), and merged per profile id: a save replaces or adds its own profile, a removal
 * removes its own, and whatever another process saved meanwhile stays. We chose this over a lock held
 * for the life of the process because that would make the second process read-only (or refuse to
 * start) although nothing conflicts in the common case; with re-read-and-merge both keep working, no
 * save is lost, and the lock is held only for the milliseconds of one write.
 */
import { randomUUID } from 'node:crypto';
import { basename, dirname } from 'node:path';
import type { ProfileInput, ProfileView, ProtectionLevel, TokenStorage } from '../../../shared/profiles';
import { DEMO_PROFILE_ID, ProfileInputSchema, tokenHint } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import { removeStaleTempFiles, writeFileAtomic } from '../lib/atomic-write';
import { normalizeBaseUrl } from '../client/base-url';
import { secretsMasker, type Masker } from '../client/redact';
import type { Encryptor } from './encryptor';
import {
  EMPTY_PROFILE_FILE,
  peekProfileFile,
  profileFileStamp,
  readProfileFile,
  type ProfileFile,
  type StoredProfile,
  type StoredToken,
} from './profile-file';
import { withSaveLock } from './save-lock';
import { scrubTokenCopies } from './token-copies';

/** Dependencies of the store. */
export interface ProfileStoreDeps {
  /** Path of profiles.json in the app's data folder. */
  readonly file: string;
  readonly encryptor: Encryptor;
  readonly now?: () => Date;
  readonly newId?: () => string;
  /** How long a save waits for another process's save to finish; default 5 s. */
  readonly lockTimeoutMs?: number;
}

/** How tokens are kept on this machine, for the UI. */
export interface StorageStatus {
  readonly level: ProtectionLevel;
  readonly weakStorageAllowed: boolean;
  /** Set when the store could not be read or was damaged: a sentence for the user. */
  readonly notice: string | null;
  /** False when the file could not be read: nothing is written, to avoid losing it. */
  readonly writable: boolean;
}

/** A change to the file: the file it makes of the fresh one, what the caller gets back, and more. */
interface Change<T> {
  readonly next: ProfileFile;
  readonly result: T;
  /** Updates the tokens in memory once the file is written. */
  readonly apply?: () => void;
  /** Work that must happen before another process may save (the lock is still held). */
  readonly underLock?: () => Promise<void>;
}

/** Creates a store; call `load()` once before using it. */
export function createProfileStore(deps: ProfileStoreDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomUUID());
  let data: ProfileFile = structuredClone(EMPTY_PROFILE_FILE);
  const tokens = new Map<string, string>();
  const sessionOnly = new Set<string>();
  let notice: string | null = null;
  let writable = true;
  // The file as this process last wrote or read it, to skip re-reading an unchanged file.
  let stamp: string | null = null;
  // The stored form each known token was read from, so a token another process changed is read again.
  const sealedAs = new Map<string, string>();
  let masker: Masker | null = null;

  const level = () => deps.encryptor.level();

  function view(profile: StoredProfile): ProfileView {
    const token = tokens.get(profile.id);
    return {
      id: profile.id,
      name: profile.name,
      baseUrl: profile.baseUrl,
      timeoutMs: profile.timeoutMs,
      insecure: profile.insecure,
      tokenSet: token !== undefined,
      tokenHint: token === undefined ? null : tokenHint(token),
      tokenStorage: storageOf(profile),
      demo: false,
    };
  }

  function storageOf(profile: StoredProfile): TokenStorage {
    if (!tokens.has(profile.id)) return 'none';
    if (sessionOnly.has(profile.id) || !profile.token) return 'session';
    return profile.token.protection === 'os' ? 'secure' : 'weak';
  }

  function seal(token: string): StoredToken {
    const current = level();
    if (current === 'unavailable')
      return { protection: 'plain', data: Buffer.from(token).toString('base64') };
    const data = deps.encryptor.encrypt(token).toString('base64');
    return { protection: current === 'secure' ? 'os' : 'weak', data };
  }

  function unseal(stored: StoredToken): string {
    if (stored.protection === 'plain') return Buffer.from(stored.data, 'base64').toString('utf8');
    return deps.encryptor.decrypt(Buffer.from(stored.data, 'base64'));
  }

  // Changes run one after another, each on the data the previous one left, so none is lost.
  let queue: Promise<unknown> = Promise.resolve();
  function serialized<T>(change: () => Promise<T>): Promise<T> {
    const run = queue.catch(() => undefined).then(change);
    queue = run;
    return run;
  }

  function addNotice(sentence: string): void {
    notice = [notice, sentence].filter(Boolean).join(' ');
  }

  /**
   * Applies `change` to the file as it is on disk now (under the save lock, so no other process
   * writes between the read and the write) and only then makes the result current: a failed save
   * changes nothing the user sees. `change` may throw (e.g. the profile was deleted elsewhere).
   */
  async function commit<T>(change: (fresh: ProfileFile) => Change<T>): Promise<T> {
    if (!writable) {
      throw new AppError('PROFILE_STORE', 'Saved connections are read-only this session: ' + (notice ?? ''));
    }
    return withSaveLock(
      deps.file,
      async () => {
        const fresh = await readLatest();
        const { next, result, apply, underLock } = change(fresh);
        try {
          await writeFileAtomic(deps.file, JSON.stringify(next, null, 2), 0o600);
        } catch (error) {
          const e = error as NodeJS.ErrnoException;
          throw new AppError(
            'PROFILE_STORE',
            `Could not save connections to ${deps.file} (${e.code ?? e.message})`,
          );
        }
        stamp = await profileFileStamp(deps.file);
        apply?.();
        adopt(next);
        await underLock?.();
        return result;
      },
      { timeoutMs: deps.lockTimeoutMs, onTakeover: addNotice },
    );
  }

  // The file on disk, for a change to start from. Always read under the lock, never trusted from a
  // stamp: on a file system with coarse timestamps a save by another process can keep size, inode
  // and mtime, and a save built on the stale copy would lose it. The file is small.
  async function readLatest(): Promise<ProfileFile> {
    const read = await readProfileFile(deps.file, now);
    if (read.state === 'ok') return read.file;
    if (read.state === 'missing') return structuredClone(EMPTY_PROFILE_FILE);
    if (read.state === 'moved-aside') {
      addNotice(
        `Saved connections were damaged by another program (${read.reason}); the file was kept as ${read.movedTo}.`,
      );
      return structuredClone(EMPTY_PROFILE_FILE);
    }
    throw new AppError(
      'PROFILE_STORE',
      `Could not save connections: ${deps.file} cannot be read (${read.reason}).`,
    );
  }

  /**
   * Makes `file` current and brings the tokens in memory in line with it: tokens of profiles another
   * process saved are read, those of profiles it removed are forgotten. A token that disappeared from
   * the file (weak storage withdrawn elsewhere) stays for this session. Returns the names of
   * profiles whose token could not be decrypted.
   */
  function adopt(file: ProfileFile): string[] {
    data = file;
    const undecryptable: string[] = [];
    const ids = new Set(file.profiles.map((p) => p.id));
    for (const id of [...tokens.keys()]) if (!ids.has(id)) forget(id);
    for (const profile of file.profiles) {
      if (!profile.token) {
        sealedAs.delete(profile.id);
        if (tokens.has(profile.id)) sessionOnly.add(profile.id);
        continue;
      }
      if (sealedAs.get(profile.id) === profile.token.data && tokens.has(profile.id)) continue;
      try {
        tokens.set(profile.id, unseal(profile.token));
        sealedAs.set(profile.id, profile.token.data);
        sessionOnly.delete(profile.id);
      } catch {
        if (!tokens.has(profile.id)) undecryptable.push(profile.name);
      }
    }
    masker = null;
    return undecryptable;
  }

  function forget(id: string): void {
    tokens.delete(id);
    sessionOnly.delete(id);
    sealedAs.delete(id);
  }

  function find(id: string, file: ProfileFile = data): StoredProfile {
    const profile = file.profiles.find((p) => p.id === id);
    if (!profile)
      throw new AppError('PROFILE_NOT_FOUND', 'That connection no longer exists; it may have been deleted.');
    return profile;
  }

  return {
    /**
     * Reads the file; reports (never throws) a damaged or unreadable one through status().notice.
     * Temporary files of a save interrupted in an earlier session are removed first.
     */
    async load(): Promise<void> {
      await removeStaleTempFiles(dirname(deps.file), { target: basename(deps.file) });
      const read = await readProfileFile(deps.file, now);
      if (read.state === 'moved-aside') {
        notice = `Saved connections could not be read (${read.reason}); the file was kept as ${read.movedTo} and the list starts empty.`;
      }
      if (read.state === 'unreadable') {
        writable = false;
        notice = `Saved connections could not be read (${read.reason}); nothing will be saved this session so the file is not lost.`;
      }
      stamp = read.state === 'ok' ? await profileFileStamp(deps.file) : null;
      const undecryptable = adopt(read.state === 'ok' ? read.file : data);
      if (undecryptable.length > 0) {
        const names = undecryptable.map((n) => `"${n}"`).join(', ');
        addNotice(`The token of ${names} could not be decrypted on this machine; enter it again.`);
      }
    },

    /** Takes in what another process saved since this one last read or wrote the file. */
    refresh(): Promise<void> {
      // In line with the changes: a read overtaken by this process's own save must not undo it.
      return serialized(async () => {
        if (!writable || (await profileFileStamp(deps.file)) === stamp) return;
        const seen = await peekProfileFile(deps.file);
        if (!seen) return;
        stamp = seen.stamp;
        adopt(seen.file);
      });
    },

    status(): StorageStatus {
      return { level: level(), weakStorageAllowed: data.weakStorageAllowed, notice, writable };
    },

    list(): ProfileView[] {
      return data.profiles.map(view);
    },

    get(id: string): ProfileView {
      return view(find(id));
    },

    activeProfileId: (): string | null => data.activeProfileId,

    /** Creates or updates a profile; returns it with notes about how the address was read. */
    save(input: ProfileInput): Promise<{ profile: ProfileView; notes: readonly string[] }> {
      return serialized(async () => {
        const checked = ProfileInputSchema.safeParse(input);
        if (!checked.success)
          throw new AppError('INVALID_ARGUMENT', checked.error.issues[0]?.message ?? 'Invalid connection');
        const parsed = checked.data;
        const base = normalizeBaseUrl(parsed.baseUrl, parsed.insecure);
        if (!base.ok) throw new AppError('INVALID_ARGUMENT', base.message);
        const id = parsed.id ?? newId();
        const newToken = parsed.token === '' ? null : parsed.token;
        const profile = await commit((fresh) => {
          // Deleted by another process meanwhile: say so rather than bring it back.
          const existing = parsed.id ? find(parsed.id, fresh) : null;
          const storeIt = typeof newToken === 'string' && (level() === 'secure' || fresh.weakStorageAllowed);
          let token = existing?.token ?? null;
          if (newToken === null) token = null;
          else if (newToken !== undefined) token = storeIt ? seal(newToken) : null;
          const saved: StoredProfile = {
            id,
            name: parsed.name,
            baseUrl: base.baseUrl,
            timeoutMs: parsed.timeoutMs,
            insecure: parsed.insecure,
            token,
          };
          const profiles = existing
            ? fresh.profiles.map((p) => (p.id === id ? saved : p))
            : [...fresh.profiles, saved];
          const apply = () => {
            if (newToken === null) forget(id);
            else if (typeof newToken === 'string') {
              tokens.set(id, newToken);
              if (token) {
                sealedAs.set(id, token.data);
                sessionOnly.delete(id);
              } else sessionOnly.add(id);
            }
          };
          return { next: { ...fresh, profiles }, result: saved, apply };
        });
        const notes = [...base.notes];
        if (typeof newToken === 'string' && !profile.token) {
          notes.push('The token is kept for this session only: this machine cannot store it securely.');
        }
        return { profile: view(profile), notes };
      });
    },

    remove(id: string): Promise<void> {
      return serialized(async () => {
        await commit((fresh) => {
          find(id, fresh);
          const next = {
            ...fresh,
            profiles: fresh.profiles.filter((p) => p.id !== id),
            activeProfileId: fresh.activeProfileId === id ? null : fresh.activeProfileId,
          };
          return { next, result: undefined, apply: () => forget(id) };
        });
      });
    },

    setActive(id: string | null): Promise<void> {
      return serialized(async () => {
        await commit((fresh) => {
          if (id !== null && id !== DEMO_PROFILE_ID) find(id, fresh);
          return { next: { ...fresh, activeProfileId: id }, result: undefined };
        });
      });
    },

    /**
     * Records the user's choice about weak storage. Allowing it stores the session-only tokens;
     * withdrawing it removes every weakly stored token from the file, and from every copy of it left
     * beside it (temporary files, damaged files moved aside), and keeps the tokens for this session.
     */
    setWeakStorageAllowed(allowed: boolean): Promise<void> {
      return serialized(async () => {
        await commit((fresh) => {
          const sealed = new Map<string, string>();
          const profiles = fresh.profiles.map((p) => {
            const token = tokens.get(p.id);
            if (allowed && token !== undefined && !p.token && level() !== 'secure') {
              const stored = seal(token);
              sealed.set(p.id, stored.data);
              return { ...p, token: stored };
            }
            if (!allowed && p.token && p.token.protection !== 'os') return { ...p, token: null };
            return p;
          });
          const apply = () => {
            for (const [id, data] of sealed) {
              sealedAs.set(id, data);
              sessionOnly.delete(id);
            }
          };
          const underLock = allowed ? undefined : () => scrubTokenCopies(deps.file);
          return {
            next: { ...fresh, weakStorageAllowed: allowed, profiles },
            result: undefined,
            apply,
            underLock,
          };
        });
      });
    },

    /** Replaces every known token, in every spelling, in `text` by *** (for messages and logs). */
    maskSecrets(text: string): string {
      masker ??= secretsMasker(tokens.values());
      return masker(text);
    },

    /** The token of a profile, for the v2 client in the main process only. */
    tokenFor(id: string): string | undefined {
      return tokens.get(id);
    },
  };
}

/** The store's type. */
export type ProfileStore = ReturnType<typeof createProfileStore>;
