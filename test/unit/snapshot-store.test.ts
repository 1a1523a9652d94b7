// The snapshot store on real temp folders: what a support engineer sees in the list (one entry per
// distinct load, newest first, the space used), what is kept (the last N plus pinned ones), what
// deleting frees, and that a damaged snapshot is listed as such without hiding the others. Every
// snapshot file is checked with the real dataset loader, as `serve --data` and the app open it.
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { createSnapshotStore, type SnapshotStore } from '../../electron/core/snapshots/snapshot-store';
import { DATASET_FORMAT, type Dataset } from '../../shared/dataset';
import { STORE_SETTINGS } from '../helpers/store-settings';
import { SVG } from '../helpers/temp-dataset';

const PROFILE = 'c0ffee00-1111-4222-8333-444455556666';
const SVG_URL = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;

let root: string;
let clock: number;
let store: SnapshotStore;

function dataset(categories = 3, company = 'Fake Shop Ltd'): Dataset {
  return {
    format: DATASET_FORMAT,
    info: {
      id: '1',
      logo: 'https://shop.example.com/logo.svg',
      assets_url: 'https://shop.example.com/img/',
      company_name: company,
      ...STORE_SETTINGS,
    },
    categories: Array.from({ length: categories }, (_, i) => ({
      id: String(i + 1),
      code: `C${i}`,
      name: `Category ${i}`,
      slug: null,
      image: `https://shop.example.com/img/${i}.png`,
    })),
  };
}

/** A dataset whose images came with their bytes (as a capture has them). */
function withImages(company: string): Dataset {
  const base = dataset(3, company);
  return {
    ...base,
    info: { ...base.info, logo: 'branding/logo.svg' },
    categories: base.categories.map((row, i) => ({ ...row, image: i === 2 ? null : `images/${i}.png` })),
    assets: { 'branding/logo.svg': SVG_URL, 'images/0.png': PNG_URL, 'images/1.png': PNG_URL },
  };
}

/** Every file under `folder`, relative, sorted. */
async function filesUnder(folder: string): Promise<string[]> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return found
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(folder.length + 1))
    .sort();
}

/** A named pipe at `file` (as a user or another program could leave one). */
async function makeFifo(file: string): Promise<void> {
  await rm(file, { force: true });
  await promisify(execFile)('mkfifo', [file], { timeout: 5_000 });
}

