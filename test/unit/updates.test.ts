// The Electron-free parts of updates (issue 30, point 2): which switch decides (the policy file over
// the environment over the user's setting, a broken policy file keeping them off), the count of work
// no install may cut short, the consent and the guard around electron-updater's install, and the
// menu's items. test/integration/electron-main-updates.test.ts runs them with the real electron-updater.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appMenuTemplate, type MenuItemSpec } from '../../electron/shell/app-menu';
import { BUSY_METHODS, countedWhileRunning, createBusyWork } from '../../electron/shell/busy-work';
import { ANSWER_TOO_LARGE, createUpdateFlow, type UpdateFlowDeps } from '../../electron/shell/update-flow';
import { decideUpdates, policyFilePath, type UpdatePolicyInput } from '../../electron/shell/update-policy';
import { UPDATE_WORDS } from '../../electron/shell/update-words';

const LINUX_POLICY = '/etc/retail-inspector/policy.json';

function decide(overrides: Partial<UpdatePolicyInput> & { policy?: string | null } = {}) {
  const { policy = null, ...rest } = overrides;
  const read: string[] = [];
  const decision = decideUpdates({
    platform: 'linux',
    env: {},
    setting: 'stable',
    readPolicyFile: (path) => {
      read.push(path);
      return policy;
    },
    ...rest,
  });
  return { decision, read };
}

describe('decideUpdates', () => {
  it('follows the setting when nothing else says otherwise: stable, beta, or off', () => {
    expect(decide().decision).toEqual({ enabled: true, channel: 'stable', url: null, locked: false });
    expect(decide({ setting: 'beta' }).decision).toMatchObject({ enabled: true, channel: 'beta' });
    expect(decide({ setting: 'off' }).decision).toEqual({ enabled: false, note: null, locked: false });
  });

  it('reads the policy file from its documented place on each OS', () => {
    expect(decide().read).toEqual([LINUX_POLICY]);
    expect(policyFilePath('darwin', {})).toBe('/Library/Application Support/Retail Inspector/policy.json');
    expect(policyFilePath('win32', { ProgramData: 'D:\\PD' })).toMatch(
      /^D:\\PD.Retail Inspector.policy\.json$/,
    );
  });

  it('turns updates off with RETAIL_INSPECTOR_DISABLE_UPDATES=1, whatever the setting', () => {
    const { decision } = decide({ setting: 'beta', env: { RETAIL_INSPECTOR_DISABLE_UPDATES: '1' } });
    expect(decision).toMatchObject({ enabled: false, locked: true });
    expect(decide({ env: { RETAIL_INSPECTOR_DISABLE_UPDATES: '0' } }).decision.enabled).toBe(true);
    expect(decide({ env: { RETAIL_INSPECTOR_DISABLE_UPDATES: '' } }).decision.enabled).toBe(true);
    // A value meant as yes is one.
    for (const value of ['yes', 'TRUE', 'on'])
      expect(decide({ env: { RETAIL_INSPECTOR_DISABLE_UPDATES: value } }).decision.enabled).toBe(false);
  });

  it("asks a company's mirror from RETAIL_INSPECTOR_UPDATE_URL, https (or http on this machine) only", () => {
    const mirror = 'https://updates.example.com/ri/';
    expect(decide({ env: { RETAIL_INSPECTOR_UPDATE_URL: mirror } }).decision).toMatchObject({ url: mirror });
    expect(decide({ env: { RETAIL_INSPECTOR_UPDATE_URL: 'http://127.0.0.1:8080/' } }).decision.enabled).toBe(
      true,
    );
    const plain = decide({ env: { RETAIL_INSPECTOR_UPDATE_URL: 'http://updates.example.com/' } }).decision;
    expect(plain).toMatchObject({ enabled: false, note: expect.stringContaining('https') });
  });

  it('refuses a mirror URL with a user name or password, which would not be sent, and never logs it', () => {
    const url = 'https://ri:s3cret@updates.example.com/ri/';
    const fromEnv = decide({ env: { RETAIL_INSPECTOR_UPDATE_URL: url } }).decision;
    expect(fromEnv).toMatchObject({ enabled: false, note: expect.stringContaining('user name or password') });
    const fromPolicy = decide({ policy: JSON.stringify({ updates: 'stable', updateUrl: url }) }).decision;
    expect(fromPolicy).toMatchObject({ enabled: false, locked: true });
    for (const decision of [fromEnv, fromPolicy])
      expect(decision.enabled ? '' : decision.note).not.toContain('s3cret');
  });

  it('lets the policy file win over the setting: off, or a fixed channel and mirror', () => {
    const off = decide({ setting: 'beta', policy: '{"updates":"off"}' }).decision;
    expect(off).toMatchObject({ enabled: false, locked: true, note: expect.stringContaining(LINUX_POLICY) });
    const fixed = decide({
      setting: 'off',
      policy: '{"updates":"stable","updateUrl":"https://mirror.example.com/ri/"}',
      env: { RETAIL_INSPECTOR_UPDATE_URL: 'https://other.example.com/' },
    }).decision;
    expect(fixed).toEqual({
      enabled: true,
      channel: 'stable',
      url: 'https://mirror.example.com/ri/',
      locked: true,
    });
    // A policy file with only a mirror leaves the channel to the user.
    const mirrorOnly = decide({ setting: 'beta', policy: '{"updateUrl":"https://m.example.com/"}' }).decision;
    expect(mirrorOnly).toMatchObject({ enabled: true, channel: 'beta', locked: false });
    // The environment can still turn off what the policy file allows.
    const envOff = decide({ policy: '{"updates":"beta"}', env: { RETAIL_INSPECTOR_DISABLE_UPDATES: '1' } });
    expect(envOff.decision.enabled).toBe(false);
  });

  it('reads a policy file saved with a byte order mark (as Notepad saves UTF-8)', () => {
    const { decision } = decide({ setting: 'off', policy: '\uFEFF{"updates":"beta"}' });
    expect(decision).toMatchObject({ enabled: true, channel: 'beta', locked: true });
  });

  it('keeps updates off, saying why, when the policy file is not a valid one or cannot be read', () => {
    for (const [policy, why] of [
      ['{"updates": off}', 'it is not JSON'],
      ['["off"]', 'it is not a JSON object'],
      ['{"update":"off"}', 'it has the unknown key "update"'],
      ['{"updates":"sometimes"}', '"updates" must be "off", "stable" or "beta"'],
      ['{"updateUrl":"http://mirror.example.com/"}', '"updateUrl" must be an https URL'],
    ] as const) {
      const { decision } = decide({ policy });
      expect(decision, policy).toEqual({
        enabled: false,
        locked: true,
        note: `Updates are off: the policy file ${LINUX_POLICY} is not valid (${why}).`,
      });
    }
    const unreadable = decideUpdates({
      platform: 'linux',
      env: {},
      setting: 'stable',
      readPolicyFile: () => {
        throw Object.assign(new Error('denied'), { code: 'EACCES' });
      },
    });
    expect(unreadable).toMatchObject({
      enabled: false,
      note: expect.stringContaining('cannot be read (EACCES)'),
    });
  });
});

