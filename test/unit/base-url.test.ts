// normalizeBaseUrl and isLoopbackHost: what a typed or pasted address becomes, and what is refused.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, normalizeBaseUrl, type BaseUrlResult } from '../../electron/core/client/base-url';

type Accepted = Extract<BaseUrlResult, { ok: true }>;
type Refused = Extract<BaseUrlResult, { ok: false }>;

function accepted(input: string, allowInsecure?: boolean): Accepted {
  const result = normalizeBaseUrl(input, allowInsecure);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(input)} to be accepted, got: ${result.message}`);
  return result;
}

function refused(input: string, allowInsecure?: boolean): Refused {
  const result = normalizeBaseUrl(input, allowInsecure);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused, got ${result.baseUrl}`);
  return result;
}

describe('normalizeBaseUrl: what is kept', () => {
  it('keeps a clean https origin as it is, without notes', () => {
    const result = accepted('https://shop.example.com');
    expect(result.baseUrl).toBe('https://shop.example.com');
    expect(result.notes).toEqual([]);
    expect(result.loopback).toBe(false);
  });

  it.each([
    ['https://shop.example.com/', 'https://shop.example.com', 'The trailing slash was removed.'],
    ['https://shop.example.com///', 'https://shop.example.com', 'The trailing slashes were removed.'],
    ['  https://shop.example.com/  ', 'https://shop.example.com', 'The trailing slash was removed.'],
    ['https://h/shop/', 'https://h/shop', 'The trailing slash was removed.'],
    ['https://h/shop//', 'https://h/shop', 'The trailing slashes were removed.'],
    ['https://h/a/b/shop/', 'https://h/a/b/shop', 'The trailing slash was removed.'],
    ['https://h:8443/shop/', 'https://h:8443/shop', 'The trailing slash was removed.'],
  ])('drops trailing slashes and surrounding spaces from %j, saying so', (input, expected, note) => {
    const result = accepted(input);
    expect(result.baseUrl).toBe(expected);
    expect(result.notes).toEqual([note]);
  });

  it('says nothing of a slash not typed, nor of the slash of a pasted /api/v2/ tail', () => {
    expect(accepted('https://h:8443').notes).toEqual([]);
    expect(accepted('https://h/api/v2/').notes).toEqual([
      'The address ended in /api/v2/; the inspector adds the /api/v2/ paths itself.',
    ]);
  });

  it('keeps a path prefix under which the installation lives', () => {
    expect(accepted('https://h/shop/').baseUrl).toBe('https://h/shop');
  });

  it('lower-cases the scheme and host', () => {
    expect(accepted('HTTPS://Shop.Example.COM/Shop/').baseUrl).toBe('https://shop.example.com/Shop');
  });
});

