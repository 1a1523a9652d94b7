/**
 * The app:// protocol the renderer loads from (never file://): files of the built renderer, resolved
 * by the traversal-safe resolver, each answered with the renderer's Content-Security-Policy.
 */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { RENDERER_CSP, resolveStaticPath, staticContentType } from '../core/host/static-files';

/** Must run before the app's `ready` event. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves `rendererDir` at app://inspector/. Run after `ready`. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle('app', async (request) => {
    const url = new URL(request.url);
    const file = url.host === 'inspector' ? resolveStaticPath(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'content-type': staticContentType(file),
          'content-security-policy': RENDERER_CSP,
          'x-content-type-options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
