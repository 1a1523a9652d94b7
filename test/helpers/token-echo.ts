// For tests that prove a token never leaks: an installation that echoes the token back in every way
// it can (one misbehaviour per base-URL prefix), and a search for the token in every form it could
// take in a text (plain, percent- and JSON-escaped, \u-escaped, base64 at any alignment, a
// distinctive part). The `spellings-*` modes echo every spelling of tokenSpellings at once, in an
// error text, an HTML error page, a JSON body, and always in a response header too.
import type { IncomingMessage } from 'node:http';
import { conformingInfo, html, json, jsonText, type Reply } from './fake-installation';
import { startHttpServer, type LocalServer } from './local-servers';
import { SVG } from './temp-dataset';

/**
 * Ways of misbehaving, each served under http://127.0.0.1:PORT/<mode>. The first five echo the
 * token in the ways an installation plausibly does; the last two in rarer encodings.
 */
export const ECHO_MODES = ['echo', 'refuse', 'html', 'redirect', 'contract'] as const;
export const RARE_ECHO_MODES = ['unicode', 'entities'] as const;
/** Every spelling of tokenSpellings, echoed in one place each (and in a header). */
export const SPELLING_ECHO_MODES = ['spellings-json', 'spellings-error', 'spellings-html'] as const;
export type EchoMode =
  (typeof ECHO_MODES)[number] | (typeof RARE_ECHO_MODES)[number] | (typeof SPELLING_ECHO_MODES)[number];

/**
 * The spellings an installation might echo the token in, by name: plain; percent-encoded with upper-
 * and lower-case hex; form-encoded; base64 and base64url with and without padding; JSON with "\/"
 * and with every character as \uXXXX in lower- and upper-case hex.
 */
export function tokenSpellings(token: string): [string, string][] {
  const bytes = Buffer.from(token, 'utf8');
  const base64 = bytes.toString('base64');
  const base64url = bytes.toString('base64url');
  return [
    ['plain', token],
    ['percent-encoded', encodeURIComponent(token)],
    ['percent-encoded (lower-case hex)', lowerHex(encodeURIComponent(token))],
    ['form-encoded', new URLSearchParams({ t: token }).toString().slice(2)],
    ['form-encoded (lower-case hex)', lowerHex(new URLSearchParams({ t: token }).toString().slice(2))],
    ['base64', base64],
    ['base64 without padding', base64.replace(/=+$/, '')],
    ['base64url', base64url],
    ['base64url with padding', base64url + '='.repeat((4 - (base64url.length % 4)) % 4)],
    ['JSON with \\/', slashEscaped(token)],
    ['JSON \\u escapes', unicodeEscaped(token)],
    ['JSON \\u escapes (upper-case hex)', unicodeEscaped(token).toUpperCase().replaceAll('\\U', '\\u')],
  ];
}

function lowerHex(text: string): string {
  return text.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
}

/** The token as JSON text writes it with PHP's default escaping of "/". */
export function slashEscaped(token: string): string {
  return JSON.stringify(token).slice(1, -1).replaceAll('/', '\\/');
}

/** Every character as a JSON \u escape (valid JSON that spells the token). */
export function unicodeEscaped(token: string): string {
  return [...token].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
}

/**
 * HTML character references for the characters strict encoders escape (OWASP's encoder writes
 * "/" as &#x2F;, Go's html/template "+" as &#43;); letters, digits and "-" stay as they are.
 */
