// Updates (issue 30, point 2): the built main bundle booted against the Electron stand-in as a
// packaged AppImage, running the real electron-updater over the stand-in's net.request against a
// local update server: the newer version is found, downloaded with its progress shown and its sha512
// checked, and installed on quit only after the user agreed; a wrong sha512 is refused; a server
// that cannot be reached is a line in the log; an answer far larger than a channel file or a
// blockmap is cut short (electron-updater would read it all into memory); and every off switch (the setting, the environment,
// the policy file, a broken policy file) stops every request. docs/electron-shell.md says what only a
// real Electron run shows.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { UPDATE_WORDS } from '../../electron/shell/update-words';
import { eventChannel } from '../../shared/ipc-methods';
import { type BootedMain, type MainRecord, type RecordedCall } from '../helpers/booted-main';
import { closedPort, type LocalServer } from '../helpers/local-servers';
import { useBootedMains } from '../helpers/booted-mains';
import {
  channelFile,
  NEW_FILE,
  NEW_VERSION,
  newBuild,
  OLD_BUILD,
  packagedApp,
  startUpdateServer,
  streamedAnswer,
  type Answer,
  type StreamedAnswer,
} from '../helpers/update-server';
import { bounded } from '../helpers/waits';

const { boot, tempFolder } = useBootedMains({ closeServers: true });

interface Release {
  readonly server: LocalServer;
  readonly scratch: string;
  readonly marker: string;
}

/**
 * An update server offering NEW_VERSION (or `version`) on the stable channel (or `channelFiles`),
 * its sha512 `published` (the right one unless given).
 */
async function release(
  published?: string,
  { version, channelFiles = ['latest-linux.yml'] }: { version?: string; channelFiles?: string[] } = {},
): Promise<Release> {
  const scratch = await tempFolder('ri-updates-');
  const marker = join(scratch, 'installed-build-ran');
  const build = newBuild(marker);
  const server = await startUpdateServer({
    ...Object.fromEntries(channelFiles.map((name) => [name, channelFile(build, published, version)])),
    [NEW_FILE]: build,
  });
  return { server, scratch, marker };
}

/** The app, packaged as an AppImage whose app-update.yml names `feedUrl`. */
async function bootPackaged(
  scratch: string,
  feedUrl: string,
  env: Record<string, string> = {},
  seed?: (dataDir: string) => Promise<void>,
): Promise<{ app: BootedMain; appImage: string }> {
  const { resources, appImage } = await packagedApp(scratch, feedUrl);
  const app = await boot({
    resourcesPath: resources,
    env: {
      STAND_IN_PACKAGED: '1',
      APPIMAGE: appImage,
      XDG_CACHE_HOME: join(scratch, 'cache'),
      ...env,
    },
    ...(seed ? { seed } : {}),
  });
  return { app, appImage };
}

const boxes = (record: MainRecord): RecordedCall[] =>
  record.calls.filter((c) => c.what === 'dialog.showMessageBox');
const boxMessage = (call: RecordedCall) => (call.options as { message: string }).message;

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  return bounded(
    (async () => {
      for (;;) {
        const value = await probe();
        if (value !== undefined) return value;
        await sleep(50);
      }
    })(),
    ms,
    what,
  );
}

const consentBox = (app: BootedMain) =>
  until('the consent box', async () =>
    boxes(await app.record()).find(
      (c) => boxMessage(c) === UPDATE_WORDS.downloaded('Retail Inspector', NEW_VERSION),
    ),
  );

