/** The versions diagnostics show and reports carry: the app, Electron and Chromium when present, Node, OS. */
import { arch, platform, release } from 'node:os';
import type { EnvironmentInfo } from '../../../shared/ipc-contract';

/** Reads the versions from `versions` (process.versions: has electron and chrome under Electron). */
export function environmentInfo(
  appVersion: string,
  versions: Readonly<Record<string, string | undefined>> = process.versions,
): EnvironmentInfo {
  return {
    app: appVersion,
    electron: versions.electron ?? null,
    chrome: versions.chrome ?? null,
    node: versions.node ?? process.version.replace(/^v/, ''),
    os: `${platform()} ${release()} (${arch()})`,
  };
}
