// saveCategoryExport: main saves the category list the renderer formatted through the host's save
// dialog, into a real file; a host without dialogs hands it back for the browser; a cancelled dialog
// writes nothing; a file that cannot be written is named with the reason; a saved connection's token
// never reaches the file.
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { FileDialogs } from '../../electron/core/platform/file-dialogs';
import { categoriesCsv } from '../../shared/export/category-csv';
import { FakeDialogs } from '../helpers/fake-dialogs';
import {
  createHandlerSession,
  openProfileStore,
  type HandlerSession,
  settleHandlerSessions,
} from '../helpers/handler-session';
import { DEMO_DATASET } from '../helpers/repo-paths';

const ROWS = [
  { id: '1', code: '=1+1', name: 'Brot & Brötchen', slug: null, image: 'https://shop.test/b.png' },
];
const CSV = categoriesCsv(ROWS);

let folder: string;
/** Where the exports go; the profiles live beside it. */
let out: string;
let demo: DemoServer;
let profiles: ProfileStore;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-category-export-'));
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  out = join(folder, 'out');
  await mkdir(out);
  profiles = await openProfileStore(folder);
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await rm(folder, { recursive: true, force: true });
});

function sessionWith(dialogs: FileDialogs | null): HandlerSession {
  return createHandlerSession({ profiles, demo, dialogs, capturesDir: join(folder, 'captures') });
}

describe('saveCategoryExport', () => {
  it('saves the text byte for byte where the user chose, offering the name and the format filter', async () => {
    const file = join(out, 'chosen.csv');
    const dialogs = new FakeDialogs(file);
    const outcome = await sessionWith(dialogs).value('saveCategoryExport', {
      format: 'csv',
      fileName: 'shop-categories-2026-11-25.csv',
      text: CSV,
    });
    expect(outcome).toEqual({ status: 'saved', file });
    expect(await readFile(file)).toEqual(Buffer.from(CSV, 'utf8'));
    expect((await readFile(file)).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(dialogs.saves).toEqual([
      {
        title: 'Export categories',
        defaultName: 'shop-categories-2026-11-25.csv',
        filters: [{ name: 'CSV', extensions: ['csv'] }],
      },
    ]);
  });

  it('writes nothing when the user cancels the dialog', async () => {
    const outcome = await sessionWith(new FakeDialogs(null)).value('saveCategoryExport', {
      format: 'json',
      fileName: 'x.json',
      text: '[]\n',
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(await readdir(out)).toEqual([]);
  });

  it('hands the text back as a download where the host has no dialogs (the web host)', async () => {
    const outcome = await sessionWith(null).value('saveCategoryExport', {
      format: 'csv',
      fileName: 'shop-categories.csv',
      text: CSV,
    });
    expect(outcome).toEqual({
      status: 'download',
      fileName: 'shop-categories.csv',
      mimeType: 'text/csv; charset=utf-8',
      text: CSV,
    });
  });

  it('names the file and the reason when it cannot be written', async () => {
    const file = join(out, 'missing-folder', 'x.csv');
    const error = await sessionWith(new FakeDialogs(file)).errorOf('saveCategoryExport', {
      format: 'csv',
      fileName: 'x.csv',
      text: CSV,
    });
    expect(error).toEqual({
      code: 'FILE_ACCESS',
      message: `The categories could not be saved as ${file}: the folder does not exist.`,
    });
  });

  it('refuses a file name with a folder in it, or a format it does not know', async () => {
    const session = sessionWith(new FakeDialogs(join(out, 'x.csv')));
    for (const args of [
      { format: 'csv', fileName: '../x.csv', text: '' },
      { format: 'csv', fileName: 'a\\b.csv', text: '' },
      { format: 'xlsx', fileName: 'x.xlsx', text: '' },
    ]) {
      expect((await session.errorOf('saveCategoryExport', args)).code).toBe('INVALID_ARGUMENT');
    }
    expect(await readdir(out)).toEqual([]);
  });

  it('masks a saved token standing as et_auth_token, and keeps a name that merely spells it', async () => {
    const token = 'tok-EXPORT-secret-77';
    const session = sessionWith(new FakeDialogs(join(out, 'masked.json')));
    await session.value('saveProfile', { name: 'Shop', baseUrl: 'https://shop.test', token });
    const image = `https://shop.test/a.png?et_auth_token=${token}`;
    await session.value('saveCategoryExport', {
      format: 'json',
      fileName: 'masked.json',
      text: JSON.stringify([{ id: '1', code: 'A', name: `echo ${token}`, slug: null, image }]),
    });
    const written = JSON.parse(await readFile(join(out, 'masked.json'), 'utf8')) as Record<string, unknown>[];
    // The page's rows were masked by their own connection before they reached it: what it sends
    // back is data, so only a token standing as a token is masked again.
    expect(written[0]).toMatchObject({
      name: `echo ${token}`,
      image: 'https://shop.test/a.png?et_auth_token=***',
    });
  });
});
