// The masker of a long token (token-spellings.ts) matches without one regular expression of all its
// spellings; it must mask exactly what that expression masks, on any text: mixtures of spellings,
// a token cut short, repeated, overlapping, next to escapes and percent signs.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK } from '../../electron/core/client/redact';
import {
  spelledTexts,
  spellingsMasker,
  unitPattern,
  unitsOf,
} from '../../electron/core/client/token-spellings';
import { tokenSpellings } from '../helpers/token-echo';

// The regular expression the masker stands in for: every spelled text, each unit as its alternatives.
function expressionMasker(secret: string): (text: string) => string {
  const source = spelledTexts(secret)
    .map((text) => unitsOf(text).map(unitPattern).join(''))
    .join('|');
  const pattern = new RegExp(`(?:${source})`, 'g');
  return (text) => text.replace(pattern, MASK);
}

// Pieces texts are made of: parts of the token in its spellings, escapes, and ordinary text.
function piecesOf(token: string): string[] {
  const spellings = tokenSpellings(token).map(([, spelling]) => spelling);
  const base64 = Buffer.from(token).toString('base64');
  return [
    ...spellings,
    ...spellings.map((s) => s.slice(0, Math.ceil(s.length / 2))),
    ...spellings.map((s) => s.slice(Math.floor(s.length / 3))),
    token.slice(0, 3),
    token.slice(-3),
    base64,
    base64.slice(0, 6),
    base64.replace(/=+$/, ''),
    Buffer.from(token).toString('base64url'),
    '\\',
    '\\\\',
    '\\u00',
    '\\u0074',
    '\\U0074',
    '%',
    '%7',
    '%7F',
    '+',
    '/',
    '\\/',
    '"',
    ' ',
    'ä',
    '{"a":"',
    'x',
  ];
}

const TOKENS = [
  'tok-Mask/7f+3a ä',
  '3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e',
  'tok>>?/long\\"quote',
  'aaaaaaaaaaaa',
  'ab\\\\cd\\ef gh',
  '12345678901234567890',
  '🔑-emoji-token',
];

describe('spellingsMasker', () => {
  it.each(TOKENS)('masks exactly what the regular expression of the spellings of %j masks', (token) => {
    const expected = expressionMasker(token);
    const masker = spellingsMasker(spelledTexts(token), MASK);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...piecesOf(token)), { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        expect(masker(text)).toBe(expected(text));
      }),
      { numRuns: 400 },
    );
  });

  it('masks a token of 50,000 characters, plain and percent-encoded (no expression of it, no deep stack)', () => {
    // Random letters, digits and "/" (which percent-encodes), as a long generated token would be.
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/';
    const token = Array.from(randomBytes(50_000), (byte) => alphabet[byte % alphabet.length]).join('');
    const masker = spellingsMasker(spelledTexts(token), MASK);
    expect(masker(`[${token}]`)).toBe(`[${MASK}]`);
    expect(masker(`[${encodeURIComponent(token)}]`)).toBe(`[${MASK}]`);
    expect(masker(`[${token.slice(1)}]`)).toBe(`[${token.slice(1)}]`);
  });

  it('returns the text itself when nothing in it is the token', () => {
    const masker = spellingsMasker(spelledTexts(TOKENS[1]!), MASK);
    const text = '{"rows":[{"id":"3f9a1c","name":"3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2"}]}';
    expect(masker(text)).toBe(text);
    expect(masker('')).toBe('');
  });
});
