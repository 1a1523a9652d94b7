// compareDatasets and exportDiff over real snapshots in a temporary data folder: the latest load
// against the previous one of a connection (the Changes view's default), a snapshot against a dataset
// file in the captures folder, the messages when there is nothing to compare, and the exports.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTSIDE_FOLDER_MESSAGE } from '../../electron/core/dataset/dataset-paths';
import type { FileDialogs } from '../../electron/core/host/file-dialogs';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import { DATASET_FORMAT, type Dataset } from '../../shared/dataset';
import type { DatasetDiff } from '../../shared/diff/diff-types';
import { FakeDialogs } from '../helpers/fake-dialogs';
import { createHandlerSession, openProfileStore, type HandlerSession } from '../helpers/handler-session';
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
    expect(view.after.title).toMatch(
      /^Demo \(offline\) · New Shop Ltd, loaded \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
    );
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

describe('compareDatasets across restarts of the demo server', () => {
  // The demo server answers with its own address, on a new port each time it starts.
  function servedAt(origin: string, names: readonly string[]): Dataset {
    const base = dataset(names);
    return {
      ...base,
      info: { ...base.info, logo: `${origin}/branding/logo.svg`, assets_url: `${origin}/images/` },
      categories: base.categories.map((row) => ({ ...row, image: `${origin}/images/${row.id}.svg` })),
    };
  }

  it('reads two loads of the demo connection as one server: only what really changed is listed', async () => {
    const s = await session();
    await s.snapshots.save('demo', servedAt('http://127.0.0.1:41111', ['Bread', 'Milk']));
    await tick();
    await s.snapshots.save('demo', servedAt('http://127.0.0.1:42222', ['Bread', 'Oat milk']));
    const view = await s.value('compareDatasets', {
      before: { kind: 'latest', profileId: 'demo', offset: 1 },
      after: { kind: 'latest', profileId: 'demo' },
    });
    const diff = JSON.parse(view.diffJson) as DatasetDiff;
    expect(diff.info).toEqual([]);
    expect(diff.categories.changed).toEqual([
      { id: '2', changes: [{ field: 'name', before: 'Milk', after: 'Oat milk' }] },
    ]);
  });

  it('keeps a real installation’s change of address as a change', async () => {
    const s = await session();
    await s.snapshots.save('shop', servedAt('http://127.0.0.1:41111', ['Bread']));
    await tick();
    await s.snapshots.save('shop', servedAt('http://127.0.0.1:42222', ['Bread']));
    const view = await s.value('compareDatasets', {
      before: { kind: 'latest', profileId: 'shop', offset: 1 },
      after: { kind: 'latest', profileId: 'shop' },
    });
    const diff = JSON.parse(view.diffJson) as DatasetDiff;
    expect(diff.info.map((change) => change.field).sort()).toEqual(['assets_url', 'logo']);
    expect(diff.categories.changed[0]!.changes).toEqual([
      {
        field: 'image',
        before: 'http://127.0.0.1:41111/images/1.svg',
        after: 'http://127.0.0.1:42222/images/1.svg',
      },
    ]);
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
