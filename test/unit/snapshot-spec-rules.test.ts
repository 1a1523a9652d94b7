// Snapshot loading holds a snapshot to the specification as every dataset is (issue 18, point 7): a
// snapshot kept before the rules were this strict (an image URL with port 99999, a number in the
// settings) is refused naming the JSON path, not served to the Changes view.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSnapshotStore, type SnapshotStore } from '../../electron/core/snapshots/snapshot-store';
import { DATASET_FORMAT, type Dataset } from '../../shared/dataset';
import { STORE_SETTINGS } from '../helpers/store-settings';

const PROFILE = 'c0ffee00-1111-4222-8333-444455556666';
let root: string;
let store: SnapshotStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-snapshot-rules-'));
  store = createSnapshotStore({ root });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function dataset(image: string, id: unknown = '1'): Dataset {
  return {
    format: DATASET_FORMAT,
    info: {
      id,
      logo: 'https://shop.example.com/logo.svg',
      assets_url: 'https://shop.example.com/img/',
      company_name: 'Shop',
      ...STORE_SETTINGS,
    },
    categories: [{ id: '1', code: 'C', name: 'N', slug: null, image }],
  } as Dataset;
}

describe('reading a snapshot', () => {
  it('refuses an image URL that is not valid, naming its path', async () => {
    const saved = await store.save(PROFILE, dataset('https://shop.example.com:99999/0.png'));
    await expect(store.read(saved.id)).rejects.toMatchObject({
      code: 'DATASET_INVALID',
      message: expect.stringMatching(
        /is not a valid dataset: categories\[0\]\.image: .*\(the port 99999 is above 65535\)/,
      ),
    });
  });

  it('refuses a settings field that is not a string, naming its path', async () => {
    const saved = await store.save(PROFILE, dataset('https://shop.example.com/0.png', 1));
    await expect(store.read(saved.id)).rejects.toMatchObject({
      message: expect.stringContaining('is not a valid dataset: info.id: expected string, got 1 (number)'),
    });
  });

  it('gives a conforming snapshot as it was saved', async () => {
    const saved = await store.save(PROFILE, dataset('https://shop.example.com/0.png'));
    expect((await store.read(saved.id)).dataset.categories[0]?.image).toBe('https://shop.example.com/0.png');
  });
});