describe('the desktop app updates itself from a generic update server', () => {
  it('finds the newer version at start, downloads it with its progress shown, and installs nothing the user did not agree to', async () => {
    const { server, scratch, marker } = await release();
    // "Not Now".
    const { app, appImage } = await bootPackaged(scratch, `${server.url}/`, {
      STAND_IN_MESSAGE_BOX_RESPONSE: '2',
    });
    const box = await consentBox(app);
    expect(box.options).toMatchObject({ buttons: [...UPDATE_WORDS.buttons], type: 'info' });
    const record = await app.record();
    // electron-updater's requests, through net.request on its own session.
    const requests = record.calls.filter((c) => c.what === 'net.request');
    expect(requests.map((c) => new URL(String(c.url)).pathname)).toEqual([
      '/latest-linux.yml',
      `/${NEW_FILE}`,
    ]);
    expect(requests.every((c) => c.partition === 'electron-updater')).toBe(true);
    const progress = record.calls.filter((c) => c.what === 'window.setProgressBar').map((c) => c.progress);
    expect(progress.at(-1)).toBe(-1);
    expect(progress.some((p) => typeof p === 'number' && p > 0 && p <= 1)).toBe(true);
    expect(app.stderr()).toContain(UPDATE_WORDS.found(NEW_VERSION));

    const exit = await app.quit();
    expect(exit.code).toBe(0);
    expect(await readFile(appImage, 'utf8')).toBe(OLD_BUILD);
    expect(existsSync(marker)).toBe(false);
  });

  it('after "Not Now", Help > Check for Updates… asks again about the download it already has', async () => {
    const { server, scratch } = await release();
    const { app } = await bootPackaged(scratch, `${server.url}/`, { STAND_IN_MESSAGE_BOX_RESPONSE: '2' });
    await consentBox(app);
    await app.clickMenu(`Help > ${UPDATE_WORDS.menuCheck}`);
    await until('the second question', async () => {
      const found = boxes(await app.record()).filter(
        (c) => boxMessage(c) === UPDATE_WORDS.downloaded('Retail Inspector', NEW_VERSION),
      );
      return found.length === 2 ? true : undefined;
    });
    // The file was not downloaded twice.
    expect(server.requests.filter((r) => r.includes(NEW_FILE))).toHaveLength(1);
  });

  it('after "Install When I Quit", quitting replaces the AppImage with the verified download and runs its installer step', async () => {
    const { server, scratch, marker } = await release();
    const { app, appImage } = await bootPackaged(scratch, `${server.url}/`, {
      STAND_IN_MESSAGE_BOX_RESPONSE: '0',
    });
    await consentBox(app);
    // Still the old build while the app runs.
    expect(await readFile(appImage, 'utf8')).toBe(OLD_BUILD);
    const exit = await app.quit();
    expect(exit.code).toBe(0);
    expect(await readFile(appImage, 'utf8')).toBe(newBuild(marker));
    expect(await readFile(marker, 'utf8')).toBe('silent=true exit=true\n');
  });

  it('after "Restart Now", quits, installs on that quit, and has Electron start the new AppImage once it has ended', async () => {
    const { server, scratch, marker } = await release();
    const { app, appImage } = await bootPackaged(scratch, `${server.url}/`, {
      STAND_IN_MESSAGE_BOX_RESPONSE: '1',
    });
    const exit = await app.exited();
    expect(exit.code).toBe(0);
    expect(await readFile(appImage, 'utf8')).toBe(newBuild(marker));
    expect(await readFile(marker, 'utf8')).toBe('silent=true exit=true\n');
    expect(exit.calls.filter((c) => c.what === 'app.relaunch')).toMatchObject([
      { options: { execPath: appImage } },
    ]);
  });

  it('refuses a download whose sha512 is not the published one: a warning, the file deleted, nothing installed', async () => {
    const wrong = Buffer.alloc(64, 7).toString('base64');
    const { server, scratch, marker } = await release(wrong);
    const { app, appImage } = await bootPackaged(scratch, `${server.url}/`);
    const warning = await until('the refusal', async () =>
      boxes(await app.record()).find((c) => boxMessage(c) === UPDATE_WORDS.refused),
    );
    expect(warning.options).toMatchObject({ type: 'warning', title: UPDATE_WORDS.refusedTitle });
    expect(server.requests.map((r) => new URL(r, 'http://x').pathname)).toContain(`/${NEW_FILE}`);
    expect(boxes(await app.record()).map(boxMessage)).not.toContain(
      UPDATE_WORDS.downloaded('Retail Inspector', NEW_VERSION),
    );
    const pending = join(scratch, 'cache', 'retail-inspector-updater', 'pending');
    expect((await readdir(pending).catch(() => [])).filter((f) => f.endsWith('.AppImage'))).toEqual([]);
    await app.quit();
    expect(await readFile(appImage, 'utf8')).toBe(OLD_BUILD);
    expect(existsSync(marker)).toBe(false);
  });

  it('an update server that cannot be reached is a quiet note in the log: no dialog, the app goes on', async () => {
    const { scratch } = await release();
    const { app } = await bootPackaged(scratch, `http://127.0.0.1:${await closedPort()}/`);
    await until('the note', async () => (app.stderr().includes('could not be reached') ? true : undefined));
    expect(app.stderr()).toContain('net::ERR_CONNECTION_REFUSED');
    const record = await app.record();
    expect(boxes(record)).toEqual([]);
    expect(record.calls.filter((c) => c.what === 'dialog.showErrorBox')).toEqual([]);
    expect(record.windows).toHaveLength(1);
    // The page's quiet notice says it too.
    const notices = record.windows[0]!.sent.filter((m) => m.channel === eventChannel('updateNotice'));
    expect(notices.map((m) => (m.args[0] as { message: string }).message)).toEqual([
      expect.stringMatching(/could not be reached \(net::ERR_CONNECTION_REFUSED\)/),
    ]);
  });

  it("asks a company's mirror (RETAIL_INSPECTOR_UPDATE_URL) instead of the build's own server", async () => {
    const { server, scratch } = await release();
    const { app } = await bootPackaged(scratch, `http://127.0.0.1:${await closedPort()}/`, {
      RETAIL_INSPECTOR_UPDATE_URL: `${server.url}/`,
      STAND_IN_MESSAGE_BOX_RESPONSE: '2',
    });
    await consentBox(app);
    expect(server.requests.length).toBeGreaterThan(0);
  });
});

