/**
 * Snapshots of a connection whose dataset is served on this machine (the demo server): its answers
 * name the server's own address, a new port at each start, so they are stored origin-relative, as
 * the dataset names them, with the image bytes the server sent (kept as blobs). Two loads on either
 * side of a restart are then the same snapshot, and serving or comparing one needs the server no
 * more. Addresses of any other origin are kept as they are.
 */
import { PLACEHOLDER_PATH } from '../dataset/placeholder-image';
import type { SnapshotImages } from './snapshot-blobs';
import type { LoadContent } from './snapshot-dataset';

/** A dataset served here: the origin its answers name and its files by relative path. */
export interface ServedDataset {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly origin: string;
  readonly assets: ReadonlyMap<string, { readonly body: Buffer; readonly contentType: string }>;
}

/** What served the info and the categories of one load (each may differ after a restart). */
export interface LoadOrigins {
  readonly info: ServedDataset | null;
  readonly categories: ServedDataset | null;
}

/**
 * `load` with the served origins' addresses (logo, assets_url, images) made relative and the bytes
 * they name; the placeholder of a category without image becomes null, as in the dataset.
 */
export function relativeToServed(
  load: LoadContent,
  origins: LoadOrigins,
): { load: LoadContent; images: SnapshotImages } {
  const images = new Map<string, { body: Buffer; contentType: string }>();
  const local = (value: unknown, served: ServedDataset | null, placeholder: boolean): unknown => {
    const path = served ? pathUnder(value, served.origin) : null;
    if (path === null || served === null) return value;
    if (placeholder && path === PLACEHOLDER_PATH) return null;
    const reference = referenceOf(path);
    if (reference === null) return value;
    const asset = served.assets.get(reference);
    if (asset) images.set(reference, asset);
    return reference;
  };
  const info = { ...load.info };
  if (origins.info) {
    info.logo = local(info.logo, origins.info, false);
    info.assets_url = local(info.assets_url, origins.info, false);
  }
  const categories = origins.categories
    ? load.categories.map((row) => ({ ...row, image: local(row.image, origins.categories, true) }))
    : load.categories;
  return { load: { info, categories }, images };
}

// The path of `value` when it is an address on `origin` with nothing but a path after it.
function pathUnder(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith(`${origin}/`)) return null;
  const path = value.slice(origin.length);
  return /[?#]/.test(path) ? null : path;
}

// "/images/Bread%20roll.svg" as the dataset names it: "images/Bread roll.svg" (server's decoding).
function referenceOf(path: string): string | null {
  try {
    const reference = decodeURIComponent(path.slice(1));
    return reference === '' ? null : reference;
  } catch {
    return null;
  }
}