export function htmlEscaped(token: string): string {
  return token.replace(/[&<>"'/+=`]/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
}

/** The forms of `token` to search for, by name. `core` is a part no other text contains. */
export function tokenForms(token: string, core: string): [string, string][] {
  const bytes = Buffer.from(token, 'utf8');
  const forms: [string, string][] = [
    ['plain', token],
    ['distinctive part', core],
    ['percent-encoded', encodeURIComponent(token)],
    [
      'percent-encoded (lower case)',
      encodeURIComponent(token).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    ],
    ['form-encoded', new URLSearchParams({ t: token }).toString().slice(2)],
    ['JSON with \\/', slashEscaped(token)],
    ['JSON \\u escapes', unicodeEscaped(token)],
    ['JSON \\u escapes (upper-case hex)', unicodeEscaped(token).toUpperCase().replaceAll('\\U', '\\u')],
  ];
  // Base64 of a longer text holds the token at one of three alignments; the middle of each
  // encoding is the same whatever surrounds it.
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const middle = encoded.slice(4, -4);
    forms.push([`base64 (shift ${shift})`, middle]);
    forms.push([`base64url (shift ${shift})`, middle.replaceAll('+', '-').replaceAll('/', '_')]);
  }
  return forms;
}

/** The names of the forms of `token` found in `text`. */
export function leaksIn(text: string, token: string, core: string): string[] {
  return tokenForms(token, core)
    .filter(([, form]) => text.includes(form))
    .map(([name]) => name);
}

/**
 * Leaks in a value as it would be serialized to the renderer, and in every string inside it that is
 * itself JSON (bodies, rowsJson) once that JSON is decoded, as a viewer would show it.
 */
export function leaksInValue(value: unknown, token: string, core: string): string[] {
  const found = new Set(leaksIn(JSON.stringify(value) ?? '', token, core));
  walkStrings(value, (text) => {
    const decoded = decodedJson(text);
    if (decoded !== null)
      for (const name of leaksIn(decoded, token, core)) found.add(`${name}, once decoded`);
  });
  return [...found];
}

function walkStrings(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) walkStrings(item, visit);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) walkStrings(item, visit);
}

function decodedJson(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  try {
    return JSON.stringify(JSON.parse(trimmed));
  } catch {
    return null;
  }
}

/** An installation that echoes `token` back; `/<mode>` is the base URL of each misbehaviour. */
export function startEchoingInstallation(token: string): Promise<LocalServer> {
  return startHttpServer((req, res, server) => {
    const url = new URL(req.url ?? '/', server.url);
    const [, mode = '', ...rest] = url.pathname.split('/');
    const reply = answer(mode as EchoMode, `/${rest.join('/')}`, req, `${server.url}/${mode}`, token);
    res.writeHead(reply.status ?? 200, reply.headers ?? {});
    res.end(reply.body ?? '');
  });
}

// Replaced in the JSON text by the token written with "\/", as PHP's json_encode writes it.
const SLASHED = '@@SLASHED@@';

