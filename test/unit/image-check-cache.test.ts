// The exporter's cache of image checks: what an image address answered is reused for its time, by a
// bounded number of addresses, and never kept from a probe that was aborted.
import { describe, expect, it } from 'vitest';
import type { ResourceCheck } from '../../electron/core/checks/fetch-resource';
import { createImageCheckCache } from '../../electron/core/exporter/image-check-cache';

const loaded: ResourceCheck = { ok: true, contentType: 'image/png', bytes: 10 };
const broken: ResourceCheck = { ok: false, problem: 'answered HTTP 404' };

// A loader counting its fetches per address, answering `answers` in turn (the last one repeated).
function loader(answers: readonly ResourceCheck[] = [loaded]) {
  const fetched: string[] = [];
  const load = async (url: string) => {
    fetched.push(url);
    return answers[Math.min(fetched.length - 1, answers.length - 1)]!;
  };
  return { load, fetched };
}

describe('createImageCheckCache', () => {
  it('answers an address again from what it answered, within its time', async () => {
    let now = 0;
    const cache = createImageCheckCache(1_000, 10, () => now);
    const { load, fetched } = loader([broken, loaded]);
    expect(await cache.check('http://a/logo.png', load, undefined)).toEqual(broken);
    now = 999;
    expect(await cache.check('http://a/logo.png', load, undefined)).toEqual(broken);
    expect(fetched).toHaveLength(1);
  });

  it('fetches the address again once its time is over', async () => {
    let now = 0;
    const cache = createImageCheckCache(1_000, 10, () => now);
    const { load, fetched } = loader([broken, loaded]);
    await cache.check('http://a/logo.png', load, undefined);
    now = 1_000;
    expect(await cache.check('http://a/logo.png', load, undefined)).toEqual(loaded);
    expect(fetched).toHaveLength(2);
  });

  it('keeps at most its number of addresses, dropping the oldest first', async () => {
    const cache = createImageCheckCache(60_000, 2, () => 0);
    const { load, fetched } = loader();
    for (const url of ['http://a/1', 'http://a/2', 'http://a/3']) await cache.check(url, load, undefined);
    expect(cache.size()).toBe(2);
    await cache.check('http://a/3', load, undefined);
    await cache.check('http://a/1', load, undefined);
    expect(fetched).toEqual(['http://a/1', 'http://a/2', 'http://a/3', 'http://a/1']);
  });

  it('drops addresses whose time is over when it stores another', async () => {
    let now = 0;
    const cache = createImageCheckCache(1_000, 100, () => now);
    const { load } = loader();
    await cache.check('http://a/1', load, undefined);
    await cache.check('http://a/2', load, undefined);
    now = 5_000;
    await cache.check('http://a/3', load, undefined);
    expect(cache.size()).toBe(1);
  });

  it('does not keep what a probe read after it was aborted', async () => {
    const cache = createImageCheckCache(60_000, 10, () => 0);
    const { load, fetched } = loader([{ ok: false, problem: 'did not load within 1 s' }, loaded]);
    const aborted = AbortSignal.abort();
    await cache.check('http://a/logo.png', load, aborted);
    expect(await cache.check('http://a/logo.png', load, undefined)).toEqual(loaded);
    expect(fetched).toHaveLength(2);
  });
});
