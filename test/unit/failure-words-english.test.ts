// describeFailure says every failure kind in English exactly as it did before its words became words
// of the catalogs (shared/messages/failure/): the command line, reports and webhooks print these
// strings, and scripts and people match them. Each network reason, TLS problem, status branch and
// page summary is here once. The app shows the same words in its language: failureMessage.
import { describe, expect, it } from 'vitest';
import type { CallFailure, NetworkReason, TlsProblem } from '../../shared/call-result';
import { describeFailure } from '../../shared/describe-failure';
import { failureMessage } from '../../shared/failure-message';
import type { HtmlPage } from '../../shared/html-page';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import { wordsIn } from '../../shared/words-text';

const page = (title: string | null, server: string | null): HtmlPage => ({ title, server, text: 'x' });
const net = (reason: NetworkReason, tls?: TlsProblem): CallFailure => ({
  kind: 'network',
  reason,
  message: `connect: ${reason}`,
  ...(tls ? { tls } : {}),
});

const FIXTURES: readonly [string, CallFailure][] = [
  ...['dns', 'refused', 'reset', 'tls', 'timeout', 'unreachable', 'blocked-port', 'proxy', 'other'].map(
    (r) => [`network ${r}`, net(r as NetworkReason)] as [string, CallFailure],
  ),
  ...['plain-http', 'untrusted', 'expired', 'wrong-host', 'other'].map(
    (t) => [`tls ${t}`, net('tls', t as TlsProblem)] as [string, CallFailure],
  ),
  ['api-failure 401', { kind: 'api-failure', message: 'Denied', httpStatus: 401 }],
  ['api-failure token message', { kind: 'api-failure', message: 'Invalid token' }],
  ['api-failure 404', { kind: 'api-failure', message: 'Gone', httpStatus: 404 }],
  ['api-failure unknown method', { kind: 'api-failure', message: ' Unknown method ' }],
  ['api-failure 503', { kind: 'api-failure', message: 'Down', httpStatus: 503 }],
  ['api-failure other', { kind: 'api-failure', message: 'Something odd' }],
  ...[
    '404 Not Found',
    '410 Gone',
    '401 Unauthorized',
    '403 Forbidden',
    '407 Proxy Authentication Required',
    '429 Too Many Requests',
    '500 Internal Server Error',
    '418 I’m a teapot',
  ].map(
    (s) =>
      [`http-status ${s}`, { kind: 'http-status', statusText: s, preview: `{"error":"${s}"}` }] as [
        string,
        CallFailure,
      ],
  ),
  ...(
    [
      ['502 Bad Gateway', page('502 Bad Gateway', 'nginx/1.25.3')],
      ['503 Service Unavailable', page('503 Service Unavailable', null)],
      ['504 Gateway Timeout', page('504', 'Cloudflare')],
      ['521', page('shop.example.com | 521: Web server is down', 'cloudflare')],
      ['524', page('524: A timeout occurred', 'cloudflare')],
      ['522', page(null, 'cloudflare')],
      ['520', page(null, null)],
      ['401 Unauthorized', page('Login', 'Login')],
      ['403 Forbidden', page('Forbidden', 'Apache')],
      ['407 Proxy Authentication Required', page('Proxy', null)],
      ['404 Not Found', page('Not found', null)],
      ['410 Gone', page('Gone', null)],
      ['500 Internal Server Error', page('Error', 'IIS')],
      ['418 I’m a teapot', page('Teapot', null)],
    ] as const
  ).map(
    ([s, p]) =>
      [`http-status page ${s}`, { kind: 'http-status', statusText: s, preview: '<html>', page: p }] as [
        string,
        CallFailure,
      ],
  ),
  ['cancelled', { kind: 'cancelled' }],
  ['not-json', { kind: 'not-json', contentType: 'text/plain', preview: 'hello' }],
  [
    'not-json page',
    {
      kind: 'not-json',
      contentType: 'text/html',
      preview: '<html>',
      page: page('Sign in', 'Microsoft-IIS/10.0'),
    },
  ],
  [
    'not-json page untitled',
    { kind: 'not-json', contentType: 'text/html', preview: '<html>', page: page(null, null) },
  ],
  [
    'contract',
    {
      kind: 'contract',
      issues: [{ path: 'rows[0].id', message: 'expected number, received string' }],
      total: 9,
    },
  ],
  ['too-large', { kind: 'too-large', limitBytes: 64_000_000 }],
  ['too-large huge', { kind: 'too-large', limitBytes: 100_000_000_000 }],
  ['too-deep', { kind: 'too-deep', path: 'rows[3].extra', limit: 64 }],
  ['redirect', { kind: 'redirect', message: 'Redirected to https://login.example.com/' }],
  ['invalid-url', { kind: 'invalid-url', message: 'The address must start with http:// or https://' }],
];

