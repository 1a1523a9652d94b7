// The token masker: every spelling an installation might echo a token in becomes ***, mixtures of
// spellings included, and nothing else in the text changes.
import { describe, expect, it } from 'vitest';
import { MASK, secretMasker, secretsMasker } from '../../electron/core/client/redact';
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
    const token = 'tok>>?/';
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
    const mask = secretsMasker(['abc123', 'abc123-long-token', '']);
    expect(mask('abc123-long-token and abc123')).toBe(`${MASK} and ${MASK}`);
    expect(secretsMasker([])('abc')).toBe('abc');
  });

  it('masks a short token only where it stands alone, so numbers and words holding it stay intact', () => {
    const mask = secretMasker('2');
    expect(mask('{"code":"200","version":"v2","n":2}')).toBe('{"code":"200","version":"v2","n":***}');
    expect(mask('?et_auth_token=2&x=1')).toBe(`?et_auth_token=${MASK}&x=1`);
    const demo = secretMasker('demo');
    expect(demo('demonstration, demo-artikel')).toBe(`demonstration, ${MASK}-artikel`);
    expect(demo('ZGVtbw==')).toBe(MASK);
  });

  it('masks a token of 8 characters or more even between letters (inside a longer text)', () => {
    expect(secretMasker('s3cretTok')('xxs3cretTokyy')).toBe(`xx${MASK}yy`);
  });
});
