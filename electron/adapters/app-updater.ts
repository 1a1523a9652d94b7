/**
 * The desktop app's updates over electron-updater (generic provider): shell/update-policy.ts decides
 * from the policy file, the environment and the user's setting (updates.json in the data folder)
 * whether to look at all, where and on which channel; shell/update-flow.ts runs the check, the
 * download and the consent. While updates are off electron-updater is not even made, so not one
 * request leaves the app. Without a mirror the URL is the build's own (app-update.yml, which
 * electron-builder writes from electron-builder.yml's `publish`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, autoUpdater as squirrel, dialog, type BrowserWindow } from 'electron';
import { autoUpdater, type AppUpdater } from 'electron-updater';
import { writeFileAtomic } from '../core/lib/atomic-write';
import type { BusyWork } from '../shell/busy-work';
import { createUpdateFlow, type UpdateFlow } from '../shell/update-flow';
import {
  decideUpdates,
  UPDATE_SETTINGS,
  UPDATER_CHANNEL,
  type UpdateDecision,
  type UpdateSetting,
} from '../shell/update-policy';
import { UPDATE_WORDS } from '../shell/update-words';
import { abortCancelledDownloads } from './updater-download-cancel';
import { capUpdaterReads, type UpdaterExecutor } from './updater-read-cap';

const SETTING_FILE = 'updates.json';

/** The user's setting; stable when none was saved (or it cannot be read). */
function readSetting(dataDir: string): UpdateSetting {
  try {
    const { updates } = JSON.parse(readFileSync(join(dataDir, SETTING_FILE), 'utf8')) as {
      updates?: unknown;
    };
    return UPDATE_SETTINGS.includes(updates as UpdateSetting) ? (updates as UpdateSetting) : 'stable';
  } catch {
    return 'stable';
  }
}

/** The policy file's text, or null when there is none (any other failure throws). */
function readPolicyFile(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * "Restart Now". On Windows and macOS electron-updater's quitAndInstall has the installer (NSIS,
 * Squirrel.Mac) start the app once this process has gone. On Linux it would start the new AppImage
 * at once, while this process still holds the single-instance lock during its quit's drain (so the
 * new one would end, and this one's relaunch would start from the old AppImage's mount, gone by
 * then): so the app quits, electron-updater installs on that quit as agreed, and Electron starts the
 * AppImage file (now the new version; the deb's executable is replaced in place) after this process
 * has ended.
 */
function restartInto(updater: AppUpdater): void {
  if (process.platform !== 'linux') return updater.quitAndInstall(false, true);
  const appImage = process.env.APPIMAGE;
  app.relaunch(appImage ? { execPath: appImage, args: process.argv.slice(1) } : undefined);
  app.quit();
}

export interface AppUpdatesDeps {
  readonly dataDir: string;
  readonly appName: string;
  readonly window: () => BrowserWindow | null;
  readonly busy: BusyWork;
  /** A line for the log (stderr), masked by the caller. */
  readonly log: (line: string) => void;
  /** A quiet line in the page (the updateNotice event). */
  readonly notify: (line: string) => void;
}

export interface AppUpdates {
  /** What the menu shows: the setting, whether the policy fixed it, whether a check can be asked. */
  menu(): { setting: UpdateSetting; locked: boolean; canCheck: boolean };
  check(asked: boolean): Promise<void>;
  /** The user's choice in the menu; saved, and acted on at once. */
  choose(setting: UpdateSetting): Promise<void>;
}

export function appUpdates(deps: AppUpdatesDeps): AppUpdates {
  let setting = readSetting(deps.dataDir);
  let flow: UpdateFlow | null = null;
  const decide = (): UpdateDecision =>
    decideUpdates({ platform: process.platform, env: process.env, readPolicyFile, setting });
  let decision = decide();
  if (!decision.enabled && decision.note) deps.log(decision.note);

  const box = async (options: Electron.MessageBoxOptions) => {
    const window = deps.window();
    const answer = window
      ? await dialog.showMessageBox(window, options)
      : await dialog.showMessageBox(options);
    return answer.response;
  };

  function configure(updater: AppUpdater, on: Extract<UpdateDecision, { enabled: true }>): void {
    updater.channel = UPDATER_CHANNEL[on.channel];
    // Setting a channel allows downgrades; leaving beta must not install an older stable over a beta.
    updater.allowDowngrade = false;
    updater.allowPrerelease = on.channel === 'beta';
  }

  async function check(asked: boolean): Promise<void> {
    if (!decision.enabled) return;
    flow ??= flowFor(decision);
    await flow.check(asked);
  }

  // Made on the first check with updates on: electron-updater reads its configuration then.
  function flowFor(on: Extract<UpdateDecision, { enabled: true }>): UpdateFlow {
    const updater: AppUpdater = autoUpdater;
    // Its own log would repeat what the flow writes, with the file's paths and headers.
    updater.logger = null;
    // A mirror answering with a huge (or endless) file must not grow main's memory, and a download
    // the flow cancels must stop receiving.
    const executor = (updater as unknown as { httpExecutor: UpdaterExecutor }).httpExecutor;
    capUpdaterReads(executor);
    abortCancelledDownloads(executor);
    if (on.url !== null) updater.setFeedURL({ provider: 'generic', url: on.url });
    configure(updater, on);
    return createUpdateFlow({
      updater,
      appName: deps.appName,
      currentVersion: app.getVersion(),
      ask: ({ message, detail, buttons }) =>
        box({
          type: 'info',
          title: UPDATE_WORDS.downloadedTitle,
          message,
          detail,
          buttons: [...buttons],
          defaultId: 0,
          cancelId: 2,
          noLink: true,
        }),
      tell: async ({ kind, message, detail }) =>
        void (await box({
          type: kind,
          title: kind === 'warning' ? UPDATE_WORDS.refusedTitle : deps.appName,
          message,
          ...(detail ? { detail } : {}),
        })),
      log: deps.log,
      notify: deps.notify,
      progress: (fraction) => deps.window()?.setProgressBar(fraction),
      busy: deps.busy,
      restart: () => restartInto(updater),
      onWillQuit: (listener) => app.on('will-quit', listener),
      // electron-updater's MacUpdater has already pointed Squirrel.Mac at its local server for the
      // verified zip (before update-downloaded); asking it now is what it does itself when
      // autoInstallOnAppQuit is true, and what its quitAndInstall does when it is false.
      ...(process.platform === 'darwin' ? { handOver: () => squirrel.checkForUpdates() } : {}),
    });
  }

  return {
    // What is in force: a locked decision shows its own channel, or off.
    menu: () => ({
      setting: decision.locked ? (decision.enabled ? decision.channel : 'off') : setting,
      locked: decision.locked,
      canCheck: decision.enabled,
    }),
    check,
    async choose(next) {
      setting = next;
      await writeFileAtomic(
        join(deps.dataDir, SETTING_FILE),
        JSON.stringify({ updates: next }) + '\n',
        0o600,
      ).catch((error: unknown) => deps.log(`Updates: the setting could not be saved (${String(error)}).`));
      decision = decide();
      if (!decision.enabled) return flow?.stop();
      // A change of channel applies to the updater already made; turning them on checks at once.
      if (flow) configure(autoUpdater, decision);
      await check(false);
    },
  };
}