describe('an update server answering with a file far larger than an update description', () => {
  const MB = 1024 * 1024;
  // What the server may have written beyond what the app read: the loopback connection's buffers
  // hold a few MB on their way.
  const IN_FLIGHT = 8 * MB;

  /** The app, its start's check answered with `answer` for latest-linux.yml. */
  async function bootAnswered(answer: StreamedAnswer) {
    const scratch = await tempFolder('ri-updates-');
    const build = newBuild(join(scratch, 'installed-build-ran'));
    const files: Record<string, string | Answer> = { 'latest-linux.yml': answer.answer, [NEW_FILE]: build };
    const server = await startUpdateServer(files);
    const { app } = await bootPackaged(scratch, `${server.url}/`, { STAND_IN_MESSAGE_BOX_RESPONSE: '2' });
    const repair = () => void (files['latest-linux.yml'] = channelFile(build));
    return { app, server, repair };
  }

  for (const [what, total] of [
    ['a 5 MB latest-linux.yml (its length said)', 5 * MB],
    ['an endless, chunked latest-linux.yml', Infinity],
  ] as const)
    it(`${what}: the check stops reading at 1 MB with a quiet note, and the next check finds the update`, async () => {
      const answer = streamedAnswer(total);
      const { app, repair } = await bootAnswered(answer);
      const note = UPDATE_WORDS.tooLarge('latest-linux.yml', 1);
      await until('the note', async () => (app.stderr().includes(note) ? true : undefined));
      // The app closed the connection before the server had sent it all.
      expect(await bounded(answer.closed, 5_000, 'the connection to close')).toBe(true);
      expect(answer.sent()).toBeLessThan(Math.min(total, 1 * MB + IN_FLIGHT));
      const record = await app.record();
      // The start's check is quiet: no dialog, the page's notice.
      expect(boxes(record)).toEqual([]);
      expect(record.calls.filter((c) => c.what === 'dialog.showErrorBox')).toEqual([]);
      const notices = record.windows[0]!.sent.filter((m) => m.channel === eventChannel('updateNotice'));
      expect(notices.map((m) => (m.args[0] as { message: string }).message)).toEqual([note]);

      // The mirror is fixed: a check from the menu finds the update.
      repair();
      await app.clickMenu(`Help > ${UPDATE_WORDS.menuCheck}`);
      await consentBox(app);
    });

  it("on Windows, an endless blockmap (the differential download's) is cut short and the whole installer downloaded instead", async () => {
    const scratch = await tempFolder('ri-updates-');
    const installer = `Retail-Inspector-Setup-${NEW_VERSION}.exe`;
    const build = newBuild(join(scratch, 'installed-build-ran'));
    const blockmap = streamedAnswer(Infinity);
    const server = await startUpdateServer({
      'latest.yml': channelFile(build, undefined, undefined, installer),
      [`${installer}.blockmap`]: blockmap.answer,
      [installer]: build,
    });
    const { app } = await bootPackaged(scratch, `${server.url}/`, {
      STAND_IN_PLATFORM: 'win32',
      LOCALAPPDATA: join(scratch, 'cache'),
      STAND_IN_MESSAGE_BOX_RESPONSE: '2',
    });
    await consentBox(app);
    expect(await bounded(blockmap.closed, 5_000, 'the blockmap connection to close')).toBe(true);
    expect(blockmap.sent()).toBeLessThan(16 * MB + IN_FLIGHT);
    expect(server.requests.map((r) => new URL(r, 'http://x').pathname)).toEqual([
      '/latest.yml',
      `/${installer}.blockmap`,
      `/${installer}`,
    ]);
  });
});

