/**
 * The desktop app's fetch with the certificates Chromium verified (certificate-book.ts): an https
 * answer is marked with the certificate recorded for its host, and so is a failure for an expired or
 * wrong-name certificate (Chromium's ERR_CERT_DATE_INVALID, ERR_CERT_COMMON_NAME_INVALID), as the
 * Node fetch marks them itself (proxy-aware-fetch.ts). Anything else passes unchanged.
 */
import type { CertificateBook } from './certificate-book';
import { errorWithCertificate, servedCertificate, withCertificate } from './served-certificate';
import type { FetchLike } from './v2-client';

const MARKED_FAILURES = /ERR_CERT_(?:DATE_INVALID|COMMON_NAME_INVALID)/;

/** `fetch` whose answers and certificate failures carry the certificate `book` holds for their host. */
export function fetchWithBookCertificates(
  fetch: FetchLike,
  book: Pick<CertificateBook, 'lookup'>,
): FetchLike {
  return async (url, init) => {
    try {
      const response = await fetch(url, init);
      const answered = new URL(response.url || url);
      const facts = answered.protocol === 'https:' ? book.lookup(answered) : undefined;
      return facts
        ? withCertificate(response, servedCertificate(facts, answered.hostname, Date.now()))
        : response;
    } catch (error) {
      const target = new URL(url);
      const text = error instanceof Error ? error.message : '';
      const facts =
        target.protocol === 'https:' && MARKED_FAILURES.test(text) ? book.lookup(target) : undefined;
      throw facts
        ? errorWithCertificate(error, servedCertificate(facts, target.hostname, Date.now()))
        : error;
    }
  };
}
