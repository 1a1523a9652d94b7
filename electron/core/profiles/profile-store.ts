/**
 * Connection profiles kept in the app's data folder, tokens encrypted through an Encryptor. Writes are
 * atomic and serialized; a damaged file is moved aside and reported, never silently overwritten.
 * Where tokens cannot be protected well, they live in memory for the session unless the user has
 * confirmed weak storage at this level or a weaker one (weak-consent.ts). Only ProfileViews leave this
 * module; tokens go only to `tokenFor`. Encryption is asynchronous (Electron's safeStorage): tokens
 * are sealed before the save lock is taken, and decrypted after it is let go, so a slow key store
 * never holds other processes' saves; a token the key store asks to encrypt again is rewritten.
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
import type { ProfileInput, ProfileView, ProtectionLevel } from '../../../shared/profiles';
import { DEMO_PROFILE_ID, ProfileInputSchema, tokenHint } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import { removeStaleTempFiles, writeFileAtomic } from '../lib/atomic-write';
import { normalizeBaseUrl } from '../client/base-url';
import { parameterMasker, secretMasker, secretsMasker, type Masker } from '../client/redact';
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
import { sealAgain, withResealed } from './reseal';
import { createTokenMemory } from './token-memory';
import { sealToken } from './token-seal';
import { agreedLevel, consentCovers, consentGiven, type ConsentLevel } from './weak-consent';

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
  /** Whether the user's consent covers storing tokens at `level` (always true when secure). */
  readonly weakStorageAllowed: boolean;
  /** The level the user agreed to store tokens at, or null; weaker now than this means asked again. */
  readonly agreedLevel: ConsentLevel | null;
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
  const tokens = createTokenMemory(deps.encryptor);
  let notice: string | null = null;
  let writable = true;
  // The file as this process last wrote or read it, to skip re-reading an unchanged file.
  let stamp: string | null = null;
  let masker: Masker | null = null;
  // What the encryptor said last: read at load and refresh, so status() and saves need not wait.
  let currentLevel: ProtectionLevel = 'unavailable';
  const level = () => currentLevel;

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
      tokenStorage: tokens.storageOf(profile),
      tokenMissing: token === undefined && tokenConfigured(profile),
      demo: false,
    };
  }

  // Sealed before the save lock is taken: a key store that takes its time must not hold the lock.
  // null when the key store failed: the token is then kept for this session.
  const sealOrNull = (token: string) => sealToken(deps.encryptor, level(), token).catch(() => null);

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
   * Tokens another process saved meanwhile are decrypted after the lock is let go.
   */
  async function commit<T>(change: (fresh: ProfileFile) => Change<T>): Promise<T> {
    if (!writable) {
      throw new AppError('PROFILE_STORE', 'Saved connections are read-only this session: ' + (notice ?? ''));
    }
    const { result, next } = await withSaveLock(
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
        return { result, next };
      },
      { timeoutMs: deps.lockTimeoutMs, onTakeover: addNotice },
    );
    await readTokens(next);
    return result;
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

  /** Makes `file` current; the tokens in memory follow it (readTokens decrypts the new ones). */
  function adopt(file: ProfileFile): void {
    data = file;
    tokens.align(file);
    masker = null;
  }

  // Decrypts the tokens of `file` this process does not know yet, keeping only those the current
  // file still holds in that form.
  async function readTokens(file: ProfileFile) {
    const reading = await tokens.read(
      file,
      (id, sealed) => data.profiles.find((p) => p.id === id)?.token?.data === sealed,
    );
    masker = null;
    return reading;
  }

  /** Encrypts again the tokens the key store asked for (reseal.ts). Call it inside `serialized`. */
  async function reseal(ids: readonly string[]): Promise<void> {
    if (!writable || ids.length === 0 || level() === 'unavailable') return;
    const resealed = await sealAgain(tokens, ids, deps.encryptor, level());
    if (resealed.size === 0) return;
    // A failure leaves the old form, which still decrypts.
    await commit((fresh) => {
      const { next, written } = withResealed(fresh, resealed, level());
      const apply = () => written.forEach((p) => tokens.remember(p.id, tokens.get(p.id)!, p.token));
      return { next, result: undefined, apply };
    }).catch(() => undefined);
  }

  function find(id: string, file: ProfileFile = data): StoredProfile {
    const profile = file.profiles.find((p) => p.id === id);
    if (!profile)
      throw new AppError('PROFILE_NOT_FOUND', 'That connection no longer exists; it may have been deleted.');
    return profile;
  }

  function noticeNow(): string | null {
    const waiting = tokens.pendingNames();
    if (waiting.length === 0) return notice;
    const names = waiting.map((n) => `"${n}"`).join(', ');
    const sentence = `The system key store did not answer, so the token of ${names} could not be read yet; it is read again when the connections are listed.`;
    return [notice, sentence].filter(Boolean).join(' ');
  }

  /** A profile input checked, its address normalized and its token sealed: ready to place in a file. */
  async function prepare(input: ProfileInput): Promise<Prepared> {
    const checked = ProfileInputSchema.safeParse(input);
    if (!checked.success)
      throw new AppError('INVALID_ARGUMENT', checked.error.issues[0]?.message ?? 'Invalid connection');
    const parsed = checked.data;
    const base = normalizeBaseUrl(parsed.baseUrl, parsed.insecure);
    if (!base.ok) throw new AppError('INVALID_ARGUMENT', base.message);
    const newToken = parsed.token === '' ? null : parsed.token;
    const wanted = typeof newToken === 'string' && consentCovers(data, level());
    const sealed = wanted ? await sealOrNull(newToken) : null;
    return {
      parsed,
      id: parsed.id ?? newId(),
      baseUrl: base.baseUrl,
      notes: base.notes,
      newToken,
      wanted,
      sealed,
    };
  }

  /** `fresh` with `prepared` in it (replacing the profile of its id, else added), and its token's update. */
  function place(fresh: ProfileFile, prepared: Prepared) {
    const { parsed, id, newToken, sealed } = prepared;
    // Deleted by another process meanwhile: say so rather than bring it back.
    const existing = parsed.id ? find(parsed.id, fresh) : null;
    const storeIt = sealed !== null && consentCovers(fresh, level());
    let token = existing?.token ?? null;
    let sessionToken = existing?.sessionToken === true && !token;
    if (newToken === null) [token, sessionToken] = [null, false];
    else if (newToken !== undefined) [token, sessionToken] = storeIt ? [sealed, false] : [null, true];
    const saved: StoredProfile = {
      id,
      name: parsed.name,
      baseUrl: prepared.baseUrl,
      timeoutMs: parsed.timeoutMs,
      insecure: parsed.insecure,
      token,
      ...(sessionToken ? { sessionToken: true as const } : {}),
    };
    const profiles = existing
      ? fresh.profiles.map((p) => (p.id === id ? saved : p))
      : [...fresh.profiles, saved];
    const apply = () => {
      if (newToken === null) tokens.forget(id);
      else if (typeof newToken === 'string') tokens.remember(id, newToken, token);
    };
    return { profiles, saved, apply };
  }

  return {
    /**
     * Reads the file; reports (never throws) a damaged or unreadable one through status().notice.
     * Temporary files of a save interrupted in an earlier session are removed first; tokens the key
     * store asks to be encrypted again are rewritten.
     */
    async load(): Promise<void> {
      await removeStaleTempFiles(dirname(deps.file), { target: basename(deps.file) });
      currentLevel = await deps.encryptor.level();
      const read = await readProfileFile(deps.file, now);
      if (read.state === 'moved-aside') {
        notice = `Saved connections could not be read (${read.reason}); the file was kept as ${read.movedTo} and the list starts empty.`;
      }
      if (read.state === 'unreadable') {
        writable = false;
        notice = `Saved connections could not be read (${read.reason}); nothing will be saved this session so the file is not lost.`;
      }
      stamp = read.state === 'ok' ? await profileFileStamp(deps.file) : null;
      adopt(read.state === 'ok' ? read.file : data);
      const { undecryptable, reEncrypt } = await readTokens(data);
      if (undecryptable.length > 0) {
        const names = undecryptable.map((n) => `"${n}"`).join(', ');
        addNotice(
          `The token of ${names} could not be decrypted here: it was saved on another computer or user account, or by a pre-release version of the app under its old name, whose key this one cannot use. Edit the connection and enter the token again; the rest of the connection is kept.`,
        );
      }
      await serialized(() => reseal(reEncrypt));
    },

    /**
     * Takes in what another process saved since this one last read or wrote the file, asks the key
     * store again how well it protects (it may have been unlocked), and reads tokens it could not
     * read before.
     */
    refresh(): Promise<void> {
      // In line with the changes: a read overtaken by this process's own save must not undo it.
      return serialized(async () => {
        currentLevel = await deps.encryptor.level();
        if (!writable) return;
        if ((await profileFileStamp(deps.file)) !== stamp) {
          const seen = await peekProfileFile(deps.file);
          if (seen) {
            stamp = seen.stamp;
            adopt(seen.file);
          }
        } else if (tokens.pendingNames().length === 0) return;
        await reseal((await readTokens(data)).reEncrypt);
      });
    },

    status(): StorageStatus {
      return {
        level: level(),
        weakStorageAllowed: data.weakStorageAllowed && consentCovers(data, level()),
        agreedLevel: agreedLevel(data),
        notice: noticeNow(),
        writable,
      };
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
        const prepared = await prepare(input);
        const placing = await commit((fresh) => {
          const placing = place(fresh, prepared);
          return { next: { ...fresh, profiles: placing.profiles }, result: placing, apply: placing.apply };
        });
        return { profile: view(placing.saved), notes: notesOf(prepared, placing.saved) };
      });
    },

    /**
     * Creates or updates several profiles in one write (an imported fleet file), each as `save` takes
     * it; one that is refused (a bad address, deleted meanwhile) is answered with why, in its place.
     */
    saveMany(inputs: readonly ProfileInput[]): Promise<SaveManyOutcome[]> {
      return serialized(async () => {
        const prepared: (Prepared | AppError)[] = [];
        for (const input of inputs) prepared.push(await prepare(input).catch((error: AppError) => error));
        const placed = await commit((fresh) => {
          let profiles = fresh.profiles;
          const applies: (() => void)[] = [];
          const outcomes = prepared.map((one) => {
            if (one instanceof AppError) return one;
            try {
              const placing = place({ ...fresh, profiles }, one);
              profiles = placing.profiles;
              applies.push(placing.apply);
              return { prepared: one, saved: placing.saved };
            } catch (error) {
              return error as AppError;
            }
          });
          return { next: { ...fresh, profiles }, result: outcomes, apply: () => applies.forEach((a) => a()) };
        });
        return placed.map((one) =>
          one instanceof AppError
            ? { ok: false as const, message: one.message }
            : { ok: true as const, profile: view(one.saved), notes: notesOf(one.prepared, one.saved) },
        );
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
          return { next, result: undefined, apply: () => tokens.forget(id) };
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
     * Records the user's choice about weak storage, and the level it is given at. Allowing it stores
     * the session-only tokens; withdrawing it removes every weakly stored token from the file, and
     * from every copy of it left beside it (temporary files, damaged files moved aside), and keeps
     * the tokens for this session.
     */
    setWeakStorageAllowed(allowed: boolean): Promise<void> {
      return serialized(async () => {
        const current = level();
        const sealed = new Map<string, StoredToken>();
        if (allowed && current !== 'secure') {
          for (const [id, token] of tokens.entries()) {
            if (tokens.sealedForm(id) !== undefined) continue;
            const stored = await sealOrNull(token);
            if (stored) sealed.set(id, stored);
          }
        }
        await commit((fresh) => {
          const profiles = fresh.profiles.map((p) => {
            const stored = sealed.get(p.id);
            if (allowed && stored && !p.token) return { ...withoutSessionMark(p), token: stored };
            // Kept for this session: after a restart it is asked for again, not silently dropped.
            if (!allowed && p.token && p.token.protection !== 'os')
              return { ...p, token: null, sessionToken: true as const };
            return p;
          });
          const apply = () => {
            for (const p of profiles) {
              if (p.token && p.token === sealed.get(p.id)) tokens.remember(p.id, tokens.get(p.id)!, p.token);
            }
          };
          const consent = allowed
            ? consentGiven(fresh, current)
            : { weakStorageAllowed: false, weakStorageLevel: undefined };
          const underLock = allowed ? undefined : () => scrubTokenCopies(deps.file);
          return { next: { ...fresh, ...consent, profiles }, result: undefined, apply, underLock };
        });
      });
    },

    /** Resolves once every change asked for so far is written (or failed): for quitting. */
    settled(): Promise<void> {
      return queue.then(
        () => undefined,
        () => undefined,
      );
    },

    /** Replaces every known token, in every spelling, in `text` by *** (for messages and logs). */
    maskSecrets(text: string): string {
      masker ??= secretsMasker(tokens.values());
      return masker(text);
    },

    /**
     * Every known token masked where it stands as a token (an et_auth_token value), nowhere else:
     * for data that left main already masked (a category export the page made), so a name that
     * happens to spell some token is kept.
     */
    maskTokenValues(text: string): string {
      return parameterMasker(tokens.values())(text);
    },

    /**
     * The masker for what is kept of `profileId`'s answers (snapshots, exports): its own token in
     * every spelling (8 characters or more; a shorter one as the et_auth_token value), every other
     * connection's token only as an et_auth_token value, so another shop's token that happens to
     * spell a name here never rewrites it.
     */
    maskDataOf(profileId: string): Masker {
      const own = secretMasker(tokens.get(profileId));
      const others = parameterMasker(tokens.values());
      return (text) => others(own(text));
    },

    /** The token of a profile, for the v2 client in the main process only. */
    tokenFor(id: string): string | undefined {
      return tokens.get(id);
    },

    /** Every profile's token (main process only): what a masker of all of them needs, no views made. */
    allTokens(): string[] {
      return [...tokens.values()];
    },

    /**
     * Whether `id` has a token configured that is not available here (kept for a session that
     * ended, or stored but not decryptable now: another computer's key, a locked key store). Such a
     * connection is not called (the cause no-token). False for an unknown id.
     */
    tokenMissing(id: string): boolean {
      const profile = data.profiles.find((p) => p.id === id);
      return profile !== undefined && !tokens.has(id) && tokenConfigured(profile);
    },
  };
}

// A token stored (readable or not) or given for a session: the connection is meant to send one.
function tokenConfigured(profile: StoredProfile): boolean {
  return profile.token !== null || profile.sessionToken === true;
}

function withoutSessionMark(profile: StoredProfile): StoredProfile {
  const { sessionToken: _mark, ...rest } = profile;
  return rest;
}

/** A profile input ready to be placed in the file (profile-store.ts prepare). */
interface Prepared {
  readonly parsed: ReturnType<typeof ProfileInputSchema.parse>;
  readonly id: string;
  readonly baseUrl: string;
  readonly notes: readonly string[];
  /** The token given: a new one, null to remove it, undefined to keep the current one. */
  readonly newToken: string | null | undefined;
  readonly wanted: boolean;
  readonly sealed: StoredToken | null;
}

/** One profile of saveMany: saved (with its notes) or refused (why). */
export type SaveManyOutcome =
  | { readonly ok: true; readonly profile: ProfileView; readonly notes: readonly string[] }
  | { readonly ok: false; readonly message: string };

// How the address was read, and where the token is kept when it could not be stored.
function notesOf(prepared: Prepared, saved: StoredProfile): string[] {
  const notes = [...prepared.notes];
  if (typeof prepared.newToken === 'string' && !saved.token) {
    notes.push(
      prepared.wanted && !prepared.sealed
        ? 'The token is kept for this session only: the system key store did not encrypt it. Save it again later.'
        : 'The token is kept for this session only: this machine cannot store it securely.',
    );
  }
  return notes;
}

/** The store's type. */
export type ProfileStore = ReturnType<typeof createProfileStore>;
