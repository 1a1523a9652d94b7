// A local update server as electron-builder's generic provider publishes one (latest-linux.yml and
// the new build beside it), and the packaged app's side of it: app-update.yml in resources (what
// electron-builder writes from `publish`) and the running AppImage ($APPIMAGE). The "new build" is a
// shell script that notes how it was started, so a test sees the installer replace and run it.
import { createHash } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
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
 * unless given) and `version` as its version (NEW_VERSION unless given).
 */
export function channelFile(build: string, published = sha512(build), version = NEW_VERSION): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${NEW_FILE}`,
    `    sha512: ${published}`,
    `    size: ${Buffer.byteLength(build)}`,
    `path: ${NEW_FILE}`,
    `sha512: ${published}`,
    "releaseDate: '2026-12-01T00:00:00.000Z'",
    '',
  ].join('\n');
}

/** Serves `files` (path -> body); every other path is a 404. `requests` counts every request. */
export function startUpdateServer(files: Readonly<Record<string, string>>): Promise<LocalServer> {
  return startHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
    const body = files[path];
    if (body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
  });
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
