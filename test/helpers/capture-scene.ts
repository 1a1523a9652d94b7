// The setting of the capture tests: a token-protected embedded server on a temp dataset (images on
// disk, one category without an image, one sharing the logo) behind a faulty front server, and a
// capture through that front with an injected sleep that only records the backoff it was asked for.
// `stopScenes()` (call it in afterEach) stops every server and removes every temp folder.
import { captureInstallation, type CaptureOptions } from '../../electron/core/capture/capture-installation';
import { createV2Client } from '../../electron/core/client/v2-client';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from '../../electron/core/server/embedded-server';
import { startFaultyFront, type Fault, type FaultyFront } from './faulty-front';
import { closeAllServers } from './local-servers';
import { validDatasetDocument, writeDatasetFolder } from './temp-dataset';

export const CAPTURE_TOKEN = 'tok-capture-Secret-77';

// The smallest valid PNG (1×1, transparent).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`;

/** The faults of the standard scene: one image recovers after two 500s, one is 404, one hangs. */
export const FAULTS: Readonly<Record<string, Fault>> = {
  '/images/milch.png': (n) => (n <= 2 ? { status: 500 } : 'proxy'),
  '/images/käse 1.svg': () => ({ status: 404 }),
  '/images/wurst.svg': () => 'hang',
};

/** A started scene. */
export interface CaptureScene {
  readonly original: EmbeddedServer;
  readonly front: FaultyFront;
  /** Every backoff the capture asked to sleep, in ms. */
  readonly sleeps: number[];
  /** Captures through the front (token, images time out after 600 ms, 2 retries, concurrency 2). */
  capture(options?: Partial<CaptureOptions>): ReturnType<typeof captureInstallation>;
}

const cleanups: (() => Promise<void>)[] = [];

/** Starts the original server and a front with `faults` (image answers delayed by `delayMs`). */
export async function startScene(faults = FAULTS, delayMs = 0): Promise<CaptureScene> {
  const document = validDatasetDocument();
  document.info.x_branch = 'Filiale Nord';
  document.categories = [
    ...document.categories.filter((row) => !String(row.image).startsWith('https:')),
    { id: '14', code: 'MILCH', name: 'Milch', slug: 'milch', image: 'images/milch.png' },
    { id: '15', code: 'WURST', name: 'Wurst', slug: 'wurst', image: 'images/wurst.svg' },
    { id: '16', code: 'HAUS', name: 'Hausmarke', slug: 'hausmarke', image: 'brand/logo.svg' },
    { id: '17', code: 'SUESS', name: 'Süßwaren', slug: null, image: 'images/suess.svg' },
  ];
  const folder = await writeDatasetFolder(document, {
    'images/brot.svg': svg('#a52'),
    'images/käse 1.svg': svg('#fc0'),
    'images/milch.png': PNG,
    'images/wurst.svg': svg('#c33'),
    'images/suess.svg': svg('#f6a'),
  });
  cleanups.push(folder.cleanup);
  const original = await startEmbeddedServer({
    dataset: await loadDataset(folder.file),
    tokens: [CAPTURE_TOKEN],
  });
  cleanups.push(() => original.close());
  const front = await startFaultyFront(original.url, faults, delayMs);
  const sleeps: number[] = [];
  const fetchImpl = (url: string, init: RequestInit) => fetch(url, init);
  return {
    original,
    front,
    sleeps,
    capture: (options = {}) =>
      captureInstallation({
        client: createV2Client({ fetch: fetchImpl }),
        fetch: fetchImpl,
        installation: { baseUrl: front.url, token: CAPTURE_TOKEN },
        timeoutMs: 5_000,
        imageTimeoutMs: 600,
        retries: 2,
        concurrency: 2,
        sleep: async (ms) => void sleeps.push(ms),
        random: () => 0.5,
        ...options,
      }),
  };
}

/** Stops every scene's servers and removes its files. */
export async function stopScenes(): Promise<void> {
  await closeAllServers();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
}

/** GETs `url` and returns the body's bytes (bounded wait). */
export async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
