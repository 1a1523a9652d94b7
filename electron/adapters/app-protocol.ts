/**
 * The app:// protocol the renderer loads from (never file://): files of the built renderer, resolved
 * by the traversal-safe resolver, each answered with the desktop renderer's Content-Security-Policy;
 * and, at REMOTE_IMAGE_PATH, installations' images fetched by main (core/host/image-proxy.ts), so the
 * page itself never loads an image from the network.
 */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { REMOTE_IMAGE_PATH } from '../../shared/image-source';
import { IMAGE_HEADERS, type ProxiedImage } from '../core/host/image-proxy';
import { DESKTOP_RENDERER_CSP, resolveStaticPath, staticContentType } from '../core/host/static-files';

/** Must run before the app's `ready` event. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves `rendererDir` at app://inspector/, and images through `image`. Run after `ready`. */
export function serveRenderer(rendererDir: string, image: (url: string) => Promise<ProxiedImage>): void {
  protocol.handle('app', async (request) => {
    const url = new URL(request.url);
    if (url.host === 'inspector' && url.pathname === REMOTE_IMAGE_PATH) {
      if (request.method !== 'GET') return new Response(null, { status: 405 });
      return imageResponse(await image(url.searchParams.get('url') ?? ''));
    }
    const file = url.host === 'inspector' ? resolveStaticPath(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'content-type': staticContentType(file),
          'content-security-policy': DESKTOP_RENDERER_CSP,
          'x-content-type-options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}

// The page only shows the picture or its fallback: a failure's reason goes in a short plain body.
function imageResponse(image: ProxiedImage): Response {
  if (!image.ok)
    return new Response(`The image ${image.reason}.`, {
      status: image.status,
      headers: { ...IMAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    });
  return new Response(image.bytes, { headers: { ...IMAGE_HEADERS, 'content-type': image.contentType } });
}
