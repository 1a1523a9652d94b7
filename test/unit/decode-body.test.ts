// decodeBody: how a body's bytes become text, and that every leniency needed to read them is said.
import { describe, expect, it } from 'vitest';
import { decodeBody, parseContentType } from '../../electron/core/client/decode-body';

const JSON_UTF8 = 'application/json; charset=utf-8';
const bytes = (text: string, encoding: BufferEncoding = 'utf8') =>
  new Uint8Array(Buffer.from(text, encoding));
const BOM = [0xef, 0xbb, 0xbf];

describe('decodeBody', () => {
  it('reads clean UTF-8 with charset=utf-8 without any leniency', () => {
    expect(decodeBody(bytes('{"name":"Käse"}'), JSON_UTF8)).toEqual({
      text: '{"name":"Käse"}',
      leniencies: [],
    });
  });

  it('removes a byte order mark and reports it as failing a strict reading', () => {
    const decoded = decodeBody(new Uint8Array([...BOM, ...bytes('{}')]), JSON_UTF8);
    expect(decoded.text).toBe('{}');
    expect(decoded.leniencies).toEqual([
      {
        id: 'bom',
        message:
          'The body starts with a UTF-8 byte order mark (BOM), which JSON does not allow; it was removed before reading.',
        strictFails: true,
      },
    ]);
  });

  it.each(['iso-8859-1', 'ISO-8859-1', 'latin1', 'windows-1252', '"iso-8859-1"'])(
    'reads bytes that are not UTF-8 as Latin-1 when the charset is %s, and says so',
    (charset) => {
      const decoded = decodeBody(
        bytes('{"name":"Bäckerei Müller"}', 'latin1'),
        `application/json; charset=${charset}`,
      );
      expect(decoded.text).toBe('{"name":"Bäckerei Müller"}');
      expect(decoded.leniencies).toEqual([
        {
          id: 'latin1',
          message: expect.stringMatching(
            /^The body is not valid UTF-8 \(2 invalid byte sequences\); as its charset=.* declares, it was read as Latin-1 \(windows-1252\)\. JSON must be UTF-8\.$/,
          ),
          strictFails: true,
        },
      ]);
    },
  );

  it('reads windows-1252 bytes 0x80–0x9F as the letters they stand for, never as C1 controls', () => {
    expect(decodeBody(new Uint8Array([0x80, 0x93, 0x94]), 'application/json; charset=iso-8859-1').text).toBe(
      '€“”',
    );
  });

  it.each([
    ['charset=utf-8', JSON_UTF8, ''],
    ['no charset', 'application/json', ' (no charset declared)'],
    [
      'an unreadable charset',
      'application/json; charset=x-klingon',
      ' (the declared charset=x-klingon is not one the inspector reads)',
    ],
  ])('replaces invalid UTF-8 sent with %s by U+FFFD and counts the sequences', (_, header, why) => {
    const decoded = decodeBody(new Uint8Array([0x7b, 0xff, 0x7d, 0xc3]), header);
    expect(decoded.text).toBe('{\uFFFD}\uFFFD');
    expect(decoded.leniencies).toEqual([
      {
        id: 'invalid-utf8',
        message: `The body is not valid UTF-8${why}: 2 invalid byte sequences were replaced by U+FFFD (shown as \uFFFD).`,
        strictFails: true,
      },
    ]);
  });

  it('does not count a U+FFFD the body spelled validly as an invalid sequence', () => {
    const decoded = decodeBody(new Uint8Array([...bytes('\uFFFD'), 0xff]), JSON_UTF8);
    expect(decoded.leniencies[0]?.message).toContain(': 1 invalid byte sequence was replaced');
  });

  // RFC 8259 §11 defines no charset parameter for application/json ("adding one really has no effect
  // on compliant recipients"): its absence or another value is no fault of a valid UTF-8 body.
  it.each([
    ['no charset', 'application/json', '{"a":"ü"}'],
    ['charset=windows-1251', 'application/json; charset=windows-1251', '{"a":"ü"}'],
    ['charset=utf-16', 'application/json; charset=utf-16', '{"a":"u"}'],
    ['charset=x-klingon', 'application/json; charset=x-klingon', '{"a":"ü"}'],
    ['no content type', '', '{}'],
  ])('reads valid UTF-8 sent with %s as UTF-8, with no leniency', (_, header, text) => {
    expect(decodeBody(bytes(text), header)).toEqual({ text, leniencies: [] });
  });

  it('reports a byte order mark and bytes that are not UTF-8 both', () => {
    const decoded = decodeBody(new Uint8Array([...BOM, 0xe4]), 'application/json; charset=latin1');
    expect(decoded.text).toBe('ä');
    expect(decoded.leniencies.map((l) => l.id)).toEqual(['bom', 'latin1']);
  });
});

describe('parseContentType', () => {
  it('lower-cases the media type and the charset and drops quotes', () => {
    expect(parseContentType(' Application/JSON ; Charset="UTF-8"')).toEqual({
      mediaType: 'application/json',
      charset: 'utf-8',
    });
  });

  it('gives an empty media type and no charset for a missing header', () => {
    expect(parseContentType('')).toEqual({ mediaType: '', charset: null });
  });
});