async function bytesUnder(folder: string): Promise<number> {
  let total = 0;
  for (const file of await filesUnder(folder)) total += (await stat(join(folder, file))).size;
  return total;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-snapshots-'));
  clock = Date.parse('2026-11-25T09:00:00.000Z');
  store = createSnapshotStore({ root, now: () => new Date((clock += 60_000)) });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('saving loads', () => {
  it('keeps a load as a dataset the real loader serves, listed with its summary', async () => {
    const outcome = await store.save(PROFILE, dataset(3));
    expect(outcome.status).toBe('saved');
    const { snapshots } = await store.list(PROFILE);
    expect(snapshots).toEqual([
      expect.objectContaining({
        id: outcome.id,
        profileId: PROFILE,
        takenAt: '2026-11-25T09:01:00.000Z',
        categories: 3,
        companyName: 'Fake Shop Ltd',
        pinned: false,
        state: 'ok',
        reason: null,
      }),
    ]);
    expect(snapshots[0]!.file.startsWith(join(root, PROFILE))).toBe(true);
    const loaded = await loadDataset(snapshots[0]!.file);
    expect(loaded.info.company_name).toBe('Fake Shop Ltd');
    expect(loaded.categories.map((row) => row.id)).toEqual(['1', '2', '3']);
  });

  it('does not store a load identical to the latest again, and stores a changed one', async () => {
    const first = await store.save(PROFILE, dataset(3));
    // The same content with keys in another order is the same load.
    const reordered = dataset(3);
    const again = await store.save(PROFILE, {
      categories: reordered.categories.map(({ image, name, id, code, slug }) => ({
        image,
        name,
        id,
        code,
        slug,
      })),
      info: reordered.info,
      format: DATASET_FORMAT,
    });
    expect(again).toEqual({ status: 'unchanged', id: first.id });
    const changed = await store.save(PROFILE, dataset(4));
    expect(changed.status).toBe('saved');
    const { snapshots } = await store.list(PROFILE);
    expect(snapshots.map((s) => [s.id, s.categories])).toEqual([
      [changed.id, 4],
      [first.id, 3],
    ]);
  });

  it('keeps each connection apart, and names an odd connection id safely', async () => {
    await store.save(PROFILE, dataset(1));
    await store.save('../../etc', dataset(2));
    expect((await store.list(PROFILE)).snapshots.map((s) => s.categories)).toEqual([1]);
    expect((await store.list('../../etc')).snapshots.map((s) => s.categories)).toEqual([2]);
    const folders = await readdir(root);
    expect(folders).toHaveLength(2);
    expect(folders).toContain(PROFILE);
    expect(folders.find((f) => f !== PROFILE)).toMatch(/^id-[0-9a-f]{32}$/);
  });

  it('keeps image bytes once per content in the shared blob folder, not in every snapshot', async () => {
    await store.save(PROFILE, withImages('Shop A'));
    await store.save(PROFILE, withImages('Shop B'));
    const files = await filesUnder(join(root, PROFILE));
    // Two snapshots (dataset and summary each), one logo and one PNG behind two categories.
    expect(files.filter((f) => f.startsWith('blobs/'))).toHaveLength(2);
    expect(files.filter((f) => !f.startsWith('blobs/'))).toHaveLength(4);
    const { snapshots, totals } = await store.list(PROFILE);
    for (const snapshot of snapshots) {
      expect(await readFile(snapshot.file, 'utf8')).not.toContain('base64');
      const loaded = await loadDataset(snapshot.file);
      const image = loaded.categories[0]!.image!;
      expect(loaded.assets.get(image)?.body.equals(PNG)).toBe(true);
      expect(loaded.assets.get(image)?.contentType).toBe('image/png');
      expect(loaded.assets.get(loaded.info.logo)?.body.toString()).toBe(SVG);
    }
    expect(totals.imageBytes).toBe(PNG.length + Buffer.byteLength(SVG));
  });
});

describe('reading one back', () => {
  it('gives the dataset of an intact snapshot and refuses a corrupt or unknown one by name', async () => {
    const saved = await store.save(PROFILE, dataset(2));
    const { view, dataset: read } = await store.read(saved.id);
    expect(view.id).toBe(saved.id);
    expect(read.categories.map((row) => row.name)).toEqual(['Category 0', 'Category 1']);
    await writeFile(view.file, '{}');
    await expect(store.read(saved.id)).rejects.toMatchObject({
      code: 'DATASET_INVALID',
      message: expect.stringContaining('changed or damaged'),
    });
    await store.remove(saved.id);
    await expect(store.read(saved.id)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});

describe('retention', () => {
  it('keeps the last 20 by default, plus pinned ones that are never pruned', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await store.save(PROFILE, dataset(i))).id);
    await store.pin(ids[0]!, true);
    await store.pin(ids[2]!, true);
    for (let i = 6; i <= 30; i++) ids.push((await store.save(PROFILE, dataset(i))).id);
    const { snapshots, keep } = await store.list(PROFILE);
    expect(keep).toBe(20);
    const unpinned = snapshots.filter((s) => !s.pinned).map((s) => s.id);
    expect(unpinned).toEqual(ids.slice(10).reverse());
    expect(snapshots.filter((s) => s.pinned).map((s) => s.id)).toEqual([ids[2], ids[0]]);
    // Unpinning makes a snapshot prunable again at the next save.
    await store.pin(ids[2]!, false);
    await store.save(PROFILE, dataset(31));
    const after = (await store.list(PROFILE)).snapshots.map((s) => s.id);
    expect(after).not.toContain(ids[2]);
    expect(after).toContain(ids[0]);
  });

  it('changes the number kept through the settings, pruning at once, and remembers it', async () => {
    for (let i = 1; i <= 6; i++) await store.save(PROFILE, dataset(i));
    await store.save('other', dataset(1));
    expect(await store.setSettings({ keep: 2 })).toEqual({ keep: 2 });
    expect((await store.list(PROFILE)).snapshots.map((s) => s.categories)).toEqual([6, 5]);
    const reopened = createSnapshotStore({ root });
    expect(await reopened.settings()).toEqual({ keep: 2 });
    expect((await reopened.list('other')).snapshots).toHaveLength(1);
  });

  it('prunes nothing on a guess when the settings file cannot be read, and says so', async () => {
    await store.setSettings({ keep: 30 });
    for (let i = 1; i <= 22; i++) await store.save(PROFILE, dataset(i));
    // Not JSON any more (a crash of another program, an editor): the 30 chosen is not known.
    await writeFile(join(root, 'settings.json'), '{"keep": 30');
    await store.save(PROFILE, dataset(23));
    const listed = await store.list(PROFILE);
    expect(listed.snapshots).toHaveLength(23);
    expect(listed.notice).toBe(
      `The snapshot settings could not be read (${join(root, 'settings.json')} is not valid JSON), so no snapshot is pruned until the file is corrected or deleted (it holds {"keep": 20}, say), or the number to keep is saved again in the app's Changes view.`,
    );
    expect((await store.settings()).notice).toBe(listed.notice);
    // Unreadable for a reason other than its content (here a folder in its place: EISDIR).
    await rm(join(root, 'settings.json'));
    await mkdir(join(root, 'settings.json'));
    await store.save(PROFILE, dataset(24));
    const unreadable = await store.list(PROFILE);
    expect(unreadable.snapshots).toHaveLength(24);
    expect(unreadable.notice).toMatch(/settings\.json: is not a file\), so no snapshot is pruned/);
    // Saving over the folder cannot be done: said in words, not as the rename's error.
    await expect(store.setSettings({ keep: 21 })).rejects.toThrow(
      `The snapshot settings could not be saved as ${join(root, 'settings.json')}: a folder has that name.`,
    );
    // Saving the number again ends it: pruned to it, no notice.
    await rm(join(root, 'settings.json'), { recursive: true });
    await store.setSettings({ keep: 21 });
    const saved = await store.list(PROFILE);
    expect(saved.snapshots).toHaveLength(21);
    expect(saved.notice).toBeUndefined();
  });

  it('reads a named pipe in the settings file’s place without waiting on it, and prunes nothing', async () => {
    await mkdir(root, { recursive: true });
    execFileSync('mkfifo', [join(root, 'settings.json')]);
    // Nobody writes to the pipe: a blocking read would never return (the test would time out).
    const read = await store.settings();
    expect(read.keep).toBe(20);
    expect(read.notice).toMatch(/settings\.json: is not a file\), so no snapshot is pruned/);
  });

  it('takes a missing or wrong-shaped settings file as it is: missing is 20, wrong shape prunes nothing', async () => {
    expect(await store.settings()).toEqual({ keep: 20 });
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'settings.json'), '{"keep": "lots"}');
    const read = await store.settings();
    expect(read.keep).toBe(20);
    expect(read.notice).toMatch(/is not a snapshot settings file\), so no snapshot is pruned/);
  });

  it('removes images no remaining snapshot names when old ones are pruned', async () => {
    await store.setSettings({ keep: 1 });
    await store.save(PROFILE, withImages('Shop A'));
    await store.save(PROFILE, dataset(3));
    expect(await filesUnder(join(root, PROFILE, 'blobs'))).toEqual([]);
  });
});

