// What changed, as a support engineer asks it of a real installation on 127.0.0.1: two captures a
// week apart (the built `capture`), a snapshot the app took of a load (the app's handler table and
// snapshot store) and the live installation itself, compared with the built `diff` and with the
// Changes view's comparison. Images are named by content, so a category removed in between is one
// removed category and nothing else; an installation that did not change is identical to itself in
// every pairing, the logo and the assets root included.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { ChangesSide } from '../../shared/changes';
import type { DatasetDiff } from '../../shared/diff/diff-types';
import { describeRun, killAllClis, runCli, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { conformingInfo, json, startFakeInstallation } from '../helpers/fake-installation';
import {
  createHandlerSession,
  openProfileStore,
  type HandlerSession,
  settleHandlerSessions,
} from '../helpers/handler-session';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { imageBody } from '../helpers/shared-image-installation';

const TOKEN = 'tok-Content-Compare-4d1e9a';
const COUNT = 60;

let folder: string;
let capturesDir: string;
let demo: DemoServer;
let session: HandlerSession;
let shop: LocalServer;
let cdn: LocalServer;
/** The ids of the categories the installation answers now; a test removes one in between. */
let ids: number[];

// Images of their own, a placeholder shared by every tenth category, one category showing another's
// bytes from an address of its own, and one image on another host.
function imagePath(i: number): string {
  if (i % 10 === 9) return '/img/placeholder.png';
  if (i === 5) return '/img/copy-of-4.png';
  return `/img/own/${i}.png`;
}
const SAME_BYTES_AS: Readonly<Record<string, string>> = { '/img/copy-of-4.png': '/img/own/4.png' };

function rowsAt(base: string) {
  return ids.map((i) => ({
    id: String(100 + i),
    code: `C${i}`,
    name: `Category ${i}`,
    slug: i % 3 === 0 ? null : `category-${i}`,
    image: i === 7 ? `${cdn.url}/img/cdn-7.png` : base + imagePath(i),
  }));
}

const image = (req: { url?: string }) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const { contentType, body } = imageBody(SAME_BYTES_AS[path] ?? path);
  return { headers: { 'content-type': contentType }, body };
};

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-compare-'));
  capturesDir = join(folder, 'captures');
  await mkdir(capturesDir);
  ids = Array.from({ length: COUNT }, (_, i) => i);
  cdn = await startFakeInstallation({ image });
  shop = await startFakeInstallation({
    info: (_req, base) => json({ ...conformingInfo(base), logo: `${base}/img/logo.png` }),
    categories: (req, base) =>
      new URL(req.url ?? '/', base).searchParams.get('et_auth_token') === TOKEN
        ? json({ status: true, rows: rowsAt(base) })
        : json({ status: false, error: 'Wrong token' }, 401),
    image,
  });
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  session = createHandlerSession({ profiles: await openProfileStore(folder), demo, capturesDir });
});

