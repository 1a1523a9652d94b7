/**
 * The certificate check of `check`, the Diagnostics view and the exporter: an https installation's
 * certificate is still valid for at least the days asked (30 unless told). Fewer is a warning, not a
 * fault: the installation answers today, so the verdict stays what the rules make it. An expired or
 * wrong-name certificate never gets here: the call then fails (cause tls) and says why.
 */
import type { ServedCertificate } from '../../../shared/call-result';
import type { CheckOutcome } from '../../../shared/check-report';
import { countText } from '../../../shared/count-text';
import { pass, warn } from './outcomes';

/** Days under which the certificate check warns unless told otherwise. */
export const DEFAULT_CERT_WARN_DAYS = 30;

/** The check's id, as every surface names it. */
export const CERTIFICATE_CHECK_ID = 'tls.certificate';

/**
 * The check of `certificate` against `warnDays`: none over http (no certificate) or with warnDays
 * 0 (turned off); a pass with enough days left, else a warning saying when it expires.
 */
export function certificateChecks(
  certificate: ServedCertificate | null | undefined,
  warnDays: number,
): CheckOutcome[] {
  if (!certificate || warnDays <= 0) return [];
  const title = `The TLS certificate is valid for at least ${countText(warnDays, 'more day')}`;
  const until = `${certificateLine(certificate)}`;
  if (certificate.daysLeft >= warnDays) return [pass(CERTIFICATE_CHECK_ID, title, until)];
  return [
    warn(
      CERTIFICATE_CHECK_ID,
      title,
      `the certificate expires in ${countText(certificate.daysLeft, 'day')}`,
      [until, 'Renew it before then: once it expires, every call over https fails.'],
    ),
  ];
}

/** One line about `certificate`: "valid until 2026-12-11 (9 days), issued by Test CA, for shop.example". */
export function certificateLine(certificate: ServedCertificate): string {
  const names = certificate.names.slice(0, 3).join(', ') + (certificate.names.length > 3 ? ', …' : '');
  const issuer = certificate.issuer ? `, issued by ${certificate.issuer}` : '';
  const covering = names ? `, for ${names}` : '';
  const fit = certificate.matchesHost ? '' : ' (not the host called)';
  return `valid until ${certificate.notAfter.slice(0, 10)} (${countText(certificate.daysLeft, 'day')})${issuer}${covering}${fit}`;
}
