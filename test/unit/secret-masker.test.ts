// The token masker: every spelling an installation might echo a token in becomes ***, mixtures of
// spellings included, and nothing else in the text changes.
import { describe, expect, it } from 'vitest';
import { MASK, maskDeep, maskJsonText, secretMasker, secretsMasker } from '../../electron/core/client/redact';
import { htmlEscaped, tokenSpellings } from '../helpers/token-echo';

// "/" and "+" make the escaped spellings differ from the plain one; "ä" needs two UTF-8 bytes.
const TOKEN = 'tok-Mask/7f+3a ä';

describe('secretMasker', () => {
  it.each(tokenSpellings(TOKEN))('masks the token spelled %s', (_name, spelling) => {
    expect(secretMasker(TOKEN)(`before ${spelling} after`)).toBe(`before ${MASK} after`);
  });

  it('masks a token spelled with a mixture of escapes, as proxies and PHP write it', () => {
    const mixed = 'tok-Mask\\/7f%2b3a+\\u00E4';
    expect(secretMasker(TOKEN)(`[${mixed}]`)).toBe(`[${MASK}]`);
  });

  it('masks the base64 of the token when it is itself percent-encoded or JSON-escaped', () => {
    const token = 'tok>>?/long';
    const base64 = Buffer.from(token).toString('base64');
    expect(base64).toMatch(/[+/]/);
    const mask = secretMasker(token);
    expect(mask(encodeURIComponent(base64))).toBe(MASK);
    expect(mask(base64.replaceAll('/', '\\/'))).toBe(MASK);
  });

  it('leaves text without the token, and texts that merely resemble it, unchanged', () => {
    const mask = secretMasker(TOKEN);
    const text = 'tok-Mask/7f+3a a; TOK-MASK/7F+3A Ä; ' + htmlEscaped('unrelated/+');
    expect(mask(text)).toBe(text);
    expect(mask('')).toBe('');
    expect(secretMasker(undefined)('tok')).toBe('tok');
    expect(secretMasker('')('tok')).toBe('tok');
  });

  it('masks a token whose characters have a meaning in regular expressions literally', () => {
    const token = 'a.b*c(d)[e]$^|?{2}\\';
    const mask = secretMasker(token);
    expect(mask(`x ${token} y`)).toBe(`x ${MASK} y`);
    expect(mask('x aXb*c(d)[e]$^|?{2}\\ y')).toBe('x aXb*c(d)[e]$^|?{2}\\ y');
    expect(mask(`x ${JSON.stringify(token).slice(1, -1)} y`)).toBe(`x ${MASK} y`);
  });

  it('masks several tokens, the longer first when one contains another', () => {
    const mask = secretsMasker(['abc12345', 'abc12345-long-token', '']);
    expect(mask('abc12345-long-token and abc12345')).toBe(`${MASK} and ${MASK}`);
    expect(secretsMasker([])('abc')).toBe('abc');
  });

  it.each(['1', '8400', 'bio', 'wrong', 'demo', '2'])(
    'masks the short token %j only as the value of et_auth_token, never inside data or messages',
    (token) => {
      const mask = secretMasker(token);
      const data = `{"code":"200","version":"v2","n":2,"default_sales_account":"8400","name":"bio ${token}","error":"${token} token"}`;
      expect(mask(data)).toBe(data);
      expect(mask('http://127.0.0.1:4180/')).toBe('http://127.0.0.1:4180/');
      expect(mask(`?et_auth_token=${token}&x=1`)).toBe(`?et_auth_token=${MASK}&x=1`);
      expect(mask(`?ET_Auth_Token=${token}#f`)).toBe(`?ET_Auth_Token=${MASK}#f`);
      expect(mask(`?et_auth_token%3D${token}`)).toBe(`?et_auth_token%3D${MASK}`);
      expect(mask(`"https:\\/\\/x\\/img.png?et_auth_token=${token}"`)).toBe(
        `"https:\\/\\/x\\/img.png?et_auth_token=${MASK}"`,
      );
      expect(mask(`et_auth_token=${token}`)).toBe(`et_auth_token=${MASK}`);
      // A longer value is another token, not this one.
      expect(mask(`et_auth_token=${token}x`)).toBe(`et_auth_token=${token}x`);
      expect(mask(Buffer.from(token).toString('base64'))).toBe(Buffer.from(token).toString('base64'));
    },
  );

  it('masks a short token percent-encoded as a parameter value, as URLSearchParams writes it', () => {
    const token = 'a b/c';
    const url = new URL('http://127.0.0.1/x');
    url.searchParams.set('et_auth_token', token);
    expect(secretMasker(token)(url.href)).toBe(`http://127.0.0.1/x?et_auth_token=${MASK}`);
  });

  it('masks a token of 8 characters or more even between letters (inside a longer text)', () => {
    expect(secretMasker('s3cretTok')('xxs3cretTokyy')).toBe(`xx${MASK}yy`);
  });

  it('masks a 40-character token everywhere, in every spelling, inside and outside parameters', () => {
    const token = 'Zk3vQ9/xR+2mWp7LtB0sHc4YdN8eUa6JgF1iKo5q';
    const mask = secretMasker(token);
    for (const [, spelling] of tokenSpellings(token)) expect(mask(`[${spelling}]`)).toBe(`[${MASK}]`);
    expect(mask(`?et_auth_token=${encodeURIComponent(token)}`)).toBe(`?et_auth_token=${MASK}`);
  });
});

describe('maskDeep and maskJsonText', () => {
  const token = '12345678901234567890';

  it('masks a numeric echo of a numeric token like a string, even past the precision of a double', () => {
    const mask = secretMasker(token);
    const text = `{"id":"1","echo":${token},"nested":[${token}],"other":42}`;
    expect(JSON.parse(maskJsonText(text, mask))).toEqual({
      id: '1',
      echo: MASK,
      nested: [MASK],
      other: 42,
    });
    expect(maskDeep({ echo: 12345678, other: 1234567 }, secretMasker('12345678'))).toEqual({
      echo: MASK,
      other: 1234567,
    });
  });

  it('keeps a number whose digits merely contain the token: an id or an amount is data', () => {
    const mask = secretMasker('12345678901');
    const text = '{"big":123456789012345678901234567890,"id":9912345678901,"echo":12345678901}';
    expect(JSON.parse(maskJsonText(text, mask))).toMatchObject({
      id: 9912345678901,
      echo: MASK,
    });
    expect(maskDeep({ id: 9912345678901 }, mask)).toEqual({ id: 9912345678901 });
  });

  it('keeps a field named __proto__ as a field of the masked value', () => {
    const masked = maskDeep(JSON.parse(`{"__proto__":{"t":"${token}"},"a":1}`), secretMasker(token));
    expect(Object.keys(masked)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(masked)).toBe(`{"__proto__":{"t":"${MASK}"},"a":1}`);
  });
});
