/**
 * The user's consent to storing tokens without an OS key store, and the level it was given at: weak
 * (encrypted with a key the OS does not protect) or unavailable (not encrypted at all). A consent
 * covers that level and stronger ones; when protection gets weaker than what was agreed (the app's
 * key store gone, the folder opened by the web host, which has none) the user is asked again.
 */
import type { ProtectionLevel } from '../../../shared/profiles';
import type { ProfileFile } from './profile-file';

/** A level weaker than secure, which needs the user's consent. */
export type ConsentLevel = 'weak' | 'unavailable';

const RANK: Record<ProtectionLevel, number> = { unavailable: 0, weak: 1, secure: 2 };

/**
 * The level the user agreed to, or null without consent. A consent recorded before levels were
 * (no weakStorageLevel) counts as given at 'weak': the stronger reading, so asking again is the most
 * it can cost.
 */
export function agreedLevel(file: ProfileFile): ConsentLevel | null {
  if (!file.weakStorageAllowed) return null;
  return file.weakStorageLevel ?? 'weak';
}

/** Whether tokens may be stored at `level`: always when secure, else when the consent covers it. */
export function consentCovers(file: ProfileFile, level: ProtectionLevel): boolean {
  if (level === 'secure') return true;
  const agreed = agreedLevel(file);
  return agreed !== null && RANK[level] >= RANK[agreed];
}

/** The file's consent fields once the user agrees at `level`: the weakest level agreed so far. */
export function consentGiven(
  file: ProfileFile,
  level: ProtectionLevel,
): Pick<ProfileFile, 'weakStorageAllowed' | 'weakStorageLevel'> {
  const now: ConsentLevel = level === 'unavailable' ? 'unavailable' : 'weak';
  const before = agreedLevel(file);
  return { weakStorageAllowed: true, weakStorageLevel: before && RANK[before] < RANK[now] ? before : now };
}
