/**
 * Resolves request paths to files of the built renderer, for the app:// protocol and the web host.
 * Paths are decoded once and checked segment by segment; anything that could leave the root (dot
 * segments, encoded or not, backslashes, NUL, absolute paths) resolves to nothing.
 */
import { resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The absolute file for URL path `urlPath` under `root`, or null when it is not a safe path. */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.includes('%')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return null;
  const relativePath = segments.length === 0 ? 'index.html' : segments.join('/');
  const base = resolve(root);
  const file = resolve(base, relativePath);
  return file.startsWith(base + sep) ? file : null;
}

/** The content type for a static file name. */
export function staticContentType(file: string): string {
  return TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The renderer's Content-Security-Policy: scripts and styles only from the app itself (no inline,
 * no eval), images also from http(s) and data: (installations' logos and category images), calls
 * only back to the app's own origin (the web host's RPC; Electron uses IPC).
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' http: https: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
].join('; ');

/**
 * The CSP the desktop app sends with its pages: the renderer's, with images only from the app itself
 * and data: URLs, since the desktop page asks main for installations' images
 * (shared/image-source.ts). Both policies apply (the page repeats RENDERER_CSP), so the stricter wins.
 */
export const DESKTOP_RENDERER_CSP = RENDERER_CSP.replace(
  "img-src 'self' http: https: data:",
  "img-src 'self' data:",
);
