/**
 * What a command line asks the app to open: dataset files (a double-click on Windows and Linux
 * starts the app, or a second instance, with the file's path) and the app's links (a click on
 * `retail-inspector://…` does the same with the link). The same reading serves the first
 * instance's `process.argv` and the argv a second instance hands the running one
 * (`second-instance`), which Electron does not pass on as given: Chromium's switches
 * (`--allow-file-access-from-files`, `--original-process-start-time=…`) are added and the order
 * may change (electron/electron#20322, #32933). So nothing is read by its position: switches are
 * skipped, and what remains is a link by its scheme or a file by its extension (the executable
 * and, in development, the app's own path are neither). Pure.
 */
import { isAbsolute, resolve } from 'node:path';
import { isAppLink, LINK_MAX_CHARS } from '../../shared/connect-link';
import { isDatasetFileName } from '../../shared/dataset-file-name';

/** The most files, and links, one command line opens; a shell's `*.ridataset` should not open 500. */
export const LAUNCH_MAX_ITEMS = 10;
// A path longer than any file system's; such an argument is no file to open.
const PATH_MAX_CHARS = 4_096;

/** The files (absolute paths) and links a command line names, in its order. */
export interface LaunchRequests {
  readonly files: readonly string[];
  readonly links: readonly string[];
}

/**
 * The files and links of `argv` (its first entry is the executable), relative paths resolved
 * against `workingDirectory` (the starting process's own).
 */
export function launchRequests(argv: readonly string[], workingDirectory: string): LaunchRequests {
  const files: string[] = [];
  const links: string[] = [];
  for (const arg of argv.slice(1)) {
    if (typeof arg !== 'string' || arg.startsWith('-')) continue;
    // Too long links are kept (capped) so the user is told why they did not open.
    if (isAppLink(arg)) links.push(arg.slice(0, LINK_MAX_CHARS + 1));
    else if (isDatasetFileName(arg) && arg.length <= PATH_MAX_CHARS && !arg.includes('\0'))
      files.push(isAbsolute(arg) ? arg : resolve(workingDirectory, arg));
  }
  return { files: files.slice(0, LAUNCH_MAX_ITEMS), links: links.slice(0, LAUNCH_MAX_ITEMS) };
}

/**
 * The arguments to start the app anew with (app.relaunch's `args`, which replace the current
 * ones) when a second instance came while this one was quitting: this process's own arguments
 * without the files and links it was started with (opened already), then the files (absolute) and
 * links of the second instance's command line, so what it was started for opens after the restart.
 */
export function relaunchArgs(
  ownArgv: readonly string[],
  secondArgv: readonly string[],
  workingDirectory: string,
): string[] {
  const own = ownArgv
    .slice(1)
    .filter((arg) => arg.startsWith('-') || !(isAppLink(arg) || isDatasetFileName(arg)));
  const asked = launchRequests(secondArgv, workingDirectory);
  return [...own, ...asked.files, ...asked.links];
}
