/** Content types of the asset files a dataset may hold, by file extension. */
const BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
};

/** The content type for a file name, or application/octet-stream when the extension is unknown. */
export function contentTypeFor(fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** The usual extension for an image content type (for naming captured assets), or "bin". */
export function extensionFor(contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  const found = Object.entries(BY_EXTENSION).find(([, t]) => t === type);
  return found ? found[0] : 'bin';
}
