/**
 * What the app does with electron-updater once updates are on (shell/update-policy.ts decided that):
 * a check at start and from the menu, the download's progress on the window's taskbar entry, and,
 * once the update is downloaded and its sha512 verified by electron-updater, the user's choice:
 * install when they quit, restart now, or not now. Nothing is installed without that consent, nor
 * while a capture or a save runs (busy-work.ts): "restart now" then waits for the quit, and the quit
 * installs only if the work has ended by then. A server that cannot be reached, or that does not
 * answer the check within CHECK_TIMEOUT_MS, is a line in the log and the page's notice (and, for a
 * check the user asked for, an information box), never an error dialog; a file whose checksum does
 * not match is refused with a warning. Electron-free: adapters/app-updater.ts gives it
 * electron-updater, the message boxes and the window.
 */
import type { BusyWork } from './busy-work';
import { UPDATE_WORDS } from './update-words';

/** The part of electron-updater's AppUpdater used here (installing is on quit, or restart's). */
export interface UpdaterLike {
  // Each event has its own payload, as Node's EventEmitter types them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: string, listener: (...args: any[]) => void): unknown;
  /** Resolves with the check's result; its download (autoDownload) rejects on its own. */
  checkForUpdates(): Promise<{
    readonly downloadPromise?: Promise<unknown> | null;
    readonly cancellationToken?: { cancel(): void };
  } | null>;
  /** Read by electron-updater's own quit handler when the app quits. */
  autoInstallOnAppQuit: boolean;
  /** Read by electron-updater when a check finds an update: download it at once. */
  autoDownload: boolean;
}

export interface UpdateFlowDeps {
  readonly updater: UpdaterLike;
  readonly appName: string;
  readonly currentVersion: string;
  /** A message box; resolves with the index of the button pressed. */
  readonly ask: (box: { message: string; detail: string; buttons: readonly string[] }) => Promise<number>;
  readonly tell: (box: { kind: 'info' | 'warning'; message: string; detail?: string }) => Promise<void>;
  readonly log: (line: string) => void;
  /** A quiet line in the page (its notice), for what the user may want to know without a dialog. */
  readonly notify: (line: string) => void;
  /** The window's progress: 0..1, or -1 to remove it. */
  readonly progress: (fraction: number) => void;
  readonly busy: BusyWork;
  /**
   * Quits to install and starts the new version ("Restart Now"); the install itself happens on quit,
   * as agreed. Per platform: adapters/app-updater.ts.
   */
  readonly restart: () => void;
  /** Subscribes to the app's `will-quit` (before electron-updater's `quit` handler runs). */
  readonly onWillQuit: (listener: () => void) => void;
  /**
   * macOS only: hands the downloaded update to the system's installer (Squirrel.Mac). There
   * electron-updater has no quit handler to hold back: with `autoInstallOnAppQuit` true at the
   * download's end it gives the update to Squirrel.Mac at once, which installs it on whatever quit
   * comes next. So the flag stays false there and this is called only once the user agreed.
   */
  readonly handOver?: () => void;
  /** How long a check may go unanswered before it is noted as one (electron-updater sets none). */
  readonly checkTimeoutMs?: number;
  /** The download's stall bound (DOWNLOAD_STALL_MS); shorter in tests. */
  readonly downloadStallMs?: number;
}

export interface UpdateFlow {
  /** Checks; `asked`: the user asked from the menu (so "no update" and "unreachable" are told). */
  check(asked: boolean): Promise<void>;
  /** Updates were turned off: the download under way is cancelled, and nothing is asked or installed. */
  stop(): void;
}

/**
 * electron-updater's own request timeout listens for a `socket` event, which Electron's net.request
 * never emits: a server that takes the connection and never answers would hold a check forever.
 */
export const CHECK_TIMEOUT_MS = 60_000;

/**
 * How long a download may go without receiving anything before it is cancelled: electron-updater
 * bounds it no more than the check (the same `socket` event), and a mirror that stops sending
 * mid-file would hold the download, and every later check's, until the app is restarted.
 */