/** What each failure read as, [title, detail, action], before the words moved to the catalogs. */
const ENGLISH: Record<string, readonly [string, string, string]> = {
  'network dns': [
    'The server name could not be found',
    'connect: dns',
    'Check the address for typos, and that this computer is online.',
  ],
  'network refused': [
    'The server refused the connection',
    'connect: refused',
    'Check the address and port, and that the installation is running.',
  ],
  'network reset': [
    'The connection was cut off',
    'connect: reset',
    'Try again; if it keeps happening, a proxy or firewall may be interfering.',
  ],
  'network tls': [
    'The secure connection failed',
    'connect: tls',
    "Ask the installation's administrator; if the installation is served over plain HTTP, use http://.",
  ],
  'network timeout': [
    'The installation did not answer in time',
    'connect: timeout',
    "Try again, or raise the connection's timeout if the installation is slow.",
  ],
  'network unreachable': [
    'The network cannot reach the server',
    'connect: unreachable',
    "Check this computer's network connection and VPN.",
  ],
  'network blocked-port': [
    'This port cannot be called from the desktop app',
    'connect: blocked-port',
    'Use retail-inspector check or the web host (retail-inspector web), which call any port, or serve the installation on another port.',
  ],
  'network proxy': [
    'The proxy did not pass the connection on',
    'connect: proxy',
    "Check the proxy settings (the system's for the desktop app; HTTPS_PROXY, HTTP_PROXY and NO_PROXY for the command line and the web host), or ask whoever runs the proxy.",
  ],
  'network other': [
    'The installation could not be reached',
    'connect: other',
    "Check the address and this computer's network connection.",
  ],
  'tls plain-http': [
    'This server speaks plain HTTP: use http://',
    'connect: tls',
    'Start the address with http:// instead of https://.',
  ],
  'tls untrusted': [
    'The server’s certificate is not trusted',
    'connect: tls',
    "Ask the installation's administrator for a certificate from a trusted authority; for a private authority, add it to this computer's trust store (command line: NODE_EXTRA_CA_CERTS).",
  ],
  'tls expired': [
    'The server’s certificate has expired',
    'connect: tls',
    "Ask the installation's administrator to renew it, and check this computer's clock.",
  ],
  'tls wrong-host': [
    'The server’s certificate is for another name',
    'connect: tls',
    "Use the name the certificate was issued for, or ask the installation's administrator.",
  ],
  'tls other': [
    'The secure connection failed',
    'connect: tls',
    "Ask the installation's administrator; if the installation is served over plain HTTP, use http://.",
  ],
  'api-failure 401': [
    'The installation reported an error',
    'Denied',
    "The installation refused the token: check the connection's token.",
  ],
  'api-failure token message': [
    'The installation reported an error',
    'Invalid token',
    "The installation refused the token: check the connection's token.",
  ],
  'api-failure 404': [
    'The installation reported an error',
    'Gone',
    'Nothing answers this operation here: check the address (the part before /api/v2/).',
  ],
  'api-failure unknown method': [
    'The installation reported an error',
    ' Unknown method ',
    'Nothing answers this operation here: check the address (the part before /api/v2/).',
  ],
  'api-failure 503': [
    'The installation reported an error',
    'Down',
    'The installation is failing or in maintenance: try again later, or ask its administrator.',
  ],
  'api-failure other': [
    'The installation reported an error',
    'Something odd',
    "Its message says what went wrong; ask the installation's administrator if it is unclear.",
  ],
  'http-status 404 Not Found': [
    'The installation answered 404 Not Found',
    '{"error":"404 Not Found"}',
    'Nothing answers this operation here: check the address (the part before /api/v2/).',
  ],
  'http-status 410 Gone': [
    'The installation answered 410 Gone',
    '{"error":"410 Gone"}',
    'Nothing answers this operation here: check the address (the part before /api/v2/).',
  ],
  'http-status 401 Unauthorized': [
    'The installation answered 401 Unauthorized',
    '{"error":"401 Unauthorized"}',
    "Access was refused: check the connection's token, and ask the installation's administrator whether a login, firewall or proxy in front of the API refuses this computer.",
  ],
  'http-status 403 Forbidden': [
    'The installation answered 403 Forbidden',
    '{"error":"403 Forbidden"}',
    "Access was refused: check the connection's token, and ask the installation's administrator whether a login, firewall or proxy in front of the API refuses this computer.",
  ],
  'http-status 407 Proxy Authentication Required': [
    'The installation answered 407 Proxy Authentication Required',
    '{"error":"407 Proxy Authentication Required"}',
    'The proxy wants a user name and password: set them in the proxy settings.',
  ],
  'http-status 429 Too Many Requests': [
    'The installation answered 429 Too Many Requests',
    '{"error":"429 Too Many Requests"}',
    'Too many requests: wait a while before trying again.',
  ],
  'http-status 500 Internal Server Error': [
    'The installation answered 500 Internal Server Error',
    '{"error":"500 Internal Server Error"}',
    'A server or proxy in front of the installation failed: try again later, or ask its administrator.',
  ],
  'http-status 418 I’m a teapot': [
    'The installation answered 418 I’m a teapot',
    '{"error":"418 I’m a teapot"}',
    'Check the address: it may point to another web site or service.',
  ],
  'http-status page 502 Bad Gateway': [
    'The server answered HTTP 502 Bad Gateway with a web page instead of data',
    '“502 Bad Gateway” (nginx/1.25.3). A proxy between this computer and the installation could not reach it.',
    "Try again in a few minutes; if it keeps failing, ask the installation's administrator whether the installation behind the proxy is running.",
  ],
  'http-status page 503 Service Unavailable': [
    'The server answered HTTP 503 Service Unavailable with a web page instead of data',
    '“503 Service Unavailable”. A proxy between this computer and the installation says it is unavailable: overloaded, stopped or in maintenance.',
    'Try again later: the installation may be in maintenance. Ask its administrator if it lasts.',
  ],
  'http-status page 504 Gateway Timeout': [
    'The server answered HTTP 504 Gateway Timeout with a web page instead of data',
    '“504” (Cloudflare). A proxy between this computer and the installation waited for its answer in vain.',
    "Try again in a few minutes; if it keeps failing, ask the installation's administrator why it answers so slowly.",
  ],
  'http-status page 521': [
    'The server answered HTTP 521 with a web page instead of data',
    '“shop.example.com | 521: Web server is down” (cloudflare). A proxy between this computer and the installation could not reach it.',
    "Try again in a few minutes; if it keeps failing, ask the installation's administrator whether the installation behind the proxy is running.",
  ],
  'http-status page 524': [
    'The server answered HTTP 524 with a web page instead of data',
    '“524: A timeout occurred” (cloudflare). A proxy between this computer and the installation waited for its answer in vain.',
    "Try again in a few minutes; if it keeps failing, ask the installation's administrator why it answers so slowly.",
  ],
  'http-status page 522': [
    'The server answered HTTP 522 with a web page instead of data',
    'A page from cloudflare. A proxy between this computer and the installation could not reach it.',
    "Try again in a few minutes; if it keeps failing, ask the installation's administrator whether the installation behind the proxy is running.",
  ],
  'http-status page 520': [
    'The server answered HTTP 520 with a web page instead of data',
    'The page has no title. The server failed while answering.',
    'A server or proxy in front of the installation failed: try again later, or ask its administrator.',
  ],
  'http-status page 401 Unauthorized': [
    'The server answered HTTP 401 Unauthorized with a web page instead of data',
    '“Login”. Something in front of the API (a login, a firewall or a proxy) refused the call.',
    "Access was refused: check the connection's token, and ask the installation's administrator whether a login, firewall or proxy in front of the API refuses this computer.",
  ],
  'http-status page 403 Forbidden': [
    'The server answered HTTP 403 Forbidden with a web page instead of data',
    '“Forbidden” (Apache). Something in front of the API (a login, a firewall or a proxy) refused the call.',
    "Access was refused: check the connection's token, and ask the installation's administrator whether a login, firewall or proxy in front of the API refuses this computer.",
  ],
  'http-status page 407 Proxy Authentication Required': [
    'The server answered HTTP 407 Proxy Authentication Required with a web page instead of data',
    '“Proxy”. Something in front of the API (a login, a firewall or a proxy) refused the call.',
    'The proxy wants a user name and password: set them in the proxy settings.',
  ],
  'http-status page 404 Not Found': [
    'The server answered HTTP 404 Not Found with a web page instead of data',
    '“Not found”. The web server at this address has no such page: it is not the API.',
    'Nothing answers this operation here: check the address (the part before /api/v2/).',
  ],
  'http-status page 410 Gone': [
    'The server answered HTTP 410 Gone with a web page instead of data',
    '“Gone”. The web server at this address has no such page: it is not the API.',
    'Nothing answers this operation here: check the address (the part before /api/v2/).',
  ],
  'http-status page 500 Internal Server Error': [
    'The server answered HTTP 500 Internal Server Error with a web page instead of data',
    '“Error” (IIS). The server failed while answering.',
    'A server or proxy in front of the installation failed: try again later, or ask its administrator.',
  ],
  'http-status page 418 I’m a teapot': [
    'The server answered HTTP 418 I’m a teapot with a web page instead of data',
    '“Teapot”.',
    'Check the address: it may point to another web site or service.',
  ],
  cancelled: ['Cancelled', 'The request was cancelled.', 'Retry when you are ready.'],
  'not-json': [
    'This does not look like the retail API',
    'The answer was text/plain: hello',
    'Check the address: it may point to a login page or another web site.',
  ],
  'not-json page': [
    'This does not look like the retail API: a web page answered instead of data',
    '“Sign in” (Microsoft-IIS/10.0). It is probably a login page or another web site, not the API.',
    'Check the address: it may point to a login page or another web site.',
  ],
  'not-json page untitled': [
    'This does not look like the retail API: a web page answered instead of data',
    'The page has no title. It is probably a login page or another web site, not the API.',
    'Check the address: it may point to a login page or another web site.',
  ],
  contract: [
    'The answer does not match the API specification',
    'rows[0].id: expected number, received string\n... and 8 more problems',
    "Send these details to the installation's administrator: its answer breaks the API specification.",
  ],
  'too-large': [
    'The answer is too large',
    'It grew past 64 MB.',
    'The address may point to something other than the API.',
  ],
  'too-large huge': [
    'The answer is too large',
    'It grew past 100000 MB.',
    'The address may point to something other than the API.',
  ],
  'too-deep': [
    'The answer is nested too deeply to read',
    'rows[3].extra: nested more than 64 levels deep; JSON this deep is not read (RFC 8259 §9 lets a reader limit nesting)',
    "Check the address; if it is right, send these details to the installation's administrator.",
  ],
  redirect: [
    'The installation redirected elsewhere',
    'Redirected to https://login.example.com/',
    'Enter the address it redirects to, if you trust it.',
  ],
  'invalid-url': [
    'The address cannot be used',
    'The address must start with http:// or https://',
    'Correct the address and try again.',
  ],
};

