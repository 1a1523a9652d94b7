// How a connection's token is kept, in a few words and with why it matters: words (i18n/words.ts)
// for the component to put in the language shown.
import type { StorageStatusView } from '../../../shared/ipc-contract';
import type { ProfileView, TokenStorage } from '../../../shared/profiles';
import type { MessageId } from '../../i18n/messages/en';
import { words, type Words } from '../../i18n/words';

const KEPT: Record<Exclude<TokenStorage, 'none'>, MessageId> = {
  secure: 'connections.token.kept.secure',
  weak: 'connections.token.kept.weak',
  session: 'connections.token.kept.session',
};

/** e.g. "Token set ••••9c3f", or "No token". */
export function tokenState(profile: ProfileView): Words {
  if (!profile.tokenSet) return words('connections.token.none');
  return profile.tokenHint
    ? words('connections.token.setHint', { hint: profile.tokenHint })
    : words('connections.token.set');
}

/** How the token is kept, with a short explanation; null without a token. */
export function tokenKept(profile: ProfileView): Words | null {
  return profile.tokenStorage === 'none' ? null : words(KEPT[profile.tokenStorage]);
}

/** Whether a token entered now is kept for this session only. */
export function sessionOnly(storage: StorageStatusView | null): boolean {
  return storage !== null && storage.level !== 'secure' && !storage.weakStorageAllowed;
}

/** Why this computer cannot store tokens securely. */
export function whyNotSecure(level: StorageStatusView['level']): Words {
  return words(level === 'weak' ? 'connections.storage.whyWeak' : 'connections.storage.whyNone');
}

/**
 * Why the user is asked again although they allowed weak storage once: protection here is weaker
 * than what they agreed to. Null when that is not so.
 */
export function askedAgain(storage: StorageStatusView): Words | null {
  if (storage.weakStorageAllowed || storage.agreedLevel !== 'weak' || storage.level !== 'unavailable')
    return null;
  return words('connections.storage.askedAgain');
}

/** What storing tokens with weak protection means on this computer. */
export function weakStorageRisk(level: StorageStatusView['level']): Words {
  return words(level === 'weak' ? 'connections.storage.riskWeak' : 'connections.storage.riskNone');
}
