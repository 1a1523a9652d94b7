// compareDatasets and exportDiff over real snapshots in a temporary data folder: the latest load
// against the previous one of a connection (the Changes view's default), a snapshot against a dataset
// file in the captures folder, the messages when there is nothing to compare, and the exports.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTSIDE_FOLDER_MESSAGE } from '../../electron/core/dataset/dataset-paths';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import type { FileDialogs } from '../../electron/core/platform/file-dialogs';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import { DATASET_FORMAT, type Dataset } from '../../shared/dataset';
import type { DatasetDiff } from '../../shared/diff/diff-types';
import { FakeDialogs } from '../helpers/fake-dialogs';
import {
  createHandlerSession,
  openProfileStore,
  type HandlerSession,
  settleHandlerSessions,
} from '../helpers/handler-session';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { STORE_SETTINGS } from '../helpers/store-settings';

let folder: string;
let demo: DemoServer;

function dataset(names: readonly string[], company = 'Fake Shop Ltd'): Dataset {
  return {
    format: DATASET_FORMAT,
    info: {
      id: '1',
      logo: 'https://shop.example.com/logo.svg',
      assets_url: 'https://shop.example.com/img/',
      company_name: company,
      ...STORE_SETTINGS,
    },
    categories: names.map((name, i) => ({ id: String(i + 1), code: `C${i}`, name, slug: null, image: null })),
  };
}

async function session(dialogs: FileDialogs | null = null): Promise<HandlerSession> {
  const profiles = await openProfileStore(folder);
  return createHandlerSession({ profiles, demo, dialogs, capturesDir: join(folder, 'captures') });
}

// Two saves within one millisecond would share a time stamp; the list is ordered by it.
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-changes-'));
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('compareDatasets', () => {
  it('compares the latest load of a connection with the one before it', async () => {
    const s = await session();
    await s.snapshots.save('demo', dataset(['Bread', 'Milk', 'Tea']));
    await tick();
    await s.snapshots.save('demo', dataset(['Bread', 'Oat milk'], 'New Shop Ltd'));
    const view = await s.value('compareDatasets', {
      before: { kind: 'latest', profileId: 'demo', offset: 1 },
      after: { kind: 'latest', profileId: 'demo' },
    });
    const diff = JSON.parse(view.diffJson) as DatasetDiff;
    expect(diff.identical).toBe(false);
    expect(diff.counts).toEqual({ before: 3, after: 2, added: 0, removed: 1, changed: 1 });
    expect(diff.categories.removed.map((row) => row.name)).toEqual(['Tea']);
    expect(diff.categories.changed).toEqual([
      { id: '2', changes: [{ field: 'name', before: 'Milk', after: 'Oat milk' }] },
    ]);
    expect(diff.info).toContainEqual({
      field: 'company_name',
      before: 'Fake Shop Ltd',
      after: 'New Shop Ltd',
    });
    expect(view.before).toMatchObject({
      connectionName: 'Demo (offline)',
      companyName: 'Fake Shop Ltd',
      categories: 3,
    });
    expect(view.after).toMatchObject({
      connectionName: 'Demo (offline)',
      companyName: 'New Shop Ltd',
      categories: 2,
    });
    // ISO 8601 for the exports; the view shows `takenAt` in the user's locale.
    expect(view.after.title).toBe(`Demo (offline) · New Shop Ltd, loaded ${view.after.takenAt}`);
    expect(view.after.takenAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.parse(view.namesJson)).toEqual([['2', 'Oat milk']]);
  });

  it('says what to do when a connection has fewer loads than the comparison needs', async () => {
    const s = await session();
    const none = await s.errorOf('compareDatasets', {
      before: { kind: 'latest', profileId: 'demo', offset: 1 },
      after: { kind: 'latest', profileId: 'demo' },
    });
    expect(none.message).toMatch(/There is no snapshot of Demo \(offline\) yet: load it once/);
    await s.snapshots.save('demo', dataset(['Bread']));
    const one = await s.errorOf('compareDatasets', {
      before: { kind: 'latest', profileId: 'demo', offset: 1 },
      after: { kind: 'latest', profileId: 'demo' },
    });
    expect(one.message).toBe(
      'A (before): There is only one snapshot of Demo (offline): reload it to have a previous load to compare with.',
    );
  });

  it('compares a snapshot with a dataset file in the captures folder, and refuses files outside it', async () => {
    const s = await session();
    const { id } = await s.snapshots.save('demo', dataset(['Bread']));
    await mkdir(join(folder, 'captures'), { recursive: true });
    await writeFile(
      join(folder, 'captures', 'other.json'),
      JSON.stringify(dataset(['Bread', 'Tea'], 'Other')),
    );
    const view = await s.value('compareDatasets', {
      before: { kind: 'snapshot', id },
      after: { kind: 'dataset', file: 'other.json' },
    });
    expect(JSON.parse(view.diffJson).counts).toMatchObject({ added: 1, removed: 0, changed: 0 });
    expect(view.before.snapshotId).toBe(id);
    expect(view.after).toMatchObject({ title: 'Dataset other.json · Other', takenAt: null, categories: 2 });

    const outside = await s.errorOf('compareDatasets', {
      before: { kind: 'snapshot', id },
      after: { kind: 'dataset', file: join(folder, 'profiles.json') },
    });
    expect(outside.message).toBe(`B (after): ${OUTSIDE_FOLDER_MESSAGE}`);
    const missing = await s.errorOf('compareDatasets', {
      before: { kind: 'snapshot', id: 'demo.20261125T090000000Z-0123456789abcdef' },
      after: { kind: 'snapshot', id },
    });
    expect(missing.message).toMatch(/^A \(before\): There is no snapshot demo\.20261125T090000000Z/);
  });
});

