/**
 * When the watch warns of an https certificate coming near its end: at each threshold of
 * CERTIFICATE_THRESHOLDS (fewer than 30, 14, 7 and 1 whole days left) once, when the smallest
 * threshold above the days left moves down. Fewer than, as `check` warns under --cert-warn-days: a
 * certificate renewed with 30 days left, as ACME clients (certbot, acme.sh) do by default, is never
 * warned of. A watch that first sees 10 days left warns of the 14-day level only, not of 30 and 14
 * both. A certificate past its end is no warning: the call then fails
 * (cause tls) and the watch's transition says so. A certificate with 30 or more days left (a
 * renewal) is nothing to tell: there is nothing to do about a renewed certificate, and the run
 * lines, `check` and the exporter show its new end. A renewal that still ends within 30 days (a
 * short-lived certificate) is taken at its level silently, so its own descent is told.
 *
 * What was told is kept per certificate (by its end), not only for the last one served: an
 * installation behind a load balancer whose servers serve an old and a renewed certificate in turn
 * would otherwise be warned again each time the old one comes back after the new one. A certificate
 * once ended is forgotten (it can be warned of no more), and at most KEPT_CERTIFICATES are kept (the
 * latest ends), so an installation changing certificates at every call cannot grow what is kept. Pure.
 */
import type { ServedCertificate } from '../../../shared/call-result';
import { CERTIFICATE_THRESHOLDS, type CertificateThreshold } from '../../../shared/watch';

/**
 * What was told of one certificate a connection served: its end, and the level told (null: seen
 * with 30 days or more left, nothing told yet, so its descent is told however others went).
 */
export interface CertificateNotice {
  readonly notAfter: string;
  readonly threshold: CertificateThreshold | null;
}

/** The most certificates of one connection whose notices are kept. */
export const KEPT_CERTIFICATES = 4;

/** What a run's certificate asks for: nothing, a silent change of what is kept, or a warning. */
export type CertificateStep =
  | { readonly kind: 'none' }
  | { readonly kind: 'keep'; readonly notices: readonly CertificateNotice[] }
  | {
      readonly kind: 'warn';
      readonly notices: readonly CertificateNotice[];
      readonly threshold: CertificateThreshold;
    };

/** The smallest threshold above `daysLeft`; null at or above the largest or once expired (below 0). */
export function thresholdOf(daysLeft: number): CertificateThreshold | null {
  if (daysLeft < 0) return null;
  let level: CertificateThreshold | null = null;
  for (const threshold of CERTIFICATE_THRESHOLDS) if (daysLeft < threshold) level = threshold;
  return level;
}

/**
 * What `certificate`, seen by a run at `at` (epoch ms), asks for against what was told of the
 * connection's certificates (`told`, one notice per certificate end).
 */
export function certificateStep(
  told: readonly CertificateNotice[],
  certificate: ServedCertificate,
  at: number,
): CertificateStep {
  // Certificates that have ended can be warned of no more: forgotten; and one only seen (nothing
  // told) that ends first, as nothing could take its descent for a renewal's.
  // The one served now stays: its daysLeft, not the run's time, says whether it has ended.
  const live = latest(told.filter((n) => n.notAfter === certificate.notAfter || Date.parse(n.notAfter) > at));
  while (live[0]?.threshold === null) live.shift();
  const pruned = live.length !== told.length;
  const unchanged: CertificateStep = pruned ? { kind: 'keep', notices: live } : { kind: 'none' };
  // Expired: a failure, reported as one.
  if (certificate.daysLeft < 0) return unchanged;
  const level = thresholdOf(certificate.daysLeft);
  const own = live.find((n) => n.notAfter === certificate.notAfter);
  if (own) {
    const lower = level !== null && (own.threshold === null || level < own.threshold);
    if (!lower) return unchanged;
    const notices = live.map((n) => (n === own ? { notAfter: n.notAfter, threshold: level } : n));
    return { kind: 'warn', notices, threshold: level };
  }
  const end = Date.parse(certificate.notAfter);
  // A renewal: it ends after a certificate seen before.
  const renewed = live.some((n) => Date.parse(n.notAfter) < end);
  const notices = latest([...live, { notAfter: certificate.notAfter, threshold: level }]);
  // 30 days or more: kept as seen only where a later descent could pass for a renewal's (above).
  if (level === null) return renewed ? { kind: 'keep', notices } : unchanged;
  // A renewal still within the largest threshold is taken at its level silently.
  return renewed ? { kind: 'keep', notices } : { kind: 'warn', notices, threshold: level };
}

// At most KEPT_CERTIFICATES notices, the latest ends, oldest end first.
function latest(notices: readonly CertificateNotice[]): CertificateNotice[] {
  return [...notices]
    .sort((a, b) => Date.parse(a.notAfter) - Date.parse(b.notAfter))
    .slice(-KEPT_CERTIFICATES);
}
