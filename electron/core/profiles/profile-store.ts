/**
 * Connection profiles kept in the app's data folder, tokens encrypted through an Encryptor. Writes are
 * atomic and serialized; a damaged file is moved aside and reported, never silently overwritten.
 * Where tokens cannot be protected well, they live in memory for the session unless the user has
 * confirmed weak storage. Only ProfileViews leave this module; tokens go only to `tokenFor`.
 */
import { randomUUID } from 'node:crypto';
import type { ProfileInput, ProfileView, ProtectionLevel, TokenStorage } from '../../../shared/profiles';
import { ProfileInputSchema, tokenHint } from '../../../shared/profiles';
import { AppError } from '../app-error';
import { writeFileAtomic } from '../atomic-write';
import { normalizeBaseUrl } from '../client/base-url';
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

  function persist(): Promise<void> {
    if (!writable) {
      return Promise.reject(
        new AppError('PROFILE_STORE', 'Saved connections are read-only this session: ' + (notice ?? '')),
      );
    }
    const snapshot = JSON.stringify(data, null, 2);
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
    async save(input: ProfileInput): Promise<{ profile: ProfileView; notes: readonly string[] }> {
      const parsed = ProfileInputSchema.parse(input);
      const base = normalizeBaseUrl(parsed.baseUrl, parsed.insecure);
      if (!base.ok) throw new AppError('INVALID_ARGUMENT', base.message);
      const existing = parsed.id ? find(parsed.id) : null;
      const id = existing?.id ?? newId();
      const profile: StoredProfile = {
        id,
        name: parsed.name,
        baseUrl: base.baseUrl,
        timeoutMs: parsed.timeoutMs,
        insecure: parsed.insecure,
        token: existing?.token ?? null,
      };
      const notes = [...base.notes];
      if (parsed.token === null || parsed.token === '') {
        tokens.delete(id);
        sessionOnly.delete(id);
        profile.token = null;
      } else if (parsed.token !== undefined) {
        tokens.set(id, parsed.token);
        if (canStore()) {
          profile.token = seal(parsed.token);
          sessionOnly.delete(id);
        } else {
          profile.token = null;
          sessionOnly.add(id);
          notes.push('The token is kept for this session only: this machine cannot store it securely.');
        }
      }
      data = {
        ...data,
        profiles: existing
          ? data.profiles.map((p) => (p.id === id ? profile : p))
          : [...data.profiles, profile],
      };
      await persist();
      return { profile: view(profile), notes };
    },

    async remove(id: string): Promise<void> {
      find(id);
      tokens.delete(id);
      sessionOnly.delete(id);
      data = {
        ...data,
        profiles: data.profiles.filter((p) => p.id !== id),
        activeProfileId: data.activeProfileId === id ? null : data.activeProfileId,
      };
      await persist();
    },

    async setActive(id: string | null): Promise<void> {
      if (id !== null && !id.startsWith('demo')) find(id);
      data = { ...data, activeProfileId: id };
      await persist();
    },

    /**
     * Records the user's choice about weak storage. Allowing it stores the session-only tokens;
     * withdrawing it removes weakly stored tokens from the file and keeps them for this session.
     */
    async setWeakStorageAllowed(allowed: boolean): Promise<void> {
      data = { ...data, weakStorageAllowed: allowed };
      if (level() !== 'secure') {
        data.profiles = data.profiles.map((p) => {
          const token = tokens.get(p.id);
          if (token === undefined) return p;
          if (allowed) {
            sessionOnly.delete(p.id);
            return { ...p, token: seal(token) };
          }
          sessionOnly.add(p.id);
          return { ...p, token: null };
        });
      }
      await persist();
    },

    /** The token of a profile, for the v2 client in the main process only. */
    tokenFor(id: string): string | undefined {
      return tokens.get(id);
    },
  };
}

/** The store's type. */
export type ProfileStore = ReturnType<typeof createProfileStore>;
