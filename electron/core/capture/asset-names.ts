/**
 * Names and encodings of the images a capture embeds: readable relative paths
 * (`images/3-brot-und-broetchen.png`, `branding/logo.svg`) that pass the dataset's path rules, base64
 * data: URLs, and which image URL is the installation's placeholder.
 */
import { extensionFor } from '../content-types';
import { PLACEHOLDER_PATH } from '../server/placeholder';

/** The asset path of the `n`-th distinct category image, named after its category's slug or id. */
export function imageAssetPath(
  n: number,
  category: { slug: string | null; id: string },
  contentType: string,
) {
  return `images/${n}-${fileStem(category.slug, category.id)}.${extensionFor(contentType)}`;
}

/** The asset path of the logo. */
export function logoAssetPath(contentType: string): string {
  return `branding/logo.${extensionFor(contentType)}`;
}

/** `bytes` as a base64 data: URL of `contentType` (a bare media type such as image/png). */
export function toDataUrl(bytes: Uint8Array, contentType: string): string {
  return `data:${contentType};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}

/**
 * The image URL that stands for "no image", or null: the embedded server's own placeholder when the
 * installation is one, otherwise the URL most categories share, when 2 or more share it (the same
 * rule `check` uses).
 */
export function placeholderUrl(rows: readonly { readonly image: string }[]): string | null {
  const own = rows.find((row) => isEmbeddedPlaceholder(row.image));
  if (own) return own.image;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.image, (counts.get(row.image) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 1;
  for (const [url, count] of counts) {
    if (count > bestCount) [best, bestCount] = [url, count];
  }
  return best;
}

function isEmbeddedPlaceholder(url: string): boolean {
  try {
    return new URL(url).pathname.endsWith(PLACEHOLDER_PATH);
  } catch {
    return false;
  }
}

// ASCII letters, digits and dashes only: safe in any file system and in a URL path.
function fileStem(slug: string | null, id: string): string {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 48)
      .replace(/^-+|-+$/g, '');
  return clean(slug ?? '') || clean(id) || 'image';
}
