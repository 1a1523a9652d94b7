/**
 * Every text the updates show (menu items, message boxes, log lines), in one place for the
 * translation to come.
 */
export const UPDATE_WORDS = {
  menuCheck: 'Check for Updates…',
  menuUpdates: 'Updates',
  menuSetting: { off: 'Off', stable: 'Stable', beta: 'Beta' },
  menuManaged: 'Managed by your organization',
  downloadedTitle: 'Update ready',
  downloaded: (app: string, version: string) => `${app} ${version} has been downloaded.`,
  downloadedDetail:
    'It is installed when you quit, or now if you restart. Nothing is installed while a capture or a save runs.',
  buttons: ['Install When I Quit', 'Restart Now', 'Not Now'] as const,
  waiting: (app: string, version: string) =>
    `${app} ${version} is downloaded and is installed when you quit.`,
  notInstalled: 'Updates are checked only in an installed app, not in one started from its sources.',
  busyDetail: 'A capture or a save is still running: the update is installed when you quit instead.',
  latest: (app: string, version: string) => `${app} ${version} is the latest version.`,
  refusedTitle: 'Update refused',
  refused:
    'The downloaded update does not match the checksum its release published, so it was deleted and nothing was installed.',
  refusedDetail:
    'The update server or the network may have changed the file. The app keeps its version; the next check downloads the update again. If this repeats, tell whoever publishes the updates.',
  unreachable: (reason: string) =>
    `Updates: the update server could not be reached (${reason}); the app keeps its version. Check the network or the proxy, then try again (Help › Check for Updates…).`,
  stalled: (seconds: number) =>
    `Updates: the download received nothing for ${seconds} s, so it was stopped; the app keeps its version. Try again later (Help › Check for Updates…).`,
  noAnswer: (seconds: number) =>
    `Updates: the update server did not answer within ${seconds} s; the app keeps its version. Try again later (Help › Check for Updates…).`,
  noRelease: (reason: string) =>
    `Updates: the update server has no release for this app (${reason}); the app keeps its version. A company mirror: check RETAIL_INSPECTOR_UPDATE_URL or the policy file's "updateUrl".`,
  tooLarge: (file: string, megabytes: number) =>
    `Updates: the update server's answer for ${file} is larger than ${megabytes} MB: it is not an update description; the app keeps its version. A company mirror: check RETAIL_INSPECTOR_UPDATE_URL or the policy file's "updateUrl".`,
  failed: (reason: string) => `Updates: the check or download failed (${reason}); the app keeps its version.`,
  found: (version: string) => `Updates: version ${version} found, downloading it.`,
  skippedBusy: (running: string) => `Updates: not installed on quit because ${running} was still running.`,
} as const;
