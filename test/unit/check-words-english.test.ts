// The checks say in English exactly what they said before their words came from the catalogs: for
// every scene of check-scene-list.ts (each rule passing, warning and failing, each call failing
// each way), the title, message and evidence of every check are those check-scene-english.ts
// recorded; `retail-inspector check`, `check --json` and the reports print these very strings.
import { describe, expect, it } from 'vitest';
import { certificateChecks } from '../../electron/core/checks/certificate-rule';
import type { ServedCertificate } from '../../shared/call-result';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import { englishWords, wordsIn } from '../../shared/words-text';
import { SCENE_ENGLISH } from '../helpers/check-scene-english';
import { SCENES } from '../helpers/check-scene-list';
import { checkScene } from '../helpers/check-scenes';

const said = ({ id, title, status, message, details }: (typeof SCENE_ENGLISH)[string][number]) => ({
  id,
  title,
  status,
  message,
  details,
});

describe('the English of the checks', () => {
  for (const [name, { scene, baseUrl, timeoutMs }] of Object.entries(SCENES)) {
    it(`is unchanged for ${name}`, async () => {
      const run = await checkScene(scene, baseUrl, timeoutMs);
      expect(run.report.checks.map(said)).toEqual(SCENE_ENGLISH[name]);
    });
  }

  it('comes from the words the app is given: each check’s words say its title, message and details', async () => {
    for (const { scene, baseUrl, timeoutMs } of Object.values(SCENES)) {
      const { report, words } = await checkScene(scene, baseUrl, timeoutMs);
      expect(words).toHaveLength(report.checks.length);
      report.checks.forEach((check, index) => {
        const { title, message, details } = words[index]!;
        expect(englishWords(title)).toBe(check.title);
        expect(englishWords(message)).toBe(check.message);
        expect(details.map((line) => (typeof line === 'string' ? line : englishWords(line)))).toEqual(
          check.details,
        );
      });
    }
  });

  it('leaves the words out of the report, its fields in the order check --json always wrote them', async () => {
    const order = ['id', 'title', 'status', 'message', 'details', 'tolerated', 'page', 'clause'];
    for (const { scene, baseUrl, timeoutMs } of Object.values(SCENES)) {
      const { report } = await checkScene(scene, baseUrl, timeoutMs);
      for (const check of report.checks) {
        const keys = Object.keys(check);
        expect(keys).toEqual(order.filter((key) => keys.includes(key)));
      }
    }
  });

  it('says the same checks in German, not in English', async () => {
    const { scene } = SCENES['faulty values']!;
    const { words } = await checkScene(scene);
    const german = words.map((w) => wordsIn(SHARED_CATALOGS.de, 'de', w.message));
    expect(german).toContain('timezone: „Mars/Base“ ist keine Zeitzone, die Intl kennt');
    expect(german).toContain('2 Warengruppen teilen sich ein Bild; es antwortete mit HTTP 404');
    expect(german).toContain('5 von 5 geprüften Bildern lassen sich nicht laden');
  });

  const CERTIFICATE: ServedCertificate = {
    notAfter: '2026-12-11T10:00:00.000Z',
    daysLeft: 120,
    issuer: 'Test CA',
    names: ['shop.example'],
    matchesHost: true,
  };

  it('is unchanged for the certificate check', () => {
    const check = (certificate: Partial<ServedCertificate>, warnDays: number) =>
      certificateChecks({ ...CERTIFICATE, ...certificate }, warnDays).map(said);
    expect(check({}, 30)).toEqual([
      {
        id: 'tls.certificate',
        title: 'The TLS certificate is valid for at least 30 more days',
        status: 'pass',
        message: 'valid until 2026-12-11 (120 days), issued by Test CA, for shop.example',
        details: [],
      },
    ]);
    expect(check({ daysLeft: 9, names: ['a.example', 'b.example', 'c.example', 'd.example'] }, 30)).toEqual([
      {
        id: 'tls.certificate',
        title: 'The TLS certificate is valid for at least 30 more days',
        status: 'warn',
        message: 'the certificate expires in 9 days',
        details: [
          'valid until 2026-12-11 (9 days), issued by Test CA, for a.example, b.example, c.example, …',
          'Renew it before then: once it expires, every call over https fails.',
        ],
      },
    ]);
    expect(check({ daysLeft: 1, issuer: '', names: [], matchesHost: false }, 1_000)).toEqual([
      {
        id: 'tls.certificate',
        title: 'The TLS certificate is valid for at least 1,000 more days',
        status: 'warn',
        message: 'the certificate expires in 1 day',
        details: [
          'valid until 2026-12-11 (1 day) (not the host called)',
          'Renew it before then: once it expires, every call over https fails.',
        ],
      },
    ]);
    expect(check({ daysLeft: 0 }, 1).map((c) => [c.title, c.message])).toEqual([
      ['The TLS certificate is valid for at least 1 more day', 'the certificate expires in 0 days'],
    ]);
    // Expired: no call gets here then (it fails), but the line says it as it always did.
    expect(check({ daysLeft: -1 }, 30).map((c) => [c.message, c.details[0]])).toEqual([
      [
        'the certificate expires in -1 days',
        'valid until 2026-12-11 (-1 days), issued by Test CA, for shop.example',
      ],
    ]);
    expect(check({ daysLeft: 1_500 }, 1_200).map((c) => [c.title, c.message])).toEqual([
      [
        'The TLS certificate is valid for at least 1,200 more days',
        'valid until 2026-12-11 (1,500 days), issued by Test CA, for shop.example',
      ],
    ]);
  });
});
