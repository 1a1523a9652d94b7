/**
 * Normalizes the base URL a user typed or pasted: refuses one without a scheme (suggesting the likely
 * one), drops trailing slashes, query and fragment, trims a pasted `/api/v2/...` tail (each change
 * with a note), and refuses plain http to anything but this machine unless the profile says
 * "insecure" (the token travels in the query).
 */
import { isLoopbackHost, missingSchemeMessage } from '../../../shared/address-scheme';
import { TOKEN_PARAM } from '../../../shared/v2';

export { isLoopbackHost };

/** A usable base URL plus the notes the user should read about what was changed. */
export type BaseUrlResult =
  | {
      readonly ok: true;
      readonly baseUrl: string;
      readonly notes: readonly string[];
      readonly loopback: boolean;
    }
  | { readonly ok: false; readonly message: string };

/** Normalizes `input`; `allowInsecure` permits http: to hosts other than loopback. */
export function normalizeBaseUrl(input: string, allowInsecure = false): BaseUrlResult {
  const notes: string[] = [];
  const text = input.trim();
  if (text === '')
    return { ok: false, message: 'Enter the address of the installation, e.g. https://shop.example.com' };
  const noScheme = missingSchemeMessage(text);
  if (noScheme) return { ok: false, message: noScheme };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Not echoed: a pasted address may carry the token.
    return { ok: false, message: 'This is not a web address; enter one like https://shop.example.com' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `Only http and https addresses are supported, not ${url.protocol}` };
  }
  if (url.username || url.password) {
    return { ok: false, message: 'Remove the user name and password from the address; use the token field' };
  }
  if (url.search || url.hash) {
    notes.push(
      url.searchParams.has(TOKEN_PARAM)
        ? 'The token in the pasted address was removed from it; enter it in the token field.'
        : 'The query string was removed.',
    );
    url.search = '';
    url.hash = '';
  }
  const apiAt = url.pathname.search(/\/api\/v2(?:\/|$)/i);
  if (apiAt >= 0) {
    notes.push(
      `The address ended in ${url.pathname.slice(apiAt)}; the inspector adds the /api/v2/ paths itself.`,
    );
    url.pathname = url.pathname.slice(0, apiAt);
  }
  // The slash after an /api/v2 tail went with that tail, which has its note.
  const slashes = apiAt >= 0 ? '' : (/\/+$/.exec(url.pathname)?.[0] ?? '');
  // Only a slash the user typed: a bare origin's path is "/" too.
  if (slashes && text.split(/[?#]/)[0]!.endsWith('/'))
    notes.push(
      slashes.length === 1 ? 'The trailing slash was removed.' : 'The trailing slashes were removed.',
    );
  const baseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol === 'http:' && !loopback && !allowInsecure) {
    return {
      ok: false,
      message:
        'Plain http sends the token unencrypted. Use https, or mark the connection as insecure if this network is trusted.',
    };
  }
  return { ok: true, baseUrl, notes, loopback };
}
