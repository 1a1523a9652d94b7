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
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import { removeStaleTempFiles } from '../lib/atomic-write';
import type { Encryptor } from './encryptor';
import { commitChange, type Change, type CommitTarget } from './profile-commit';
import {
  EMPTY_PROFILE_FILE,
  peekProfileFile,
  profileFileStamp,
  readProfileFile,
  type ProfileFile,
  type StoredProfile,
} from './profile-file';
import { createProfileMasking } from './profile-masking';
import {
  findProfile,
  notesOf,
  placeEach,
  placeProfile,
  prepareProfile,
  type Prepared,
} from './profile-placing';
import { profileView, tokenConfigured } from './profile-view';
import { sealAgain, withResealed } from './reseal';
import { createTokenMemory } from './token-memory';
import { sealToken } from './token-seal';
import { agreedLevel, consentCovers, type ConsentLevel } from './weak-consent';
import { sealSessionTokens, weakStorageChange } from './weak-storage-change';

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

/** Creates a store; call `load()` once before using it. */
export function createProfileStore(deps: ProfileStoreDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomUUID());
  let data: ProfileFile = structuredClone(EMPTY_PROFILE_FILE);
  const tokens = createTokenMemory(deps.encryptor);
  const masking = createProfileMasking(tokens);
  let notice: string | null = null;
  let writable = true;
  // The file as this process last wrote or read it, to skip re-reading an unchanged file.
  let stamp: string | null = null;
  // What the encryptor said last: read at load and refresh, so status() and saves need not wait.
  let currentLevel: ProtectionLevel = 'unavailable';
  const level = () => currentLevel;

  const view = (profile: StoredProfile): ProfileView => profileView(profile, tokens);

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

  // The file-and-lock work is profile-commit.ts's; the store makes the file written current.
  const target: CommitTarget = { file: deps.file, now, lockTimeoutMs: deps.lockTimeoutMs, addNotice };
  async function commit<T>(change: (fresh: ProfileFile) => Change<T>): Promise<T> {
    if (!writable) {
      throw new AppError('PROFILE_STORE', 'Saved connections are read-only this session: ' + (notice ?? ''));
    }
    const { result, next } = await commitChange(target, change, (written, writtenStamp) => {
      stamp = writtenStamp;
      adopt(written);
    });
    // Tokens another process saved meanwhile are decrypted after the lock is let go.
    await readTokens(next);
    return result;
  }

  /** Makes `file` current; the tokens in memory follow it (readTokens decrypts the new ones). */
  function adopt(file: ProfileFile): void {
    data = file;
    tokens.align(file);
    masking.forget();
  }

  // Decrypts the tokens of `file` this process does not know yet, keeping only those the current
  // file still holds in that form.
  async function readTokens(file: ProfileFile) {
    const reading = await tokens.read(
      file,
      (id, sealed) => data.profiles.find((p) => p.id === id)?.token?.data === sealed,
    );
    masking.forget();
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

  const find = (id: string, file: ProfileFile = data): StoredProfile => findProfile(id, file);

  function noticeNow(): string | null {
    const waiting = tokens.pendingNames();
    if (waiting.length === 0) return notice;
    const names = waiting.map((n) => `"${n}"`).join(', ');
    const sentence = `The system key store did not answer, so the token of ${names} could not be read yet; it is read again when the connections are listed.`;
    return [notice, sentence].filter(Boolean).join(' ');
  }

  const prepare = (input: ProfileInput): Promise<Prepared> =>
    prepareProfile(input, { storable: consentCovers(data, level()), seal: sealOrNull, newId });
  const place = (fresh: ProfileFile, prepared: Prepared) => placeProfile(fresh, prepared, level(), tokens);

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
          const placing = placeEach(fresh, prepared, level(), tokens);
          return {
            next: { ...fresh, profiles: placing.profiles },
            result: placing.outcomes,
            apply: placing.apply,
          };
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
        const sealed =
          allowed && current !== 'secure' ? await sealSessionTokens(tokens, sealOrNull) : new Map();
        await commit((fresh) =>
          weakStorageChange(fresh, { allowed, level: current, sealed, tokens, file: deps.file }),
        );
      });
    },

    /** Resolves once every change asked for so far is written (or failed): for quitting. */
    settled(): Promise<void> {
      return queue.then(
        () => undefined,
        () => undefined,
      );
    },

    maskSecrets: masking.maskSecrets,
    maskTokenValues: masking.maskTokenValues,
    maskDataOf: masking.maskDataOf,

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

/** One profile of saveMany: saved (with its notes) or refused (why). */
export type SaveManyOutcome =
  | { readonly ok: true; readonly profile: ProfileView; readonly notes: readonly string[] }
  | { readonly ok: false; readonly message: string };

/** The store's type. */
export type ProfileStore = ReturnType<typeof createProfileStore>;
