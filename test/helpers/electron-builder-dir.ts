// Runs `electron-builder --linux deb --x64` on the repository, as a release would, but with a stand-in
// Electron distribution, a stand-in fpm (test/helpers/stand-in-fpm.mjs, which records what the deb
// target asked for instead of building the package) and the output in a temporary folder. So the
// unpacked app (linux-unpacked) is built for real, and the deb target runs its own checks (a missing
// homepage or maintainer fails the build) and its metadata step. Nothing may be downloaded or
// published: the Electron version is given, signing discovery is off, fpm is ours, and the proxy
// variables point at a closed port so a download attempt fails instead of quietly succeeding.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT, repoPath } from './repo-paths';

const CLI = repoPath('node_modules', 'electron-builder', 'cli.js');
const STAND_IN_FPM = repoPath('test', 'helpers', 'stand-in-fpm.mjs');

/** What the deb target handed fpm, as test/helpers/stand-in-fpm.mjs recorded it. */
export interface DebRecord {
  readonly args: readonly string[];
  readonly afterInstall: string | null;
  readonly afterRemove: string | null;
  /** Each file to install: where from, where to, its size, and the .desktop file's text. */
  readonly installs: readonly {
    source: string;
    destination: string;
    size: number | null;
    text: string | null;
  }[];
}

/** A finished build. */
export interface LinuxDirBuild {
  /** The unpacked app: the executable, resources/app.asar, resources/demo. */
  readonly appOutDir: string;
  /** What the deb target asked fpm for. */
  readonly deb: DebRecord;
  /** What electron-builder printed. */
  readonly log: string;
}

/** Packages into `outputDir`; rejects with electron-builder's output if it fails. */
export async function buildLinuxDir(options: {
  electronDist: string;
  electronVersion: string;
  outputDir: string;
  /** A folder for electron-builder's cache and HOME, so the user's are left alone. */
  scratchDir: string;
  timeoutMs: number;
}): Promise<LinuxDirBuild> {
  const closedPort = 'http://127.0.0.1:9';
  const fpmRecord = join(options.scratchDir, 'fpm-record.json');
  const args = [
    CLI,
    '--linux',
    'deb',
    '--x64',
    '--publish',
    'never',
    `-c.electronDist=${options.electronDist}`,
    `-c.electronVersion=${options.electronVersion}`,
    `-c.directories.output=${options.outputDir}`,
  ];
  const env = {
    PATH: process.env.PATH,
    HOME: options.scratchDir,
    ELECTRON_BUILDER_CACHE: join(options.scratchDir, 'cache'),
    CSC_IDENTITY_AUTO_DISCOVERY: 'false',
    CUSTOM_FPM_PATH: STAND_IN_FPM,
    STAND_IN_FPM_RECORD: fpmRecord,
    HTTPS_PROXY: closedPort,
    HTTP_PROXY: closedPort,
    https_proxy: closedPort,
    http_proxy: closedPort,
  };
  const log = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { cwd: REPO_ROOT, env, timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error) reject(new Error(`electron-builder failed (${error.message}):\n${output}`));
        else resolve(output);
      },
    );
  });
  const deb = JSON.parse(await readFile(fpmRecord, 'utf8')) as DebRecord;
  return { appOutDir: join(options.outputDir, 'linux-unpacked'), deb, log };
}
