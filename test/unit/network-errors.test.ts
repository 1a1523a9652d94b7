// How a fetch rejection becomes a network failure in our own words. Node's errors are produced for
// real in test/integration/addresses-and-ports.test.ts; Electron's net.fetch cannot run here, so its
// rejections are given as Chromium words them (`net::ERR_*` in the message).
import { describe, expect, it } from 'vitest';
import { describeNetworkError } from '../../electron/core/client/network-errors';
import { describeFailure } from '../../shared/describe-failure';

const URL_4190 = new URL('http://127.0.0.1:4190/api/v2/auth/info');
const SHOP = new URL('https://shop.example.test/api/v2/auth/info');
const chromium = (name: string) => new Error(`net::${name}`);

describe('describeNetworkError', () => {
  it('names a port the desktop app refuses, with the reason, in the words every host uses', () => {
    const failure = describeNetworkError(chromium('ERR_UNSAFE_PORT'), URL_4190);
    expect(failure).toEqual({
      reason: 'blocked-port',
      message:
        'Port 4190 is on the list of ports web browsers refuse to call (the Fetch standard\'s "bad ports", kept for other protocols such as mail or X11); the desktop app calls installations through Chromium, which refuses it.',
    });
    // undici's fetch refuses the same ports with "bad port": the same failure, the same words.
    const undici = new TypeError('fetch failed', { cause: new Error('bad port') });
    expect(describeNetworkError(undici, URL_4190)).toEqual(failure);
    const words = describeFailure({ kind: 'network', ...failure });
    expect(words.title).toBe('This port cannot be called from the desktop app');
    expect(words.action).toContain('retail-inspector web');
  });

  it.each([
    ['ERR_CERT_AUTHORITY_INVALID', 'untrusted', 'The server’s certificate is not trusted'],
    ['ERR_CERT_DATE_INVALID', 'expired', 'The server’s certificate has expired'],
    ['ERR_CERT_COMMON_NAME_INVALID', 'wrong-host', 'The server’s certificate is for another name'],
    ['ERR_SSL_PROTOCOL_ERROR', 'other', 'The secure connection failed'],
  ])('names Chromium’s %s a TLS failure of kind %s', (name, kind, title) => {
    const failure = describeNetworkError(chromium(name), SHOP);
    expect(failure).toMatchObject({ reason: 'tls', tls: kind });
    expect(failure.message).not.toContain('net::');
    expect(describeFailure({ kind: 'network', ...failure }).title).toBe(title);
  });

  it('keeps a TLS code a support engineer can look up, but none of the library’s text', () => {
    const openssl = Object.assign(
      new Error(
        '40BD012F8B7F0000:error:0A000410:SSL routines:ssl3_read_bytes:sslv3 alert handshake failure:\n',
      ),
      { code: 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE' },
    );
    const failure = describeNetworkError(new TypeError('fetch failed', { cause: openssl }), SHOP);
    expect(failure).toEqual({
      reason: 'tls',
      tls: 'other',
      message: 'The TLS handshake with shop.example.test failed (ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE).',
    });
  });
});

describe('describeNetworkError: proxies', () => {
  it.each([
    ['ERR_PROXY_CONNECTION_FAILED', 'could not be reached (net::ERR_PROXY_CONNECTION_FAILED)'],
    ['ERR_TUNNEL_CONNECTION_FAILED', 'refused to open a connection to shop.example.test'],
    ['ERR_PROXY_AUTH_UNSUPPORTED', 'wants a user name and password'],
    ['ERR_MANDATORY_PROXY_CONFIGURATION_FAILED', 'proxy configuration'],
  ])('names Chromium’s %s a failure of the proxy, not of the installation', (name, words) => {
    const failure = describeNetworkError(chromium(name), SHOP);
    expect(failure.reason).toBe('proxy');
    expect(failure.message).toContain(words);
    expect(describeFailure({ kind: 'network', ...failure }).title).toBe(
      'The proxy did not pass the connection on',
    );
  });

  it('names a failure the command line blamed on its proxy the same way, keeping its words', () => {
    const named = Object.assign(
      new Error('the proxy http://127.0.0.1:9 (HTTPS_PROXY): connect ECONNREFUSED 127.0.0.1:9'),
      { code: 'ECONNREFUSED', proxyFailure: true },
    );
    const failure = describeNetworkError(new TypeError('fetch failed', { cause: named }), SHOP);
    expect(failure).toEqual({
      reason: 'proxy',
      message: 'the proxy http://127.0.0.1:9 (HTTPS_PROXY): connect ECONNREFUSED 127.0.0.1:9',
    });
  });

  it('keeps a refused connection to the installation itself a refused connection', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 192.0.2.10:443'), { code: 'ECONNREFUSED' });
    expect(describeNetworkError(new TypeError('fetch failed', { cause: refused }), SHOP).reason).toBe(
      'refused',
    );
    expect(describeNetworkError(chromium('ERR_CONNECTION_REFUSED'), SHOP).reason).toBe('refused');
  });
});
