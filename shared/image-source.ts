/**
 * Where the page asks for an installation's image. In the desktop app the page (app://inspector)
 * never loads an image from the network itself: it asks its own origin at REMOTE_IMAGE_PATH, and main
 * fetches the image (electron/core/host/image-proxy.ts). So Chromium's Local Network Access checks,
 * which may block a page's requests to 127.0.0.1 (the demo server) or a LAN installation, and its
 * mixed-content rules never apply to images, and images share main's cache and network path (the
 * system proxy). The web host's page loads images directly: a tab on 127.0.0.1 may reach the LAN.
 */

/** The path on the app's own origin that answers `?url=<an image's absolute http(s) URL>`. */
export const REMOTE_IMAGE_PATH = '/remote-image';

/**
 * The address the page shows `url` at: through the host's image path when `viaHost` and `url` is an
 * http(s) address; anything else (data: URLs, relative paths, non-URLs) as it is.
 */
export function shownImageUrl(url: string, viaHost: boolean): string {
  if (!viaHost || !/^https?:\/\//i.test(url)) return url;
  return `${REMOTE_IMAGE_PATH}?url=${encodeURIComponent(url)}`;
}
