/**
 * Where a worker's built script is. The bundles (dist/cli.js, dist/electron/main.js) name it beside
 * themselves; in the packaged app they are inside app.asar, which a worker thread cannot start from,
 * so electron-builder unpacks the script (`asarUnpack`) and the path is read from app.asar.unpacked,
 * the folder Electron's packagers put unpacked files in. Pure.
 */
import { sep } from 'node:path';

/** The name of the watch's worker script in dist/electron/. */
export const WATCH_WORKER_FILE = 'watch-worker.mjs';

/** `file` as a worker can start it: inside app.asar, the same path in app.asar.unpacked. */
export function unpackedPath(file: string): string {
  const packed = `${sep}app.asar${sep}`;
  const at = file.indexOf(packed);
  if (at < 0) return file;
  return `${file.slice(0, at)}${sep}app.asar.unpacked${sep}${file.slice(at + packed.length)}`;
}
