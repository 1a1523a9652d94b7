// The checks say in English exactly what they said before their words came from the catalogs: for
// every scene of check-scene-list.ts (each rule passing, warning and failing, each call failing
// each way), the title, message and evidence of every check are those check-scene-english.ts
// recorded; `retail-inspector check`, `check --json` and the reports print these very strings.
import { describe, expect, it } from 'vitest';
import { certificateChecks } from '../../electron/core/checks/certificate-rule';
import type { ServedCertificate } from '../../shared/call-result';
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
