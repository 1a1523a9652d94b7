/**
 * The desktop app's fetch: Electron's net.request (Chromium's network stack, so the system proxy and
 * certificate store apply) through core's clientRequestFetch, which answers `redirect: 'manual'` with
 * the 3xx as the command line and web host get it. Electron's own net.fetch rejects a manual redirect
 * with "Redirect was cancelled". Answers carry the certificate Chromium verified for their host
 * (chromium-certificates.ts fills the book). Use only after the app's `ready` event (net.request throws before).
 */
import { net } from 'electron';
import { certificateBook } from '../core/client/certificate-book';
import { fetchWithBookCertificates } from '../core/client/book-certificate-fetch';
import { clientRequestFetch } from '../core/client/client-request-fetch';
import type { FetchLike } from '../core/client/v2-client';

/** The certificates Chromium verified, filled by readChromiumCertificates (chromium-certificates.ts). */
export const chromiumCertificates = certificateBook();

/** The fetch main hands to the v2 client, the image checks and capture. */
export const netRequestFetch: FetchLike = fetchWithBookCertificates(
  clientRequestFetch((options) => net.request(options)),
  chromiumCertificates,
);
