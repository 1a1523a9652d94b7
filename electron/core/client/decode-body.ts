/**
 * Turns a body's bytes into text the way JSON asks (RFC 8259: UTF-8, no byte order mark) and says
 * so, never silently, whenever the answer needed a leniency to be read: a byte order mark is
 * removed; bytes that are not UTF-8 are read as Latin-1 when the content type declares a Latin-1
 * charset, else with U+FFFD in place of each bad sequence. A charset parameter, missing or other, is
 * no fault of valid UTF-8 (RFC 8259 §11 defines none for application/json): nothing is said. Never
 * throws.
 */
import type { Leniency } from '../../../shared/leniency';
import { bomWords, invalidUtf8Words, latin1Words } from '../../../shared/leniency-words';
import { englishWords } from '../../../shared/words-text';

/** The text of a body and what was tolerated to get it. */
export interface DecodedBody {
  readonly text: string;
  readonly leniencies: readonly Leniency[];
}

/** The parts of a Content-Type header that decoding needs, lower-cased. */
export interface ContentType {
  /** e.g. "application/json"; empty when the header is missing. */
  readonly mediaType: string;
  /** The charset parameter without quotes, or null when there is none. */
  readonly charset: string | null;
}

/** Parses a Content-Type header value (missing: empty string). */
export function parseContentType(header: string): ContentType {
  const [type = '', ...params] = header.split(';');
  let charset: string | null = null;
  for (const param of params) {
    const at = param.indexOf('=');
    if (at < 0 || param.slice(0, at).trim().toLowerCase() !== 'charset') continue;
    charset = param
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return { mediaType: type.trim().toLowerCase(), charset };
}

const BOM = [0xef, 0xbb, 0xbf];

/** Decodes `bytes` received with the Content-Type header value `header`. */
export function decodeBody(bytes: Uint8Array, header: string): DecodedBody {
  const leniencies: Leniency[] = [];
  const type = parseContentType(header);
  let body = bytes;
  if (BOM.every((byte, i) => bytes[i] === byte)) {
    body = bytes.subarray(3);
    leniencies.push({
      id: 'bom',
      message: englishWords(bomWords()),
      strictFails: true,
    });
  }
  const strict = strictUtf8(body);
  if (strict !== null) return { text: strict, leniencies };
  const invalid = invalidSequences(body);
  if (type.charset !== null && isLatin1Label(type.charset)) {
    leniencies.push({
      id: 'latin1',
      message: englishWords(latin1Words(invalid, type.charset)),
      strictFails: true,
    });
    return { text: windows1252(body), leniencies };
  }
  leniencies.push({
    id: 'invalid-utf8',
    message: englishWords(
      invalidUtf8Words(invalid, type.charset, type.charset !== null && isUtf8Label(type.charset)),
    ),
    strictFails: true,
  });
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(body), leniencies };
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

// The WHATWG Encoding Standard maps iso-8859-1, latin1, us-ascii, cp1252 and their other labels to
// windows-1252, as browsers read them; an unknown label throws.
function isLatin1Label(label: string): boolean {
  try {
    return new TextDecoder(label).encoding === 'windows-1252';
  } catch {
    return false;
  }
}

function isUtf8Label(label: string): boolean {
  try {
    return new TextDecoder(label).encoding === 'utf-8';
  } catch {
    return false;
  }
}

// Replacement characters the lenient decoder produced, less those the body spelled validly itself.
function invalidSequences(bytes: Uint8Array): number {
  const decoded = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  let replaced = 0;
  for (let at = decoded.indexOf('\uFFFD'); at >= 0; at = decoded.indexOf('\uFFFD', at + 1)) replaced++;
  let genuine = 0;
  for (let i = 0; i + 2 < bytes.length; i++) {
    if (bytes[i] === 0xef && bytes[i + 1] === 0xbf && bytes[i + 2] === 0xbd) genuine++;
  }
  return replaced - genuine;
}

// windows-1252 as the WHATWG Encoding Standard defines it: Latin-1, except that 0x80–0x9F are
// letters and marks (€, “, ”, …), not C1 controls. Written out because Node's TextDecoder decodes
// this label as plain ISO-8859-1.
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

function windows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (c) => String.fromCharCode(CP1252_80_9F[c.charCodeAt(0) - 0x80]!));
}