describe('compareDatasets with a file the user chose', () => {
  it('compares a dataset opened through the open dialog by its path (Electron)', async () => {
    const chosen = join(folder, 'elsewhere', 'chosen.json');
    await mkdir(join(folder, 'elsewhere'));
    await writeFile(chosen, JSON.stringify(dataset(['Bread', 'Tea'], 'Chosen')));
    const s = await session(new FakeDialogs(null, chosen));
    const { id } = await s.snapshots.save('demo', dataset(['Bread']));
    const refused = await s.errorOf('compareDatasets', {
      before: { kind: 'snapshot', id },
      after: { kind: 'dataset', file: chosen },
    });
    expect(refused.message).toBe(`B (after): ${OUTSIDE_FOLDER_MESSAGE}`);
    expect(await s.value('openDataset', {})).toMatchObject({ opened: true });
    const view = await s.value('compareDatasets', {
      before: { kind: 'snapshot', id },
      after: { kind: 'dataset', file: chosen },
    });
    expect(JSON.parse(view.diffJson).counts).toMatchObject({ added: 1 });
    expect(view.after.companyName).toBe('Chosen');
  });
});

describe('the demo connection’s snapshots and their images', () => {
  /** Loads the demo connection as Refresh does, and waits for its snapshot. */
  async function loadDemo(s: HandlerSession): Promise<void> {
    const [info, categories] = await Promise.all([
      s.value('getInfo', { profileId: 'demo' }),
      s.value('getCategories', { profileId: 'demo' }),
    ]);
    expect(info.ok && categories.ok).toBe(true);
    await s.snapshotRecorder.settled();
  }

  /** A copy of the bundled demo dataset with its folder in the captures folder, changed by `edit`. */
  async function editedDemo(edit: (document: Dataset) => void): Promise<string> {
    const copy = join(folder, 'captures', 'demo-copy');
    await cp(dirname(DEMO_DATASET), copy, { recursive: true });
    const file = join(copy, 'dataset.json');
    const document = JSON.parse(await readFile(file, 'utf8')) as Dataset;
    edit(document);
    await writeFile(file, JSON.stringify(document));
    return 'demo-copy/dataset.json';
  }

  it('keeps the demo server’s addresses relative with the image bytes: loads across a restart are one snapshot', async () => {
    const s = await session();
    await loadDemo(s);
    await demo.stop();
    await demo.start();
    await loadDemo(s);
    const { snapshots } = await s.value('listSnapshots', { profileId: 'demo' });
    expect(snapshots).toHaveLength(1);
    expect(await readFile(snapshots[0]!.file, 'utf8')).not.toContain('127.0.0.1');
    const stored = await loadDataset(snapshots[0]!.file);
    const bundled = await loadDataset(DEMO_DATASET);
    expect(stored.info.assets_url).toBe(bundled.info.assets_url);
    expect(stored.assets.get(stored.info.logo)?.body).toEqual(bundled.assets.get(bundled.info.logo)?.body);
    const first = bundled.categories[0]!;
    expect(stored.assets.get(stored.categories[0]!.image!)?.body).toEqual(
      bundled.assets.get(first.image!)?.body,
    );
  });

  it('compares two demo loads on either side of a restart by what changed, and shows both images from their bytes', async () => {
    const s = await session();
    await loadDemo(s);
    const bundled = await loadDataset(DEMO_DATASET);
    const [renamed, redrawn] = bundled.categories;
    const file = await editedDemo((document) => {
      document.categories[0]!.name = 'Brot';
      // The same path, new bytes: a redrawn picture.
      document.assets = {
        ...document.assets,
        [redrawn!.image!]: `data:image/svg+xml;base64,${btoa('<svg/>')}`,
      };
    });
    await s.value('openDataset', { file });
    await loadDemo(s);
    const view = await s.value('compareDatasets', {
      before: { kind: 'latest', profileId: 'demo', offset: 1 },
      after: { kind: 'latest', profileId: 'demo' },
    });
    const diff = JSON.parse(view.diffJson) as DatasetDiff;
    expect(diff.info).toEqual([]);
    expect(diff.categories.changed.map((change) => change.id)).toEqual([renamed!.id, redrawn!.id]);
    expect(new Map(JSON.parse(view.namesJson) as [string, string][])).toEqual(
      new Map([
        [renamed!.id, 'Brot'],
        [redrawn!.id, redrawn!.name],
      ]),
    );
    const image = (side: 'before' | 'after', categoryId?: string) =>
      s.value('changeImage', { diffId: view.diffId, side, categoryId });
    const before = await image('before', redrawn!.id);
    const after = await image('after', redrawn!.id);
    expect(before).toEqual({
      kind: 'stored',
      dataUrl: `data:image/svg+xml;base64,${bundled.assets.get(redrawn!.image!)!.body.toString('base64')}`,
    });
    expect(after).toEqual({ kind: 'stored', dataUrl: `data:image/svg+xml;base64,${btoa('<svg/>')}` });
    expect(await image('after')).toMatchObject({ kind: 'stored' });
    expect(await image('after', 'no-such-id')).toEqual({ kind: 'none' });
  });

  it('shows an image by its address where only that was kept, and says when the comparison is gone', async () => {
    const s = await session();
    const live = (names: readonly string[]) => {
      const base = dataset(names);
      return {
        ...base,
        categories: base.categories.map((row) => ({
          ...row,
          image: `https://cdn.example.com/${row.id}.png`,
        })),
      };
    };
    await s.snapshots.save('shop', live(['Bread']));
    await s.snapshots.save('shop', live(['Rolls']));
    const view = await s.value('compareDatasets', {
      before: { kind: 'latest', profileId: 'shop', offset: 1 },
      after: { kind: 'latest', profileId: 'shop' },
    });
    expect(await s.value('changeImage', { diffId: view.diffId, side: 'before', categoryId: '1' })).toEqual({
      kind: 'address',
      url: 'https://cdn.example.com/1.png',
    });
    expect(await s.value('changeImage', { diffId: view.diffId, side: 'after' })).toEqual({
      kind: 'address',
      url: 'https://shop.example.com/logo.svg',
    });
    // Only the latest comparison's images are kept (they hold its sides' bytes).
    const next = await s.value('compareDatasets', {
      before: { kind: 'latest', profileId: 'shop', offset: 1 },
      after: { kind: 'latest', profileId: 'shop' },
    });
    expect(next.diffId).not.toBe(view.diffId);
    expect(await s.value('changeImage', { diffId: view.diffId, side: 'after' })).toEqual({ kind: 'gone' });
  });
});

