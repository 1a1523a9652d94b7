/**
 * Encrypting tokens again when the key store asks for it (`shouldReEncrypt`: a rotated key, or a
 * token the deprecated synchronous API wrote): the new forms are made first, outside the save lock,
 * and put into the file only where it still holds the old form and may hold tokens at this level.
 */
import type { ProtectionLevel } from '../../../shared/profiles';
import type { Encryptor } from './encryptor';
import type { ProfileFile, StoredProfile, StoredToken } from './profile-file';
import type { TokenMemory } from './token-memory';
import { sealToken } from './token-seal';
import { consentCovers } from './weak-consent';

/** Tokens sealed again, by profile id: the form the file held, and the new one. */
export type Resealed = ReadonlyMap<string, { readonly was: string; readonly stored: StoredToken }>;

/** The tokens of `ids` sealed again at `level`; a token the key store refuses is left out. Never rejects. */
export async function sealAgain(
  tokens: TokenMemory,
  ids: readonly string[],
  encryptor: Encryptor,
  level: ProtectionLevel,
): Promise<Resealed> {
  const resealed = new Map<string, { was: string; stored: StoredToken }>();
  for (const id of ids) {
    const token = tokens.get(id);
    const was = tokens.sealedForm(id);
    if (token === undefined || was === undefined) continue;
    const stored = await sealToken(encryptor, level, token).catch(() => null);
    if (stored) resealed.set(id, { was, stored });
  }
  return resealed;
}

/** `file` with the new forms put in, and the profiles that got one. */
export function withResealed(
  file: ProfileFile,
  resealed: Resealed,
  level: ProtectionLevel,
): { readonly next: ProfileFile; readonly written: readonly StoredProfile[] } {
  const mayStore = consentCovers(file, level);
  const written: StoredProfile[] = [];
  const profiles = file.profiles.map((profile) => {
    const again = resealed.get(profile.id);
    if (!again || !mayStore || profile.token?.data !== again.was) return profile;
    const updated = { ...profile, token: again.stored };
    written.push(updated);
    return updated;
  });
  return { next: { ...file, profiles }, written };
}
