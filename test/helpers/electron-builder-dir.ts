// Runs `electron-builder --dir --linux --x64` on the repository, as a release would, but with a
// stand-in Electron distribution and the output in a temporary folder. Nothing may be downloaded or
// published: the Electron version is given, signing discovery is off, and the proxy variables point at
// a closed port so a download attempt fails instead of quietly succeeding.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, repoPath } from './repo-paths';

const CLI = repoPath('node_modules', 'electron-builder', 'cli.js');

/** A finished unpacked build. */
export interface LinuxDirBuild {
  /** The unpacked app: the executable, resources/app.asar, resources/demo. */
  readonly appOutDir: string;
  /** What electron-builder printed. */
  readonly log: string;
}

/** Packages into `outputDir`/linux-unpacked; rejects with electron-builder's output if it fails. */
export function buildLinuxDir(options: {
  electronDist: string;
  electronVersion: string;
  outputDir: string;
  /** A folder for electron-builder's cache and HOME, so the user's are left alone. */
  scratchDir: string;
  timeoutMs: number;
}): Promise<LinuxDirBuild> {
  const closedPort = 'http://127.0.0.1:9';
  const args = [
    CLI,
    '--dir',
    '--linux',
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
    HTTPS_PROXY: closedPort,
    HTTP_PROXY: closedPort,
    https_proxy: closedPort,
    http_proxy: closedPort,
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { cwd: REPO_ROOT, env, timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const log = `${stdout}${stderr}`;
        if (error) reject(new Error(`electron-builder failed (${error.message}):\n${log}`));
        else resolve({ appOutDir: join(options.outputDir, 'linux-unpacked'), log });
      },
    );
  });
}
