// Capture → replay as a user runs it, at 100,000 categories: a local installation whose images are
// shared (its own placeholder by most categories, one image by thousands, a copy of it under another
// URL, group images, a few hundred images of their own), the built `capture` command, then the built
// `serve --data` on the file. The replay must answer the same info, the same rows in the same order
// and, for every category, the same image bytes; only the origin changes. Each distinct image URL is
// fetched once from each server and compared by SHA-256.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapBounded } from '../../electron/core/lib/bounded-pool';
import type { Dataset } from '../../shared/dataset';
import type { Category, SystemInfo } from '../../shared/v2';
import { describeRun, runCli, startCli, stopCli, waitForStdout, type Cli } from '../helpers/cli-process';
import { CATEGORIES_PATH, INFO_PATH } from '../helpers/fake-installation';
import type { LocalServer } from '../helpers/local-servers';
import { imagePathOf, startSharedImageInstallation } from '../helpers/shared-image-installation';

const COUNT = 100_000;
const SLOW_MS = 120_000;

let folder: string;
let installation: LocalServer;
let replay: Cli;
let replayUrl: string;
let dataset: Dataset;
/** Image requests the installation saw during the capture, before the test fetched any. */
let captureImageRequests: string[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-capture-replay-'));
  installation = await startSharedImageInstallation(COUNT);
  const file = join(folder, 'capture.json');
  const run = await runCli(
    ['capture', '--base-url', installation.url, '--out', file, '--quiet'],
    {},
    SLOW_MS,
  );
  if (run.code !== 0) throw new Error(`capture exited ${run.code}${describeRun(run)}`);
  captureImageRequests = installation.requests.filter((target) => target.startsWith('/img/'));
  dataset = JSON.parse(await readFile(file, 'utf8')) as Dataset;
  replay = startCli(['serve', '--data', file, '--port', '0', '--quiet']);
  replayUrl = await waitForStdout(
    replay,
    (text) => /Listening on (http:\/\/\S+)/.exec(text)?.[1] ?? null,
    'the Listening line',
    SLOW_MS,
  );
}, SLOW_MS * 2);

afterAll(async () => {
  if (replay) await stopCli(replay);
  await installation?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** SHA-256 of the body of each distinct URL in `urls`, fetched once each. */
async function hashesOf(urls: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(urls)];
  const hashes = await mapBounded(distinct, 8, async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex');
  });
  return new Map(distinct.map((url, index) => [url, hashes[index]!]));
}

const both = async <T>(path: string) =>
  [await getJson<T>(installation.url + path), await getJson<T>(replayUrl + path)] as const;

describe('a 100,000-category capture served with serve --data', () => {
  it('answers the same info; logo and assets_url move to the new origin, the logo with the same bytes', async () => {
    const [info, replayInfo] = await both<SystemInfo>(INFO_PATH);
    const { logo, assets_url: _a, ...same } = info;
    const { logo: replayLogo, assets_url: replayAssets, ...replayed } = replayInfo;
    expect(replayed).toEqual(same);
    expect(Object.keys(replayInfo)).toEqual(Object.keys(info));
    expect(replayLogo.startsWith(`${replayUrl}/`), replayLogo).toBe(true);
    expect(replayAssets.startsWith(`${replayUrl}/`), replayAssets).toBe(true);
    const hashes = await hashesOf([logo, replayLogo]);
    expect(hashes.get(replayLogo)).toBe(hashes.get(logo));
  });

  it('answers the same rows in the same order, every field but the image equal', async () => {
    const [{ rows }, { rows: replayRows }] = await both<{ rows: Category[] }>(CATEGORIES_PATH);
    expect(replayRows).toHaveLength(COUNT);
    const withoutImage = ({ image: _i, ...fields }: Category) => fields;
    expect(replayRows.map(withoutImage)).toEqual(rows.map(withoutImage));
    expect(replayRows.map((row) => Object.keys(row))).toEqual(rows.map((row) => Object.keys(row)));
  });

  it('serves every category the image bytes the installation served, shared images included', async () => {
    const [{ rows }, { rows: replayRows }] = await both<{ rows: Category[] }>(CATEGORIES_PATH);
    for (const row of replayRows) {
      if (!row.image.startsWith(`${replayUrl}/`)) throw new Error(`category ${row.id}: ${row.image}`);
    }
    const original = await hashesOf(rows.map((row) => row.image));
    const replayed = await hashesOf(replayRows.map((row) => row.image));
    const differing = rows.filter((row, i) => original.get(row.image) !== replayed.get(replayRows[i]!.image));
    const sample = differing.slice(0, 5).map((row) => `${row.id} ${row.image}`);
    expect(differing.length, `categories with other bytes, e.g. ${sample.join(', ')}`).toBe(0);
    // The installation's own placeholder is most categories' image, and it is not ours.
    const placeholder = rows.filter((row) => row.image.endsWith('/img/placeholder.png'));
    expect(placeholder.length).toBeGreaterThan(50_000);
    expect(replayRows.some((row) => row.image.includes('/_inspector/'))).toBe(false);
  });

  it('downloaded each distinct image URL once and stored each distinct image once', () => {
    const urls = new Set(captureImageRequests);
    expect(captureImageRequests).toHaveLength(urls.size);
    // The logo, the placeholder, the house brand and its copy, 40 groups, 400 images of their own.
    expect(urls.size).toBe(444);
    // The copy has the house brand's bytes: one file for both.
    expect(Object.keys(dataset.assets ?? {})).toHaveLength(443);
    expect(dataset.categories.filter((row) => row.image === null)).toEqual([]);
  });

  it('keeps the installation’s addresses by image file, listing only the rows of the copy by index', () => {
    const source = dataset.source!;
    expect(Object.keys(source.images ?? {}).sort()).toEqual(Object.keys(dataset.assets ?? {}).sort());
    const copies = dataset.categories.flatMap((_, i) =>
      imagePathOf(i) === '/img/house-brand-copy.png' ? [String(i)] : [],
    );
    expect(Object.keys(source.rows ?? {}).sort()).toEqual(copies.sort());
    expect(new Set(Object.values(source.rows ?? {}))).toEqual(new Set(['/img/house-brand-copy.png']));
  });

  it('is identical to the installation it was captured from, in diff', async () => {
    const run = await runCli(['diff', join(folder, 'capture.json'), installation.url, '--json'], {}, SLOW_MS);
    expect(run.code, describeRun(run)).toBe(0);
    expect((JSON.parse(run.stdout) as { identical: boolean }).identical).toBe(true);
  });
});
