/**
 * The certificates Chromium handed over in the desktop app, by host name: Electron's net.request
 * gives no certificate with an answer, but its session's certificate verifier is shown each one
 * (electron/adapters/chromium-certificates.ts records it here as PEM). clientRequestFetch looks the
 * host of each https answer up, as the Node fetch does with certificate-recorder.ts. Chromium names
 * the host only, not the port: two installations on one host share the entry.
 */
import { X509Certificate } from 'node:crypto';
import { peerFacts, type PeerFacts } from './served-certificate';

// The same bound as the Node fetch's recorder; the oldest entry goes first.
const MAX_HOSTS = 20_000;

/** Where certificates are recorded and looked up. */
export interface CertificateBook {
  /** Records the certificate (PEM) Chromium verified for `hostname`; one it cannot read is ignored. */
  record(hostname: string, pem: string): void;
  /** The certificate last recorded for `url`'s host; undefined if none. */
  lookup(url: URL): PeerFacts | undefined;
}

/** An empty book. */
export function certificateBook(): CertificateBook {
  const byHost = new Map<string, PeerFacts>();
  return {
    record(hostname, pem) {
      const facts = pemFacts(pem);
      if (!facts) return;
      const key = bare(hostname);
      byHost.delete(key);
      byHost.set(key, facts);
      if (byHost.size > MAX_HOSTS) byHost.delete(byHost.keys().next().value as string);
    },
    lookup: (url) => byHost.get(bare(url.hostname)),
  };
}

/** The facts of a PEM certificate; null when it cannot be read. Never throws. */
export function pemFacts(pem: string): PeerFacts | null {
  try {
    // node:tls's shape of the same certificate, which peerFacts reads.
    return peerFacts(new X509Certificate(pem).toLegacyObject());
  } catch {
    return null;
  }
}

function bare(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}
