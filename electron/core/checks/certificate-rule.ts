/**
 * The certificate check of `check`, the Diagnostics view and the exporter: an https installation's
 * certificate is still valid for at least the days asked (30 unless told). Fewer is a warning, not a
 * fault: the installation answers today, so the verdict stays what the rules make it. An expired or
 * wrong-name certificate never gets here: the call then fails (cause tls) and says why.
 */
import type { ServedCertificate } from '../../../shared/call-result';
import type { SharedWords } from '../../../shared/messages/en';
import { wordsOf } from '../../../shared/words';
import { englishWords } from '../../../shared/words-text';
import { pass, warn, type WordedCheck } from './outcomes';

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
): WordedCheck[] {
  if (!certificate || warnDays <= 0) return [];
  const title = wordsOf('check.certificate.title', { days: warnDays });
  const until = certificateLineWords(certificate);
  if (certificate.daysLeft >= warnDays) return [pass(CERTIFICATE_CHECK_ID, title, until)];
  return [
    warn(CERTIFICATE_CHECK_ID, title, wordsOf('check.certificate.expires', { days: certificate.daysLeft }), [
      until,
      wordsOf('check.certificate.renew'),
    ]),
  ];
}

/** One line about `certificate`: "valid until 2026-12-11 (9 days), issued by Test CA, for shop.example". */
export function certificateLineWords(certificate: ServedCertificate): SharedWords {
  const names = certificate.names.slice(0, 3).join(', ') + (certificate.names.length > 3 ? ', …' : '');
  return wordsOf('check.certificate.line', {
    date: certificate.notAfter.slice(0, 10),
    days: certificate.daysLeft,
    issuer: certificate.issuer ? wordsOf('check.certificate.issuer', { issuer: certificate.issuer }) : '',
    names: names ? wordsOf('check.certificate.names', { names }) : '',
    fit: certificate.matchesHost ? '' : wordsOf('check.certificate.otherHost'),
  });
}

/** certificateLineWords in English, as `check` prints it. */
export const certificateLine = (certificate: ServedCertificate): string =>
  englishWords(certificateLineWords(certificate));
