// Files and links the system hands the desktop app (issue 30, point 3), the built main bundle booted
// against the recording stand-in for `electron`: a .ridataset file on the first command line, on a
// second instance's (with Chromium's switches Electron adds) or from macOS's open-file (also before
// `ready`) is checked as a dropped file is, waits for the page (openRequested, takeOpenRequests),
// opens on the demo server and goes to the recent documents; a connect link fills the form and saves
// nothing; a link with a token is refused, and the token is never logged. docs/electron-shell.md
// says what only a real Electron run shows (the system's associations themselves).
import { copyFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_LINK_REASON } from '../../shared/connect-link';
import { eventChannel, methodChannel } from '../../shared/ipc-methods';
import type { OpenRequest } from '../../shared/open-requests';
import {
  APP_WINDOW,
  DIST_MAIN,
  runMainToExit,
  type BootedMain,
  type RecordedCall,
} from '../helpers/booted-main';
import { TEMP_COMPANY, writeDatasetFolder } from '../helpers/temp-dataset';
import { useBootedMains } from '../helpers/booted-mains';

const { boot } = useBootedMains();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

/** A valid dataset saved as `<folder>/shop.ridataset`, images beside it. */
async function ridataset(): Promise<{ folder: string; file: string }> {
  const written = await writeDatasetFolder();
  cleanups.push(written.cleanup);
  const file = join(written.folder, 'shop.ridataset');
  await copyFile(written.file, file);
  await rm(written.file);
  return { folder: written.folder, file };
}

const call = async <T>(app: BootedMain, method: Parameters<typeof methodChannel>[0], args?: unknown) =>
  (await app.invoke(methodChannel(method), APP_WINDOW, args)) as { ok: boolean; value: T };

const named = (calls: readonly RecordedCall[], what: string) => calls.filter((c) => c.what === what);

