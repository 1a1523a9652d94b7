/**
 * Where files and links the system hands the app wait until the app can open them. macOS sends
 * `open-file` and `open-url` as early as it likes: a file double-clicked while the app is not
 * running arrives before `ready` (Electron's docs say to listen before it), and the first command
 * line is read before the services exist. So each one is kept, in order, until `deliverTo` gets
 * the opener; from then on each goes to it at once. Bounded: a flood keeps the first ones. Pure.
 */
import { LAUNCH_MAX_ITEMS, type LaunchRequests } from './launch-args';

/** What opens them (core/host/launch-opener.ts). */
export interface LaunchTarget {
  openFile(file: string): Promise<void> | void;
  openLink(link: string): void;
}

export interface LaunchInbox {
  file(path: string): void;
  link(url: string): void;
  /** Every file and link of a command line (launch-args.ts), files first. */
  requests(requests: LaunchRequests): void;
  /** Hands everything waiting to `target`, in order, and everything later at once. */
  deliverTo(target: LaunchTarget): Promise<void>;
}

type Item = { readonly kind: 'file' | 'link'; readonly value: string };

// Before the opener exists: enough for a handful of double-clicks at once.
const WAITING_MAX = LAUNCH_MAX_ITEMS * 2;

export function launchInbox(): LaunchInbox {
  const waiting: Item[] = [];
  let target: LaunchTarget | null = null;
  const take = (item: Item) => {
    if (target) return void send(target, item);
    if (waiting.length < WAITING_MAX) waiting.push(item);
  };
  return {
    file: (value) => take({ kind: 'file', value }),
    link: (value) => take({ kind: 'link', value }),
    requests(requests) {
      requests.files.forEach((value) => take({ kind: 'file', value }));
      requests.links.forEach((value) => take({ kind: 'link', value }));
    },
    async deliverTo(next) {
      target = next;
      for (const item of waiting.splice(0)) await send(next, item);
    },
  };
}

async function send(target: LaunchTarget, item: Item): Promise<void> {
  if (item.kind === 'file') await target.openFile(item.value);
  else target.openLink(item.value);
}

/**
 * How to register the app for its links with app.setAsDefaultProtocolClient, or null not to call
 * it. On Linux the packaged app's `.desktop` file declares the scheme (electron-builder writes
 * `x-scheme-handler/retail-inspector` into its MimeType), and the call would run `xdg-settings`,
 * which fails on some desktops and can take over other types (electron/electron#20382, #40685): so
 * Linux is left to the package. Run as `electron .` (process.defaultApp), the executable is
 * Electron's, so the app's path must be passed for a link to start this app, not Electron's default.
 */
export function protocolClientArgs(options: {
  readonly platform: NodeJS.Platform;
  readonly defaultApp: boolean;
  readonly execPath: string;
  readonly appEntry: string | undefined;
}): { readonly path: string; readonly args: readonly string[] } | { readonly path?: undefined } | null {
  if (options.platform === 'linux') return null;
  if (options.defaultApp && options.appEntry) return { path: options.execPath, args: [options.appEntry] };
  return {};
}