export const DOWNLOAD_STALL_MS = 120_000;

/**
 * The code of a read from the update server stopped past its bound (adapters/updater-read-cap.ts),
 * with the file it asked for (`file`) and the bound (`limitBytes`).
 */
export const ANSWER_TOO_LARGE = 'ERR_UPDATER_ANSWER_TOO_LARGE';

/** Names an error as electron-updater and Electron's net report it. */
const NETWORK = /net::ERR_|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|HttpError/;

/**
 * The first line of an error, for the log and the page. electron-updater names URLs in its messages
 * (a download's, with the mirror's query string): a user name, a password or a query, where a
 * mirror's key could be, are left out.
 */
function reasonOf(error: unknown): string {
  const e = error as { code?: string; message?: string } | null;
  const first = String(e?.message ?? error)
    .split('\n')[0]!
    .replace(/\b(https?:\/\/)[^\s/@"']*@/gi, '$1')
    .replace(/\b(https?:\/\/[^\s?#"']*)[?#][^\s"')]*/gi, '$1');
  return first.length > 200 ? `${first.slice(0, 199)}…` : first;
}

export function createUpdateFlow(deps: UpdateFlowDeps): UpdateFlow {
  const { updater, busy } = deps;
  let installOnQuit = false;
  let asked = false;
  let downloaded: string | null = null;
  let stopped = false;
  let cancel: (() => void) | null = null;
  let handedOver = false;
  let asking = false;
  // While a download runs: cancelled when nothing arrives for DOWNLOAD_STALL_MS.
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let downloading = false;
  const stallMs = deps.downloadStallMs ?? DOWNLOAD_STALL_MS;
  const watchStall = () => {
    clearTimeout(stallTimer);
    if (!downloading || stopped) return;
    stallTimer = setTimeout(() => {
      if (!downloading || stopped) return;
      cancel?.();
      deps.progress(-1);
      note(UPDATE_WORDS.stalled(Math.round(stallMs / 1000)));
    }, stallMs);
    stallTimer.unref?.();
  };
  // Elsewhere electron-updater adds its quit handler only when this is true at the download's end
  // (just after update-downloaded); from then on it is true only once the user agreed, and decided
  // again at will-quit from the running work, so a quit that skips will-quit installs nothing
  // unasked either. On macOS true would hand the update to Squirrel.Mac unasked (handOver).
  updater.autoInstallOnAppQuit = !deps.handOver;
  const installOnQuitIfAgreed = () => {
    if (!deps.handOver) updater.autoInstallOnAppQuit = installOnQuit && !stopped;
  };
  deps.onWillQuit(() => {
    if (deps.handOver) return;
    const install = installOnQuit && !stopped && !busy.busy();
    if (installOnQuit && !stopped && !install) deps.log(UPDATE_WORDS.skippedBusy(busy.running().join(', ')));
    updater.autoInstallOnAppQuit = install;
  });

  updater.on('update-available', (info: { version: string }) => {
    deps.log(UPDATE_WORDS.found(info.version));
    deps.notify(UPDATE_WORDS.found(info.version));
  });
  updater.on('download-progress', (progress: { percent: number }) => {
    deps.progress(Math.min(1, Math.max(0, progress.percent / 100)));
    watchStall();
  });
  updater.on('update-not-available', () => {
    if (asked)
      void deps.tell({ kind: 'info', message: UPDATE_WORDS.latest(deps.appName, deps.currentVersion) });
  });
  updater.on('update-downloaded', (info: { version: string }) => {
    deps.progress(-1);
    // After electron-updater's addQuitHandler, which runs right after this event.
    setImmediate(installOnQuitIfAgreed);
    if (stopped || asking) return;
    const again = downloaded === info.version;
    // A check asked from the menu answers for an update downloaded before too: after "Not Now" the
    // question again, after a yes that it waits for the quit. The start's check stays quiet.
    if (again && !asked) return;
    if (again && installOnQuit)
      return void deps.tell({ kind: 'info', message: UPDATE_WORDS.waiting(deps.appName, info.version) });
    downloaded = info.version;
    void consent(info.version);
  });
  updater.on('error', (error: unknown) => {
    deps.progress(-1);
    const code = (error as { code?: string } | null)?.code;
    if (code === 'ERR_CHECKSUM_MISMATCH') {
      deps.log(`Updates: ${UPDATE_WORDS.refused} (${reasonOf(error)})`);
      void deps.tell({ kind: 'warning', message: UPDATE_WORDS.refused, detail: UPDATE_WORDS.refusedDetail });
      return;
    }
    if (code === 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND')
      return void note(UPDATE_WORDS.noRelease(reasonOf(error)));
    if (code === ANSWER_TOO_LARGE) {
      const { file, limitBytes } = error as { file: string; limitBytes: number };
      return void note(UPDATE_WORDS.tooLarge(file, Math.round(limitBytes / (1024 * 1024))));
    }
    const network = NETWORK.test(`${code ?? ''} ${(error as Error | null)?.name ?? ''} ${reasonOf(error)}`);
    note(network ? UPDATE_WORDS.unreachable(reasonOf(error)) : UPDATE_WORDS.failed(reasonOf(error)));
  });

  // A failure that is no danger: a line in the log and the page's notice; a box only for a check the
  // user asked for.
  function note(line: string): void {
    deps.log(line);
    deps.notify(line);
    if (asked) void deps.tell({ kind: 'info', message: line });
  }

  async function consent(version: string): Promise<void> {
    asking = true;
    const choice = await deps
      .ask({
        message: UPDATE_WORDS.downloaded(deps.appName, version),
        detail: UPDATE_WORDS.downloadedDetail,
        buttons: UPDATE_WORDS.buttons,
      })
      .finally(() => (asking = false));
    if (stopped || downloaded !== version) return;
    if (choice !== 0 && choice !== 1) return;
    installOnQuit = true;
    installOnQuitIfAgreed();
    if (choice === 1 && !busy.busy()) return deps.restart();
    // macOS: from here Squirrel.Mac installs on the next quit (the app has ended by then).
    if (deps.handOver && !handedOver) {
      handedOver = true;
      deps.handOver();
    }
    if (choice === 1) void deps.tell({ kind: 'info', message: UPDATE_WORDS.busyDetail });
  }

  return {
    async check(byUser) {
      asked = byUser;
      stopped = false;
      updater.autoDownload = true;
      // Failures arrive as `error` events too (handled above); the promises' rejections are the same.
      const checked = updater
        .checkForUpdates()
        .then((result) => {
          // electron-updater answers null, asking nothing, in an app not installed (npm start).
          if (result === null && byUser) void deps.tell({ kind: 'info', message: UPDATE_WORDS.notInstalled });
          return result;
        })
        .catch(() => null)
        .then((result) => {
          const token = result?.cancellationToken;
          cancel = token ? () => token.cancel() : null;
          downloading = Boolean(result?.downloadPromise);
          void result?.downloadPromise
            ?.catch(() => undefined)
            .finally(() => {
              cancel = null;
              downloading = false;
              clearTimeout(stallTimer);
            });
          if (stopped) cancel?.();
          watchStall();
          return true;
        });
      const ms = deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
        timer.unref?.();
      });
      const answered = await Promise.race([checked, late]);
      clearTimeout(timer);
      // A late answer is still acted on (its events); the user hears now that none came.
      if (!answered && !stopped) note(UPDATE_WORDS.noAnswer(Math.round(ms / 1000)));
    },
    stop() {
      stopped = true;
      // A check still under way then finds an update without starting its download.
      updater.autoDownload = false;
      // Turning updates off revokes a consent given: turned on again, the app asks again.
      installOnQuit = false;
      downloaded = null;
      installOnQuitIfAgreed();
      cancel?.();
      clearTimeout(stallTimer);
      deps.progress(-1);
    },
  };
}