afterEach(async () => {
  await settleHandlerSessions();
  await killAllClis();
  await demo.stop();
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

/** `retail-inspector capture` of the shop into the captures folder; returns the file's path. */
async function capture(name: string): Promise<string> {
  const file = join(capturesDir, name);
  const run = await runCli(
    ['capture', '--base-url', shop.url, '--out', file, '--quiet'],
    { RETAIL_INSPECTOR_TOKEN: TOKEN },
    30_000,
  );
  expect(run.code, describeRun(run)).toBe(0);
  return file;
}

/** The shop loaded as the app's Refresh does; returns its snapshot's id and file. */
async function snapshot(): Promise<{ id: string; file: string }> {
  const { profile } = await session.value('saveProfile', { name: 'Shop', baseUrl: shop.url, token: TOKEN });
  const [info, categories] = await Promise.all([
    session.value('getInfo', { profileId: profile.id }),
    session.value('getCategories', { profileId: profile.id }),
  ]);
  expect(info.ok && categories.ok).toBe(true);
  await session.snapshotRecorder.settled();
  const [latest] = (await session.snapshots.list(profile.id)).snapshots;
  expect(latest?.state).toBe('ok');
  return { id: latest!.id, file: latest!.file };
}

/** `retail-inspector diff A B --json`: the exit code and the diff. */
async function diff(a: string, b: string): Promise<{ code: number | null; diff: DatasetDiff }> {
  const env = { RETAIL_INSPECTOR_TOKEN_A: TOKEN, RETAIL_INSPECTOR_TOKEN_B: TOKEN };
  const run = await runCli(['diff', a, b, '--json'], env, 30_000);
  expect(run.stderr, describeRun(run)).toBe('');
  return { code: run.code, diff: JSON.parse(run.stdout) as DatasetDiff };
}

/** The Changes view's comparison of two sides. */
async function compare(before: ChangesSide, after: ChangesSide): Promise<DatasetDiff> {
  const view = await session.value('compareDatasets', { before, after });
  return JSON.parse(view.diffJson) as DatasetDiff;
}

function expectIdentical(result: DatasetDiff, pairing: string): void {
  expect(
    { info: result.info, ...result.categories, counts: result.counts, identical: result.identical },
    pairing,
  ).toEqual({
    info: [],
    added: [],
    removed: [],
    changed: [],
    duplicateIds: { before: [], after: [] },
    reordered: false,
    counts: { before: COUNT, after: COUNT, added: 0, removed: 0, changed: 0 },
    identical: true,
  });
}

describe('two captures of one installation a week apart', () => {
  it('list exactly the one category removed in between, in diff and in the Changes view', async () => {
    await capture('week-1.json');
    ids = ids.filter((i) => i !== 2);
    await capture('week-2.json');

    const byCli = await diff(join(capturesDir, 'week-1.json'), join(capturesDir, 'week-2.json'));
    expect(byCli.code).toBe(1);
    const inView = await compare(
      { kind: 'dataset', file: 'week-1.json' },
      { kind: 'dataset', file: 'week-2.json' },
    );
    for (const result of [byCli.diff, inView]) {
      expect(result.info).toEqual([]);
      expect(result.categories.removed.map((row) => row.id)).toEqual(['102']);
      expect(result.categories.added).toEqual([]);
      expect(result.categories.changed).toEqual([]);
      expect(result.counts).toEqual({ before: COUNT, after: COUNT - 1, added: 0, removed: 1, changed: 0 });
    }

    const summary = await runCli([
      'diff',
      join(capturesDir, 'week-1.json'),
      join(capturesDir, 'week-2.json'),
    ]);
    expect(summary.stdout).toContain('Categories: 0 added, 1 removed, 0 changed\n');
  });

  it('show a removed or added row’s image as the installation’s address, never the capture’s file', async () => {
    await capture('week-1.json');
    ids = ids.filter((i) => i !== 2);
    await capture('week-2.json');
    const [week1, week2] = [join(capturesDir, 'week-1.json'), join(capturesDir, 'week-2.json')];
    const address = `${shop.url}/img/own/2.png`;

    const removed = await diff(week1, week2);
    expect(removed.diff.categories.removed).toEqual([expect.objectContaining({ id: '102', image: address })]);
    const added = await diff(week2, week1);
    expect(added.diff.categories.added).toEqual([expect.objectContaining({ id: '102', image: address })]);
    const inView = await compare(
      { kind: 'dataset', file: 'week-1.json' },
      { kind: 'dataset', file: 'week-2.json' },
    );
    expect(inView.categories.removed[0]?.image).toBe(address);

    const markdown = await runCli(['diff', week1, week2, '--markdown']);
    expect(markdown.code, describeRun(markdown)).toBe(1);
    const table = markdown.stdout.slice(markdown.stdout.indexOf('### Categories removed (1)'));
    expect(table).toContain(`| \`102\` | \`C2\` | \`Category 2\` | \`category-2\` | \`${address}\` |`);
    expect(markdown.stdout).not.toMatch(/images\//);
  });
});

describe('an installation that did not change', () => {
  it('is identical in its capture, its snapshot and its live state, in every pairing of diff', async () => {
    const captured = await capture('shop.json');
    const { file: snapshotFile } = await snapshot();
    const sides = { capture: captured, snapshot: snapshotFile, live: shop.url };
    for (const [a, fileA] of Object.entries(sides)) {
      for (const [b, fileB] of Object.entries(sides)) {
        if (a === b) continue;
        const result = await diff(fileA, fileB);
        expectIdentical(result.diff, `${a} against ${b}`);
        expect(result.code, `${a} against ${b}`).toBe(0);
      }
    }
  });

  it('is identical in its capture and its snapshot, both ways, in the Changes view', async () => {
    await capture('shop.json');
    const { id } = await snapshot();
    const captured: ChangesSide = { kind: 'dataset', file: 'shop.json' };
    const snapshotSide: ChangesSide = { kind: 'snapshot', id };
    expectIdentical(await compare(captured, snapshotSide), 'capture against snapshot');
    expectIdentical(await compare(snapshotSide, captured), 'snapshot against capture');
  });

  it('is its capture’s replay (serve --data) too, but for the assets root the replay serves', async () => {
    const captured = await capture('shop.json');
    const replay = startCli(['serve', '--data', captured, '--port', '0', '--quiet']);
    const url = await waitForStdout(
      replay,
      (text) => /Listening on (http:\S+)/.exec(text)?.[1] ?? null,
      'the Listening line',
    );
    const result = await diff(captured, url);
    expect(result.diff.categories).toMatchObject({ added: [], removed: [], changed: [], reordered: false });
    expect(result.diff.info).toEqual([
      { field: 'assets_url', before: `${shop.url}/img/`, after: `${url}/images/` },
    ]);
    expect(await stopCli(replay)).toBe(0);
  });

  it('still finds a changed logo and a moved assets root against the capture', async () => {
    const captured = await capture('shop.json');
    const { origin } = new URL(shop.url);
    await closeAllServers();
    cdn = await startFakeInstallation({ image });
    shop = await startFakeInstallation({
      info: (_req, base) =>
        json({ ...conformingInfo(base), logo: `${base}/img/logo-2026.png`, assets_url: `${base}/media/` }),
      categories: (_req, base) => json({ status: true, rows: rowsAt(base) }),
      image,
    });
    const result = await diff(captured, shop.url);
    expect(result.code).toBe(1);
    expect(result.diff.info).toEqual([
      { field: 'logo', before: `${origin}/img/logo.png`, after: `${shop.url}/img/logo-2026.png` },
      { field: 'assets_url', before: `${origin}/img/`, after: `${shop.url}/media/` },
    ]);
    // The cdn moved to another port: its image is on another host, so compared as it stands.
    expect(result.diff.categories.changed).toEqual([
      {
        id: '107',
        changes: [
          {
            field: 'image',
            before: expect.stringContaining('/img/cdn-7.png'),
            after: `${cdn.url}/img/cdn-7.png`,
          },
        ],
      },
    ]);
  });
});
