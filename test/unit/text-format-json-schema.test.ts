// The OpenAPI description states the spec's text formats as JSON Schema keywords (TextFormat's
// jsonSchema); the app checks them with TextFormat's test. The two must agree, or a validating
// proxy would accept what `check` refuses (or the reverse): each format's keywords, compiled by ajv
// as an OpenAPI tool would, give the same verdict as its test on the same values. (Hosts RFC 3986
// allows but WHATWG URL parsing refuses, such as 1.2.3.256, are beyond a JSON Schema pattern.)
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  currencyCode,
  nonEmpty,
  numericText,
  singleCharacter,
  timeZoneName,
  type TextFormat,
} from '../../shared/text-formats';

const ajv = new Ajv2020({ strict: true });
addFormats(ajv);

const samples: [string, TextFormat, string[]][] = [
  [
    'absoluteUrl',
    absoluteUrl,
    [
      'https://shop.example.com/img/a.png',
      'HTTP://SHOP.EXAMPLE.COM',
      'http://127.0.0.1:4180/images/k%C3%A4se%201.svg',
      'http://[::1]:80/x?y=1#z',
      'images/a.svg',
      '/images/a.svg',
      'ftp://example.com/a',
      'http://',
      'http://user@host/',
      'http://a b/',
      '',
      // The addresses issue 18 found passing: a stray %, a control character, an unclosed [, no
      // host, a port out of range, a backslash; and the edges of the port's range.
      'http://a%zz.example/',
      'http://a\u0001b/',
      'http://[::1/x',
      'http://:80/',
      'http://h.example:99999/',
      'http://h.example\\x',
      'http://h.example:65535/x',
      'http://h.example:65536/x',
      'http://h.example:0/',
      'https://h.example/k%C3%A4se.png',
      'http://h.example/a|b',
    ],
  ],
  ['numericText', numericText, ['0', '118', '007', '', '1.5', '-1', ' 1', '١٢']],
  ['currencyCode', currencyCode, ['EUR', 'USD', 'eur', 'EURO', 'E1R', '']],
  [
    'timeZoneName',
    timeZoneName,
    ['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1', 'UTC', 'Europe/', '/Berlin', ''],
  ],
  ['singleCharacter', singleCharacter, [',', '.', '😀', '', ',,', 'é']],
  ['nonEmpty', nonEmpty, ['v2', ' ', '']],
];

describe('text formats as JSON Schema', () => {
  it('absoluteUrl: the description is the strict RFC 3986 reading of an address outside ASCII, which check tolerates with a warning', () => {
    const check = ajv.compile({ type: 'string', ...absoluteUrl.jsonSchema });
    for (const iri of [
      'https://h.example/käse.png',
      'https://bäcker.example/',
      'https://h.example/画像.png',
    ]) {
      expect([iri, absoluteUrl.test(iri), check(iri)]).toEqual([iri, true, false]);
      const uri = iri.replace(/[\u0080-\u{10ffff}]+/gu, encodeURIComponent);
      expect([uri, check(uri)]).toEqual([uri, true]);
    }
  });

  it.each(samples)('%s: ajv and the runtime check agree on every sample', (_name, format, values) => {
    const check = ajv.compile({ type: 'string', ...format.jsonSchema });
    const verdicts = values.map((value) => [value, check(value)]);
    expect(verdicts).toEqual(values.map((value) => [value, format.test(value)]));
    // Each sample list holds values on both sides, so agreement is not trivially all-true.
    expect(new Set(verdicts.map(([, ok]) => ok))).toEqual(new Set([true, false]));
  });
});
