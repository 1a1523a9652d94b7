/**
 * The `Host` check of this app's local HTTP surfaces (the web host, the exporter): a request is
 * answered only when it is addressed by a name the server knows as its own, so a page whose DNS
 * name was rebound to this machine (DNS rebinding) is refused, whatever it sends. Pure.
 */
import { isIP } from 'node:net';

/** The host of a `Host` header, lower-cased, brackets of an IPv6 address removed; null when malformed. */
export function hostHeaderName(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return isIP(bracketed[1]!) === 6 ? bracketed[1]! : null;
  const plain = /^([a-z0-9.-]+)(?::\d{1,5})?$/.exec(value);
  return plain ? plain[1]! : null;
}

/** The port of a `Host` header, or null when it names none. */
export function hostHeaderPort(header: string | undefined): number | null {
  const port = /:(\d{1,5})$/.exec((header ?? '').trim());
  return port && !(header ?? '').trim().endsWith(']') ? Number(port[1]) : null;
}

/** Whether `name` (as hostHeaderName gives it) is this machine by any resolver: localhost, 127/8, ::1. */
export function isLoopbackName(name: string): boolean {
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * Whether the `Host` header `header` names one of `names` (compared without case; IPv6 without
 * brackets) and, when `port` is given, that port too. A missing or malformed header never does.
 */
export function hostIsOneOf(header: string | undefined, names: readonly string[], port?: number): boolean {
  const name = hostHeaderName(header);
  if (name === null) return false;
  if (port !== undefined && hostHeaderPort(header) !== port) return false;
  return names.some((allowed) => allowed.toLowerCase().replace(/^\[|\]$/g, '') === name);
}
