// A large stand-in installation whose images are shared the way real ones are: most categories show
// the installation's own placeholder (a PNG of its own, not ours), thousands show one house-brand
// image, thousands more a copy of it under another URL (the same bytes), some show one of a few
// group images and a few hundred have an image of their own. Rows carry an extra field, null slugs
// and non-ASCII names, so a replay has more to get wrong than ids.
import { conformingInfo, json, jsonText, startFakeInstallation } from './fake-installation';
import type { LocalServer } from './local-servers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GROUPS = 40;

/** Image bytes that differ per name: a PNG signature (or an SVG) carrying the name. */
export function imageBody(name: string): { contentType: string; body: Buffer } {
  if (name.endsWith('.svg')) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><title>${name}</title></svg>`;
    return { contentType: 'image/svg+xml', body: Buffer.from(svg) };
  }
  return { contentType: 'image/png', body: Buffer.concat([PNG_SIGNATURE, Buffer.from(name)]) };
}

// The copy answers the house-brand's bytes under a URL of its own.
const SAME_BYTES_AS: Readonly<Record<string, string>> = {
  '/img/house-brand-copy.png': '/img/house-brand.png',
};

/** The image path of category number `i` (0-based). */
export function imagePathOf(i: number): string {
  const slot = i % 100;
  if (i % 250 === 249) return `/img/own/${1000 + i}.png`;
  if (slot < 55) return '/img/placeholder.png';
  if (slot < 85) return '/img/house-brand.png';
  if (slot < 90) return '/img/house-brand-copy.png';
  return `/img/group-${Math.floor(i / 100) % GROUPS}.svg`;
}

/** `count` category rows with images under `base`. */
export function sharedImageRows(base: string, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(1000 + i),
    code: `C${i}`,
    name: i % 7 === 0 ? `Käse & Brötchen Nr. ${i}` : `Category ${i}`,
    slug: i % 3 === 0 ? null : `category-${i}`,
    image: base + imagePathOf(i),
    x_sort: String(count - i),
  }));
}

/** Starts the installation with `count` categories; the categories body is built once per origin. */
export function startSharedImageInstallation(count: number): Promise<LocalServer> {
  const bodies = new Map<string, string>();
  return startFakeInstallation({
    info: (_req, base) =>
      json({ ...conformingInfo(base), logo: `${base}/img/logo.png`, x_branch: 'Filiale Süd' }),
    categories: (_req, base) => {
      if (!bodies.has(base)) {
        bodies.set(base, JSON.stringify({ status: true, rows: sharedImageRows(base, count) }));
      }
      return jsonText(bodies.get(base)!);
    },
    image: (req) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const image = imageBody(SAME_BYTES_AS[path] ?? path);
      return { headers: { 'content-type': image.contentType }, body: image.body };
    },
  });
}
