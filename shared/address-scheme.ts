/**
 * An installation's address must say its scheme: guessing https for `127.0.0.1:4180` sends a TLS
 * handshake to a plain HTTP server, guessing http for a shop's name sends the token unencrypted. So
 * an address without one is refused with the likely one suggested. Shared by main (the client, the
 * CLI, saved connections) and the renderer's connection form, so both say the same. Pure.
 */
import { noSchemeWords } from './address-words';
import type { SharedWords } from './messages/en';
import { englishWords } from './words-text';

/** Whether `hostname` (as URL.hostname gives it) names this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/** Whether `text` starts with a scheme and `//`, e.g. `https://`. */
export function hasScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text.trim());
}

/**
 * The refusal of `text` when it has no scheme, with the address it probably means: http:// for this
 * machine or an IP address with a port (a local or LAN server), https:// for a name. Null when `text`
 * has a scheme or is empty. The query, fragment and any user name are left out: they may hold secrets.
 * As words (shared/messages/connection/), for the form to say in the language shown.
 */
export function missingSchemeWords(text: string): SharedWords | null {
  const trimmed = text.trim();
  if (trimmed === '' || hasScheme(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(`http://${trimmed.replace(/^\/+/, '')}`);
  } catch {
    return noSchemeWords(null);
  }
  if (!url.hostname) return noSchemeWords(null);
  const ip = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[');
  const scheme = isLoopbackHost(url.hostname) || (ip && url.port !== '') ? 'http' : 'https';
  const path = url.pathname.replace(/\/+$/, '');
  return noSchemeWords(`${scheme}://${url.host}${path}`);
}

/** missingSchemeWords in English: what main and the command line say. */
export function missingSchemeMessage(text: string): string | null {
  const words = missingSchemeWords(text);
  return words && englishWords(words);
}
