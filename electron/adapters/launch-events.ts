/**
 * Electron's ways of handing the app a file or a link, into one inbox (shell/launch-inbox.ts):
 * macOS's `open-file` and `open-url` (listened to from the start: they can come before `ready`; each
 * is taken with preventDefault, which tells macOS the app handles it), the first command line
 * (Windows and Linux pass a double-clicked file or a clicked link there) and a second instance's
 * (`second-instance`, read with its working directory). Also registers the app for its scheme.
 */
import { resolve } from 'node:path';
import { app } from 'electron';
import { LINK_SCHEME } from '../../shared/connect-link';
import { launchRequests } from '../shell/launch-args';
import { protocolClientArgs, type LaunchInbox } from '../shell/launch-inbox';

/** Listens for files and links; call before `ready`, right after the single-instance lock. */
export function listenForLaunches(inbox: LaunchInbox): void {
  app.on('open-file', (event, path) => {
    event.preventDefault();
    inbox.file(path);
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    inbox.link(url);
  });
  inbox.requests(launchRequests(process.argv, process.cwd()));
}

/** Reads a second instance's command line into `inbox`. */
export function secondInstanceLaunches(inbox: LaunchInbox, argv: unknown, workingDirectory: unknown): void {
  if (!Array.isArray(argv) || typeof workingDirectory !== 'string') return;
  inbox.requests(
    launchRequests(
      argv.filter((arg): arg is string => typeof arg === 'string'),
      workingDirectory,
    ),
  );
}

/** Registers the app for retail-inspector:// links where the system lets an app do so at run time. */
export function registerLinkScheme(): void {
  const how = protocolClientArgs({
    platform: process.platform,
    defaultApp: process.defaultApp === true,
    execPath: process.execPath,
    appEntry: process.argv[1] ? resolve(process.argv[1]) : undefined,
  });
  if (how === null) return;
  if (how.path === undefined) app.setAsDefaultProtocolClient(LINK_SCHEME);
  else app.setAsDefaultProtocolClient(LINK_SCHEME, how.path, [...how.args]);
}
