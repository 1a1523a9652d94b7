/**
 * The `source` a capture writes beside its data (shared/dataset-source.ts): the installation's base
 * URL and its own addresses of the logo, `assets_url` and every image, so the capture can be compared
 * with the live installation, a snapshot or another capture by address where the other side has no
 * bytes. Addresses on the installation's origin are kept as `/path?query`, others as given. One entry
 * per image file; a row is listed only when its address is not its file's first one (another URL
 * with the same bytes, or the embedded server's placeholder, written as null).
 */
import type { DatasetSource } from '../../../shared/dataset-source';

/** What the source is made of. */
export interface SourceInput {
  /** The base URL the capture called. */
  readonly baseUrl: string;
  readonly capturedAt: Date;
  readonly logo: string;
  readonly assetsUrl: string;
  /** Each category's image address as the installation answered it, in order. */
  readonly images: readonly string[];
  /** Image address → the dataset path it was stored under (null: the embedded placeholder). */
  readonly paths: ReadonlyMap<string, string | null>;
}

/** The source of a capture; never throws. */
export function captureSource(input: SourceInput): DatasetSource {
  const base = new URL(input.baseUrl);
  const onOrigin = (address: string) => relativeToOrigin(address, base.origin);
  const images: Record<string, string> = Object.create(null) as Record<string, string>;
  const firstAddress = (address: string) => {
    const path = input.paths.get(address);
    if (typeof path === 'string' && images[path] === undefined) images[path] = onOrigin(address);
  };
  // The logo's file first, as the capture downloads it first.
  firstAddress(input.logo);
  for (const address of input.images) firstAddress(address);
  const rows: Record<string, string> = Object.create(null) as Record<string, string>;
  input.images.forEach((address, index) => {
    const path = input.paths.get(address);
    // A failed image keeps its address in the row itself.
    if (path === undefined) return;
    const own = onOrigin(address);
    if (path === null || images[path] !== own) rows[String(index)] = own;
  });
  return {
    baseUrl: `${base.origin}${base.pathname.replace(/\/+$/, '')}`,
    capturedAt: input.capturedAt.toISOString(),
    logo: onOrigin(input.logo),
    assets_url: onOrigin(input.assetsUrl),
    images: byName(images),
    ...(Object.keys(rows).length > 0 ? { rows: { ...rows } } : {}),
  };
}

// In file-name order, as the capture's assets are.
function byName(images: Record<string, string>): Record<string, string> {
  const sorted: Record<string, string> = {};
  for (const name of Object.keys(images).sort()) sorted[name] = images[name]!;
  return sorted;
}

// "/img/a.png?v=2" for an address on `origin`; anything else as the installation gave it.
function relativeToOrigin(address: string, origin: string): string {
  try {
    const url = new URL(address);
    return url.origin === origin ? url.pathname + url.search + url.hash : address;
  } catch {
    return address;
  }
}
