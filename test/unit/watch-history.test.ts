// The watch history on real files (electron/core/watch/history/): what is appended reads back, a
// torn last record or line is ignored and repaired before the next append, months rotate at UTC
// month boundaries, retention deletes whole months only, a foreign file is set aside, and a year of
// one-minute runs (525,600) reads into columns and decimates without losing a failure (how fast is
// bench/watch-history.ts's question).
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHistoryStore, type HistoryStore } from '../../electron/core/watch/history/history-store';
import {
  encodeRecord,
  firstByteOf,
  FLAG,
  historyHeader,
  NO_COUNT,
  RECORD_BYTES,
  type HistoryRecord,
} from '../../electron/core/watch/history/history-format';
import { decimate } from '../../electron/core/watch/history/history-decimate';
import { NO_CLASS, WATCH_ADDRESS_MAX_CHARS, watchClassCode, type WatchEvent } from '../../shared/watch';
import { watchEventOf } from '../../electron/core/watch/watch-event';

const MINUTE = 60_000;
const DAY = 86_400_000;
const NOV_1 = Date.UTC(2026, 10, 1);
const DEC_1 = Date.UTC(2026, 11, 1);

let root: string;
let store: HistoryStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-history-'));
  store = createHistoryStore(root);
});
afterEach(async () => {
  await store.settled();
  await rm(root, { recursive: true, force: true });
});

function run(
  at: number,
  cls = 0,
  responseMs: number | null = 120,
  categories: number | null = 67,
  firstByteMs: number | null = null,
): HistoryRecord {
  return { at, cls, flags: 0, responseMs, firstByteMs, categories };
}

function rows(columns: Awaited<ReturnType<HistoryStore['columns']>>) {
  return Array.from({ length: columns.length }, (_, i) => ({
    at: columns.at[i],
    cls: columns.cls[i],
    flags: columns.flags[i],
    ms: Number.isNaN(columns.ms[i]!) ? null : columns.ms[i],
    categories: columns.categories[i] === NO_COUNT ? null : columns.categories[i],
  }));
}

const event = (at: number): WatchEvent => ({
  id: `e-${at}`,
  profileId: 'shop',
  connectionName: 'Shop Köln',
  at,
  kind: 'transition',
  from: 'conforms',
  to: 'refused',
  changed: [],
  title: 'Shop Köln: could not be checked (refused)',
  body: 'Was: conforms.',
  open: { view: 'diagnostics', profileId: 'shop' },
});