describe('compareDatasets with a file that does not load', () => {
  it('says where a named file’s problems are, without its values or the folder it is in', async () => {
    const s = await session();
    const { id } = await s.snapshots.save('demo', dataset(['Bread']));
    await mkdir(join(folder, 'captures'), { recursive: true });
    const bad = { ...dataset(['Bread']), categories: ['SECRET-VALUE-77'] };
    await writeFile(join(folder, 'captures', 'bad.json'), JSON.stringify(bad));
    const error = await s.errorOf('compareDatasets', {
      before: { kind: 'snapshot', id },
      after: { kind: 'dataset', file: 'bad.json' },
    });
    expect(error.message).toMatch(/^B \(after\): bad\.json: 1 problem/);
    expect(error.message).toContain('categories[0]');
    expect(error.message).not.toContain('SECRET-VALUE-77');
    expect(error.message).not.toContain(folder);
  });

  it('compares a named file that only breaks the specification as it is, and says so in its label', async () => {
    const s = await session();
    const { id } = await s.snapshots.save('demo', dataset(['Bread']));
    await mkdir(join(folder, 'captures'), { recursive: true });
    const capture = { ...dataset(['Bread']), info: { ...dataset([]).info, decimals: 'two' } };
    await writeFile(join(folder, 'captures', 'capture.json'), JSON.stringify(capture));
    const view = await s.value('compareDatasets', {
      before: { kind: 'snapshot', id },
      after: { kind: 'dataset', file: 'capture.json' },
    });
    expect(view.after.title).toMatch(/^Dataset capture\.json.* \(breaks the specification in 1 place\)$/);
    expect(JSON.parse(view.diffJson)).toMatchObject({ info: [{ field: 'decimals', after: 'two' }] });
  });
});

