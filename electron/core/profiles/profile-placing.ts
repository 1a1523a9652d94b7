/**
 * A connection as the user entered it, placed in profiles.json: checked, its address normalized and
 * its token sealed before the save lock (`prepareProfile`), then put in the fresh file under the lock
 * (`placeProfile`, `placeEach` for several), with the notes the user is told. Throws AppError INVALID_ARGUMENT for a bad input
 * and PROFILE_NOT_FOUND for a profile deleted meanwhile.
 */
import { sessionTokenWords } from '../../../shared/address-words';
import type { ProfileInput, ProtectionLevel } from '../../../shared/profiles';
import { ProfileInputSchema } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import { normalizeBaseUrl } from '../client/base-url';
import type { ProfileFile, StoredProfile, StoredToken } from './profile-file';
import type { TokenMemory } from './token-memory';
import { consentCovers } from './weak-consent';
import { englishWords } from '../../../shared/words-text';

/** A profile input ready to be placed in the file. */
export interface Prepared {
  readonly parsed: ReturnType<typeof ProfileInputSchema.parse>;
  readonly id: string;
  readonly baseUrl: string;
  readonly notes: readonly string[];
  /** The token given: a new one, null to remove it, undefined to keep the current one. */
  readonly newToken: string | null | undefined;
  readonly wanted: boolean;
  readonly sealed: StoredToken | null;
}

/** What preparing needs of the store. */
export interface PrepareContext {
  /** Whether tokens may be stored now (the consent covers the key store's level). */
  readonly storable: boolean;
  /** The token sealed, or null when the key store failed (it is then kept for this session). */
  readonly seal: (token: string) => Promise<StoredToken | null>;
  readonly newId: () => string;
}

/** `input` checked, its address normalized and its token sealed: ready to place in a file. */
export async function prepareProfile(input: ProfileInput, context: PrepareContext): Promise<Prepared> {
  const checked = ProfileInputSchema.safeParse(input);
  if (!checked.success)
    throw new AppError('INVALID_ARGUMENT', checked.error.issues[0]?.message ?? 'Invalid connection');
  const parsed = checked.data;
  const base = normalizeBaseUrl(parsed.baseUrl, parsed.insecure);
  if (!base.ok) throw new AppError('INVALID_ARGUMENT', base.message);
  const newToken = parsed.token === '' ? null : parsed.token;
  const wanted = typeof newToken === 'string' && context.storable;
  const sealed = wanted ? await context.seal(newToken) : null;
  return {
    parsed,
    id: parsed.id ?? context.newId(),
    baseUrl: base.baseUrl,
    notes: base.notes,
    newToken,
    wanted,
    sealed,
  };
}

/** The profile `id` of `file`; throws PROFILE_NOT_FOUND when there is none. */
export function findProfile(id: string, file: ProfileFile): StoredProfile {
  const profile = file.profiles.find((p) => p.id === id);
  if (!profile)
    throw new AppError('PROFILE_NOT_FOUND', 'That connection no longer exists; it may have been deleted.');
  return profile;
}

/**
 * `fresh`'s profiles with `prepared` in them (replacing the profile of its id, else added), the
 * profile saved, and `apply`, which updates its token in `tokens` once the file is written.
 */
export function placeProfile(
  fresh: ProfileFile,
  prepared: Prepared,
  level: ProtectionLevel,
  tokens: Pick<TokenMemory, 'forget' | 'remember'>,
) {
  const { parsed, id, newToken, sealed } = prepared;
  // Deleted by another process meanwhile: say so rather than bring it back.
  const existing = parsed.id ? findProfile(parsed.id, fresh) : null;
  const storeIt = sealed !== null && consentCovers(fresh, level);
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

/**
 * `fresh`'s profiles with each of `prepared` placed in turn (saveMany); one refused before (an
 * AppError) or while placed (deleted meanwhile) is its outcome in its place, and the rest still go in.
 */
export function placeEach(
  fresh: ProfileFile,
  prepared: readonly (Prepared | AppError)[],
  level: ProtectionLevel,
  tokens: Pick<TokenMemory, 'forget' | 'remember'>,
) {
  let profiles = fresh.profiles;
  const applies: (() => void)[] = [];
  const outcomes = prepared.map((one) => {
    if (one instanceof AppError) return one;
    try {
      const placing = placeProfile({ ...fresh, profiles }, one, level, tokens);
      profiles = placing.profiles;
      applies.push(placing.apply);
      return { prepared: one, saved: placing.saved };
    } catch (error) {
      return error as AppError;
    }
  });
  return { profiles, outcomes, apply: () => applies.forEach((a) => a()) };
}

/** How the address was read, and where the token is kept when it could not be stored. */
export function notesOf(prepared: Prepared, saved: StoredProfile): string[] {
  const notes = [...prepared.notes];
  if (typeof prepared.newToken === 'string' && !saved.token) {
    notes.push(englishWords(sessionTokenWords(prepared.wanted && !prepared.sealed)));
  }
  return notes;
}
