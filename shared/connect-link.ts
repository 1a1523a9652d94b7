/**
 * The app's links, `retail-inspector://connect?name=…&baseUrl=…`: a colleague sends one, the user
 * clicks it, and the app opens the connection form filled in (nothing is saved until the user
 * confirms). A link is text from anywhere, so it is read strictly: only `connect`, an http or https
 * address, bounded lengths, no control or bidirectional characters in what is shown; and a link
 * that carries a token (a parameter named like one, or inside the address, or user:password@) is
 * refused whole, saying why: a token in a link ends up in chat logs, browser histories and the
 * system's logs of opened links. Pure: main reads the link, the renderer only shows the outcome.
 */
import { withoutUnsafeChars } from './terminal-text';

/** The scheme the app is registered for, without its colon. */
export const LINK_SCHEME = 'retail-inspector';

/** The longest link read; anything longer is refused unread. */
export const LINK_MAX_CHARS = 2_048;

// The same bounds as the connection form and ProfileInputSchema (shared/profiles.ts).
const NAME_MAX_CHARS = 80;
const BASE_URL_MAX_CHARS = 2_000;

/** What a link asks: the connection form filled in with a name (maybe empty) and an address. */
export interface ConnectLink {
  readonly name: string;
  readonly baseUrl: string;
}

/** A link read: what it asks, or why it is refused (one sentence or two, for the user). */
export type LinkReading =
  { readonly ok: true; readonly connect: ConnectLink } | { readonly ok: false; readonly reason: string };

/** The refusal of a link that carries a token, as the user reads it. */
export const TOKEN_LINK_REASON =
  'This link carries a token. Links never carry tokens: ask for the token separately and type it in.';

// Parameter names that stand for a secret, compared without case, dashes or underscores:
// token, et_auth_token, apiToken, access-token, auth, password, secret, api_key, bearer, ...
const SECRET_NAME =
  /token|auth|pass(?:word|wd)?$|secret|apikey|^key$|credential|bearer|session|signature|^sig$/;

const refuse = (reason: string): LinkReading => ({ ok: false, reason });

/** Whether `text` is one of the app's links (its scheme), before it is read. */
export function isAppLink(text: string): boolean {
  return text.slice(0, LINK_SCHEME.length + 1).toLowerCase() === `${LINK_SCHEME}:`;
}

/** Reads `text` as a link; never throws. */
export function readConnectLink(text: string): LinkReading {
  if (text.length > LINK_MAX_CHARS)
    return refuse(
      `This link is longer than ${LINK_MAX_CHARS.toLocaleString('en')} characters, so it is not opened.`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('This link cannot be read as an address, so it is not opened.');
  }
  if (url.protocol !== `${LINK_SCHEME}:`) return refuse('This is not a Retail Inspector link.');
  const params = [...url.searchParams.entries()];
  // First: whatever else is wrong with it, a link with a token is refused for that.
  if (params.some(([name]) => isSecretName(name)) || url.username || url.password)
    return refuse(TOKEN_LINK_REASON);
  if (url.hostname.toLowerCase() !== 'connect' || !['', '/'].includes(url.pathname))
    return refuse(
      'This link asks for something the app does not do: only retail-inspector://connect links open.',
    );
  const names = params.filter(([name]) => name === 'name');
  const addresses = params.filter(([name]) => name === 'baseUrl');
  if (names.length > 1 || addresses.length > 1)
    return refuse('This link names more than one connection, so it is not opened.');
  const address = withoutUnsafeChars(addresses[0]?.[1] ?? '').trim();
  if (address === '')
    return refuse('This link names no address (baseUrl), so there is nothing to connect to.');
  const problem = addressProblem(address);
  if (problem) return refuse(problem);
  const name = withoutUnsafeChars(names[0]?.[1] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return { ok: true, connect: { name: [...name].slice(0, NAME_MAX_CHARS).join(''), baseUrl: address } };
}

function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name.toLowerCase().replace(/[-_.\s]/g, ''));
}

// Why the address a link names cannot fill the form, or null.
function addressProblem(address: string): string | null {
  if (address.length > BASE_URL_MAX_CHARS)
    return `The address in this link is longer than ${BASE_URL_MAX_CHARS.toLocaleString('en')} characters, so it is not opened.`;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'The address in this link is not a web address (it should start with https://), so it is not opened.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The address in this link is not an http or https address, so it is not opened.';
  // A token inside the address itself (?et_auth_token=…, #token=…, user:password@) is still a token
  // in a link.
  const fragment = new URLSearchParams(url.hash.slice(1));
  if (url.username || url.password || [...url.searchParams.keys(), ...fragment.keys()].some(isSecretName))
    return TOKEN_LINK_REASON;
  return null;
}