function answer(mode: EchoMode, path: string, req: IncomingMessage, base: string, token: string): Reply {
  if (path.startsWith('/img/')) return image(mode, req, token);
  const route =
    path === '/api/v2/auth/info' ? 'info' : path === '/api/v2/products/getcategorys' ? 'rows' : '';
  if (route === '') return json({ status: false, error: `Unknown method ${req.url} for ${token}` }, 404);
  const received = req.url ?? '';
  const percent = encodeURIComponent(token);
  switch (mode) {
    case 'echo':
      return route === 'info'
        ? jsonText(
            JSON.stringify({
              ...conformingInfo(base),
              company_name: `Shop of ${token}`,
              logo: `${base}/img/logo.svg?et_auth_token=${percent}`,
              assets_url: `${base}/img/${SLASHED}/`,
              echo: received,
            }).replaceAll(SLASHED, slashEscaped(token)),
          )
        : jsonText(
            JSON.stringify({
              status: true,
              rows: [
                { id: '1', code: 'A', name: `Plain ${token}`, slug: null, image: `${base}/img/${token}.svg` },
                { id: '2', code: 'B', name: 'Percent', slug: null, image: `${base}/img/p.svg?t=${percent}` },
                { id: '3', code: 'C', name: SLASHED, slug: SLASHED, image: `${base}/img/${SLASHED}.svg` },
                { id: '4', code: 'D', name: 'Received', slug: received, image: `${base}/img${received}` },
              ],
              echo: received,
            }).replaceAll(SLASHED, slashEscaped(token)),
          );
    case 'refuse':
      return route === 'info'
        ? json(conformingInfo(base))
        : jsonText(
            `{"status":false,"error":"Token ${slashEscaped(token)} is not valid (you sent ${received}; ${percent})"}`,
            401,
          );
    case 'html':
      return html(
        `<html><body><h1>Error</h1><p>Token ${token} rejected</p><pre>${received}</pre>` +
          `<a href="/login?next=${percent}">log in</a></body></html>`,
        route === 'info' ? 500 : 200,
      );
    case 'redirect':
      if (route === 'info') return json(conformingInfo(base));
      return {
        status: 302,
        headers: {
          location: `http://localhost:${new URL(base).port}/elsewhere${received}&again=${percent}`,
          'content-type': 'text/html',
        },
        body: `<a href="http://localhost/?t=${token}">moved</a>`,
      };
    case 'contract':
      return route === 'info'
        ? json({ ...conformingInfo(base), id: token, logo: `not a url ${token}`, extra: token })
        : json({ status: true, rows: [{ id: token, code: token, name: 7, slug: token, image: token }] });
    case 'unicode':
      return route === 'info'
        ? jsonText(
            JSON.stringify({ ...conformingInfo(base), company_name: 'U' }).replace(
              '"U"',
              `"${unicodeEscaped(token)}"`,
            ),
          )
        : jsonText(`{"status":false,"error":"Token ${unicodeEscaped(token)} is not valid"}`, 401);
    case 'spellings-json':
    case 'spellings-error':
    case 'spellings-html':
      return withEchoHeader(spellingsReply(mode, route, base, token), token);
    case 'entities':
      return html(
        `<html><body><p>Token ${htmlEscaped(token)} rejected</p></body></html>`,
        route === 'info' ? 500 : 200,
      );
  }
  return json({ status: false, error: 'Unknown method' }, 404);
}

function image(mode: EchoMode, req: IncomingMessage, token: string): Reply {
  if (mode === 'echo') return html(`<p>No image ${req.url} for ${token}</p>`, 404);
  return { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: SVG };
}

// Every spelling, space-separated, as text that may stand inside a JSON string as it is (the \u and
// "\/" spellings are JSON escapes there; the others are plain characters).
function allSpellings(token: string): string {
  return tokenSpellings(token)
    .map(([, spelling]) => spelling)
    .join(' ');
}

function spellingsReply(mode: EchoMode, route: 'info' | 'rows', base: string, token: string): Reply {
  const spellings = allSpellings(token);
  if (mode === 'spellings-html') {
    return html(`<html><body><h1>Error</h1><p>Token ${spellings} rejected</p></body></html>`, 500);
  }
  if (mode === 'spellings-error' && route === 'rows') {
    return jsonText(`{"status":false,"error":"Token ${spellings} is not valid"}`, 401);
  }
  if (route === 'info') {
    const text = JSON.stringify({ ...conformingInfo(base), company_name: 'SPELLINGS' });
    return jsonText(text.replace('"SPELLINGS"', `"Shop of ${spellings}"`));
  }
  const rows = JSON.stringify({
    status: true,
    rows: [{ id: '1', code: 'A', name: 'SPELLINGS', slug: null, image: `${base}/img/spellings.svg` }],
  });
  return jsonText(rows.replace('"SPELLINGS"', `"${spellings}"`));
}

// The spellings that fit in a header (all but the plain token, whose "/" and "+" would too), in a
// header of its own and in the content type, which the client quotes in its warnings.
function withEchoHeader(reply: Reply, token: string): Reply {
  const spellings = allSpellings(token);
  const type = reply.headers?.['content-type'] ?? 'application/json';
  return {
    ...reply,
    headers: {
      ...reply.headers,
      'x-echo-token': spellings,
      'content-type': `${type.replace(/json/, 'plain')}; echo="${spellings}"`,
    },
  };
}