describe('exportDiff', () => {
  async function compared(s: HandlerSession) {
    await s.snapshots.save('demo', dataset(['Bread', 'Milk']));
    await tick();
    await s.snapshots.save('demo', dataset(['Bread', '=cmd|calc']));
    return s.value('compareDatasets', {
      before: { kind: 'latest', profileId: 'demo', offset: 1 },
      after: { kind: 'latest', profileId: 'demo' },
    });
  }

  it('hands Markdown, JSON and CSV back for the browser where the host has no dialogs', async () => {
    const s = await session();
    const view = await compared(s);
    const markdown = await s.value('exportDiff', { diffId: view.diffId, format: 'markdown' });
    expect(markdown).toMatchObject({ status: 'download', mimeType: 'text/markdown; charset=utf-8' });
    if (markdown.status !== 'download') throw new Error('not a download');
    expect(markdown.fileName).toMatch(/^changes-\d{8}-\d{6}\.md$/);
    expect(markdown.text).toContain(`**A (before):** ${view.before.title}`);
    expect(markdown.text).toContain('### Categories changed (1)');

    const json = await s.value('exportDiff', { diffId: view.diffId, format: 'json' });
    if (json.status !== 'download') throw new Error('not a download');
    expect(JSON.parse(json.text)).toEqual(JSON.parse(view.diffJson));

    const csv = await s.value('exportDiff', { diffId: view.diffId, format: 'csv' });
    if (csv.status !== 'download') throw new Error('not a download');
    expect(csv.text).toBe("\uFEFFkind,id,field,before,after\r\nchanged,2,name,Milk,'=cmd|calc\r\n");
  });

  it('saves through the save dialog, and asks to compare again for a diff no longer kept', async () => {
    const file = join(folder, 'changes.csv');
    const dialogs = new FakeDialogs(file);
    const s = await session(dialogs);
    const view = await compared(s);
    expect(await s.value('exportDiff', { diffId: view.diffId, format: 'csv' })).toEqual({
      status: 'saved',
      file,
    });
    expect(await readFile(file, 'utf8')).toContain('changed,2,name,Milk');
    expect(dialogs.saves[0]).toMatchObject({
      title: 'Export changes',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    const gone = await s.errorOf('exportDiff', { diffId: 'no-such-diff', format: 'json' });
    expect(gone.message).toBe('That comparison is no longer kept: compare again, then export.');
  });
});
