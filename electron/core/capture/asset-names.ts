/**
 * Names and encodings of the images a capture embeds: each named by its content,
 * `images/<SHA-256 of the bytes>.<extension>`, so the same bytes get the same name in every capture
 * whatever the order of the rows (and the name a snapshot gives them in its blob folder), paths that
 * pass the dataset's path rules; base64 data: URLs; and which image is the embedded server's own
 * placeholder.
 */
import { createHash } from 'node:crypto';
import { extensionFor } from '../lib/content-types';
import { PLACEHOLDER_IMAGE } from '../dataset/placeholder-image';

/** The folder of a capture's images, as a dataset path prefix. */
export const IMAGE_FOLDER = 'images/';

/**
 * The file name of an image by its content: the SHA-256 (hex) of its bytes and the usual extension
 * of its media type. A type without one (`.bin`) adds a digest of the type, so identical bytes of
 * two such types never share a name. The same function names snapshot blobs. Never throws.
 */
export function contentFileName(bytes: Uint8Array, contentType: string): string {
  const digest = createHash('sha256').update(bytes).digest('hex');
  const extension = extensionFor(contentType);
  if (extension !== 'bin') return `${digest}.${extension}`;
  const type = createHash('sha256').update(contentType.toLowerCase()).digest('hex').slice(0, 8);
  return `${digest}-${type}.bin`;
}

/** The dataset path a capture stores an image under: `images/` and its content file name. */
export function imageAssetPath(image: { bytes: Uint8Array; contentType: string }): string {
  return IMAGE_FOLDER + contentFileName(image.bytes, image.contentType);
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
    image.contentType === PLACEHOLDER_IMAGE.contentType &&
    Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength).equals(
      PLACEHOLDER_IMAGE.body,
    )
  );
}
