// captureInstallation over real loopback HTTP: a token-protected embedded server behind a front
// server where one image answers 500 twice, one 404 and one never answers. Retries, backoff,
// failures, concurrency, progress and images shared by several categories. Servers stopped after
// every test.
import { afterEach, describe, expect, it } from 'vitest';
import { captureInstallation, type CaptureProgress } from '../../electron/core/capture/capture-installation';
import { createV2Client } from '../../electron/core/client/v2-client';
import { DatasetSchema } from '../../shared/dataset';
import { CAPTURE_TOKEN, PNG, startScene, stopScenes } from '../helpers/capture-scene';
import { createHash } from 'node:crypto';
import { conformingRows, json, startFakeInstallation } from '../helpers/fake-installation';
import { SVG } from '../helpers/temp-dataset';
import { closedPort } from '../helpers/local-servers';

afterEach(stopScenes);

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

async function capturedOk(scene: Awaited<ReturnType<typeof startScene>>) {
  const outcome = await scene.capture();
  if (!outcome.ok) throw new Error(`capture failed: ${outcome.words.title}: ${outcome.words.detail}`);
  return outcome;
}

describe('captureInstallation with failing images', () => {
  it('retries an image that answers 500 twice and embeds it from the third answer', async () => {
    const scene = await startScene();
    const { dataset } = await capturedOk(scene);
    expect(scene.front.count('/images/milch.png')).toBe(3);
    const milch = `images/${sha256(PNG)}.png`;
    expect(dataset.categories.find((c) => c.id === '14')?.image).toBe(milch);
    expect(dataset.assets?.[milch]).toMatch(/^data:image\/png;base64,/);
  });

  it('does not retry an image that answers 404 and lists it as failed, keeping its original URL', async () => {
    const scene = await startScene();
    const { dataset, summary } = await capturedOk(scene);
    expect(scene.front.count('/images/käse 1.svg')).toBe(1);
    const url = `${scene.front.url}/images/k%C3%A4se%201.svg`;
    expect(dataset.categories.find((c) => c.id === '11')?.image).toBe(url);
    expect(summary.failedImages).toContainEqual({
      url,
      reason: 'answered HTTP 404',
      usedBy: ['category 11 (KAES)'],
    });
  });

  it('gives up on an image that never answers after the timeout and every retry', async () => {
    const scene = await startScene();
    const { dataset, summary } = await capturedOk(scene);
    expect(scene.front.count('/images/wurst.svg')).toBe(3);
    const url = `${scene.front.url}/images/wurst.svg`;
    expect(dataset.categories.find((c) => c.id === '15')?.image).toBe(url);
    const failure = summary.failedImages.find((f) => f.url === url);
    expect(failure?.reason).toBe('did not load within 0.6 s (3 attempts)');
    expect(summary.failedImages).toHaveLength(2);
  });

  it('waits with exponential backoff through the injected sleep, only before retries', async () => {
    const scene = await startScene();
    await capturedOk(scene);
    // Two retries each for the 500 image and the hanging one; random 0.5 makes the jitter factor 1.
    expect([...scene.sleeps].sort((a, b) => a - b)).toEqual([500, 500, 1000, 1000]);
  });

  it('downloads an image that the logo and a category share once, under one name', async () => {
    const scene = await startScene();
    const { dataset } = await capturedOk(scene);
    expect(scene.front.count('/brand/logo.svg')).toBe(1);
    expect(dataset.info.logo).toBe(`images/${sha256(SVG)}.svg`);
    expect(dataset.categories.find((c) => c.id === '16')?.image).toBe(dataset.info.logo);
  });

  it('yields a dataset that DatasetSchema accepts, with no auth section and no token', async () => {
    const scene = await startScene();
    const { dataset, summary } = await capturedOk(scene);
    expect(DatasetSchema.safeParse(dataset).success).toBe(true);
    expect(dataset).not.toHaveProperty('auth');
    expect(JSON.stringify(dataset)).not.toContain(CAPTURE_TOKEN);
    expect(dataset.info.assets_url).toBe('images/');
    expect(dataset.info).toHaveProperty('x_branch', 'Filiale Nord');
    expect(summary).toMatchObject({ categories: 7, placeholderCategories: 1, imagesEmbedded: 4 });
  });

  it('reports progress for info, categories and every image', async () => {
    const scene = await startScene();
    const events: CaptureProgress[] = [];
    await scene.capture({ onProgress: (p) => events.push(p) });
    expect(events.slice(0, 3)).toEqual([
      { phase: 'info' },
      { phase: 'categories' },
      { phase: 'images', done: 0, total: 7, failed: 0 },
    ]);
    expect(events).toHaveLength(10);
    expect(events.at(-1)).toEqual({ phase: 'images', done: 7, total: 7, failed: 2 });
  });

  it('keeps no more image downloads in flight than the concurrency allows', async () => {
    const scene = await startScene({}, 100);
    await capturedOk(scene);
    expect(scene.front.maxInFlight()).toBe(2);
    await scene.capture({ concurrency: 3 });
    expect(scene.front.maxInFlight()).toBe(3);
  });
});

