/**
 * What an absolute URL in an answer or a dataset must be: an http(s) URL as RFC 3986 writes one
 * (every `%` followed by two hex digits, no spaces, backslashes or control characters, no user
 * name, a port from 0 to 65535) with a host WHATWG URL parsing (browsers, fetch) accepts. Characters
 * outside ASCII (`https://shop.example/bilder/käse.png`) are read as the WHATWG URL Standard and
 * RFC 3987 (IRIs) read them, percent-encoded as UTF-8 before RFC 3986's syntax applies: such an
 * address is a URL, and `check` warns that RFC 3986 §2 would have them percent-encoded
 * (hasNonAsciiCharacters). Most addresses take a fast path, one regular expression whose hosts
 * WHATWG always accepts; the rest are checked by the RFC's syntax and `new URL()`, which per row
 * would cost more than parsing the JSON.
 */

// RFC 3986 §3.3 pchar, and what may follow the host: path, query and fragment.
const PCHAR = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})";
const REST = `(?:/(?:${PCHAR}|/)*)?(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?`;
// 0 to 65535, leading zeros allowed (RFC 3986 §3.2.3 and WHATWG read "080" as 80), or empty.
const PORT_NUMBER =
  '0*(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})?';
const PORT = `(?::${PORT_NUMBER})?`;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
// A dotted-quad IPv4, or a host name whose last label starts with a letter (so WHATWG never reads it
// as an IPv4 number). Punycode labels (xn--, which WHATWG decodes and may refuse) are kept off this
// path by isAbsoluteUrl.
const PLAIN_HOST = `(?:(?:${OCTET}\\.){3}${OCTET}|(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*)`;
// Path and query, then the fragment, as character classes: the same as REST for a text without a
// stray "%", which isAbsoluteUrl checks apart (an alternation per character costs 4 times more).
const URL_CHARS = "[A-Za-z0-9\\-._~!$&'()*+,;=:@/?%]*";
const FAST = new RegExp(`^https?://${PLAIN_HOST}${PORT}(?:[/?]${URL_CHARS})?(?:#${URL_CHARS})?$`, 'i');
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/;
const PUNYCODE = /xn--/i;
// RFC 3986 §3.2.2: an IP literal in brackets, or a reg-name; not empty (http needs a host).
const RFC_HOST = "(?:\\[[^\\]/?#@\\s]*\\]|(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})+)";
const RFC_SYNTAX = new RegExp(`^https?://${RFC_HOST}${PORT}${REST}$`, 'i');

/**
 * The same rule as JSON Schema keywords can say it, beside `format: uri` (RFC 3986's syntax): the
 * scheme, a host without user name, the port's range. Hosts WHATWG refuses though RFC 3986 allows
 * them (1.2.3.256, invalid punycode) are beyond a pattern.
 */
export const ABSOLUTE_URL_PATTERN = `^[hH][tT][tT][pP][sS]?://(?:\\[[^\\]/?#@]*\\]|[^\\s/?#@:\\[\\]]+)(?::${PORT_NUMBER})?(?:[/?#].*)?$`;

/** Whether `value` is an absolute http(s) URL by the rules above. */
export function isAbsoluteUrl(value: string): boolean {
  if (
    FAST.test(value) &&
    (!value.includes('%') || !STRAY_PERCENT.test(value)) &&
    (!value.includes('--') || !PUNYCODE.test(value))
  )
    return true;
  const uri = NON_ASCII.test(value) ? iriToUri(value) : value;
  if (uri === null || !RFC_SYNTAX.test(uri)) return false;
  return whatwgAccepts(value);
}

const NON_ASCII = /[\u0080-\u{10ffff}]/u;
// What no URL may hold outside ASCII: C1 controls, white space (U+00A0, U+3000, line separators,
// the byte order mark), RFC 3987 §4.1's bidirectional controls, noncharacters and lone surrogates.
const NOT_IN_URLS =
  /[\u0080-\u00a0\u1680\u2000-\u200a\u200e\u200f\u2028-\u202f\u205f\u2066-\u2069\u3000\ufdd0-\ufdef\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `value` holds characters outside ASCII (an IRI rather than a URI, RFC 3987). */
export function hasNonAsciiCharacters(value: string): boolean {
  return NON_ASCII.test(value);
}

// RFC 3987 §3.1: an IRI becomes a URI by percent-encoding the UTF-8 of each character outside ASCII;
// null when it holds one no IRI may (a bidirectional control, a lone surrogate, a C1 control).
function iriToUri(value: string): string | null {
  if (NOT_IN_URLS.test(value)) return null;
  return value.replace(/[\u0080-\u{10ffff}]+/gu, (characters) => encodeURIComponent(characters));
}

/** Why `value` is not an absolute http(s) URL (for a value isAbsoluteUrl refused), in a few words. */
export function absoluteUrlProblem(value: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme === undefined) return 'it has no scheme: a relative address';
  if (!/^https?$/i.test(scheme)) return `the scheme ${JSON.stringify(scheme)} is not http or https`;
  if (!/^https?:\/\//i.test(value)) return 'no "//" and host follow the scheme';
  if (/\s/.test(value)) return 'it contains white space';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\x00-\x1f\x7f-\x9f]/.test(value)) return 'it contains a control character';
  if (value.includes('\\')) return 'it contains a backslash';
  const escape = /%(?![0-9a-f]{2})/i.exec(value);
  if (escape)
    return `${JSON.stringify(value.slice(escape.index, escape.index + 3))} is not a percent-escape (% and two hex digits)`;
  return authorityProblem(value.slice(scheme.length + 3)) ?? restProblem(value);
}

function authorityProblem(afterScheme: string): string | null {
  const authority = /^[^/?#]*/.exec(afterScheme)![0];
  if (authority.includes('@')) return 'it has a user name or password before the host';
  let host = authority;
  let port: string | undefined;
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    if (close === -1) return 'the host has an unclosed "["';
    host = authority.slice(0, close + 1);
    const after = authority.slice(close + 1);
    if (after !== '' && !after.startsWith(':')) return 'characters follow the "]" of the host';
    port = after === '' ? undefined : after.slice(1);
  } else if (authority.includes(':')) {
    host = authority.slice(0, authority.indexOf(':'));
    port = authority.slice(authority.indexOf(':') + 1);
  }
  if (host === '') return 'it has no host';
  if (port !== undefined && port !== '') {
    if (!/^\d+$/.test(port)) return `the port ${JSON.stringify(port)} is not a number`;
    if (Number(port) > 65535) return `the port ${port} is above 65535`;
  }
  return null;
}

function restProblem(value: string): string {
  const forbidden = NOT_IN_URLS.exec(value)?.[0];
  if (forbidden !== undefined) {
    const code = forbidden.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `it contains U+${code}, which no URL may hold (white space, a control or formatting character, or no character at all)`;
  }
  const stray = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]\u00a0-\uffff]/.exec(value)?.[0];
  if (stray !== undefined)
    return `it contains ${JSON.stringify(stray)}, which RFC 3986 does not allow in a URL (percent-encode it)`;
  if (!RFC_SYNTAX.test(iriToUri(value)!))
    return 'it breaks the syntax of RFC 3986 ("[", "]" or a second "#" outside their place)';
  return 'its host is not valid';
}

function whatwgAccepts(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
