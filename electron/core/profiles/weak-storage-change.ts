/**
 * The user's choice about weak storage as a change to profiles.json (profile-commit.ts): allowing it
 * stores the session-only tokens, sealed before the save lock (`sealSessionTokens`); withdrawing it
 * takes every weakly stored token out of the file and out of every copy beside it, keeping the
 * tokens for this session. Never throws but as the file's scrub does.
 */
import type { ProtectionLevel } from '../../../shared/profiles';
import type { Change } from './profile-commit';
import type { ProfileFile, StoredProfile, StoredToken } from './profile-file';
import { scrubTokenCopies } from './token-copies';
import type { TokenMemory } from './token-memory';
import { consentGiven } from './weak-consent';

/** The session-only tokens of `tokens` sealed by `seal` (id to sealed form); a failed one is left out. */
export async function sealSessionTokens(
  tokens: Pick<TokenMemory, 'entries' | 'sealedForm'>,
  seal: (token: string) => Promise<StoredToken | null>,
): Promise<Map<string, StoredToken>> {
  const sealed = new Map<string, StoredToken>();
  for (const [id, token] of tokens.entries()) {
    if (tokens.sealedForm(id) !== undefined) continue;
    const stored = await seal(token);
    if (stored) sealed.set(id, stored);
  }
  return sealed;
}

/** What the choice needs: the choice, the level it is given at, the tokens sealed for it, the file. */
export interface WeakStorageChoice {
  readonly allowed: boolean;
  readonly level: ProtectionLevel;
  readonly sealed: ReadonlyMap<string, StoredToken>;
  readonly tokens: Pick<TokenMemory, 'get' | 'remember'>;
  /** Path of profiles.json, whose copies a withdrawal scrubs. */
  readonly file: string;
}

/** The change that records `choice` on `fresh`. */
export function weakStorageChange(fresh: ProfileFile, choice: WeakStorageChoice): Change<undefined> {
  const { allowed, sealed, tokens } = choice;
  const profiles = fresh.profiles.map((p) => {
    const stored = sealed.get(p.id);
    if (allowed && stored && !p.token) return { ...withoutSessionMark(p), token: stored };
    // Kept for this session: after a restart it is asked for again, not silently dropped.
    if (!allowed && p.token && p.token.protection !== 'os')
      return { ...p, token: null, sessionToken: true as const };
    return p;
  });
  const apply = () => {
    for (const p of profiles) {
      if (p.token && p.token === sealed.get(p.id)) tokens.remember(p.id, tokens.get(p.id)!, p.token);
    }
  };
  const consent = allowed
    ? consentGiven(fresh, choice.level)
    : { weakStorageAllowed: false, weakStorageLevel: undefined };
  const underLock = allowed ? undefined : () => scrubTokenCopies(choice.file);
  return { next: { ...fresh, ...consent, profiles }, result: undefined, apply, underLock };
}

function withoutSessionMark(profile: StoredProfile): StoredProfile {
  const { sessionToken: _mark, ...rest } = profile;
  return rest;
}