describe('busy work', () => {
  it('counts each run in and out, two at once included, and each end only once', () => {
    const work = createBusyWork();
    const a = work.begin('capture');
    const b = work.begin('save');
    a();
    a();
    expect(work.running()).toEqual(['save']);
    expect(work.busy()).toBe(true);
    b();
    expect(work.busy()).toBe(false);
  });

  it('counts the capture and save handlers while they run, a failing one until it has failed', async () => {
    const work = createBusyWork();
    let seen: readonly string[] = [];
    let release!: () => void;
    const handlers = countedWhileRunning(
      {
        captureDataset: () => new Promise<string>((resolve) => (release = () => resolve('done'))),
        exportReport: async () => {
          seen = work.running();
          throw new Error('disk full');
        },
        getInfo: async () => work.busy(),
      },
      BUSY_METHODS,
      work,
    );
    const capture = handlers.captureDataset();
    expect(work.running()).toEqual(['captureDataset']);
    await expect(handlers.exportReport()).rejects.toThrow('disk full');
    expect(seen).toEqual(['captureDataset', 'exportReport']);
    expect(await handlers.getInfo()).toBe(true);
    release();
    expect(await capture).toBe('done');
    expect(work.busy()).toBe(false);
  });
});

/** electron-updater's AppUpdater as the flow sees it: events, a check, the install-on-quit flag. */
class FakeUpdater extends EventEmitter {
  autoInstallOnAppQuit = false;
  autoDownload = true;
  checks = 0;
  cancelled = 0;
  downloads = 0;
  /** Until called, a check is still waiting for the server (null: it answers at once). */
  answer: (() => void) | null = null;
  holdChecks = false;
  checkForUpdates() {
    this.checks++;
    const token = { cancel: () => void this.cancelled++ };
    // As electron-updater: the download starts when the answer comes, if autoDownload is true then.
    const found = () => {
      if (this.autoDownload) this.downloads++;
      return {
        downloadPromise: this.autoDownload ? new Promise<never>(() => {}) : null,
        cancellationToken: token,
      };
    };
    if (!this.holdChecks) return Promise.resolve(found());
    return new Promise<ReturnType<typeof found>>((resolve) => (this.answer = () => resolve(found())));
  }
}