describe('a download the app cancels', () => {
  it('stops receiving: turning updates off while an endless installer streams in closes its connection', async () => {
    const scratch = await tempFolder('ri-updates-');
    const build = newBuild(join(scratch, 'installed-build-ran'));
    const installer = streamedAnswer(Infinity);
    const server = await startUpdateServer({
      'latest-linux.yml': channelFile(build),
      [NEW_FILE]: installer.answer,
    });
    const { app, appImage } = await bootPackaged(scratch, `${server.url}/`);
    await until('the download', async () => (installer.sent() > 0 ? true : undefined));
    await app.clickMenu('Help > Updates > Off');
    expect(await bounded(installer.closed, 5_000, 'the download to stop')).toBe(true);
    const record = await app.record();
    expect(boxes(record)).toEqual([]);
    expect(record.calls.filter((c) => c.what === 'dialog.showErrorBox')).toEqual([]);
    await app.quit();
    expect(await readFile(appImage, 'utf8')).toBe(OLD_BUILD);
  });
});

describe('the channels', () => {
  const paths = (server: LocalServer) => server.requests.map((r) => new URL(r, 'http://x').pathname);

  it('the setting "beta" reads beta-linux.yml, where a beta is published', async () => {
    const { server, scratch } = await release(undefined, { channelFiles: ['beta-linux.yml'] });
    const { app } = await bootPackaged(
      scratch,
      `${server.url}/`,
      { STAND_IN_MESSAGE_BOX_RESPONSE: '2' },
      (dataDir) => writeFile(join(dataDir, 'updates.json'), '{"updates":"beta"}\n'),
    );
    await consentBox(app);
    expect(paths(server)).toEqual(['/beta-linux.yml', `/${NEW_FILE}`]);
  });

  it('never downloads an older version than its own (as after leaving beta for stable)', async () => {
    const { server, scratch, marker } = await release(undefined, { version: '0.0.1' });
    const { app, appImage } = await bootPackaged(scratch, `${server.url}/`);
    await until('the check', async () => (server.requests.length > 0 ? true : undefined));
    await sleep(500);
    expect(paths(server)).toEqual(['/latest-linux.yml']);
    expect(boxes(await app.record())).toEqual([]);
    await app.quit();
    expect(await readFile(appImage, 'utf8')).toBe(OLD_BUILD);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('an off switch stops every update request', () => {
  // Long enough for the start's check to have gone out (it takes a few ms when updates are on).
  const SETTLE_MS = 1_500;

  async function expectNoRequests(app: BootedMain, server: LocalServer): Promise<MainRecord> {
    await sleep(SETTLE_MS);
    const record = await app.record();
    const check = record.applicationMenu
      ?.find((m) => m.label === 'Help')
      ?.submenu?.find((i) => i.label === UPDATE_WORDS.menuCheck);
    expect(check?.enabled).toBe(false);
    expect(server.requests).toEqual([]);
    expect(server.connections()).toBe(0);
    expect(
      record.calls.filter((c) => c.what === 'net.request' || c.what === 'session.fromPartition'),
    ).toEqual([]);
    return record;
  }

  it('RETAIL_INSPECTOR_DISABLE_UPDATES=1', async () => {
    const { server, scratch } = await release();
    const { app } = await bootPackaged(scratch, `${server.url}/`, { RETAIL_INSPECTOR_DISABLE_UPDATES: '1' });
    await expectNoRequests(app, server);
    expect(app.stderr()).toContain('RETAIL_INSPECTOR_DISABLE_UPDATES');
  });

  it('the setting "off", until the user picks Stable in the menu', async () => {
    const { server, scratch } = await release();
    const { app } = await bootPackaged(
      scratch,
      `${server.url}/`,
      { STAND_IN_MESSAGE_BOX_RESPONSE: '2' },
      (dataDir) => writeFile(join(dataDir, 'updates.json'), '{"updates":"off"}\n'),
    );
    await expectNoRequests(app, server);
    await app.clickMenu('Help > Updates > Stable');
    await consentBox(app);
    expect(JSON.parse(await readFile(join(app.dataDir, 'updates.json'), 'utf8'))).toEqual({
      updates: 'stable',
    });
  });

  /** Boots as on Windows, whose policy file is under %ProgramData%, with `policy` there. */
  async function bootWithPolicy(policy: string, scratch: string) {
    const programData = join(scratch, 'ProgramData');
    await mkdir(join(programData, 'Retail Inspector'), { recursive: true });
    await writeFile(join(programData, 'Retail Inspector', 'policy.json'), policy);
    const { app } = await bootPackaged(scratch, `http://127.0.0.1:${await closedPort()}/`, {
      STAND_IN_PLATFORM: 'win32',
      ProgramData: programData,
      LOCALAPPDATA: join(scratch, 'cache'),
      STAND_IN_MESSAGE_BOX_RESPONSE: '2',
    });
    return app;
  }

  it('the policy file\'s "updates": "off", which the setting cannot override', async () => {
    const { server, scratch } = await release();
    const app = await bootWithPolicy(
      JSON.stringify({ updates: 'off', updateUrl: `${server.url}/` }),
      scratch,
    );
    const record = await expectNoRequests(app, server);
    const updates = record.applicationMenu
      ?.find((m) => m.label === 'Help')
      ?.submenu?.find((i) => i.label === 'Updates');
    expect(updates?.submenu?.filter((i) => i.type === 'radio').map((i) => i.enabled)).toEqual([
      false,
      false,
      false,
    ]);
    await app.clickMenu('Help > Updates > Stable').catch(() => undefined);
    await sleep(300);
    expect(server.requests).toEqual([]);
  });

  it('a policy file that is not valid keeps updates off, and says why', async () => {
    const { server, scratch } = await release();
    const app = await bootWithPolicy(JSON.stringify({ update: 'off', updateUrl: `${server.url}/` }), scratch);
    await expectNoRequests(app, server);
    expect(app.stderr()).toMatch(
      /policy file .*policy\.json is not valid \(it has the unknown key "update"\)/,
    );
  });

  it('(the control) a valid policy file naming a channel and a mirror is followed', async () => {
    const { server, scratch } = await release();
    await bootWithPolicy(JSON.stringify({ updates: 'stable', updateUrl: `${server.url}/` }), scratch);
    // On Windows the channel file is latest.yml.
    await until('the check', async () => (server.requests.length > 0 ? true : undefined));
    expect(new URL(server.requests[0]!, 'http://x').pathname).toBe('/latest.yml');
  });
});