describe('history store: appending and reading', () => {
  it('reads back what was appended: class, flags, response time and count, "none" as null', async () => {
    await store.append('shop', { ...run(NOV_1 + MINUTE), flags: FLAG.snapshotSaved | FLAG.confirmedEvent });
    await store.append('shop', run(NOV_1 + 2 * MINUTE, watchClassCode('unreachable'), null, null));
    const columns = await store.columns('shop', NOV_1, DEC_1);
    expect(rows(columns)).toEqual([
      { at: NOV_1 + MINUTE, cls: 0, flags: 12, ms: 120, categories: 67 },
      { at: NOV_1 + 2 * MINUTE, cls: 5, flags: 0, ms: null, categories: null },
    ]);
    const file = await readFile(join(root, 'shop', '2026-11.bin'));
    expect(file.subarray(0, 4).toString('latin1')).toBe('RIH1');
    expect(file.length).toBe(8 + 2 * RECORD_BYTES);
  });

  it('keeps the first byte beside the response time, whole ms; an older record (0 there) reads as unknown', async () => {
    await store.append('shop', run(NOV_1 + MINUTE, 0, 120, 67, 88.6));
    await store.append('shop', run(NOV_1 + 2 * MINUTE, 0, 120, 67, 0));
    await store.append('shop', run(NOV_1 + 3 * MINUTE, 0, 120, 67, 999_999));
    // A record as every version before wrote it: the same 20 bytes, 0 in the (then reserved) field.
    const old = encodeRecord(run(NOV_1 + 4 * MINUTE, 0, 120, 67, null));
    expect(old.readUInt16LE(10)).toBe(0);
    await appendFile(join(root, 'shop', '2026-11.bin'), old);
    const columns = await store.columns('shop', NOV_1, DEC_1);
    expect(Array.from(columns.firstByte, firstByteOf)).toEqual([89, 0, 0xfffe, null]);
    expect(rows(columns).map((r) => r.ms)).toEqual([120, 120, 120, 120]);
    expect(await createHistoryStore(root).latest('shop')).toMatchObject({
      responseMs: 120,
      firstByteMs: null,
    });
    await store.append('shop', run(NOV_1 + 5 * MINUTE, 0, 130, 67, 41));
    expect(await store.latest('shop')).toMatchObject({ responseMs: 130, firstByteMs: 41, categories: 67 });
  });

  it('keeps a folder per connection: a plain id as it is, any other "+" and a digest', async () => {
    await store.append('shop', run(NOV_1));
    await store.append('../etc/passwd', run(NOV_1));
    await store.append('Shop', run(NOV_1));
    const names = (await readdir(root)).sort();
    expect(names).toHaveLength(3);
    expect(names).toContain('shop');
    expect(names.filter((n) => n !== 'shop')).toEqual([
      expect.stringMatching(/^\+[0-9a-f]{32}$/),
      expect.stringMatching(/^\+[0-9a-f]{32}$/),
    ]);
  });

  it('ignores a torn last record, and cuts it before the next append so later runs read right', async () => {
    await store.append('shop', run(NOV_1 + MINUTE));
    const file = join(root, 'shop', '2026-11.bin');
    // A process killed mid-append: 7 bytes of the next record.
    await appendFile(file, encodeRecord(run(NOV_1 + 2 * MINUTE)).subarray(0, 7));
    const fresh = createHistoryStore(root);
    expect(rows(await fresh.columns('shop', NOV_1, DEC_1)).map((r) => r.at)).toEqual([NOV_1 + MINUTE]);
    await fresh.append('shop', run(NOV_1 + 3 * MINUTE, 1, 99, 5));
    expect(rows(await fresh.columns('shop', NOV_1, DEC_1))).toEqual([
      { at: NOV_1 + MINUTE, cls: 0, flags: 0, ms: 120, categories: 67 },
      { at: NOV_1 + 3 * MINUTE, cls: 1, flags: 0, ms: 99, categories: 5 },
    ]);
    expect((await stat(file)).size).toBe(8 + 2 * RECORD_BYTES);
  });

  it('rotates at the UTC month boundary and reads a range across both months', async () => {
    await store.append('shop', run(DEC_1 - 1));
    await store.append('shop', run(DEC_1));
    expect((await readdir(join(root, 'shop'))).sort()).toEqual(['2026-11.bin', '2026-12.bin']);
    expect(rows(await store.columns('shop', NOV_1, DEC_1 + DAY)).map((r) => r.at)).toEqual([
      DEC_1 - 1,
      DEC_1,
    ]);
    expect(rows(await store.columns('shop', DEC_1, DEC_1 + DAY)).map((r) => r.at)).toEqual([DEC_1]);
  });

  it('reads only the runs of a range inside a month', async () => {
    for (let i = 0; i < 500; i++) await store.append('shop', run(NOV_1 + i * MINUTE, i % 9));
    const from = NOV_1 + 100 * MINUTE;
    const to = NOV_1 + 199 * MINUTE;
    const ats = rows(await store.columns('shop', from, to)).map((r) => r.at);
    expect(ats).toHaveLength(100);
    expect(ats[0]).toBe(from);
    expect(ats.at(-1)).toBe(to);
  });

  it('writes a month file deleted while it is appended to anew, with its header and mode 0600, losing no later run', async () => {
    await store.append('shop', run(NOV_1 + MINUTE));
    await store.append('shop', run(NOV_1 + 2 * MINUTE));
    const file = join(root, 'shop', '2026-11.bin');
    await rm(file);
    await store.append('shop', run(NOV_1 + 3 * MINUTE));
    expect((await readFile(file)).subarray(0, 8)).toEqual(historyHeader());
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The next append, by this process or another, finds a good file (nothing is moved aside).
    await store.append('shop', run(NOV_1 + 4 * MINUTE));
    await createHistoryStore(root).append('shop', run(NOV_1 + 5 * MINUTE));
    expect(await readdir(join(root, 'shop'))).toEqual(['2026-11.bin']);
    expect(rows(await store.columns('shop', NOV_1, DEC_1)).map((r) => r.at)).toEqual([
      NOV_1 + 3 * MINUTE,
      NOV_1 + 4 * MINUTE,
      NOV_1 + 5 * MINUTE,
    ]);
  });

  it('sets aside a file of another version instead of appending to it, and does not read it', async () => {
    await mkdir(join(root, 'shop'));
    const file = join(root, 'shop', '2026-11.bin');
    await writeFile(
      file,
      Buffer.concat([Buffer.from('RIH9\u0001\u0000\u0014\u0000', 'latin1'), Buffer.alloc(40)]),
    );
    expect((await store.columns('shop', NOV_1, DEC_1)).length).toBe(0);
    await store.append('shop', run(NOV_1 + MINUTE));
    const names = await readdir(join(root, 'shop'));
    expect(names.some((n) => /^2026-11\.bin\.damaged-\d+$/.test(n))).toBe(true);
    expect(rows(await store.columns('shop', NOV_1, DEC_1)).map((r) => r.at)).toEqual([NOV_1 + MINUTE]);
  });
});