describe('deleting', () => {
  it('deletes one snapshot, pinned or not, and frees its images', async () => {
    const first = await store.save(PROFILE, withImages('Shop A'));
    const second = await store.save(PROFILE, dataset(2));
    await store.pin(first.id, true);
    expect(await store.remove(first.id)).toBe(true);
    expect(await store.remove(first.id)).toBe(false);
    expect((await store.list(PROFILE)).snapshots.map((s) => s.id)).toEqual([second.id]);
    expect(await filesUnder(join(root, PROFILE, 'blobs'))).toEqual([]);
  });

  it('deletes every snapshot of one connection and leaves the others', async () => {
    await store.save(PROFILE, withImages('Shop A'));
    await store.save(PROFILE, dataset(2));
    await store.save('other', dataset(1));
    expect(await store.removeAll(PROFILE)).toBe(2);
    expect((await store.list(PROFILE)).snapshots).toEqual([]);
    expect((await store.list(PROFILE)).totals.bytes).toBe(0);
    expect((await store.list('other')).snapshots).toHaveLength(1);
  });

  it('refuses an id that is not a snapshot id, such as a path', async () => {
    await expect(store.remove('../../profiles.json')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(store.pin('x/../y', true)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});

describe('damaged snapshots', () => {
  it('lists a damaged dataset, a damaged summary and a summary without its dataset as corrupt, and keeps the others', async () => {
    const good = await store.save(PROFILE, dataset(1));
    const edited = await store.save(PROFILE, dataset(2));
    const badMeta = await store.save(PROFILE, dataset(3));
    const noData = await store.save(PROFILE, dataset(4));
    const listed = (await store.list(PROFILE)).snapshots;
    const fileOf = (id: string) => listed.find((s) => s.id === id)!.file;
    await writeFile(fileOf(edited.id), '{"format": "retail-inspector/dataset@1", "info": {');
    await writeFile(fileOf(badMeta.id).replace(/\.json$/, '.meta.json'), 'not json');
    await rm(fileOf(noData.id));

    // A fresh store, as at the next start of the app.
    const { snapshots } = await createSnapshotStore({ root }).list(PROFILE);
    const byId = new Map(snapshots.map((s) => [s.id, s]));
    expect(byId.get(good.id)).toMatchObject({ state: 'ok', reason: null, categories: 1 });
    expect(byId.get(edited.id)).toMatchObject({
      state: 'corrupt',
      reason: 'its dataset file was changed or damaged after it was written',
      categories: 2,
    });
    expect(byId.get(badMeta.id)).toMatchObject({
      state: 'corrupt',
      reason: 'its summary file is not valid JSON',
      categories: null,
      takenAt: '2026-11-25T09:03:00.000Z',
    });
    expect(byId.get(noData.id)).toMatchObject({
      state: 'corrupt',
      reason: 'its dataset file cannot be read (no such file)',
    });
  });

  it('removes a dataset whose summary was never written (a save stopped before its commit) and never lists it', async () => {
    const kept = await store.save(PROFILE, dataset(1));
    const uncommitted = await store.save(PROFILE, withImages('Shop A'));
    const file = (await store.list(PROFILE)).snapshots.find((s) => s.id === uncommitted.id)!.file;
    await rm(file.replace(/\.json$/, '.meta.json'));
    const { snapshots } = await createSnapshotStore({ root }).list(PROFILE);
    expect(snapshots.map((s) => [s.id, s.state])).toEqual([[kept.id, 'ok']]);
    // Its dataset and the images only it named are gone too.
    expect(await filesUnder(join(root, PROFILE))).toEqual([
      (await store.list(PROFILE)).snapshots[0]!.file.slice(join(root, PROFILE).length + 1),
      expect.stringMatching(/\.meta\.json$/),
    ]);
  });

  it('prunes corrupt snapshots by retention once the kept number of newer intact ones exists', async () => {
    await store.setSettings({ keep: 2 });
    const damaged = await store.save(PROFILE, dataset(1));
    await writeFile((await store.list(PROFILE)).snapshots[0]!.file, 'garbage');
    const second = await store.save(PROFILE, dataset(2));
    // Fewer than two intact ones are newer: the corrupt one stays listed, to be seen and deleted.
    expect((await store.list(PROFILE)).snapshots.map((s) => [s.id, s.state])).toEqual([
      [second.id, 'ok'],
      [damaged.id, 'corrupt'],
    ]);
    const third = await store.save(PROFILE, dataset(3));
    expect((await store.list(PROFILE)).snapshots.map((s) => s.id)).toEqual([third.id, second.id]);
    expect((await filesUnder(join(root, PROFILE))).length).toBe(4);
  });

  it('lists a named pipe in place of a summary or a dataset as corrupt, without waiting for a writer', async () => {
    const good = await store.save(PROFILE, dataset(1));
    const pipedMeta = await store.save(PROFILE, dataset(2));
    const pipedData = await store.save(PROFILE, dataset(3));
    const listed = (await store.list(PROFILE)).snapshots;
    const fileOf = (id: string) => listed.find((s) => s.id === id)!.file;
    await makeFifo(fileOf(pipedMeta.id).replace(/\.json$/, '.meta.json'));
    await makeFifo(fileOf(pipedData.id));
    const { snapshots } = await createSnapshotStore({ root }).list(PROFILE);
    expect(snapshots.map((s) => [s.id, s.state, s.reason])).toEqual([
      [pipedData.id, 'corrupt', 'its dataset file is not a regular file'],
      [pipedMeta.id, 'corrupt', 'its summary file is not a regular file'],
      [good.id, 'ok', null],
    ]);
    await expect(store.read(pipedMeta.id)).rejects.toMatchObject({ code: 'DATASET_INVALID' });
    expect(await store.remove(pipedData.id)).toBe(true);
  }, 10_000);

  it('lists a snapshot whose image file is gone as corrupt', async () => {
    const saved = await store.save(PROFILE, withImages('Shop A'));
    const [blob] = await readdir(join(root, PROFILE, 'blobs'));
    await rm(join(root, PROFILE, 'blobs', blob!));
    const [listed] = (await store.list(PROFILE)).snapshots;
    expect(listed).toMatchObject({
      id: saved.id,
      state: 'corrupt',
      reason: `an image it names is missing (blobs/${blob})`,
    });
  });

  it('compares a new load with the latest intact snapshot and can delete a corrupt one', async () => {
    const intact = await store.save(PROFILE, dataset(1));
    const damaged = await store.save(PROFILE, dataset(2));
    const file = (await store.list(PROFILE)).snapshots[0]!.file;
    await writeFile(file, 'garbage');
    // The same as the damaged one's content: stored anew, since the damaged one cannot stand for it.
    const again = await store.save(PROFILE, dataset(2));
    expect(again.status).toBe('saved');
    expect(await store.save(PROFILE, dataset(2))).toEqual({ status: 'unchanged', id: again.id });
    expect(await store.remove(damaged.id)).toBe(true);
    expect((await store.list(PROFILE)).snapshots.map((s) => s.id)).toEqual([again.id, intact.id]);
  });

  it('cannot pin a snapshot whose summary is unreadable, and says why', async () => {
    const saved = await store.save(PROFILE, dataset(1));
    const file = (await store.list(PROFILE)).snapshots[0]!.file;
    await writeFile(file.replace(/\.json$/, '.meta.json'), '{}');
    await expect(store.pin(saved.id, true)).rejects.toMatchObject({
      code: 'FILE_ACCESS',
      message: expect.stringContaining('its summary file is damaged'),
    });
  });
});

describe('disk space and atomic writes', () => {
  it('reports the bytes on disk: per snapshot, per connection with images, and for all', async () => {
    await store.save(PROFILE, withImages('Shop A'));
    await store.save(PROFILE, dataset(50));
    await store.save('other', dataset(7));
    const { snapshots, totals } = await store.list(PROFILE);
    const folder = join(root, PROFILE);
    expect(totals.bytes).toBe(await bytesUnder(folder));
    expect(totals.imageBytes).toBe(await bytesUnder(join(folder, 'blobs')));
    expect(snapshots.reduce((sum, s) => sum + s.bytes, 0)).toBe(totals.bytes - totals.imageBytes);
    expect(totals.allConnectionsBytes).toBe(await bytesUnder(root));
  });

  it('leaves no partial file when a write fails, and the failure is an error of the save', async () => {
    await store.save(PROFILE, dataset(1));
    // The blob folder's place is taken by a file, so the images cannot be written.
    await writeFile(join(root, PROFILE, 'blobs'), 'in the way');
    const before = await filesUnder(root);
    await expect(store.save(PROFILE, withImages('Shop A'))).rejects.toThrow();
    expect(await filesUnder(root)).toEqual(before);
    // The store goes on working.
    expect((await store.save(PROFILE, dataset(3))).status).toBe('saved');
  });

  it('removes the dataset again when its summary cannot be written, so nothing half-saved is left', async () => {
    await store.save(PROFILE, dataset(1));
    const before = await filesUnder(root);
    const failing = createSnapshotStore({
      root,
      checkpoint: async (step) => {
        if (step === 'dataset-written') throw new Error('disk full');
      },
    });
    await expect(failing.save(PROFILE, dataset(2))).rejects.toThrow('disk full');
    expect(await filesUnder(root)).toEqual(before);
  });

  it('removes a write a dead process left behind and never lists it', async () => {
    await store.save(PROFILE, dataset(1));
    const leftover = join(root, PROFILE, '20261125T090200000Z-0123456789abcdef.json.999999999.0badcafe.tmp');
    await writeFile(leftover, '{"format":');
    const { snapshots } = await store.list(PROFILE);
    expect(snapshots).toHaveLength(1);
    expect((await filesUnder(join(root, PROFILE))).some((f) => f.endsWith('.tmp'))).toBe(false);
  });
});
