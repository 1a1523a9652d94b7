// What main says about a connection stays the English it always was, and the app can read it back
// into words: every refusal and note of normalizeBaseUrl, a redirect the client would not follow,
// Test connection's note on faulty rows; a message that is not one of these is no words (it is
// shown as received).
import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl } from '../../electron/core/client/base-url';
import { categoriesFaultNote } from '../../electron/core/handlers/categories-fault-note';
import { addressWords } from '../../shared/address-words';
import { describeFailure } from '../../shared/describe-failure';
import { failureMessage } from '../../shared/failure-message';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import { englishWords, wordsIn } from '../../shared/words-text';

const refusal = (input: string, insecure = false) => {
  const result = normalizeBaseUrl(input, insecure);
  if (result.ok) throw new Error(`${input} was accepted`);
  return result.message;
};

const REFUSALS: readonly (readonly [string, string])[] = [
  ['', 'Enter the address of the installation, e.g. https://shop.example.com'],
  ['shop.example', 'The address has no scheme (http:// or https://): did you mean https://shop.example?'],
  [
    '127.0.0.1:4180/x/',
    'The address has no scheme (http:// or https://): did you mean http://127.0.0.1:4180/x?',
  ],
  ['http://', 'This is not a web address; enter one like https://shop.example.com'],
  ['ftp://shop.example', 'Only http and https addresses are supported, not ftp:'],
  ['https://ann:pw@shop.example', 'Remove the user name and password from the address; use the token field'],
  [
    'http://shop.example',
    'Plain http sends the token unencrypted. Use https, or mark the connection as insecure if this network is trusted.',
  ],
];

describe('the words of an address', () => {
  it('refuse an address in the English they always did, and read back into those words', () => {
    for (const [input, english] of REFUSALS) {
      expect(refusal(input)).toBe(english);
      const words = addressWords(english);
      expect(words && englishWords(words), input).toBe(english);
    }
    expect(wordsIn(SHARED_CATALOGS.de, 'de', addressWords(refusal('shop.example'))!)).toBe(
      'Die Adresse hat kein Schema (http:// oder https://): Meinten Sie https://shop.example?',
    );
  });

  it('note what reading an address changed, in English and as words', () => {
    const read = (input: string) => {
      const result = normalizeBaseUrl(input);
      if (!result.ok) throw new Error(result.message);
      expect(result.noteWords.map(englishWords)).toEqual(result.notes);
      expect(result.notes.map((note) => addressWords(note) && englishWords(addressWords(note)!))).toEqual(
        result.notes,
      );
      return result.notes;
    };
    expect(read('https://shop.example?et_auth_token=abc')).toEqual([
      'The token in the pasted address was removed from it; enter it in the token field.',
    ]);
    expect(read('https://shop.example/shop/api/v2/auth/info?x=1')).toEqual([
      'The query string was removed.',
      'The address ended in /api/v2/auth/info; the inspector adds the /api/v2/ paths itself.',
    ]);
    expect(read('https://shop.example/shop/')).toEqual(['The trailing slash was removed.']);
    expect(read('https://shop.example/shop///')).toEqual(['The trailing slashes were removed.']);
  });

  it('say a redirect not followed in words, which the command line says in English as received', () => {
    for (const message of [
      'The installation redirected to https://login.example; not followed, to keep the token on the host it belongs to.',
      'More than 5 redirects; the address probably loops.',
    ]) {
      const said = failureMessage({ kind: 'redirect', message });
      expect(typeof said.detail).toBe('object');
      expect(describeFailure({ kind: 'redirect', message }).detail).toBe(message);
    }
    expect(
      wordsIn(SHARED_CATALOGS.de, 'de', addressWords('More than 5 redirects; the address probably loops.')!),
    ).toBe('Mehr als 5 Weiterleitungen; die Adresse führt vermutlich im Kreis.');
  });

  it('are no words for a message of other words', () => {
    expect(addressWords('Redirected to https://login.example.com/')).toBeNull();
    expect(addressWords('The address must start with http:// or https://')).toBeNull();
    expect(failureMessage({ kind: 'invalid-url', message: 'no scheme' }).detail).toBe('no scheme');
  });

  it('count the faulty rows of Test connection’s note as it always did', () => {
    const note = (faulty: number, fine: number) =>
      categoriesFaultNote({
        rows: Array.from({ length: fine }, (_, k) => ({
          id: String(k),
          code: `C${k}`,
          name: `Warengruppe ${k}`,
          slug: null,
          image: `https://shop.example/img/${k}.png`,
        })),
        unreadable: faulty,
        conforms: false,
      });
    expect(note(1, 0)).toBe(
      '1 of 1 category breaks the specification. The Categories panel shows each row as received, its faulty values marked.',
    );
    expect(note(1_000, 205)).toBe(
      '1,000 of 1,205 categories break the specification. The Categories panel shows each row as received, its faulty values marked.',
    );
  });
});