describe('history store: events beside the runs', () => {
  it('keeps the snapshot of a run and its event, read back by range; a torn line is skipped and ended', async () => {
    await store.append('shop', run(NOV_1 + MINUTE), {
      snapshotId: 'shop.20261101T000100000Z-0123456789abcdef',
    });
    const file = join(root, 'shop', '2026-11.events.jsonl');
    await appendFile(file, '{"at": 17');
    const fresh = createHistoryStore(root);
    await fresh.append('shop', run(NOV_1 + 2 * MINUTE, 2), { event: event(NOV_1 + 2 * MINUTE) });
    await appendFile(file, '{"at": "not a number"}\nnot json\n');
    const history = await fresh.history('shop', NOV_1, DEC_1, 100);
    expect(history.points).toEqual([
      { at: NOV_1 + MINUTE, snapshotId: 'shop.20261101T000100000Z-0123456789abcdef' },
    ]);
    expect(history.events).toEqual([event(NOV_1 + 2 * MINUTE)]);
    expect(history.runs).toBe(2);
  });
});

describe('history store: events of the command line', () => {
  // `retail-inspector watch` names a connection by its fleet row's name or its base URL.
  const address = `https://shop.example/${'p'.repeat(478)}/`;
  const name = 'Filiale '.repeat(15);

  it('reads back an event of a 120-character name and a 500-character address', async () => {
    expect([name.length, address.length]).toEqual([120, 500]);
    const written: WatchEvent = {
      ...event(NOV_1 + MINUTE),
      profileId: address,
      connectionName: name,
      title: `${name}: could not be checked (refused)`,
      open: { view: 'diagnostics', profileId: address },
    };
    await store.append(address, run(NOV_1 + MINUTE, 2), { event: written });
    await store.append(name, run(NOV_1 + MINUTE, 2), { event: { ...written, profileId: name } });
    expect((await createHistoryStore(root).history(address, NOV_1, DEC_1, 100)).events).toEqual([written]);
    expect((await store.history(name, NOV_1, DEC_1, 100)).events).toEqual([{ ...written, profileId: name }]);
  });

  it('keeps the event of an installation named by the longest base URL a fleet file takes', async () => {
    const longest = `https://shop.example/${'p'.repeat(WATCH_ADDRESS_MAX_CHARS - 21)}`;
    const seen = (watchClass: 'conforms' | 'refused') => ({
      watchClass,
      settingsHash: null,
      categoriesHash: null,
      snapshotId: null,
    });
    const written = watchEventOf(
      { kind: 'transition', before: seen('conforms'), after: seen('refused'), changed: [] },
      { id: 'e-1', profileId: longest, connectionName: longest, at: NOV_1, runs: 2, changes: null },
    );
    expect(longest.length).toBe(WATCH_ADDRESS_MAX_CHARS);
    await store.append(longest, run(NOV_1, 2), { event: written });
    expect((await store.history(longest, NOV_1, DEC_1, 100)).events).toEqual([written]);
  });

  it('refuses to write an event it could not read back, keeping the run', async () => {
    const long = `https://shop.example/${'p'.repeat(3_000)}`;
    const written = { ...event(NOV_1 + MINUTE), profileId: long };
    await expect(store.append(long, run(NOV_1 + MINUTE, 2), { event: written })).rejects.toThrow(
      /The event of this run was not kept: event\.profileId/,
    );
    const history = await store.history(long, NOV_1, DEC_1, 100);
    expect([history.runs, history.events]).toEqual([1, []]);
  });
});

