/**
 * What of a stored profile may leave the profile store: a ProfileView, with a hint of its token but
 * never the token, and whether a token it is meant to send is not available here. Pure.
 */
import type { ProfileView } from '../../../shared/profiles';
import { tokenHint } from '../../../shared/profiles';
import type { StoredProfile } from './profile-file';
import type { TokenMemory } from './token-memory';

/** The view of `profile`, its token as `tokens` holds it. */
export function profileView(
  profile: StoredProfile,
  tokens: Pick<TokenMemory, 'get' | 'storageOf'>,
): ProfileView {
  const token = tokens.get(profile.id);
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    timeoutMs: profile.timeoutMs,
    insecure: profile.insecure,
    tokenSet: token !== undefined,
    tokenHint: token === undefined ? null : tokenHint(token),
    tokenStorage: tokens.storageOf(profile),
    tokenMissing: token === undefined && tokenConfigured(profile),
    demo: false,
  };
}

/** A token stored (readable or not) or given for a session: the connection is meant to send one. */
export function tokenConfigured(profile: StoredProfile): boolean {
  return profile.token !== null || profile.sessionToken === true;
}
