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
import type { ProfileInput, ProfileView, ProtectionLevel } from '../../../shared/profiles';
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import type { ProfileFile, StoredProfile } from './profile-file';
import {
  findProfile,
  notesOf,
  placeEach,
  placeProfile,
  prepareProfile,
  type Prepared,
} from './profile-placing';
import { createProfileState, type ProfileStoreDeps } from './profile-state';
import { profileView, tokenConfigured } from './profile-view';
import { agreedLevel, consentCovers, type ConsentLevel } from './weak-consent';
import { sealSessionTokens, weakStorageChange } from './weak-storage-change';

export type { ProfileStoreDeps };

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
  const newId = deps.newId ?? (() => randomUUID());
  // The file, the tokens, the notice and the queue of changes (profile-state.ts).
  const state = createProfileState(deps);
  const { tokens, masking, level, serialized, commit } = state;
  const view = (profile: StoredProfile): ProfileView => profileView(profile, tokens);
  const find = (id: string, file: ProfileFile = state.data()): StoredProfile => findProfile(id, file);
  const prepare = (input: ProfileInput): Promise<Prepared> =>
    prepareProfile(input, { storable: consentCovers(state.data(), level()), seal: state.sealOrNull, newId });
  const place = (fresh: ProfileFile, prepared: Prepared) => placeProfile(fresh, prepared, level(), tokens);

  return {
    /**
     * Reads the file; reports (never throws) a damaged or unreadable one through status().notice.
     * Temporary files of a save interrupted in an earlier session are removed first; tokens the key
     * store asks to be encrypted again are rewritten.
     */
    load: state.load,

    /**
     * Takes in what another process saved since this one last read or wrote the file, asks the key
     * store again how well it protects (it may have been unlocked), and reads tokens it could not
     * read before.
     */
    refresh: state.refresh,

    status(): StorageStatus {
      const data = state.data();
      return {
        level: level(),
        weakStorageAllowed: data.weakStorageAllowed && consentCovers(data, level()),
        agreedLevel: agreedLevel(data),
        notice: state.notice(),
        writable: state.writable(),
      };
    },

    list(): ProfileView[] {
      return state.data().profiles.map(view);
    },

    get(id: string): ProfileView {
      return view(find(id));
    },

    activeProfileId: (): string | null => state.data().activeProfileId,

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
          allowed && current !== 'secure' ? await sealSessionTokens(tokens, state.sealOrNull) : new Map();
        await commit((fresh) =>
          weakStorageChange(fresh, { allowed, level: current, sealed, tokens, file: deps.file }),
        );
      });
    },

    /** Resolves once every change asked for so far is written (or failed): for quitting. */
    settled: state.settled,

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
      const profile = state.data().profiles.find((p) => p.id === id);
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
