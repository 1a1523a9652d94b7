/**
 * Names and encodings of the images a capture embeds: readable relative paths
 * (`images/3-brot-und-broetchen.png`, `branding/logo.svg`) that pass the dataset's path rules, base64
 * data: URLs, the key that finds identical images, and which image is the embedded server's own
 * placeholder.
 */
import { createHash } from 'node:crypto';
import { extensionFor } from '../lib/content-types';
import { placeholderBody } from '../server/placeholder';

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
 * Whether a downloaded image is, byte for byte, the embedded server's own placeholder (a capture of
 * one of our own `serve` instances). Only such an image may be written as `image: null`: the replay
 * answers null with exactly these bytes, so nothing changes. Any other image, the installation's own
 * placeholder included, is kept as bytes.
 */
export function isEmbeddedPlaceholder(image: { bytes: Uint8Array; contentType: string }): boolean {
  return (
    image.contentType === placeholderBody.contentType &&
    Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength).equals(
      placeholderBody.body,
    )
  );
}

/** A key equal for two images exactly when their bytes and media type are equal. */
export function contentKey(image: { bytes: Uint8Array; contentType: string }): string {
  return createHash('sha256').update(image.contentType).update('\0').update(image.bytes).digest('base64url');
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
