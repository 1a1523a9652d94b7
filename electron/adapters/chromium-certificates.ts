/**
 * Where Chromium hands the desktop app a server's certificate: the session's certificate verify
 * proc, shown every certificate it verifies. The proc records it (PEM) in the book the app's fetch
 * looks answers up in (core/client/certificate-book.ts) and answers -3: Chromium's own verification
 * result stands, so nothing about what is trusted changes.
 */
import type { Session } from 'electron';
import type { CertificateBook } from '../core/client/certificate-book';

/** Chromium's verify-proc answer "use the verification result from Chromium". */
const CHROMIUM_RESULT = -3;

/** Records into `book` every certificate `session` verifies. */
export function readChromiumCertificates(session: Session, book: Pick<CertificateBook, 'record'>): void {
  session.setCertificateVerifyProc((request, callback) => {
    try {
      book.record(request.hostname, request.certificate.data);
    } finally {
      callback(CHROMIUM_RESULT);
    }
  });
}
