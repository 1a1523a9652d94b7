// The bound on an IPC message's size that the preload and main check before IPC would fail: it never
// counts less than V8's serializer writes, stops early on huge values, and words the refusal.
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { IPC_MESSAGE_MAX_BYTES, ipcSizeBound, tooLargeToAnswer, tooLargeToSend } from '../../shared/ipc-size';

describe('ipcSizeBound', () => {
  it.each<[string, unknown]>([
    ['a Latin-1 string', 'categories'.repeat(1_000)],
    ['a string past U+00FF, written as UTF-16', 'Größe €'.repeat(1_000)],
    [
      'an object of rows',
      { rows: Array.from({ length: 500 }, (_, i) => ({ id: String(i), name: `Row ${i}` })) },
    ],
    ['numbers, booleans and null', [1, 2.5, -3, true, false, null, 1e300]],
    ['a byte array', { bytes: new Uint8Array(10_000) }],
    ['a map and a set', new Map<string, unknown>([['a', new Set([1, 'two'])]])],
  ])('is at least what V8 serializes for %s', (_label, value) => {
    expect(ipcSizeBound(value)).toBeGreaterThanOrEqual(serialize(value).length);
  });

  it('stops counting once past the cap, whatever the value holds', () => {
    const huge = Array.from({ length: 1_000 }, () => 'x'.repeat(1_000_000));
    const bound = ipcSizeBound(huge, 10_000_000);
    expect(bound).toBeGreaterThan(10_000_000);
    expect(bound).toBeLessThan(20_000_000);
  });

  it('counts an object met twice once, and ends on a cycle', () => {
    const shared = { text: 'x'.repeat(1_000) };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(ipcSizeBound(cyclic)).toBeLessThan(2 * 2_100);
  });
});

describe('the refusals', () => {
  it('lets a call of normal size through, and refuses a 70-million-character text with words', () => {
    expect(tooLargeToSend('saveCategoryExport', { text: 'x'.repeat(1_000_000) })).toBeNull();
    const text = 'x'.repeat(70_000_000);
    expect(tooLargeToSend('openDatasetText', { name: 'big.json', text })).toBe(
      `This is too large to hand from the window to the app (openDatasetText): more than the ${IPC_MESSAGE_MAX_BYTES / 1024 / 1024} MB that can pass in one call. Use the command line for data this large (retail-inspector serve, export or diff).`,
    );
    expect(tooLargeToAnswer('getCategoriesRest', { ok: true, data: { rowsJson: text } })).toMatch(
      /^The answer to getCategoriesRest is too large to send to the window/,
    );
  });

  it('keeps the cap well below the 256 MiB Chromium accepts in one IPC message', () => {
    expect(IPC_MESSAGE_MAX_BYTES).toBeLessThanOrEqual(128 * 1024 * 1024);
  });
});
