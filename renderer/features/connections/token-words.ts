// How a connection's token is kept, in a few words and with why it matters.
import type { StorageStatusView } from '../../../shared/ipc-contract';
import type { ProfileView, TokenStorage } from '../../../shared/profiles';

const KEPT: Record<Exclude<TokenStorage, 'none'>, string> = {
  secure: 'stored securely: encrypted by this computer’s key store',
  weak: 'stored with weak protection: anyone who can read your files can recover it',
  session: 'this session only: forgotten when the inspector closes',
};

/** e.g. "Token set ••••9c3f", or "No token". */
export function tokenState(profile: ProfileView): string {
  return profile.tokenSet ? `Token set ${profile.tokenHint ?? ''}`.trim() : 'No token';
}

/** How the token is kept, with a short explanation; null without a token. */
export function tokenKept(profile: ProfileView): string | null {
  return profile.tokenStorage === 'none' ? null : KEPT[profile.tokenStorage];
}

/** Whether a token entered now is kept for this session only. */
export function sessionOnly(storage: StorageStatusView | null): boolean {
  return storage !== null && storage.level !== 'secure' && !storage.weakStorageAllowed;
}

/** Why this computer cannot store tokens securely. */
export function whyNotSecure(level: StorageStatusView['level']): string {
  return level === 'weak'
    ? 'This computer’s key store gives only weak protection (no keyring is unlocked), so tokens are not written to disk.'
    : 'The inspector has no secure key store on this computer, so tokens are not written to disk.';
}

/**
 * Why the user is asked again although they allowed weak storage once: protection here is weaker
 * than what they agreed to. Null when that is not so.
 */
export function askedAgain(storage: StorageStatusView): string | null {
  if (storage.weakStorageAllowed || storage.agreedLevel !== 'weak' || storage.level !== 'unavailable')
    return null;
  return 'You allowed storing tokens encrypted with a key built into the app. Here they could not be encrypted at all, so the inspector asks again.';
}

/** What storing tokens with weak protection means on this computer. */
export function weakStorageRisk(level: StorageStatusView['level']): string {
  return level === 'weak'
    ? 'Tokens will be written to the connections file, encrypted with a key built into the app. Anyone who can read your files — another administrator, a backup, malware — can decrypt them and use your installations.'
    : 'Tokens will be written to the connections file without encryption, only encoded. Anyone who can read your files — another administrator, a backup, malware — can read them and use your installations.';
}
