/**
 * Connection profiles kept in the app's data folder, tokens encrypted through an Encryptor. Writes are
 * atomic and serialized; a damaged file is moved aside and reported, never silently overwritten.
 * Where tokens cannot be protected well, they live in memory for the session unless the user has
 * confirmed weak storage. Only ProfileViews leave this module; tokens go only to `tokenFor`.
 */
import { randomUUID } from 'node:crypto';
import type { ProfileInput, ProfileView, ProtectionLevel, TokenStorage } from '../../../shared/profiles';
import { DEMO_PROFILE_ID, ProfileInputSchema, tokenHint } from '../../../shared/profiles';
import { AppError } from '../app-error';
import { writeFileAtomic } from '../atomic-write';
import { normalizeBaseUrl } from '../client/base-url';
import { secretMasker } from '../client/redact';
import type { Encryptor } from './encryptor';
import {
  EMPTY_PROFILE_FILE,
  readProfileFile,
  type ProfileFile,
  type StoredProfile,
  type StoredToken,
} from './profile-file';

/** Dependencies of the store. */
export interface ProfileStoreDeps {
  /** Path of profiles.json in the app's data folder. */
  readonly file: string;
  readonly encryptor: Encryptor;
  readonly now?: () => Date;
  readonly newId?: () => string;
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

/** Creates a store; call `load()` once before using it. */
export function createProfileStore(deps: ProfileStoreDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomUUID());
  let data: ProfileFile = structuredClone(EMPTY_PROFILE_FILE);
  const tokens = new Map<string, string>();
  const sessionOnly = new Set<string>();
  let notice: string | null = null;
  let writable = true;
  let writing = Promise.resolve();

  const level = () => deps.encryptor.level();
  const canStore = () => level() === 'secure' || data.weakStorageAllowed;

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

  // Writes `next` and only then makes it current: a failed save changes nothing the user sees.
  async function commit(next: ProfileFile, applyInMemory: () => void = () => undefined): Promise<void> {
    await persist(next);
    data = next;
    applyInMemory();
  }

  function persist(next: ProfileFile): Promise<void> {
    if (!writable) {
      return Promise.reject(
        new AppError('PROFILE_STORE', 'Saved connections are read-only this session: ' + (notice ?? '')),
      );
    }
    const snapshot = JSON.stringify(next, null, 2);
    writing = writing.catch(() => undefined).then(() => writeFileAtomic(deps.file, snapshot, 0o600));
    return writing.catch((error: NodeJS.ErrnoException) => {
      throw new AppError(
        'PROFILE_STORE',
        `Could not save connections to ${deps.file} (${error.code ?? error.message})`,
      );
    });
  }

  function find(id: string): StoredProfile {
    const profile = data.profiles.find((p) => p.id === id);
    if (!profile)
      throw new AppError('PROFILE_NOT_FOUND', 'That connection no longer exists; it may have been deleted.');
    return profile;
  }

  return {
    /** Reads the file; reports (never throws) a damaged or unreadable one through status().notice. */
    async load(): Promise<void> {
      const read = await readProfileFile(deps.file, now);
      if (read.state === 'ok') data = read.file;
      if (read.state === 'moved-aside') {
        notice = `Saved connections could not be read (${read.reason}); the file was kept as ${read.movedTo} and the list starts empty.`;
      }
      if (read.state === 'unreadable') {
        writable = false;
        notice = `Saved connections could not be read (${read.reason}); nothing will be saved this session so the file is not lost.`;
      }
      const undecryptable: string[] = [];
      for (const profile of data.profiles) {
        if (!profile.token) continue;
        try {
          tokens.set(profile.id, unseal(profile.token));
        } catch {
          undecryptable.push(profile.name);
        }
      }
      if (undecryptable.length > 0) {
        const names = undecryptable.map((n) => `"${n}"`).join(', ');
        notice = [notice, `The token of ${names} could not be decrypted on this machine; enter it again.`]
          .filter(Boolean)
          .join(' ');
      }
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
        const existing = parsed.id ? find(parsed.id) : null;
        const id = existing?.id ?? newId();
        const notes = [...base.notes];
        const newToken = parsed.token === '' ? null : parsed.token;
        const storeIt = typeof newToken === 'string' && canStore();
        let token = existing?.token ?? null;
        if (newToken === null) token = null;
        else if (newToken !== undefined) token = storeIt ? seal(newToken) : null;
        if (typeof newToken === 'string' && !storeIt) {
          notes.push('The token is kept for this session only: this machine cannot store it securely.');
        }
        const profile: StoredProfile = {
          id,
          name: parsed.name,
          baseUrl: base.baseUrl,
          timeoutMs: parsed.timeoutMs,
          insecure: parsed.insecure,
          token,
        };
        const profiles = existing
          ? data.profiles.map((p) => (p.id === id ? profile : p))
          : [...data.profiles, profile];
        await commit({ ...data, profiles }, () => {
          if (newToken === null) {
            tokens.delete(id);
            sessionOnly.delete(id);
          } else if (newToken !== undefined) {
            tokens.set(id, newToken);
            if (storeIt) sessionOnly.delete(id);
            else sessionOnly.add(id);
          }
        });
        return { profile: view(profile), notes };
      });
    },

    remove(id: string): Promise<void> {
      return serialized(async () => {
        find(id);
        const next = {
          ...data,
          profiles: data.profiles.filter((p) => p.id !== id),
          activeProfileId: data.activeProfileId === id ? null : data.activeProfileId,
        };
        await commit(next, () => {
          tokens.delete(id);
          sessionOnly.delete(id);
        });
      });
    },

    setActive(id: string | null): Promise<void> {
      return serialized(async () => {
        if (id !== null && id !== DEMO_PROFILE_ID) find(id);
        await commit({ ...data, activeProfileId: id });
      });
    },

    /**
     * Records the user's choice about weak storage. Allowing it stores the session-only tokens;
     * withdrawing it removes every weakly stored token from the file and keeps it for this session.
     */
    setWeakStorageAllowed(allowed: boolean): Promise<void> {
      return serialized(async () => {
        const moved: string[] = [];
        const profiles = data.profiles.map((p) => {
          const token = tokens.get(p.id);
          if (allowed && token !== undefined && !p.token && level() !== 'secure')
            return { ...p, token: seal(token) };
          if (!allowed && p.token && p.token.protection !== 'os') {
            moved.push(p.id);
            return { ...p, token: null };
          }
          return p;
        });
        await commit({ ...data, weakStorageAllowed: allowed, profiles }, () => {
          for (const p of profiles) if (p.token && tokens.has(p.id)) sessionOnly.delete(p.id);
          for (const id of moved) if (tokens.has(id)) sessionOnly.add(id);
        });
      });
    },

    /** Replaces every known token in `text` by *** (for unexpected error messages and logs). */
    maskSecrets(text: string): string {
      let out = text;
      for (const token of tokens.values()) out = secretMasker(token)(out);
      return out;
    },

    /** The token of a profile, for the v2 client in the main process only. */
    tokenFor(id: string): string | undefined {
      return tokens.get(id);
    },
  };
}

/** The store's type. */
export type ProfileStore = ReturnType<typeof createProfileStore>;
