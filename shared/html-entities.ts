/**
 * HTML character references decoded to the characters they stand for: numeric ones (`&#233;`,
 * `&#xE9;`) and the named ones error pages use. An unknown name stays as written; a number that
 * names no character (0, a surrogate, past U+10FFFF) becomes U+FFFD and one to 0x80–0x9F the
 * Windows-1252 character, as HTML parsing does. Pure.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  times: '×',
  euro: '€',
  shy: '',
};

// HTML reads a reference to 0x80–0x9F (C1 controls) as the Windows-1252 character of that byte, as
// old pages mean it ("&#150;" is "–"); the five unassigned bytes stay as they are (and are removed
// later with every control).
const WINDOWS_1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

const REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

/** `text` with its character references decoded. */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name]! : whole;
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252.charAt(code - 0x80);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}