/** The page's take, once main has said there is something (openRequested sent to the window). */
async function taken(app: BootedMain, count = 1): Promise<OpenRequest[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const sent = (await app.record()).windows[0]?.sent ?? [];
    if (sent.filter((s) => s.channel === eventChannel('openRequested')).length >= count) break;
    if (Date.now() > deadline) throw new Error(`main never sent openRequested ${count} time(s)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await call<OpenRequest[]>(app, 'takeOpenRequests', {});
  expect(result.ok).toBe(true);
  return result.value;
}

/** Opens `file` as the page does with a file request, and resolves the company now served. */
async function openAsThePage(app: BootedMain, file: string): Promise<string> {
  const opened = await call<{ opened: boolean; status: { companyName: string } }>(app, 'openDataset', {
    file,
  });
  expect(opened).toMatchObject({ ok: true, value: { opened: true } });
  return opened.value.status.companyName;
}

describe('main bundle: a dataset file handed to the app', () => {
  it('opens a file the app was started with, once, and adds it to the recent documents', async () => {
    const { file } = await ridataset();
    const app = await boot({ env: { STAND_IN_ARGV: JSON.stringify([file]) } });
    expect(await taken(app)).toEqual([{ kind: 'file', file }]);
    expect(await openAsThePage(app, file)).toBe(TEMP_COMPANY);
    // Handed out once: a page that loads again does not open it again.
    expect((await call<OpenRequest[]>(app, 'takeOpenRequests', {})).value).toEqual([]);
    expect(named((await app.record()).calls, 'app.addRecentDocument')).toEqual([
      { what: 'app.addRecentDocument', beforeReady: false, path: file },
    ]);
  });

  it('opens the file of a second instance in the running window, relative to where it started', async () => {
    const { folder, file } = await ridataset();
    const app = await boot();
    await app.secondInstance(['shop.ridataset'], folder);
    expect(await taken(app)).toEqual([{ kind: 'file', file }]);
    expect(await openAsThePage(app, file)).toBe(TEMP_COMPANY);
    const calls = (await app.record()).calls;
    expect(named(calls, 'window.focus')).toHaveLength(1);
    expect(named(calls, 'app.addRecentDocument').map((c) => c.path)).toEqual([file]);
  });

  it('the second instance itself opens nothing and ends with 0', async () => {
    const { file } = await ridataset();
    const end = await runMainToExit({
      ...DIST_MAIN,
      env: { STAND_IN_SECOND_INSTANCE: '1', STAND_IN_ARGV: JSON.stringify([file]) },
    });
    expect(end.code).toBe(0);
    expect(named(end.calls, 'app.addRecentDocument')).toEqual([]);
    expect(end.calls.filter((c) => !c.beforeReady && c.what !== 'process exit')).toEqual([]);
  });

  it('takes an open-file that comes before ready, and one while it runs (macOS)', async () => {
    const { file } = await ridataset();
    const app = await boot({ env: { STAND_IN_OPEN_FILE_BEFORE_READY: file } });
    expect(named((await app.record()).calls, 'app open-file')).toEqual([
      { what: 'app open-file', beforeReady: true, path: file, prevented: true },
    ]);
    expect(await taken(app)).toEqual([{ kind: 'file', file }]);
    expect(await app.openFile(file)).toEqual({ prevented: true });
    expect(await taken(app, 2)).toEqual([{ kind: 'file', file }]);
  });

  it('passes on why a file cannot open, and stays up; the file stays unopenable', async () => {
    const { folder } = await ridataset();
    const notes = join(folder, 'notes.txt');
    await writeFile(notes, 'not a dataset');
    const gone = join(folder, 'gone.ridataset');
    const app = await boot({ env: { STAND_IN_ARGV: JSON.stringify([gone]) } });
    expect(await taken(app)).toEqual([
      {
        kind: 'fileRefused',
        name: 'gone.ridataset',
        reason: 'gone.ridataset cannot be found; it may have been moved or deleted.',
      },
    ]);
    await app.openFile(notes);
    expect(await taken(app, 2)).toEqual([
      {
        kind: 'fileRefused',
        name: 'notes.txt',
        reason: 'notes.txt is not a dataset file: only .ridataset and .json files can be opened.',
      },
    ]);
    expect((await call(app, 'openDataset', { file: notes })).ok).toBe(false);
    expect(named((await app.record()).calls, 'app.addRecentDocument')).toEqual([]);
    expect(app.stderr()).toBe('');
  });
});

describe('main bundle: retail-inspector:// links', () => {
  const LINK = 'retail-inspector://connect?name=Shop%20Nord&baseUrl=https%3A%2F%2Fshop.example.com';

  it('reads a connect link from the command line for the form, and saves nothing', async () => {
    const app = await boot({ env: { STAND_IN_ARGV: JSON.stringify([LINK]) } });
    expect(await taken(app)).toEqual([
      { kind: 'connect', name: 'Shop Nord', baseUrl: 'https://shop.example.com' },
    ]);
    const listed = await call<{ profiles: { baseUrl: string }[] }>(app, 'listProfiles', {});
    expect(listed.value.profiles.map((p) => p.baseUrl)).not.toContain('https://shop.example.com');
  });

  it('refuses a link with a token, from open-url or a second instance, and never logs the token', async () => {
    const token = 'tok-Link-Secret-7c41';
    const app = await boot();
    expect(await app.openUrl(`${LINK}&et_auth_token=${token}`)).toEqual({ prevented: true });
    expect(await taken(app)).toEqual([{ kind: 'linkRefused', reason: TOKEN_LINK_REASON }]);
    await app.secondInstance([`${LINK}&apiToken=${token}`], '/');
    expect(await taken(app, 2)).toEqual([{ kind: 'linkRefused', reason: TOKEN_LINK_REASON }]);
    expect(app.stderr()).not.toContain(token);
  });

  it('registers for retail-inspector:// on macOS and Windows, with the app path when run as electron .', async () => {
    const linux = await boot();
    expect(named((await linux.record()).calls, 'app.setAsDefaultProtocolClient')).toEqual([]);
    const packaged = await boot({ platform: 'darwin' });
    expect(named((await packaged.record()).calls, 'app.setAsDefaultProtocolClient')).toEqual([
      { what: 'app.setAsDefaultProtocolClient', beforeReady: false, protocol: 'retail-inspector' },
    ]);
    const development = await boot({ platform: 'darwin', env: { STAND_IN_DEFAULT_APP: '1' } });
    expect(named((await development.record()).calls, 'app.setAsDefaultProtocolClient')).toEqual([
      {
        what: 'app.setAsDefaultProtocolClient',
        beforeReady: false,
        protocol: 'retail-inspector',
        // Electron's own executable (here the stand-in's: the Node that runs it) and the app's path.
        path: process.execPath,
        args: [process.cwd()],
      },
    ]);
  });
});