describe('captureInstallation when an operation fails', () => {
  it('fails at categories with the server message when the token is wrong', async () => {
    const scene = await startScene();
    const outcome = await scene.capture({ installation: { baseUrl: scene.front.url, token: 'tok-wrong-1' } });
    expect(outcome).toMatchObject({ ok: false, step: 'categories', failure: { kind: 'api-failure' } });
    if (outcome.ok) return;
    expect(outcome.words.title).toBe('The installation reported an error');
    expect(outcome.words.detail.length).toBeGreaterThan(0);
  });

  it('fails at info with a refused connection when nothing listens', async () => {
    const fetchImpl = (url: string, init: RequestInit) => fetch(url, init);
    const outcome = await captureInstallation({
      client: createV2Client({ fetch: fetchImpl }),
      fetch: fetchImpl,
      installation: { baseUrl: `http://127.0.0.1:${await closedPort()}` },
      timeoutMs: 2_000,
    });
    expect(outcome).toMatchObject({
      ok: false,
      step: 'info',
      failure: { kind: 'network', reason: 'refused' },
    });
  });
});

describe('images shared by several categories', () => {
  // Every image has bytes of its own, except that cheese shows the very bytes of bread.
  const imageBytes = (path: string) => `<svg xmlns="http://www.w3.org/2000/svg"><!--${path}--></svg>`;
  const sameAsBread = (path: string) => (path === '/img/cheese.svg' ? '/img/bread.svg' : path);

  async function captureFake() {
    const installation = await startFakeInstallation({
      image: (req) => ({
        headers: { 'content-type': 'image/svg+xml' },
        body: imageBytes(sameAsBread(new URL(req.url ?? '/', 'http://x').pathname)),
      }),
    });
    const fetchImpl = (url: string, init: RequestInit) => fetch(url, init);
    const outcome = await captureInstallation({
      client: createV2Client({ fetch: fetchImpl }),
      fetch: fetchImpl,
      installation: { baseUrl: installation.url },
      timeoutMs: 2_000,
    });
    if (!outcome.ok) throw new Error(outcome.words.title);
    return { installation, ...outcome };
  }

  const named = (path: string) => `images/${sha256(imageBytes(path))}.svg`;

  it("keeps the installation's own placeholder as its bytes, downloaded once", async () => {
    const { installation, dataset, summary } = await captureFake();
    expect(dataset.categories.map((c) => c.image)).toEqual([
      named('/img/bread.svg'),
      named('/img/bread.svg'),
      named('/img/fruit.svg'),
      named('/img/placeholder.svg'),
      named('/img/placeholder.svg'),
    ]);
    const stored = Buffer.from(dataset.assets![named('/img/placeholder.svg')]!.split(',')[1]!, 'base64');
    expect(stored.toString()).toBe(imageBytes('/img/placeholder.svg'));
    expect(installation.requests.filter((r) => r.includes('placeholder'))).toEqual(['/img/placeholder.svg']);
    expect(summary.placeholderCategories).toBe(0);
  });

  it('stores identical images behind different URLs once', async () => {
    const { dataset, summary } = await captureFake();
    expect(Object.keys(dataset.assets!).sort()).toEqual(
      ['/img/logo.svg', '/img/bread.svg', '/img/fruit.svg', '/img/placeholder.svg'].map(named).sort(),
    );
    expect(summary).toMatchObject({ imagesEmbedded: 4, imageUrls: 5 });
  });

  it('keeps the installation’s own addresses in source, listing only the row whose address is not its file’s', async () => {
    const { installation, dataset } = await captureFake();
    expect(dataset.source).toEqual({
      baseUrl: installation.url,
      capturedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      logo: '/img/logo.svg',
      assets_url: '/img/',
      images: {
        [named('/img/logo.svg')]: '/img/logo.svg',
        [named('/img/bread.svg')]: '/img/bread.svg',
        [named('/img/fruit.svg')]: '/img/fruit.svg',
        [named('/img/placeholder.svg')]: '/img/placeholder.svg',
      },
      // Cheese shows bread's bytes from an address of its own.
      rows: { '1': '/img/cheese.svg' },
    });
  });

  it('names every image the same whatever the order of the rows', async () => {
    const installation = await startFakeInstallation({
      categories: (_req, base) => json({ status: true, rows: conformingRows(base).reverse() }),
      image: (req) => ({
        headers: { 'content-type': 'image/svg+xml' },
        body: imageBytes(sameAsBread(new URL(req.url ?? '/', 'http://x').pathname)),
      }),
    });
    const fetchImpl = (url: string, init: RequestInit) => fetch(url, init);
    const reversed = await captureInstallation({
      client: createV2Client({ fetch: fetchImpl }),
      fetch: fetchImpl,
      installation: { baseUrl: installation.url },
      timeoutMs: 2_000,
    });
    if (!reversed.ok) throw new Error(reversed.words.title);
    const { dataset } = await captureFake();
    const imageOf = (rows: readonly { id: string; image: string | null }[]) =>
      new Map(rows.map((row) => [row.id, row.image]));
    expect(imageOf(reversed.dataset.categories)).toEqual(imageOf(dataset.categories));
    expect(JSON.stringify(reversed.dataset.assets)).toBe(JSON.stringify(dataset.assets));
  });
});
