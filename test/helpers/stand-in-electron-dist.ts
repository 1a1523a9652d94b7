// A stand-in for an unpacked Electron distribution for Linux (what electron-builder's `electronDist`
// points at), so `electron-builder --dir --linux` runs without downloading Electron. The `electron`
// file is no program: it only carries the fuse wire at the place @electron/fuses looks for it, set as
// Electron ships it, so the fuses electron-builder flips can be read back.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FuseV1Options } from '@electron/fuses';

/** The marker @electron/fuses searches the binary for; the wire follows it. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Fuse states as the wire stores them: ASCII '0' and '1'. */
export const FUSE_DISABLED = 0x30;
export const FUSE_ENABLED = 0x31;

/** Electron's own defaults, the state before electron-builder flips anything. */
export const SHIPPED_FUSES: Readonly<Record<number, boolean>> = {
  [FuseV1Options.RunAsNode]: true,
  [FuseV1Options.EnableCookieEncryption]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: true,
  [FuseV1Options.EnableNodeCliInspectArguments]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: false,
  [FuseV1Options.OnlyLoadAppFromAsar]: false,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
};

/** The fuse wire: version 1, its length, then one state byte per fuse. */
export function fuseWire(fuses: Readonly<Record<number, boolean>>): Buffer {
  const states = Object.keys(fuses)
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => (fuses[index] ? FUSE_ENABLED : FUSE_DISABLED));
  return Buffer.from([1, states.length, ...states]);
}

/** Writes the stand-in distribution into `dir` (which must exist) and returns `dir`. */
export async function writeStandInElectronDist(dir: string, version: string): Promise<string> {
  const binary = Buffer.concat([
    Buffer.from('stand-in for the Electron binary\n'),
    Buffer.from(FUSE_SENTINEL, 'ascii'),
    fuseWire(SHIPPED_FUSES),
    Buffer.from('\n'),
  ]);
  await writeFile(join(dir, 'electron'), binary);
  await chmod(join(dir, 'electron'), 0o755);
  // The files of Electron's Linux zip that electron-builder handles by name.
  await writeFile(join(dir, 'LICENSE'), 'Electron license (stand-in)\n');
  await writeFile(join(dir, 'LICENSES.chromium.html'), '<p>Chromium licenses (stand-in)</p>\n');
  await writeFile(join(dir, 'version'), version);
  await mkdir(join(dir, 'locales'));
  await writeFile(join(dir, 'locales', 'en-US.pak'), 'stand-in');
  await mkdir(join(dir, 'resources'));
  return dir;
}
