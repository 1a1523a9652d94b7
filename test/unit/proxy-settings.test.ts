// How the proxy variables are read and shown: the lower-case spelling wins (as curl reads them), an
// address without a scheme means http, and credentials never appear in what the tools print.
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../electron/core/lib/app-error';
import { proxyAwareFetch } from '../../electron/core/client/proxy-aware-fetch';
import { maskProxyUrl, proxySettings } from '../../electron/core/client/proxy-settings';

describe('proxy variables', () => {
  it('prefers the lower-case spelling and falls back to the upper-case one', () => {
    expect(
      proxySettings({
        http_proxy: 'http://lower:1',
        HTTP_PROXY: 'http://upper:1',
        HTTPS_PROXY: 'http://s:2',
      }),
    ).toEqual({ httpProxy: 'http://lower:1', httpsProxy: 'http://s:2', noProxy: null });
    expect(proxySettings({ no_proxy: ' ', NO_PROXY: 'example.org' }).noProxy).toBe('example.org');
  });

  it('names no proxy when none is set, and the proxy for each scheme when one is', async () => {
    const none = proxyAwareFetch({});
    expect(none.notice).toBeNull();
    const both = proxyAwareFetch({ HTTPS_PROXY: 'proxy.example:3128' });
    expect(both.notice).toBe(
      'Proxy: http://proxy.example:3128 for https; http direct (not for NO_PROXY hosts and this machine)',
    );
    await Promise.all([none.close(), both.close()]);
  });

  it('names no proxy when NO_PROXY=* sends every request direct', async () => {
    const bypassed = proxyAwareFetch({ HTTPS_PROXY: 'proxy.example:3128', NO_PROXY: '*' });
    expect(bypassed.notice).toBeNull();
    await bypassed.close();
  });

  it('masks the user name and password of a proxy address', () => {
    expect(maskProxyUrl('http://alice:s3cret@proxy.example:3128')).toBe(
      'http://****:****@proxy.example:3128',
    );
    expect(maskProxyUrl('http://alice:s3cret@bad host:1')).toBe('http://****@bad host:1');
  });

  it('masks the credentials of an address it cannot parse, however the password is spelled', () => {
    // A password holding "/" or "@", or an address without a scheme, must not show through.
    expect(maskProxyUrl('http://alice:s3/cret@bad host:1')).toBe('http://****@bad host:1');
    expect(maskProxyUrl('http://alice:s3@cret@bad host:1')).toBe('http://****@bad host:1');
    expect(maskProxyUrl('alice:s3cret@bad host:1')).toBe('****@bad host:1');
    for (const value of ['http://alice:s3/cret@bad host:1', 'alice:s3cret@bad host:1']) {
      let thrown: unknown;
      try {
        proxyAwareFetch({ HTTP_PROXY: value });
      } catch (error) {
        thrown = error;
      }
      expect(isAppError(thrown, 'USAGE')).toBe(true);
      expect((thrown as Error).message).not.toMatch(/s3|cret/);
    }
  });

  it('refuses a proxy variable that is not an http(s) address, naming it without credentials', () => {
    let thrown: unknown;
    try {
      proxyAwareFetch({ HTTP_PROXY: 'socks5://alice:s3cret@proxy.example:1080' });
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown, 'USAGE')).toBe(true);
    expect((thrown as Error).message).toContain('HTTP_PROXY (socks5://****:****@proxy.example:1080)');
    expect((thrown as Error).message).not.toContain('s3cret');
  });

  it('names the proxy a call goes through by its origin only, and none for a call that goes direct', async () => {
    const network = proxyAwareFetch({
      HTTP_PROXY: 'http://watch:s3cret@proxy.example:3128',
      HTTPS_PROXY: 'tls-proxy.example:8443',
      NO_PROXY: 'intern.example, .lan, only.example:8080',
    });
    try {
      expect(network.proxyFor?.('http://shop.example/api/v2')).toBe('http://proxy.example:3128');
      expect(network.proxyFor?.('https://shop.example')).toBe('http://tls-proxy.example:8443');
      expect(network.proxyFor?.('http://127.0.0.1:8080')).toBeNull();
      expect(network.proxyFor?.('https://intern.example')).toBeNull();
      expect(network.proxyFor?.('https://kasse.intern.example')).toBeNull();
      expect(network.proxyFor?.('http://shop.lan')).toBeNull();
      expect(network.proxyFor?.('http://only.example:8080')).toBeNull();
      expect(network.proxyFor?.('http://only.example:9090')).toBe('http://proxy.example:3128');
      expect(network.proxyFor?.('not an address')).toBeNull();
    } finally {
      await network.close();
    }
    const all = proxyAwareFetch({ HTTP_PROXY: 'http://proxy.example:3128', NO_PROXY: '*' });
    expect(all.proxyFor?.('http://shop.example')).toBeNull();
    await all.close();
    const none = proxyAwareFetch({});
    expect(none.proxyFor?.('http://shop.example')).toBeNull();
    await none.close();
  });
});
