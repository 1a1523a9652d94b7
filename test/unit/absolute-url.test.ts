// The absolute-URL rule of the spec's image and logo fields: RFC 3986 syntax plus what WHATWG URL
// parsing (browsers, fetch) accepts, characters outside ASCII read as RFC 3987 maps an IRI to a URI.
// Its fast path must never accept what the full rule refuses, and the whole rule agrees with the
// OpenAPI description's keywords checked by ajv (RFC 3986's `uri` format) on that mapping, together
// with WHATWG parsing.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl } from '../../shared/absolute-url';
import { absoluteUrl } from '../../shared/text-formats';

const ajv = new Ajv2020({ strict: true });
addFormats(ajv);
const openApiAccepts = ajv.compile({ type: 'string', ...absoluteUrl.jsonSchema });

function whatwgAccepts(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// Addresses assembled from parts that are each valid or broken in one of the ways found in the field.
const address = fc
  .tuple(
    fc.constantFrom('http://', 'https://', 'HTTP://', 'ftp://', 'http:/', ''),
    fc.constantFrom('', 'user@', 'a:b@'),
    fc.constantFrom(
      'shop.example',
      'cdn-1.shop.example',
      'a_b.example',
      'localhost',
      '127.0.0.1',
      '1.2.3.256',
      '1.2.3',
      '999',
      'a.1',
      '[::1]',
      '[::1',
      '[zz]',
      '',
      'a%zz',
      'a%41b',
      'a%00b',
      'xn--bcher-kva.example',
      'xn--a',
      'a b',
      'a\\b',
      'ä.example',
    ),
    fc.constantFrom('', ':', ':0', ':80', ':65535', ':65536', ':99999', ':080', ':x'),
    fc.constantFrom(
      '',
      '/',
      '/a/b.png',
      '/k%C3%A4se.png',
      '/käse.png',
      '/画像.png',
      '/a b',
      '/a|b',
      '/%zz',
      '/a\u0001',
      '/a\u00a0b',
      '/a\u202eb',
      '/a\u0085b',
    ),
    fc.constantFrom('', '?v=1&w=2', '?a=[1]', '#top', '#a#b', '?x#y'),
  )
  .map((parts) => parts.join(''));

describe('isAbsoluteUrl', () => {
  it('accepts exactly what RFC 3986 (ajv, as OpenAPI tools check it) on the IRI mapping and WHATWG parsing both accept', () => {
    fc.assert(
      fc.property(address, (value) => {
        // White space, C1 controls and bidirectional controls are no IRI characters (RFC 3987 §2.2, §4.1).
        const iri = !/[\u0080-\u00a0\u202e]/.test(value);
        const uri = value.replace(/[\u0080-\u{10ffff}]+/gu, encodeURIComponent);
        expect([value, isAbsoluteUrl(value)]).toEqual([
          value,
          iri && openApiAccepts(uri) && whatwgAccepts(value),
        ]);
      }),
      { numRuns: 3000 },
    );
  });

  it('never accepts a string WHATWG parsing refuses, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 12 }), (host, rest) => {
        const value = `http://${host}${rest}`;
        if (isAbsoluteUrl(value)) expect(whatwgAccepts(value)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts every http(s) URL fast-check generates without user name', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true }), (url) => {
        if (!url.includes('@') && whatwgAccepts(url)) expect(isAbsoluteUrl(url)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
