/**
 * The profile store's maskers over the tokens it knows (token-memory.ts): every token in every
 * spelling for messages and logs, every token only as an et_auth_token value for data masked
 * already, and one connection's data masker. The all-tokens masker is built once and kept until
 * the tokens change (`forget`). Never throws.
 */
import { parameterMasker, secretMasker, secretsMasker, type Masker } from '../client/redact';
import type { TokenMemory } from './token-memory';

/** The maskers over the tokens of `tokens`. */
export function createProfileMasking(tokens: Pick<TokenMemory, 'get' | 'values'>) {
  let masker: Masker | null = null;
  return {
    /** Drops the kept masker: call it whenever the tokens in memory may have changed. */
    forget(): void {
      masker = null;
    },

    /** Replaces every known token, in every spelling, in `text` by *** (for messages and logs). */
    maskSecrets(text: string): string {
      masker ??= secretsMasker(tokens.values());
      return masker(text);
    },

    /**
     * Every known token masked where it stands as a token (an et_auth_token value), nowhere else:
     * for data that left main already masked (a category export the page made), so a name that
     * happens to spell some token is kept.
     */
    maskTokenValues(text: string): string {
      return parameterMasker(tokens.values())(text);
    },

    /**
     * The masker for what is kept of `profileId`'s answers (snapshots, exports): its own token in
     * every spelling (8 characters or more; a shorter one as the et_auth_token value), every other
     * connection's token only as an et_auth_token value, so another shop's token that happens to
     * spell a name here never rewrites it.
     */
    maskDataOf(profileId: string): Masker {
      const own = secretMasker(tokens.get(profileId));
      const others = parameterMasker(tokens.values());
      return (text) => others(own(text));
    },
  };
}

/** The maskers' type. */
export type ProfileMasking = ReturnType<typeof createProfileMasking>;
