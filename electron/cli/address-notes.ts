/**
 * What normalizing `--base-url` changed, as lines for standard error. The app shows these notes
 * beside the address field; a command that dropped a pasted `?et_auth_token=…` without a word would
 * then call the categories operation without the token the user believes they gave.
 */
import { normalizeBaseUrl } from '../core/client/base-url';

/** The notes for `baseUrl` (none for an address that cannot be used: the check says why). */
export function addressNotes(baseUrl: string, insecure: boolean): string[] {
  const result = normalizeBaseUrl(baseUrl, insecure);
  if (!result.ok) return [];
  // The app's wording names its token field; here the token comes from a flag or the environment.
  return result.notes.map(
    (note) =>
      `Note: ${note.replace('enter it in the token field', 'give it with --token or RETAIL_INSPECTOR_TOKEN')}`,
  );
}
