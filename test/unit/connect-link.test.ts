// A retail-inspector:// link as the app reads it (shared/connect-link.ts): a connect link fills in
// a name and an address; anything carrying a token, any other address than http(s), oversized or
// unreadable links are refused with a sentence saying why.
import { describe, expect, it } from 'vitest';
import { isAppLink, readConnectLink, TOKEN_LINK_REASON } from '../../shared/connect-link';

const link = (query: string) => `retail-inspector://connect?${query}`;

describe('readConnectLink', () => {
  it('reads the name and the address of a connect link', () => {
    expect(readConnectLink(link('name=B%C3%A4ckerei%20Nord&baseUrl=https%3A%2F%2Fshop.example.com'))).toEqual(
      {
        ok: true,
        connect: { name: 'Bäckerei Nord', baseUrl: 'https://shop.example.com' },
      },
    );
    // Windows may add a slash before the query; a name is optional (the user types one).
    expect(readConnectLink('retail-inspector://connect/?baseUrl=http://127.0.0.1:4180')).toEqual({
      ok: true,
      connect: { name: '', baseUrl: 'http://127.0.0.1:4180' },
    });
  });

  it.each([
    'token=abc',
    'et_auth_token=abc',
    'apiToken=abc',
    'API-KEY=abc',
    'access_token=abc',
    'password=abc',
    'auth=abc',
    'secret=abc',
  ])('refuses a link with %s, saying links never carry tokens', (secret) => {
    expect(readConnectLink(link(`name=Shop&baseUrl=https://shop.example.com&${secret}`))).toEqual({
      ok: false,
      reason: TOKEN_LINK_REASON,
    });
  });

  it('refuses a token hidden in the address, or as user:password@, even on another action', () => {
    const inAddress = encodeURIComponent('https://shop.example.com/?et_auth_token=abc');
    expect(readConnectLink(link(`baseUrl=${inAddress}`))).toEqual({ ok: false, reason: TOKEN_LINK_REASON });
    const inFragment = encodeURIComponent('https://shop.example.com/#access_token=abc');
    expect(readConnectLink(link(`baseUrl=${inFragment}`))).toEqual({ ok: false, reason: TOKEN_LINK_REASON });
    const userInfo = encodeURIComponent('https://me:secret@shop.example.com');
    expect(readConnectLink(link(`baseUrl=${userInfo}`))).toEqual({ ok: false, reason: TOKEN_LINK_REASON });
    expect(readConnectLink('retail-inspector://delete?token=abc')).toEqual({
      ok: false,
      reason: TOKEN_LINK_REASON,
    });
  });

  it.each([
    ['javascript:alert(1)', 'not an http or https address'],
    ['file:///etc/passwd', 'not an http or https address'],
    ['shop.example.com', 'not a web address'],
  ])('refuses the address %s', (address, words) => {
    const reading = readConnectLink(link(`baseUrl=${encodeURIComponent(address)}`));
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.reason).toContain(words);
  });

  it('refuses a link without an address, with two, for another action, or too long', () => {
    const reason = (text: string) => {
      const reading = readConnectLink(text);
      return reading.ok ? null : reading.reason;
    };
    expect(reason(link('name=Shop'))).toContain('names no address');
    expect(reason(link('baseUrl=https://a.example&baseUrl=https://b.example'))).toContain('more than one');
    expect(reason('retail-inspector://delete?baseUrl=https://a.example')).toContain(
      'only retail-inspector://connect',
    );
    expect(reason(link(`baseUrl=https://a.example/${'x'.repeat(2_100)}`))).toContain('longer than 2,048');
    expect(reason('https://shop.example.com')).toBe('This is not a Retail Inspector link.');
  });

  it('strips control and bidirectional characters and bounds the name', () => {
    const name = encodeURIComponent(`Shop\u202E\u0007 Nord\n${'x'.repeat(100)}`);
    const reading = readConnectLink(link(`name=${name}&baseUrl=https://shop.example.com`));
    expect(reading.ok && reading.connect.name).toBe(`Shop Nord${'x'.repeat(71)}`);
    const address = encodeURIComponent('https://shop.example.com\u200F');
    expect(readConnectLink(link(`baseUrl=${address}`))).toEqual({
      ok: true,
      connect: { name: '', baseUrl: 'https://shop.example.com' },
    });
  });

  it('tells the app’s links by their scheme, in any case', () => {
    expect(isAppLink('Retail-Inspector://connect')).toBe(true);
    expect(isAppLink('https://retail-inspector.example')).toBe(false);
  });
});