/**
 * electron-updater's MacUpdater: at the download's end it hands the update to Squirrel.Mac when
 * autoInstallOnAppQuit is true, and Squirrel.Mac installs what it holds on any quit.
 */
class FakeMacUpdater extends FakeUpdater {
  squirrelHolds = false;
  downloaded(version: string) {
    if (this.autoInstallOnAppQuit) this.squirrelHolds = true;
    this.emit('update-downloaded', { version });
  }
}

function flowScene(
  answer: number | (() => number),
  options: { mac?: FakeMacUpdater; check?: () => Promise<never> } = {},
) {
  const updater = options.mac ?? new FakeUpdater();
  if (options.check) updater.checkForUpdates = options.check;
  const busy = createBusyWork();
  const told: { kind: string; message: string }[] = [];
  const log: string[] = [];
  const notes: string[] = [];
  const progress: number[] = [];
  let willQuit = () => {};
  const restarts: number[] = [];
  const deps: UpdateFlowDeps = {
    updater,
    appName: 'Retail Inspector',
    currentVersion: '0.1.0',
    ask: async () => (typeof answer === 'number' ? answer : answer()),
    tell: async ({ kind, message }) => void told.push({ kind, message }),
    log: (line) => log.push(line),
    notify: (line) => notes.push(line),
    progress: (fraction) => progress.push(fraction),
    busy,
    restart: () => restarts.push(1),
    onWillQuit: (listener) => (willQuit = listener),
    checkTimeoutMs: 50,
    downloadStallMs: 80,
    ...(options.mac ? { handOver: () => void (options.mac!.squirrelHolds = true) } : {}),
  };
  const flow = createUpdateFlow(deps);
  // What electron-updater's quit handler would see at `quit`, after the app's `will-quit`.
  const quit = () => {
    willQuit();
    return updater.autoInstallOnAppQuit;
  };
  return { updater, busy, told, log, notes, progress, restarts, flow, quit };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the update flow', () => {
  it('installs on quit only after the user agreed', async () => {
    const declined = flowScene(2);
    declined.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(declined.quit()).toBe(false);

    const agreed = flowScene(0);
    agreed.updater.emit('download-progress', { percent: 40 });
    agreed.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(agreed.progress).toEqual([0.4, -1]);
    expect(agreed.quit()).toBe(true);
  });

  it('installs nothing on quit while a capture or a save still runs', async () => {
    const scene = flowScene(0);
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    const end = scene.busy.begin('captureDataset');
    expect(scene.quit()).toBe(false);
    expect(scene.log.join('\n')).toContain(UPDATE_WORDS.skippedBusy('captureDataset'));
    end();
    expect(scene.quit()).toBe(true);
  });

  it('"Restart Now" restarts into the update, or, while work runs, says it waits for the quit', async () => {
    const idle = flowScene(1);
    idle.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    // The restart quits, and the quit installs, as agreed.
    expect(idle.restarts).toEqual([1]);
    expect(idle.quit()).toBe(true);

    const busy = flowScene(1);
    const end = busy.busy.begin('saveCategoryExport');
    busy.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(busy.restarts).toEqual([]);
    expect(busy.told).toEqual([{ kind: 'info', message: UPDATE_WORDS.busyDetail }]);
    end();
    expect(busy.quit()).toBe(true);
  });

  it('refuses a checksum mismatch with a warning, and keeps a server that cannot be reached to the log', async () => {
    const scene = flowScene(0);
    scene.updater.emit(
      'error',
      Object.assign(new Error('sha512 checksum mismatch'), { code: 'ERR_CHECKSUM_MISMATCH' }),
    );
    expect(scene.told).toEqual([{ kind: 'warning', message: UPDATE_WORDS.refused }]);
    scene.updater.emit('error', new Error('net::ERR_NAME_NOT_RESOLVED'));
    expect(scene.told).toHaveLength(1);
    expect(scene.log.at(-1)).toBe(UPDATE_WORDS.unreachable('net::ERR_NAME_NOT_RESOLVED'));
    // The page's quiet notice says it too.
    expect(scene.notes).toEqual([UPDATE_WORDS.unreachable('net::ERR_NAME_NOT_RESOLVED')]);
    expect(scene.quit()).toBe(false);
  });

  it('notes an answer too large to be an update description, naming the file and the mirror settings', async () => {
    const scene = flowScene(0);
    const tooLarge = () =>
      Object.assign(new Error("The update server's answer for latest-linux.yml is larger than 1 MB"), {
        code: ANSWER_TOO_LARGE,
        file: 'latest-linux.yml',
        limitBytes: 1024 * 1024,
      });
    scene.updater.emit('error', tooLarge());
    const note =
      'Updates: the update server\'s answer for latest-linux.yml is larger than 1 MB: it is not an update description; the app keeps its version. A company mirror: check RETAIL_INSPECTOR_UPDATE_URL or the policy file\'s "updateUrl".';
    expect(scene.log).toEqual([note]);
    expect(scene.notes).toEqual([note]);
    // Quiet for the start's check; a box for one the user asked for.
    expect(scene.told).toEqual([]);
    await scene.flow.check(true);
    scene.updater.emit('error', tooLarge());
    expect(scene.told).toEqual([{ kind: 'info', message: note }]);
  });

  it('tells the user the outcome of a check they asked for from the menu', async () => {
    const scene = flowScene(0);
    await scene.flow.check(true);
    scene.updater.emit('update-not-available', { version: '0.1.0' });
    scene.updater.emit('error', new Error('net::ERR_CONNECTION_REFUSED'));
    expect(scene.told.map((t) => t.message)).toEqual([
      UPDATE_WORDS.latest('Retail Inspector', '0.1.0'),
      UPDATE_WORDS.unreachable('net::ERR_CONNECTION_REFUSED'),
    ]);
    await scene.flow.check(false);
    scene.updater.emit('update-not-available', { version: '0.1.0' });
    expect(scene.told).toHaveLength(2);
    expect(scene.updater.checks).toBe(2);
  });
});