describe('normalizeBaseUrl: a pasted API address', () => {
  it('trims /api/v2/auth/info and tells the user', () => {
    const result = accepted('https://h/shop/api/v2/auth/info');
    expect(result.baseUrl).toBe('https://h/shop');
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toContain('/api/v2/auth/info');
  });

  it('trims a bare /api/v2 tail too', () => {
    expect(accepted('https://h/api/v2').baseUrl).toBe('https://h');
    expect(accepted('https://h/api/v2/').baseUrl).toBe('https://h');
  });

  it('trims /api/v2/products/getcategorys with its token and says the token was removed, never repeating it', () => {
    const result = accepted('https://h/shop/api/v2/products/getcategorys?et_auth_token=SECRET');
    expect(result.baseUrl).toBe('https://h/shop');
    expect(result.notes.join('\n')).toMatch(/token/i);
    expect(result.notes.join('\n')).toContain('/api/v2/products/getcategorys');
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  it('never repeats the token even when it is percent-encoded or followed by a fragment', () => {
    const result = accepted('https://h/api/v2/products/getcategorys?x=1&et_auth_token=SE%43RET#SECRET');
    expect(result.baseUrl).toBe('https://h');
    expect(JSON.stringify(result)).not.toMatch(/SECRET|SE%43RET/);
  });

  it('removes another query string with a note', () => {
    const result = accepted('https://h/shop/?lang=de');
    expect(result.baseUrl).toBe('https://h/shop');
    expect(result.notes).toEqual([expect.stringMatching(/query string/i), 'The trailing slash was removed.']);
  });

  it('does not take a path that merely starts like the API for the API', () => {
    expect(accepted('https://h/api/v20').baseUrl).toBe('https://h/api/v20');
    expect(accepted('https://h/myapi/v2x').baseUrl).toBe('https://h/myapi/v2x');
  });
});

describe('normalizeBaseUrl: a missing scheme', () => {
  it.each([
    ['127.0.0.1:4180', 'http://127.0.0.1:4180'],
    ['localhost:8080/shop/', 'http://localhost:8080/shop'],
    ['192.168.1.20:8080', 'http://192.168.1.20:8080'],
    ['[::1]:4180', 'http://[::1]:4180'],
    ['shop.example.com/', 'https://shop.example.com'],
    ['shop.example.com:8443/shop', 'https://shop.example.com:8443/shop'],
    ['10.0.0.5', 'https://10.0.0.5'],
  ])('refuses %j and suggests %j', (input, suggestion) => {
    const message = refused(input).message;
    expect(message).toMatch(/no scheme/);
    expect(message).toContain(`did you mean ${suggestion}?`);
  });

  it('leaves the query, the fragment and a user name out of the suggestion', () => {
    const message = refused('alice:pw-77@127.0.0.1:4180/shop/api?et_auth_token=SECRET#x').message;
    expect(message).toContain('did you mean http://127.0.0.1:4180/shop/api?');
    expect(message).not.toMatch(/SECRET|pw-77|alice/);
  });

  it('asks for the full address when the text cannot be read as one', () => {
    expect(refused('exa mple').message).toMatch(/no scheme .*enter it in full/);
  });
});

describe('normalizeBaseUrl: what is refused', () => {
  it('refuses an empty address with a hint', () => {
    expect(refused('   ').message).toMatch(/https:\/\//);
  });

  it.each(['https://user:pass@h/shop', 'https://user@h'])(
    'refuses credentials in the address %j and points to the token field',
    (input) => {
      const result = refused(input);
      expect(result.message).toMatch(/user name and password/i);
      expect(result.message).not.toContain('pass@');
    },
  );

  it.each(['ftp://h/shop', 'file:///etc/passwd', 'ws://127.0.0.1:80'])(
    'refuses the scheme of %j',
    (input) => {
      expect(refused(input).message).toMatch(/only http and https/i);
    },
  );

  it.each(['http://', 'https://exa mple.com', 'https://[::1', 'https://h:99999'])(
    'refuses garbage %j with a message saying it is not a web address',
    (input) => {
      expect(refused(input).message).toMatch(/not a web address/);
    },
  );

  it('refuses plain http to a host of the network', () => {
    expect(refused('http://shop.example.com').message).toMatch(/unencrypted/i);
    expect(refused('http://192.168.1.20/shop').message).toMatch(/insecure/i);
  });

  it('accepts plain http to a host of the network when insecure is allowed', () => {
    const result = accepted('http://192.168.1.20/shop/', true);
    expect(result).toMatchObject({ baseUrl: 'http://192.168.1.20/shop', loopback: false });
  });
});

describe('normalizeBaseUrl: this machine', () => {
  it.each([
    ['http://127.0.0.1:4100/', 'http://127.0.0.1:4100'],
    ['http://127.1.2.3', 'http://127.1.2.3'],
    ['http://localhost:8080/shop/', 'http://localhost:8080/shop'],
    ['http://LOCALHOST', 'http://localhost'],
    ['http://[::1]:4100', 'http://[::1]:4100'],
    ['http://shop.localhost', 'http://shop.localhost'],
  ])('accepts plain http to the loopback address %j', (input, expected) => {
    const result = accepted(input);
    expect(result).toMatchObject({ baseUrl: expected, loopback: true });
  });

  it('marks https to this machine as loopback too', () => {
    expect(accepted('https://localhost').loopback).toBe(true);
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LocalHost', 'app.localhost', '127.0.0.1', '127.255.0.9', '::1', '[::1]'])(
    'names %j this machine',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each([
    'example.com',
    'localhost.example.com',
    'mylocalhost',
    '128.0.0.1',
    '10.0.0.1',
    '127.0.0',
    '1127.0.0.1',
    '::2',
    '[::]',
    '0.0.0.0',
    '',
  ])('does not name %j this machine', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('normalizeBaseUrl: secrets in refused addresses', () => {
  it('never repeats a token carried by an address it refuses', () => {
    const result = refused('https://exa mple.com/api/v2/products/getcategorys?et_auth_token=SECRET');
    expect(result.message).not.toContain('SECRET');
  });
});
