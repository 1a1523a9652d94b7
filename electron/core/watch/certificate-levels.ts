/**
 * When the watch warns of an https certificate coming near its end: at each threshold of
 * CERTIFICATE_THRESHOLDS (fewer than 30, 14, 7 and 1 whole days left) once, when the smallest
 * threshold above the days left moves down. Fewer than, as `check` warns under --cert-warn-days: a
 * certificate renewed with 30 days left, as ACME clients (certbot, acme.sh) do by default, is never
 * warned of. A watch that first sees 10 days left warns of the 14-day level only, not of 30 and 14
 * both. A certificate past its end is no warning: the call then fails
 * (cause tls) and the watch's transition says so. A certificate with 30 or more days left (a
 * renewal) forgets what was told, silently: there is nothing to do about a renewed certificate, and
 * the run lines, `check` and the exporter show its new end. A renewal that still ends within 30
 * days (a short-lived certificate) moves the level up silently, so its own descent is told. Pure.
 */
import type { ServedCertificate } from '../../../shared/call-result';
import { CERTIFICATE_THRESHOLDS, type CertificateThreshold } from '../../../shared/watch';

/** What was told of a connection's certificate: the certificate (its end) and the level told. */
export interface CertificateNotice {
  readonly notAfter: string;
  readonly threshold: CertificateThreshold;
}

/** What a run's certificate asks for: nothing, a silent change of what is kept, or a warning. */
export type CertificateStep =
  | { readonly kind: 'none' }
  | { readonly kind: 'keep'; readonly notice: CertificateNotice | null }
  | { readonly kind: 'warn'; readonly notice: CertificateNotice; readonly threshold: CertificateThreshold };

/** The smallest threshold above `daysLeft`; null at or above the largest or once expired (below 0). */
export function thresholdOf(daysLeft: number): CertificateThreshold | null {
  if (daysLeft < 0) return null;
  let level: CertificateThreshold | null = null;
  for (const threshold of CERTIFICATE_THRESHOLDS) if (daysLeft < threshold) level = threshold;
  return level;
}

/** What `certificate`, seen by a run, asks for against what was told (`told`, null: nothing). */
export function certificateStep(
  told: CertificateNotice | null,
  certificate: ServedCertificate,
): CertificateStep {
  // Expired: a failure, reported as one; what was told stays until the certificate is renewed.
  if (certificate.daysLeft < 0) return { kind: 'none' };
  const level = thresholdOf(certificate.daysLeft);
  if (level === null) return told ? { kind: 'keep', notice: null } : { kind: 'none' };
  const notice: CertificateNotice = { notAfter: certificate.notAfter, threshold: level };
  if (!told || level < told.threshold) return { kind: 'warn', notice, threshold: level };
  // Renewed, still within the largest threshold: its level follows it up, so its descent is told.
  const renewed = Date.parse(certificate.notAfter) > Date.parse(told.notAfter);
  return renewed ? { kind: 'keep', notice } : { kind: 'none' };
}
