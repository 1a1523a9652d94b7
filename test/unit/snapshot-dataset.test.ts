// What a snapshot keeps of a load, on real temp folders with the real dataset loader reading it back:
// the installation's real values (a token of a few characters is never searched for in data), an
// echo of a saved token of 8 characters or more masked wherever it stands (as text or as a number),
// fields named like Object.prototype's members kept as any field, and distinct times for snapshots
// saved within one millisecond.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secretsMasker } from '../../electron/core/client/redact';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { snapshotDataset } from '../../electron/core/snapshots/snapshot-dataset';
import { createSnapshotStore } from '../../electron/core/snapshots/snapshot-store';
import { STORE_SETTINGS } from '../helpers/store-settings';

const PROFILE = 'c0ffee00-1111-4222-8333-444455556666';
const LONG_TOKEN = 'tok-4e1b77aa-SNAPSHOT-SECRET-0123456789ab';
const NUMERIC_TOKEN = '84001234';

let root: string;

function info(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: true,
    id: '1',
    logo: 'https://shop.example.com/logo.svg',
    assets_url: 'https://shop.example.com/img/',
    company_name: 'Fake Shop Ltd',
    ...STORE_SETTINGS,
    ...extra,
  };
}

async function savedAndRead(
  load: { info: Record<string, unknown>; categories: unknown[] },
  tokens: string[],
) {
  const store = createSnapshotStore({ root });
  const dataset = snapshotDataset(load as never, secretsMasker(tokens));
  await store.save(PROFILE, dataset);
  const [snapshot] = (await store.list(PROFILE)).snapshots;
  return { file: snapshot!.file, loaded: await loadDataset(snapshot!.file) };
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-snapshot-data-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('what a snapshot keeps of a load', () => {
  it('keeps the real values when the tokens are short: an account number, a word, an address', async () => {
    const { loaded } = await savedAndRead(
      {
        info: info({ company_name: 'Wrong Way Bio Shop', logo: 'http://127.0.0.1:4180/logo.svg' }),
        categories: [{ id: '8400', code: 'BIO', name: 'bio bread (wrong shelf)', slug: null, image: null }],
      },
      ['8400', 'bio', '1', 'wrong'],
    );
    expect(loaded.info.default_sales_account).toBe('8400');
    expect(loaded.info.company_name).toBe('Wrong Way Bio Shop');
    expect(loaded.info.logo).toBe('http://127.0.0.1:4180/logo.svg');
    expect(loaded.categories[0]).toMatchObject({ id: '8400', name: 'bio bread (wrong shelf)' });
  });

  it('masks an echo of a long token, as text and as a JSON number, and nothing else', async () => {
    const { file, loaded } = await savedAndRead(
      {
        info: info({ company_name: `Shop ${LONG_TOKEN}` }),
        categories: [
          { id: '1', code: 'A', name: 'Apples', slug: null, image: null, ref: Number(NUMERIC_TOKEN) },
          { id: '2', code: 'B', name: 'Bread', slug: null, image: null, ref: 12345678 },
        ],
      },
      [LONG_TOKEN, NUMERIC_TOKEN],
    );
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(LONG_TOKEN);
    expect(text).not.toContain(NUMERIC_TOKEN);
    expect(loaded.info.company_name).toBe('Shop ***');
    expect(loaded.categories.map((row) => (row as Record<string, unknown>).ref)).toEqual(['***', 12345678]);
  });

  it('keeps fields named __proto__, constructor and toString, in rows and settings, as any field', async () => {
    const row = JSON.parse(
      '{"id":"1","code":"A","name":"Apples","slug":null,"image":null,"__proto__":{"x":1},"constructor":"c","toString":"t"}',
    ) as Record<string, unknown>;
    const settings = JSON.parse(
      JSON.stringify(info()).replace('{', '{"__proto__":"p","hasOwnProperty":"h",'),
    );
    const { file, loaded } = await savedAndRead({ info: settings, categories: [row] }, []);
    expect(await readFile(file, 'utf8')).toContain('"__proto__":{"x":1}');
    const [stored] = loaded.categories as unknown as Record<string, unknown>[];
    expect(Object.hasOwn(stored!, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ x: 1 });
    expect([stored!.constructor, stored!.toString]).toEqual(['c', 't']);
    expect(await readFile(file, 'utf8')).toContain('"hasOwnProperty":"h"');
  });

  it('gives snapshots saved within one millisecond distinct times, in order', async () => {
    const at = new Date('2026-11-25T09:00:00.000Z');
    const store = createSnapshotStore({ root, now: () => at });
    const load = (name: string) =>
      snapshotDataset(
        { info: info(), categories: [{ id: '1', code: 'A', name, slug: null, image: null }] },
        (text) => text,
      );
    const first = await store.save(PROFILE, load('Apples'));
    const second = await store.save(PROFILE, load('Pears'));
    const { snapshots } = await store.list(PROFILE);
    expect(snapshots.map((s) => [s.id, s.takenAt])).toEqual([
      [second.id, '2026-11-25T09:00:00.001Z'],
      [first.id, '2026-11-25T09:00:00.000Z'],
    ]);
  });
});