describe('history store: retention', () => {
  it('deletes whole months that ended more than the retention before now, never a month still in it', async () => {
    const now = Date.UTC(2026, 11, 15);
    for (const month of [7, 8, 9, 10, 11]) {
      await store.append('shop', run(Date.UTC(2026, month, 10)), { event: event(Date.UTC(2026, month, 10)) });
    }
    await store.append('other', run(Date.UTC(2026, 7, 3)));
    // 90 days before Dec 15 is Sep 16: August ended before it, September did not.
    const removed = await store.retain(90, now);
    // August's runs, events and daily sums (kept as the runs were appended), and the other
    // connection's August runs and sums.
    expect(removed).toBe(5);
    expect((await readdir(join(root, 'shop'))).filter((n) => n.endsWith('.bin')).sort()).toEqual([
      '2026-09.bin',
      '2026-10.bin',
      '2026-11.bin',
      '2026-12.bin',
    ]);
    expect(await readdir(join(root, 'other'))).toEqual([]);
  });

  it('leaves alone a folder beside the histories that holds no watch history', async () => {
    await store.append('shop', run(Date.UTC(2026, 7, 3)));
    await mkdir(join(root, 'notes'));
    await writeFile(join(root, 'notes', '2020-01.bin'), 'my own file, not a history');
    await writeFile(join(root, 'notes', '2020-01.events.jsonl'), '{}\n');
    // The month's runs and its daily sums.
    expect(await store.retain(90, Date.UTC(2026, 11, 15))).toBe(2);
    expect(await readdir(join(root, 'shop'))).toEqual([]);
    expect((await readdir(join(root, 'notes'))).sort()).toEqual(['2020-01.bin', '2020-01.events.jsonl']);
  });
});

describe('history decimation', () => {
  it('keeps the worst class and the least and greatest time and count of each bucket', () => {
    const at = [0, 10, 20, 30, 60, 70];
    const cls = [0, 5, 0, 1, 0, 0];
    const ms = [100, Number.NaN, 300, 50, 10, 20];
    const categories = [67, NO_COUNT, 67, 60, 70, 71];
    const columns = {
      length: 6,
      at: Float64Array.from(at),
      cls: Uint8Array.from(cls),
      flags: new Uint8Array(6),
      ms: Float32Array.from(ms),
      firstByte: new Uint16Array(6),
      categories: Uint32Array.from(categories),
    };
    const result = decimate(columns, 0, 120, 4);
    expect(result.buckets).toBe(4);
    expect(result.at).toEqual([0, 30, 60, 90]);
    // Bucket 0: conforms, unreachable, conforms -> unreachable; bucket 1: a violation; 3: empty.
    expect(result.cls).toEqual([5, 1, 0, NO_CLASS]);
    expect(result.msMin).toEqual([100, 50, 10, null]);
    expect(result.msMax).toEqual([300, 50, 20, null]);
    expect(result.categoriesMin).toEqual([67, 60, 70, null]);
    expect(result.categoriesMax).toEqual([67, 60, 71, null]);
  });

  it('returns each run at its own time when the range holds no more runs than buckets', () => {
    const columns = {
      length: 2,
      at: Float64Array.from([50, 10]),
      cls: Uint8Array.from([1, 0]),
      flags: new Uint8Array(2),
      ms: Float32Array.from([5, 7]),
      firstByte: new Uint16Array(2),
      categories: Uint32Array.from([1, 2]),
    };
    const result = decimate(columns, 0, 100, 10);
    expect(result).toMatchObject({ buckets: 2, at: [10, 50], cls: [0, 1], msMax: [7, 5], runs: 2 });
  });
});

describe('history store: a year of one-minute runs', () => {
  it('reads 525,600 runs into columns and decimates them to 2,000 buckets without losing a failure', async () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2026, 0, 1);
    await mkdir(join(root, 'shop'));
    // Written as the store writes them, a month file at a time (525,600 appends would test the disk).
    const months = new Map<string, Buffer[]>();
    for (let at = start; at < end; at += MINUTE) {
      const date = new Date(at);
      const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
      const i = (at - start) / MINUTE;
      const record = encodeRecord(run(at, i % 1000 === 0 ? 5 : 0, 100 + (i % 50), 67));
      (months.get(month) ?? months.set(month, [historyHeader()]).get(month)!).push(record);
    }
    for (const [month, parts] of months)
      await writeFile(join(root, 'shop', `${month}.bin`), Buffer.concat(parts));

    // How fast is the bench's question (bench/), not this test's: here, that nothing is lost.
    const columns = await store.columns('shop', start, end);
    const history = await store.history('shop', start, end, 2_000);

    expect(columns.length).toBe(525_600);
    expect(history.runs).toBe(525_600);
    expect(history.buckets).toBe(2_000);
    expect(history.cls.filter((c) => c === 5).length).toBe(526);
    expect(Math.max(...history.msMax.map((m) => m ?? 0))).toBe(149);
  });
});
