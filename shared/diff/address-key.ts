/**
 * How a diff compares an image or an address (a category's image, the logo, `assets_url`): by the
 * bytes' content hash where both sides hold them, else by the address relative to each side's own
 * origin (`/img/bread.png`), else by the absolute address, else as text. So a capture (its images
 * renamed into the file), a snapshot, the live installation, the same installation on another host
 * or port and a replay of the capture compare equal when nothing changed. Pure; never throws.
 */
import type { AddressKey } from './diff-types';

/** What is known of one address on one side. */
export interface AddressFacts {
  /** The address the installation gave (absolute, origin-relative `/…`, or a dataset's relative path). */
  readonly address: unknown;
  /** The side's own origin or base URL (`https://shop.example.com`), when known. */
  readonly base?: string | null;
  /** Content hash of the bytes, when the side holds them. */
  readonly hash?: string;
  /** What a change shows; the address when not given. */
  readonly shown?: unknown;
  /** The dataset's own path of the file, when the address is another (a capture's `source`). */
  readonly file?: string;
}

/** The key of one address; never throws (an address no URL parser reads is compared as text). */
export function addressKey(facts: AddressFacts): AddressKey {
  return addressKeysOn(facts.base)(facts);
}

/**
 * addressKey for many addresses of one side: its base parsed once, not once per image. The facts'
 * own `base` is ignored. Never throws.
 */
export function addressKeysOn(sideBase: string | null | undefined): (facts: AddressFacts) => AddressKey {
  const base = parseUrl(sideBase ?? '');
  return (facts) => keyOn(base, facts);
}

function keyOn(base: URL | null, facts: AddressFacts): AddressKey {
  const { address, hash } = facts;
  const shown = facts.shown === undefined ? address : facts.shown;
  const key: { hash?: string; path?: string; absolute?: string; file?: string; shown: unknown } = { shown };
  if (hash !== undefined) key.hash = hash;
  if (facts.file !== undefined) key.file = `/${facts.file}`;
  if (typeof address !== 'string' || address === '') return key;
  if (/^[a-z][a-z0-9+.-]*:/i.test(address)) {
    // An absolute URL: relative to the side's origin only when it is on that origin.
    const url = parseUrl(address);
    if (!url) return key;
    key.absolute = url.href;
    if (base && url.origin === base.origin) key.path = originRelative(url);
    return key;
  }
  if (!address.startsWith('/')) {
    // A dataset's file (`images/käse 1.svg`), served from the root of whatever origin serves it.
    key.path = `/${address}`;
    const encoded = `/${address.split('/').map(encodeURIComponent).join('/')}`;
    if (base) key.absolute = new URL(encoded, base.origin).href;
    return key;
  }
  // `/img/a.png`: an address on the side's own origin.
  if (address.startsWith('//')) return key;
  const resolved = parseUrl(address, base?.origin ?? 'http://origin.invalid');
  if (!resolved) return key;
  key.path = originRelative(resolved);
  if (base) key.absolute = resolved.href;
  return key;
}

/** Whether two keys stand for the same image or address (see the module comment for the order). */
export function sameAddress(a: AddressKey, b: AddressKey): boolean {
  if (a.hash !== undefined && b.hash !== undefined) return a.hash === b.hash;
  // One side serving the other's own file (a capture and its replay) is that file.
  if ((a.file !== undefined && a.file === b.path) || (b.file !== undefined && b.file === a.path)) return true;
  if (a.path !== undefined && b.path !== undefined) return a.path === b.path;
  if (a.absolute !== undefined && b.absolute !== undefined) return a.absolute === b.absolute;
  return a.shown === b.shown;
}

// Path and query with each path segment's percent-escapes decoded, so `k%C3%A4se%201.svg` as a
// server writes it and `käse 1.svg` as a dataset names the file read the same.
function originRelative(url: URL): string {
  const path = url.pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  return path + url.search;
}

function parseUrl(text: string, base?: string): URL | null {
  if (text === '') return null;
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