describe('describeFailure', () => {
  for (const [name, failure] of FIXTURES)
    it(`says ${name} in the same English as ever`, () => {
      const [title, detail, action] = ENGLISH[name]!;
      expect(describeFailure(failure)).toEqual({ title, detail, action });
    });

  it('has a case for every fixture', () => {
    expect(FIXTURES.map(([name]) => name).sort()).toEqual(Object.keys(ENGLISH).sort());
  });
});

describe('failureMessage', () => {
  const german = (failure: CallFailure) => {
    const { title, detail, action } = failureMessage(failure);
    const say = (words: typeof title) => wordsIn(SHARED_CATALOGS.de, 'de', words);
    return {
      title: say(title),
      detail: typeof detail === 'string' ? detail : say(detail),
      action: say(action),
    };
  };

  it('says a failure in German, the installation’s own message as it said it', () => {
    expect(german(net('dns'))).toEqual({
      title: 'Der Servername wurde nicht gefunden',
      detail: 'connect: dns',
      action: 'Prüfen Sie die Adresse auf Tippfehler und ob dieser Computer online ist.',
    });
  });

  it('says a proxy’s web page in German, its title quoted as German quotes it', () => {
    const failure: CallFailure = {
      kind: 'http-status',
      statusText: '502 Bad Gateway',
      preview: '<html>',
      page: page('502 Bad Gateway', 'nginx/1.25.3'),
    };
    expect(german(failure)).toEqual({
      title: 'Der Server hat mit HTTP 502 Bad Gateway und einer Webseite statt Daten geantwortet',
      detail:
        '„502 Bad Gateway“ (nginx/1.25.3). Ein Proxy zwischen diesem Computer und der Installation konnte sie nicht erreichen.',
      action: expect.stringMatching(
        /^Versuchen Sie es in ein paar Minuten erneut; .*hinter dem Proxy läuft\.$/,
      ),
    });
  });

  it('keeps the specification’s problems as the checks list them, in every language', () => {
    const contract = FIXTURES.find(([name]) => name === 'contract')![1];
    expect(german(contract).detail).toBe(ENGLISH.contract![1]);
  });
});