describe('a download that stops receiving', () => {
  afterEach(() => void vi.useRealTimers());

  it('is cancelled after its stall bound with a quiet note, and one that keeps receiving is not', async () => {
    vi.useFakeTimers();
    const stalled = flowScene(0);
    await stalled.flow.check(false);
    expect(stalled.updater.downloads).toBe(1);
    await vi.advanceTimersByTimeAsync(79);
    expect(stalled.updater.cancelled).toBe(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(stalled.updater.cancelled).toBe(1);
    expect(stalled.notes).toEqual([UPDATE_WORDS.stalled(0)]);
    expect(stalled.told).toEqual([]);

    const receiving = flowScene(0);
    await receiving.flow.check(false);
    for (let i = 1; i <= 5; i++) {
      await vi.advanceTimersByTimeAsync(60);
      receiving.updater.emit('download-progress', { percent: i * 10 });
    }
    expect(receiving.updater.cancelled).toBe(0);
    expect(receiving.notes).toEqual([]);
    receiving.flow.stop();
  });
});

describe('a check asked from the menu once the update is downloaded', () => {
  it('asks again after "Not Now", and after a yes says the update waits for the quit', async () => {
    const answers = [2, 0];
    const scene = flowScene(() => answers.shift()!);
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    // The start's next check stays quiet; the menu's asks.
    await scene.flow.check(false);
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(answers).toEqual([0]);
    await scene.flow.check(true);
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(answers).toEqual([]);
    expect(scene.quit()).toBe(true);
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    expect(scene.told).toEqual([
      { kind: 'info', message: UPDATE_WORDS.waiting('Retail Inspector', '0.2.0') },
    ]);
  });
});

describe('a quit without will-quit (as when the system ends the session)', () => {
  it('installs nothing the user did not agree to', async () => {
    const declined = flowScene(2);
    declined.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    // What electron-updater's quit handler reads at `quit`, will-quit or not.
    expect(declined.updater.autoInstallOnAppQuit).toBe(false);
    const agreed = flowScene(0);
    agreed.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(agreed.updater.autoInstallOnAppQuit).toBe(true);
  });
});

describe('turning updates off while a download runs', () => {
  it('cancels the download, asks nothing and installs nothing', async () => {
    const scene = flowScene(0);
    await scene.flow.check(false);
    scene.flow.stop();
    expect(scene.updater.cancelled).toBe(1);
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(scene.quit()).toBe(false);
  });
});

describe('turning updates off while a check waits for the server', () => {
  it('starts no download when the answer comes', async () => {
    const scene = flowScene(0);
    scene.updater.holdChecks = true;
    const checking = scene.flow.check(false);
    scene.flow.stop();
    scene.updater.answer!();
    await checking;
    expect(scene.updater.downloads).toBe(0);
  });
});

describe('turning updates off after the user agreed', () => {
  it('revokes the consent: turned on again, the app asks again before it installs', async () => {
    const answers = [0, 2];
    const scene = flowScene(() => answers.shift()!);
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    scene.flow.stop();
    await scene.flow.check(false);
    // electron-updater finds the cached download again.
    scene.updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(answers).toEqual([]);
    expect(scene.quit()).toBe(false);
  });
});

describe('the update flow on macOS (Squirrel.Mac installs whatever it holds on any quit)', () => {
  it('gives Squirrel.Mac nothing before the user agreed: "Not Now" installs nothing on quit', async () => {
    const mac = new FakeMacUpdater();
    const scene = flowScene(2, { mac });
    await scene.flow.check(false);
    mac.downloaded('0.2.0');
    await settle();
    scene.quit();
    expect(mac.squirrelHolds).toBe(false);
  });

  it('hands the update over once the user chose "Install When I Quit"', async () => {
    const mac = new FakeMacUpdater();
    const scene = flowScene(0, { mac });
    mac.downloaded('0.2.0');
    await settle();
    scene.quit();
    expect(mac.squirrelHolds).toBe(true);
  });

  it('"Restart Now" restarts (electron-updater then gives Squirrel.Mac the update itself)', async () => {
    const mac = new FakeMacUpdater();
    const scene = flowScene(1, { mac });
    mac.downloaded('0.2.0');
    await settle();
    expect(scene.restarts).toEqual([1]);
  });
});

describe('a check in an app not installed (npm start)', () => {
  it('says so when the user asked, instead of showing nothing', async () => {
    const scene = flowScene(0, { check: async () => null as never });
    await scene.flow.check(false);
    expect(scene.told).toEqual([]);
    await scene.flow.check(true);
    expect(scene.told).toEqual([{ kind: 'info', message: UPDATE_WORDS.notInstalled }]);
  });
});

describe('a check the update server never answers', () => {
  it('is bounded: a quiet note once the time is up, a box for a check the user asked for', async () => {
    const scene = flowScene(0, { check: () => new Promise<never>(() => {}) });
    await scene.flow.check(false);
    expect(scene.notes).toEqual([UPDATE_WORDS.noAnswer(0)]);
    expect(scene.told).toEqual([]);
    await scene.flow.check(true);
    expect(scene.told).toEqual([{ kind: 'info', message: UPDATE_WORDS.noAnswer(0) }]);
  });
});

describe('the reasons the log gives', () => {
  it("leave out a URL's user name, password and query (where a mirror's key could be)", () => {
    const scene = flowScene(0);
    scene.updater.emit(
      'error',
      new Error(
        'Cannot download "https://u:pw@mirror.example.com/ri/x.AppImage?key=K3Y", status 403: Forbidden',
      ),
    );
    const line = scene.log.at(-1)!;
    expect(line).toContain('https://mirror.example.com/ri/x.AppImage');
    expect(line).toContain('status 403');
    expect(line).not.toMatch(/K3Y|pw|u:/);
  });
});

describe('the menu items of updates', () => {
  const help = (updates: Parameters<typeof appMenuTemplate>[0]['updates']): readonly MenuItemSpec[] =>
    appMenuTemplate({
      platform: 'linux',
      isPackaged: true,
      appName: 'Retail Inspector',
      version: '0.1.0',
      docsUrl: null,
      ...(updates ? { updates } : {}),
    }).find((item) => item.label === 'Help')!.submenu!;

  it('offers a check and the setting as Off, Stable and Beta, the setting fixed when the policy decides', () => {
    const open = help({ setting: 'beta', locked: false, canCheck: true });
    expect(open[0]).toEqual({ label: UPDATE_WORDS.menuCheck, action: 'check-updates', enabled: true });
    const settings = open[1]!.submenu!;
    expect(settings.map((i) => [i.label, i.checked, i.enabled, i.action])).toEqual([
      ['Off', false, true, 'updates-off'],
      ['Stable', false, true, 'updates-stable'],
      ['Beta', true, true, 'updates-beta'],
    ]);
    const locked = help({ setting: 'off', locked: true, canCheck: false });
    expect(locked[0]!.enabled).toBe(false);
    expect(locked[1]!.submenu!.filter((i) => i.type === 'radio').every((i) => i.enabled === false)).toBe(
      true,
    );
    expect(locked[1]!.submenu!.at(-1)).toEqual({ label: UPDATE_WORDS.menuManaged, enabled: false });
    expect(help(undefined).some((i) => i.label === UPDATE_WORDS.menuCheck)).toBe(false);
  });
});
