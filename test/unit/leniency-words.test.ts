// The faults the client tolerated, as the app shows them: each message the client words is read
// back into the catalog's words, so the marks above the data and Diagnostics say it in the
// language shown, while the message itself (what `check` and the reports say) stays English.
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../electron/core/client/decode-body';
import { redirectsLedNowhere } from '../../electron/core/client/interpret-body';
import type { Leniency } from '../../shared/leniency';
import { contentTypeWords, leniencyWords, redirectWords, tokenEchoWords } from '../../shared/leniency-words';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import { englishWords, wordsIn } from '../../shared/words-text';

const BOM = [0xef, 0xbb, 0xbf];
const INVALID = [0x7b, 0xff, 0x7d, 0xc3];
const german = (leniency: Leniency) => wordsIn(SHARED_CATALOGS.de, 'de', leniencyWords(leniency));

/** Every leniency the client words, as it words them. */
function everyLeniency(): Leniency[] {
  const decoded = (bytes: number[], header: string) => decodeBody(new Uint8Array(bytes), header).leniencies;
  const redirected: Leniency[] = [
    {
      id: 'redirect',
      message: englishWords(
        redirectWords('/api/v2/auth/info', 301, 'https://shop.example/api/v2/auth/info', true),
      ),
      strictFails: false,
    },
  ];
  const ledNowhere = structuredClone(redirected);
  redirectsLedNowhere(ledNowhere);
  return [
    ...decoded([...BOM, 0x7b, 0x7d], 'application/json; charset=utf-8'),
    ...decoded([0x7b, 0xe4, 0x7d], 'application/json; charset=iso-8859-1'),
    ...decoded(INVALID, 'application/json; charset=utf-8'),
    ...decoded([0x7b, 0xff, 0x7d], 'application/json'),
    ...decoded(INVALID, 'application/json; charset=x-klingon'),
    { id: 'content-type', message: englishWords(contentTypeWords('text/plain')), strictFails: false },
    { id: 'content-type', message: englishWords(contentTypeWords('')), strictFails: false },
    ...redirected,
    ...ledNowhere,
    { id: 'token-echo', message: englishWords(tokenEchoWords()), strictFails: false },
  ];
}

describe('leniencyWords', () => {
  it('reads every message the client words back into words that say exactly it in English', () => {
    const all = everyLeniency();
    expect(new Set(all.map((l) => l.message)).size).toBe(10);
    for (const leniency of all) {
      const words = leniencyWords(leniency);
      expect(words.id, leniency.message).toMatch(/^leniency\./);
      expect(englishWords(words)).toBe(leniency.message);
    }
  });

  it('says them in German, the values as received', () => {
    const [bom, latin1, invalid] = everyLeniency();
    expect(german(bom!)).toBe(
      'Der Inhalt beginnt mit einer UTF-8-Bytereihenfolgemarke (BOM), die JSON nicht erlaubt; sie wurde vor dem Lesen entfernt.',
    );
    expect(german(latin1!)).toBe(
      'Der Inhalt ist kein gültiges UTF-8 (1 ungültige Bytefolge); wie sein charset=iso-8859-1 angibt, wurde er als Latin-1 (windows-1252) gelesen. JSON muss UTF-8 sein.',
    );
    expect(german(invalid!)).toBe(
      'Der Inhalt ist kein gültiges UTF-8: 2 ungültige Bytefolgen wurden durch U+FFFD ersetzt (angezeigt als \uFFFD).',
    );
    const ledNowhere = everyLeniency()[8]!;
    expect(german(ledNowhere)).toBe(
      '/api/v2/auth/info wurde umgeleitet (HTTP 301) nach https://shop.example/api/v2/auth/info; was dort antwortet, ist nicht die API (siehe den fehlgeschlagenen Aufruf), also keine Adresse für die Verbindung.',
    );
  });

  it('writes a count as the command line always did, without grouping', () => {
    const many = Array.from({ length: 1_234 }, () => 0xff);
    const [leniency] = decodeBody(new Uint8Array(many), 'application/json').leniencies;
    expect(leniency!.message).toContain(': 1234 invalid byte sequences were replaced');
    expect(german(leniency!)).toContain(': 1234 ungültige Bytefolgen wurden');
  });

  it('keeps a message it does not know (another version’s) as received', () => {
    const other: Leniency = { id: 'bom', message: 'The body had a BOM.', strictFails: true };
    expect(leniencyWords(other)).toEqual({ id: 'common.asIs', values: { text: 'The body had a BOM.' } });
  });
});
