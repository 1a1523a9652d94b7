// The dataset handlers through dispatch, on real dependencies: captures of real servers on 127.0.0.1
// port 0 (a token-protected embedded server behind a faulty front, and the demo server), files in a
// temp data folder, the demo controller on the bundled dataset. Only the host's file dialogs are a
// fake (they are Electron's edge). Every server and folder is removed after its test.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { FileDialogs } from '../../electron/core/platform/file-dialogs';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { createEventHub } from '../../electron/core/platform/event-hub';
import { OUTSIDE_FOLDER_MESSAGE, READ_ONLY_FILE_MESSAGE } from '../../electron/core/dataset/dataset-paths';
import { startWebHost } from '../../electron/web-host/web-host';
import { DATASET_FORMAT } from '../../shared/dataset';
import type { CaptureProgressEvent } from '../../shared/ipc-contract';
import { CAPTURE_TOKEN, startScene, stopScenes, type CaptureScene } from '../helpers/capture-scene';
import {
  createHandlerSession,
  openProfileStore,
  type HandlerSession,
  settleHandlerSessions,
} from '../helpers/handler-session';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { SVG, TEMP_COMPANY, validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { bounded, until } from '../helpers/waits';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { FakeDialogs } from '../helpers/fake-dialogs';
import { conformingRows, json, startFakeInstallation } from '../helpers/fake-installation';

const SVG_DATA_URL = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;

let folder: string;
let capturesDir: string;
let profiles: ProfileStore;
let demo: DemoServer;
let session: HandlerSession;
let events: CaptureProgressEvent[];
const cleanups: (() => Promise<unknown>)[] = [];

// What went to the system's recent documents in this session.
const recent: string[] = [];

async function openSession(dialogs: FileDialogs | null = null): Promise<void> {
  profiles = await openProfileStore(folder);
  recent.length = 0;
  session = createHandlerSession({
    profiles,
    demo,
    dialogs,
    capturesDir,
    addRecentDocument: (file) => void recent.push(file),
    emit: (event, payload) => {
      if (event === 'captureProgress') events.push(payload as CaptureProgressEvent);
    },
  });
}

/** The company the demo server at `url` names now (a real request). */
async function servedCompany(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v2/auth/info`, { signal: AbortSignal.timeout(5_000) });
  return ((await response.json()) as { company_name: string }).company_name;
}

/** A saved connection to the scene's front, with the scene's token. */
async function sceneProfile(scene: CaptureScene): Promise<string> {
  const saved = await session.value('saveProfile', {
    name: 'Scene shop',
    baseUrl: scene.front.url,
    token: CAPTURE_TOKEN,
  });
  return saved.profile.id;
}

/** The temp dataset with every image embedded, as text (a file opened without its folder). */
function selfContainedText(company = TEMP_COMPANY): string {
  const document = validDatasetDocument();
  document.info.company_name = company;
  document.assets = {
    'brand/logo.svg': SVG_DATA_URL,
    'images/brot.svg': SVG_DATA_URL,
    'images/käse 1.svg': SVG_DATA_URL,
  };
  return JSON.stringify(document);
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-dataset-handlers-'));
  capturesDir = join(folder, 'captures');
  events = [];
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  await openSession();
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await stopScenes();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  await rm(folder, { recursive: true, force: true });
});

describe('captureDataset', () => {
  it('saves a token-protected installation whose images partly fail, listing the failed ones', async () => {
    // One image recovers after a 500 (retried), one is missing for good (404, not retried).
    const scene = await startScene({
      '/images/milch.png': (n) => (n === 1 ? { status: 500 } : 'proxy'),
      '/images/käse 1.svg': () => ({ status: 404 }),
    });
    const profileId = await sceneProfile(scene);

    const outcome = await session.value('captureDataset', { profileId, callId: 'cap-1', file: 'scene.json' });

    expect(outcome).toMatchObject({ status: 'saved', file: join(capturesDir, 'scene.json'), categories: 7 });
    if (outcome.status !== 'saved') throw new Error('not saved');
    // The logo and brot, milch, wurst, suess; käse failed; the logo is shared; Obst shows the
    // embedded server's own placeholder, downloaded but stored as no image.
    expect(outcome.imagesEmbedded).toBe(5);
    expect(outcome.failedImages).toEqual([
      { url: `${scene.front.url}/images/k%C3%A4se%201.svg`, reason: expect.stringContaining('404') },
    ]);
    expect(scene.front.count('/images/milch.png')).toBe(2);

    const text = await readFile(outcome.file, 'utf8');
    const loaded = await loadDataset(outcome.file);
    expect(loaded.info.company_name).toBe(TEMP_COMPANY);
    expect(loaded.tokens).toEqual([]);

    expect(events.map((e) => e.phase)).toEqual(
      expect.arrayContaining(['info', 'categories', 'images', 'writing']),
    );
    expect(events.every((e) => e.callId === 'cap-1')).toBe(true);
    const lastImages = events.filter((e) => e.phase === 'images').at(-1);
    expect(lastImages).toMatchObject({ done: 7, total: 7, failed: 1 });
    expect(events.at(-1)?.phase).toBe('writing');

    for (const seen of [text, JSON.stringify(events), JSON.stringify(outcome)]) {
      expect(seen).not.toContain(CAPTURE_TOKEN);
    }
  });

  it('saves an installation sending a root-relative image path as it answered, naming each violation', async () => {
    const installation = await startFakeInstallation({
      categories: (_req, base) =>
        json({
          status: true,
          rows: conformingRows(base).map((row, index) =>
            index === 1 ? { ...row, image: '/img/a.svg', id: 2 } : row,
          ),
        }),
    });
    cleanups.push(() => installation.close());
    const saved = await session.value('saveProfile', { name: 'Shop', baseUrl: installation.url });

    const outcome = await session.value('captureDataset', { profileId: saved.profile.id, file: 'shop.json' });

    expect(outcome).toMatchObject({ status: 'saved', categories: 5 });
    if (outcome.status !== 'saved') throw new Error('not saved');
    expect(outcome.violations).toEqual({
      total: 2,
      lines: [
        'Categories: rows[1].id: expected string, got 2 (number)',
        'Categories: rows[1].image: expected an absolute http(s) URL (it has no scheme: a relative address), got "/img/a.svg" (string)',
      ],
    });
    const written = JSON.parse(await readFile(outcome.file, 'utf8')) as { categories: { image: unknown }[] };
    expect(written.categories[1]?.image).toBe('/img/a.svg');
  });

  it('says the installation failed when its token is refused, and writes nothing', async () => {
    const scene = await startScene({});
    const saved = await session.value('saveProfile', {
      name: 'Wrong',
      baseUrl: scene.front.url,
      token: 'tok-Wrong-0000',
    });

    const outcome = await session.value('captureDataset', {
      profileId: saved.profile.id,
      file: 'wrong.json',
    });

    expect(outcome).toMatchObject({ status: 'failed', step: 'categories' });
    expect(JSON.stringify(outcome)).not.toContain('tok-Wrong-0000');
    await expect(readdir(capturesDir)).resolves.toEqual([]);
  });

  it('reports an existing file without touching it, and replaces it once overwrite is given', async () => {
    await mkdir(capturesDir, { recursive: true });
    const file = join(capturesDir, 'demo.json');
    await writeFile(file, 'keep me');

    expect(await session.value('captureDataset', { profileId: 'demo', file: 'demo.json' })).toEqual({
      status: 'exists',
      file,
    });
    expect(await readFile(file, 'utf8')).toBe('keep me');

    const outcome = await session.value('captureDataset', {
      profileId: 'demo',
      file: 'demo.json',
      overwrite: true,
    });
    expect(outcome).toMatchObject({ status: 'saved', file, failedImages: [] });
    expect((await loadDataset(file)).info.company_name).toBe(DEMO_COMPANY);
    // Written atomically: no temporary file is left beside it.
    expect(await readdir(capturesDir)).toEqual(['demo.json']);
  });

  it('writes a capture named with the app’s own extension, which then opens on the demo server', async () => {
    const outcome = await session.value('captureDataset', { profileId: 'demo', file: 'demo.ridataset' });
    const file = join(capturesDir, 'demo.ridataset');
    expect(outcome).toMatchObject({ status: 'saved', file });
    expect(await session.value('openDataset', { file })).toMatchObject({
      opened: true,
      status: { companyName: DEMO_COMPANY },
    });
  });

  it('ends as cancelled when cancelCall names it, and writes nothing', async () => {
    const scene = await startScene({ '/images/wurst.svg': () => 'hang' });
    const profileId = await sceneProfile(scene);

    const capture = session.call('captureDataset', {
      profileId,
      callId: 'cap-cancel',
      file: 'cancelled.json',
    });
    await until(() => events.some((e) => e.phase === 'images'), 5_000, 'image progress');
    expect(await session.value('cancelCall', { callId: 'cap-cancel' })).toEqual({ cancelled: true });

    const outcome = await bounded(capture, 5_000, 'the capture to end as cancelled');
    expect(outcome).toEqual({ ok: true, value: { status: 'cancelled' } });
    await expect(readdir(capturesDir)).resolves.toEqual([]);
  });

  it('refuses names that are not .ridataset or .json, lead out of the captures folder, or are missing', async () => {
    expect((await session.errorOf('captureDataset', { profileId: 'demo', file: 'notes.txt' })).code).toBe(
      'INVALID_ARGUMENT',
    );
    const escape = await session.errorOf('captureDataset', { profileId: 'demo', file: '../outside.json' });
    expect(escape).toEqual({ code: 'INVALID_ARGUMENT', message: OUTSIDE_FOLDER_MESSAGE });
    expect((await session.errorOf('captureDataset', { profileId: 'demo' })).code).toBe('INVALID_ARGUMENT');
    const folderMissing = await session.errorOf('captureDataset', {
      profileId: 'demo',
      file: 'no/such/folder.json',
    });
    expect(folderMissing).toMatchObject({
      code: 'FILE_ACCESS',
      message: expect.stringContaining('does not exist'),
    });
  });

  it('asks the save dialog for the file, offering the connection and date, and replaces what it chose', async () => {
    const chosen = join(folder, 'chosen.json');
    await writeFile(chosen, 'the dialog confirmed replacing this');
    const dialogs = new FakeDialogs(chosen);
    await openSession(dialogs);

    const outcome = await session.value('captureDataset', { profileId: 'demo', callId: 'cap-dialog' });

    expect(outcome).toMatchObject({ status: 'saved', file: chosen });
    expect(dialogs.saves).toHaveLength(1);
    expect(dialogs.saves[0]!.defaultName).toMatch(/^demo-offline-\d{4}-\d{2}-\d{2}\.ridataset$/);
    expect(dialogs.saves[0]!.filters[0]!.extensions).toEqual(['ridataset', 'json']);
    expect(JSON.parse(await readFile(chosen, 'utf8'))).toMatchObject({ format: DATASET_FORMAT });
  });

  it('writes again into a file chosen in the save dialog, never into one chosen to be read', async () => {
    const saved = join(folder, 'saved.json');
    const read = join(folder, 'read.json');
    await writeFile(read, 'chosen in the open dialog');
    const dialogs = new FakeDialogs(saved, read);
    await openSession(dialogs);
    await session.value('captureDataset', { profileId: 'demo' });
    expect(
      await session.value('captureDataset', { profileId: 'demo', file: saved, overwrite: true }),
    ).toMatchObject({ status: 'saved', file: saved });
    expect(await session.value('chooseDatasetFile', undefined)).toEqual({ file: read });
    expect(
      await session.errorOf('captureDataset', { profileId: 'demo', file: read, overwrite: true }),
    ).toEqual({
      code: 'INVALID_ARGUMENT',
      message: READ_ONLY_FILE_MESSAGE,
    });
    expect(await readFile(read, 'utf8')).toBe('chosen in the open dialog');
  });

  it('ends as cancelled when the save dialog is closed, before any request', async () => {
    const scene = await startScene({});
    await openSession(new FakeDialogs(null));
    const profileId = await sceneProfile(scene);

    expect(await session.value('captureDataset', { profileId, callId: 'cap-closed' })).toEqual({
      status: 'cancelled',
    });
    expect(scene.front.server.requests).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('openDataset', () => {
  it('starts the demo server on a dataset file named relative to the captures folder', async () => {
    const dataset = await writeDatasetFolder(undefined, undefined, capturesDir);
    const name = relative(capturesDir, dataset.file);

    const opened = await session.value('openDataset', { file: name });

    expect(opened).toMatchObject({ opened: true, status: { running: true, companyName: TEMP_COMPANY } });
    expect(await servedCompany(opened.status.url!)).toBe(TEMP_COMPANY);
    // Stopped, the renderer starts it again on the file it served.
    await session.value('stopDemo', undefined);
    expect(await session.value('startDemo', { datasetFile: opened.status.file! })).toMatchObject({
      companyName: TEMP_COMPANY,
    });
  });

  it('refuses a bad named file saying where the problems are but no value from it, leaving the running server serving', async () => {
    const running = await session.value('startDemo', undefined);
    const document = validDatasetDocument();
    document.categories[1]!.id = 7;
    document.info.default_currency = 'secret-euro-value';
    const bad = await writeDatasetFolder(document, undefined, capturesDir);
    const name = relative(capturesDir, bad.file);

    const error = await session.errorOf('openDataset', { file: name });

    expect(error.code).toBe('DATASET_INVALID');
    const [head, ...lines] = error.message.split('\n');
    expect(head).toMatch(new RegExp(`^${name.replace(/[.]/g, '\\.')}: 2 problems`));
    expect(lines).toEqual([
      'info.default_currency: not as the dataset format requires',
      'categories[1].id: not as the dataset format requires',
    ]);
    expect(error.message).not.toContain('secret-euro-value');
    expect(error.message).not.toContain(capturesDir);
    expect(await session.value('demoStatus', undefined)).toEqual(running);
    expect(await servedCompany(running.url!)).toBe(DEMO_COMPANY);
  });

  it('refuses a bad file chosen in the open dialog with the loader message and every line', async () => {
    const document = validDatasetDocument();
    document.categories[1]!.id = 7;
    document.info.default_currency = 'euro';
    const bad = await writeDatasetFolder(document);
    cleanups.push(bad.cleanup);
    await openSession(new FakeDialogs(null, bad.file));

    const error = await session.errorOf('openDataset', {});

    expect(error.code).toBe('DATASET_INVALID');
    const [head, ...lines] = error.message.split('\n');
    expect(head).toBe(`${bad.file}: 2 problems`);
    expect(lines).toEqual([
      expect.stringMatching(/^info\.default_currency: .*"euro"/),
      expect.stringMatching(/^categories\[1\]\.id: /),
    ]);
  });

  it('refuses a dataset named by an absolute path or outside the captures folder', async () => {
    const dataset = await writeDatasetFolder();
    cleanups.push(dataset.cleanup);
    for (const file of [dataset.file, '../profiles.json'])
      expect(await session.errorOf('openDataset', { file })).toEqual({
        code: 'INVALID_ARGUMENT',
        message: OUTSIDE_FOLDER_MESSAGE,
      });
    expect(await session.errorOf('startDemo', { datasetFile: dataset.file })).toEqual({
      code: 'INVALID_ARGUMENT',
      message: OUTSIDE_FOLDER_MESSAGE,
    });
  });

  it('puts a file opened where it is in the recent documents, not a refused one or a copy of a text', async () => {
    const dataset = await writeDatasetFolder();
    cleanups.push(dataset.cleanup);
    await openSession(new FakeDialogs(null, dataset.file));
    await session.value('openDataset', {});
    expect(recent).toEqual([dataset.file]);
    await session.errorOf('openDataset', { file: '../profiles.json' });
    await session.value('openDatasetText', { name: 'one.json', text: selfContainedText('One') });
    expect(recent).toEqual([dataset.file]);
  });

  it('uses the open dialog when no file is named, and says so when it was closed', async () => {
    const dataset = await writeDatasetFolder();
    cleanups.push(dataset.cleanup);
    const dialogs = new FakeDialogs(null, dataset.file);
    await openSession(dialogs);
    expect(await session.value('openDataset', {})).toMatchObject({
      opened: true,
      status: { companyName: TEMP_COMPANY },
    });
    expect(dialogs.opens[0]!.filters[0]!.extensions).toEqual(['ridataset', 'json']);

    await openSession(new FakeDialogs(null, null));
    const closed = await session.value('openDataset', {});
    expect(closed).toMatchObject({ opened: false, status: { companyName: TEMP_COMPANY } });
  });

  it('starts the demo server again on the file the host started it on, after a stop', async () => {
    // Started by the host (as at launch), not through a handler.
    await demo.ensureRunning();
    const served = demo.status().file!;
    expect(await session.value('stopDemo', undefined)).toMatchObject({ running: false });
    expect(await session.value('startDemo', { datasetFile: served })).toMatchObject({
      companyName: DEMO_COMPANY,
    });
  });

  it('needs a file where the host has no dialogs', async () => {
    expect((await session.errorOf('openDataset', {})).code).toBe('INVALID_ARGUMENT');
  });
});

describe('openDatasetText', () => {
  it('serves a dataset given as text from a copy in the data folder', async () => {
    const status = await session.value('openDatasetText', {
      name: 'shop.json',
      text: selfContainedText('Kiosk am Eck'),
    });

    expect(status).toMatchObject({ running: true, companyName: 'Kiosk am Eck', categories: 4 });
    expect(status.file!.startsWith(join(folder, 'opened'))).toBe(true);
    expect(await servedCompany(status.url!)).toBe('Kiosk am Eck');
    const image = await fetch(`${status.url}/images/brot.svg`, { signal: AbortSignal.timeout(5_000) });
    expect(await image.text()).toBe(SVG);
  });

  it('keeps only the copy being served', async () => {
    await session.value('openDatasetText', { name: 'one.json', text: selfContainedText('One') });
    const second = await session.value('openDatasetText', {
      name: 'two.json',
      text: selfContainedText('Two'),
    });
    expect(await readdir(join(folder, 'opened'))).toEqual([second.file!.split('/').pop()]);
  });

  it('refuses bad text naming the dropped file, removes its copy and leaves the server serving', async () => {
    const first = await session.value('openDatasetText', {
      name: 'good.json',
      text: selfContainedText('Good'),
    });

    const notJson = await session.errorOf('openDatasetText', { name: 'broken.json', text: '{"format": ' });
    expect(notJson.code).toBe('DATASET_INVALID');
    expect(notJson.message).toMatch(/^broken\.json: not valid JSON/);
    expect(notJson.message).not.toContain(folder);

    expect(await readdir(join(folder, 'opened'))).toEqual([first.file!.split('/').pop()]);
    expect(await servedCompany(first.url!)).toBe('Good');
    expect((await session.value('demoStatus', undefined)).companyName).toBe('Good');
  });

  it('refuses info fields that are not strings and images that are no valid URL, naming each path', async () => {
    const document = JSON.parse(selfContainedText('Off-spec')) as ReturnType<typeof validDatasetDocument>;
    document.info.decimals = 2;
    document.info.vat_mode = null;
    document.categories[3]!.image = 'https://cdn.example.com:99999/x.png';
    const error = await session.errorOf('openDatasetText', {
      name: 'off-spec.json',
      text: JSON.stringify(document),
    });
    expect(error.code).toBe('DATASET_INVALID');
    expect(error.message.split('\n')).toEqual([
      'off-spec.json: 3 problems',
      'info.decimals: expected string, got 2 (number)',
      'info.vat_mode: expected string, got null',
      expect.stringMatching(/^categories\[3\]\.image: .*\(the port 99999 is above 65535\)/),
    ]);
    expect((await session.value('demoStatus', undefined)).companyName).not.toBe('Off-spec');
  });

  it('says why images beside the original file cannot be found', async () => {
    const error = await session.errorOf('openDatasetText', {
      name: 'with-files.json',
      text: JSON.stringify(validDatasetDocument()),
    });
    expect(error.code).toBe('DATASET_INVALID');
    const [problems, advice] = error.message.split('\n\n');
    expect(problems!.split('\n')).toEqual([
      'with-files.json: 2 problems',
      expect.stringMatching(/^categories\[0\]\.image: "images\/brot\.svg" was not found/),
      expect.stringMatching(/^categories\[1\]\.image: /),
    ]);
    expect(advice).toMatch(/came without its folder/);
  });
});

describe('openDatasetText through the web host', () => {
  it('accepts a dataset over the 1 MB bound of other calls', async () => {
    const host = await startWebHost({
      handlers: session.handlers,
      events: createEventHub(),
      rendererDir: folder,
      key: 'k',
    });
    cleanups.push(() => host.close());
    // JSON allows whitespace anywhere between values: a 1.5 MB file with a small dataset in it.
    const text = selfContainedText('Big Kiosk') + ' '.repeat(1_500_000);
    const post = (method: string, args: unknown) =>
      fetch(`${host.url}/rpc/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-inspector-key': 'k' },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(10_000),
      });

    const opened = await post('openDatasetText', { name: 'big.json', text });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ ok: true, value: { companyName: 'Big Kiosk' } });

    const other = await post('getRequestBody', { id: 1, padding: text });
    expect(other.status).toBe(413);
  });
});
