// The certificate as a call's meta holds it, from node:tls's peer certificate, and the check made
// of it: names, issuer, whole days left, whether the host called is covered, and when it warns.
import type { PeerCertificate } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { certificateChecks, certificateLine } from '../../electron/core/checks/certificate-rule';
import { peerFacts, servedCertificate } from '../../electron/core/client/served-certificate';

const NOW = Date.parse('2026-12-02T12:00:00Z');

function peer(fields: Partial<Record<string, unknown>>): PeerCertificate {
  return {
    valid_to: 'Dec 11 12:00:00 2026 GMT',
    subject: { CN: 'shop.example' },
    ...fields,
  } as PeerCertificate;
}

describe('servedCertificate', () => {
  it('lists the subjectAltName DNS names and IP addresses, and matches the host among them', () => {
    const facts = peerFacts(
      peer({
        issuer: { CN: 'Example CA', O: 'Example Ltd' },
        subjectaltname: 'DNS:shop.example, DNS:*.shop.example, IP Address:10.0.0.5',
      }),
    )!;
    expect(servedCertificate(facts, 'www.shop.example', NOW)).toEqual({
      notAfter: '2026-12-11T12:00:00.000Z',
      daysLeft: 9,
      issuer: 'Example CA',
      names: ['shop.example', '*.shop.example', '10.0.0.5'],
      matchesHost: true,
    });
    expect(servedCertificate(facts, '10.0.0.5', NOW).matchesHost).toBe(true);
    expect(servedCertificate(facts, 'other.example', NOW).matchesHost).toBe(false);
  });

  it("falls back to the subject's common name and the issuer's organization", () => {
    const facts = peerFacts(peer({ issuer: { O: 'Example Ltd' } }))!;
    const certificate = servedCertificate(facts, 'shop.example', NOW);
    expect(certificate).toMatchObject({ issuer: 'Example Ltd', names: ['shop.example'] });
  });

  it('rounds days left down, negative once expired', () => {
    const facts = peerFacts(peer({ valid_to: 'Dec  3 11:59:59 2026 GMT' }))!;
    expect(servedCertificate(facts, 'shop.example', NOW).daysLeft).toBe(0);
    const gone = peerFacts(peer({ valid_to: 'Nov 20 12:00:00 2026 GMT' }))!;
    expect(servedCertificate(gone, 'shop.example', NOW).daysLeft).toBe(-12);
  });

  it('reads no certificate from an empty peer (a connection without one)', () => {
    expect(peerFacts({} as PeerCertificate)).toBeNull();
    expect(peerFacts(peer({ valid_to: 'not a date' }))).toBeNull();
  });
});

describe('certificateChecks', () => {
  const certificate = {
    notAfter: '2026-12-11T12:00:00.000Z',
    daysLeft: 9,
    issuer: 'Example CA',
    names: ['a.example', 'b.example', 'c.example', 'd.example'],
    matchesHost: false,
  };

  it('warns under the days asked, passes at or above them, and is left out at 0 or over http', () => {
    expect(certificateChecks(certificate, 30)).toMatchObject([
      { id: 'tls.certificate', status: 'warn', message: 'the certificate expires in 9 days' },
    ]);
    expect(certificateChecks(certificate, 9)).toMatchObject([{ id: 'tls.certificate', status: 'pass' }]);
    expect(certificateChecks(certificate, 0)).toEqual([]);
    expect(certificateChecks(null, 30)).toEqual([]);
  });

  it('says it in one line, at most three names, and when the host is not among them', () => {
    expect(certificateLine(certificate)).toBe(
      'valid until 2026-12-11 (9 days), issued by Example CA, for a.example, b.example, c.example, … (not the host called)',
    );
    expect(certificateLine({ ...certificate, daysLeft: 1, names: ['a.example'], matchesHost: true })).toBe(
      'valid until 2026-12-11 (1 day), issued by Example CA, for a.example',
    );
  });
});
