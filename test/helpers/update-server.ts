// A local update server as electron-builder's generic provider publishes one (latest-linux.yml and
// the new build beside it), and the packaged app's side of it: app-update.yml in resources (what
// electron-builder writes from `publish`) and the running AppImage ($APPIMAGE). The "new build" is a
// shell script that notes how it was started, so a test sees the installer replace and run it.
import { createHash } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { startHttpServer, type LocalServer } from './local-servers';

export const NEW_VERSION = '0.2.0';
export const NEW_FILE = `Retail-Inspector-${NEW_VERSION}.AppImage`;
/** What the running AppImage holds before an update. */
export const OLD_BUILD = '#!/bin/sh\n# the installed build\n';

/** The new build: a script writing its install flags to `marker` when the installer runs it. */
export const newBuild = (marker: string): string =>
  `#!/bin/sh\n# version ${NEW_VERSION}\necho "silent=$APPIMAGE_SILENT_INSTALL exit=$APPIMAGE_EXIT_AFTER_INSTALL" > '${marker}'\n`;

const sha512 = (data: string) => createHash('sha512').update(data).digest('base64');

/**
 * latest-linux.yml (or beta-linux.yml) for `build`, with `published` as its sha512 (the right one
 * unless given), `version` as its version (NEW_VERSION unless given) and `file` as its name
 * (NEW_FILE unless given).
 */
export function channelFile(
  build: string,
  published = sha512(build),
  version = NEW_VERSION,
  file = NEW_FILE,
): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${published}`,
    `    size: ${Buffer.byteLength(build)}`,
    `path: ${file}`,
    `sha512: ${published}`,
    "releaseDate: '2026-12-01T00:00:00.000Z'",
    '',
  ].join('\n');
}

/** An answer written by the test (a streamed one: `streamedAnswer`). */
export type Answer = (res: ServerResponse) => void;

/**
 * Serves `files` (path -> body, read at each request, so a test may change them); every other path
 * is a 404. `requests` counts every request.
 */
export function startUpdateServer(files: Readonly<Record<string, string | Answer>>): Promise<LocalServer> {
  return startHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
    const body = files[path];
    if (body === undefined) return void res.writeHead(404).end('not found');
    if (typeof body === 'function') return body(res);
    res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
  });
}

/** What a streamed answer saw: the bytes it handed the connection, and how it ended. */
export interface StreamedAnswer {
  readonly answer: Answer;
  /** Bytes written so far (into the connection, as fast as the client takes them). */
  sent(): number;
  /** Resolves when the connection closes: true when that was before the answer's end was written. */
  readonly closed: Promise<boolean>;
}

/**
 * An answer of `total` bytes of YAML comments, written in 64 KB pieces as the client takes them:
 * with its Content-Length (a file as a static server sends it), or, when `total` is Infinity,
 * endless and chunked (no length).
 */
export function streamedAnswer(total: number): StreamedAnswer {
  let sent = 0;
  let closed!: (cutShort: boolean) => void;
  const piece = Buffer.from('#'.repeat(64 * 1024 - 1) + '\n');
  return {
    sent: () => sent,
    closed: new Promise((resolve) => (closed = resolve)),
    answer: (res) => {
      res.on('close', () => closed(!res.writableEnded));
      res.writeHead(200, {
        'content-type': 'text/yaml',
        ...(Number.isFinite(total) ? { 'content-length': total } : {}),
      });
      const write = () => {
        while (!res.destroyed && sent < total) {
          const size = Math.min(piece.length, total - sent);
          sent += size;
          if (!res.write(piece.subarray(0, size))) return void res.once('drain', write);
        }
        if (!res.destroyed) res.end();
      };
      write();
    },
  };
}

/** The packaged app's resources folder with app-update.yml for `url`, and the AppImage's path. */
export async function packagedApp(
  scratch: string,
  url: string,
): Promise<{ resources: string; appImage: string }> {
  const resources = join(scratch, 'packaged-resources');
  await mkdir(resources, { recursive: true });
  await writeFile(
    join(resources, 'app-update.yml'),
    `provider: generic\nurl: ${url}\nupdaterCacheDirName: retail-inspector-updater\n`,
  );
  const appImage = join(scratch, 'Retail-Inspector.AppImage');
  await writeFile(appImage, OLD_BUILD);
  await chmod(appImage, 0o755);
  return { resources, appImage };
}
