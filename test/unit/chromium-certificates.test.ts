// The desktop app reads certificates where Chromium hands them over: the session's verify proc
// records each (Electron's Session faked, the one module tests may fake), and the app's fetch marks
// answers and certificate failures with it, so the client's meta and messages are those of the
// command line. Certificates made with openssl for the run; Chromium's part is docs/electron-shell.md's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from 'electron';
import { X509Certificate } from 'node:crypto';
import { readChromiumCertificates } from '../../electron/adapters/chromium-certificates';
import { fetchWithBookCertificates } from '../../electron/core/client/book-certificate-fetch';
import { certificateBook } from '../../electron/core/client/certificate-book';
import { createV2Client, type FetchLike } from '../../electron/core/client/v2-client';
import { conformingInfo } from '../helpers/fake-installation';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';

let soon: TestCertificates;
let expired: TestCertificates;
let otherNames: TestCertificates;

beforeAll(async () => {
  soon = await makeTestCertificates('Chromium Test CA', ['shop.test', 'www.shop.test'], { days: 10 });
  expired = await makeTestCertificates('Expired Test CA', ['old.test'], { expired: true });
  otherNames = await makeTestCertificates('Names Test CA', ['shop.example', 'www.shop.example']);
}, 60_000);

afterAll(async () => {
  await Promise.all([soon, expired, otherNames].map((c) => c?.cleanup()));
});

type Proc = NonNullable<Parameters<Session['setCertificateVerifyProc']>[0]>;

// A session whose verify proc the test calls as Chromium would, with the certificate it verified.
function chromium() {
  let proc: Proc | null = null;
  const session = { setCertificateVerifyProc: (p: Proc) => (proc = p) } as unknown as Session;
  const verify = (hostname: string, pem: string) =>
    new Promise<number>((resolve) =>
      proc!({ hostname, certificate: { data: pem } } as Parameters<Proc>[0], resolve),
    );
  return { session, verify };
}

// Chromium's answer (or failure) for every call, as net.request gives it.
const answering =
  (failure?: string): FetchLike =>
  async (url) => {
    if (failure) throw new Error(failure);
    const response = new Response(JSON.stringify(conformingInfo('https://shop.test')), {
      headers: { 'content-type': 'application/json' },
    });
    return Object.defineProperty(response, 'url', { value: url });
  };

describe('the desktop app over https', () => {
  it("puts the certificate Chromium verified in the call's meta, leaving Chromium's verdict (-3)", async () => {
    const book = certificateBook();
    const { session, verify } = chromium();
    readChromiumCertificates(session, book);
    expect(await verify('shop.test', soon.cert.toString())).toBe(-3);
    const client = createV2Client({ fetch: fetchWithBookCertificates(answering(), book) });
    const result = await client.getInfo({ baseUrl: 'https://shop.test' });
    expect(result.ok).toBe(true);
    expect(result.meta.certificate).toEqual({
      notAfter: new Date(new X509Certificate(soon.cert).validTo).toISOString(),
      daysLeft: 9,
      issuer: 'Chromium Test CA',
      names: ['shop.test', 'www.shop.test'],
      matchesHost: true,
    });
    // Another host, and http, have none.
    expect((await client.getInfo({ baseUrl: 'https://other.test' })).meta.certificate).toBeUndefined();
    expect((await client.getInfo({ baseUrl: 'http://127.0.0.1:9' })).meta.certificate).toBeUndefined();
  });

  it("says an expired certificate's date and a wrong-name certificate's names", async () => {
    const book = certificateBook();
    const { session, verify } = chromium();
    readChromiumCertificates(session, book);
    await verify('old.test', expired.cert.toString());
    await verify('shop.test', otherNames.cert.toString());
    const expiredCall = await createV2Client({
      fetch: fetchWithBookCertificates(answering('net::ERR_CERT_DATE_INVALID'), book),
    }).getInfo({ baseUrl: 'https://old.test' });
    expect(expiredCall).toMatchObject({
      ok: false,
      failure: {
        reason: 'tls',
        tls: 'expired',
        message: 'The certificate of old.test expired on 2020-01-02.',
      },
    });
    const wrongName = await createV2Client({
      fetch: fetchWithBookCertificates(answering('net::ERR_CERT_COMMON_NAME_INVALID'), book),
    }).getInfo({ baseUrl: 'https://shop.test' });
    expect(wrongName).toMatchObject({
      ok: false,
      failure: {
        tls: 'wrong-host',
        message:
          'The certificate the server showed is not issued for shop.test: it names shop.example, www.shop.example.',
      },
    });
  });

  it('ignores what is not a certificate, and still answers Chromium', async () => {
    const book = certificateBook();
    const { session, verify } = chromium();
    readChromiumCertificates(session, book);
    expect(await verify('shop.test', 'not a certificate')).toBe(-3);
    expect(book.lookup(new URL('https://shop.test'))).toBeUndefined();
  });
});
