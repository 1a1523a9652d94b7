/**
 * The tokens one process knows, by profile id, and what each is in profiles.json: stored (and in which
 * sealed form, so a token another process changed is read again), or kept for this session only.
 * Reading a file's tokens decrypts those not known yet; a token the key store cannot read just now is
 * remembered as pending and read again later, never reported as lost.
 */
import type { TokenStorage } from '../../../shared/profiles';
import { KeyStoreBusyError, type Encryptor } from './encryptor';
import type { ProfileFile, StoredProfile, StoredToken } from './profile-file';
import { unsealToken } from './token-seal';

/** What reading a file's tokens found. */
export interface TokenReading {
  /** Names of profiles whose token cannot be decrypted here (enter it again). */
  readonly undecryptable: readonly string[];
  /** Ids of profiles whose token the key store asks to be encrypted again. */
  readonly reEncrypt: readonly string[];
}

/** An empty memory over `encryptor`. */
export function createTokenMemory(encryptor: Encryptor) {
  const tokens = new Map<string, string>();
  const sessionOnly = new Set<string>();
  const sealedAs = new Map<string, string>();
  // Profiles (id -> name) whose token the key store could not read just now.
  const pending = new Map<string, string>();

  const forget = (id: string) => {
    tokens.delete(id);
    sessionOnly.delete(id);
    sealedAs.delete(id);
    pending.delete(id);
  };

  return {
    get: (id: string): string | undefined => tokens.get(id),
    has: (id: string): boolean => tokens.has(id),
    values: (): Iterable<string> => tokens.values(),
    entries: (): Iterable<[string, string]> => tokens.entries(),
    /** The sealed form `id`'s token was read from or written as; undefined when not stored. */
    sealedForm: (id: string): string | undefined => sealedAs.get(id),
    /** Names of profiles whose token waits for the key store. */
    pendingNames: (): string[] => [...pending.values()],
    forget,

    /** Where `profile`'s token is kept, for its view. */
    storageOf(profile: StoredProfile): TokenStorage {
      if (!tokens.has(profile.id)) return 'none';
      if (sessionOnly.has(profile.id) || !profile.token) return 'session';
      return profile.token.protection === 'os' ? 'secure' : 'weak';
    },

    /** Keeps `token` for `id`, stored in the file as `stored`, or for this session only (null). */
    remember(id: string, token: string, stored: StoredToken | null): void {
      tokens.set(id, token);
      pending.delete(id);
      if (stored) {
        sealedAs.set(id, stored.data);
        sessionOnly.delete(id);
      } else {
        sealedAs.delete(id);
        sessionOnly.add(id);
      }
    },

    /**
     * Lines the memory up with `file`: tokens of profiles it no longer has are forgotten; a token
     * that disappeared from it (weak storage withdrawn elsewhere) stays for this session.
     */
    align(file: ProfileFile): void {
      const ids = new Set(file.profiles.map((p) => p.id));
      for (const id of [...tokens.keys(), ...pending.keys()]) if (!ids.has(id)) forget(id);
      for (const profile of file.profiles) {
        if (profile.token) continue;
        sealedAs.delete(profile.id);
        pending.delete(profile.id);
        if (tokens.has(profile.id)) sessionOnly.add(profile.id);
      }
    },

    /**
     * Decrypts the tokens of `file` not known in their current form. `stillStored(id, data)` says
     * whether the file this process holds now still has that form (it may move on while the key
     * store answers); only then is the token taken.
     */
    async read(file: ProfileFile, stillStored: (id: string, data: string) => boolean): Promise<TokenReading> {
      const undecryptable: string[] = [];
      const reEncrypt: string[] = [];
      for (const profile of file.profiles) {
        const stored = profile.token;
        if (!stored || (sealedAs.get(profile.id) === stored.data && tokens.has(profile.id))) continue;
        try {
          const { token, reEncrypt: again } = await unsealToken(encryptor, stored);
          if (!stillStored(profile.id, stored.data)) continue;
          tokens.set(profile.id, token);
          sealedAs.set(profile.id, stored.data);
          sessionOnly.delete(profile.id);
          pending.delete(profile.id);
          if (again) reEncrypt.push(profile.id);
        } catch (error) {
          if (error instanceof KeyStoreBusyError) pending.set(profile.id, profile.name);
          else if (!tokens.has(profile.id)) undecryptable.push(profile.name);
        }
      }
      return { undecryptable, reEncrypt };
    },
  };
}

/** A memory's type. */
export type TokenMemory = ReturnType<typeof createTokenMemory>;
