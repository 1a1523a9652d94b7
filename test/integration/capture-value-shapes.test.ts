// Capture stays faithful (issue 28, point 4): the built `capture` of a real local installation that
// sends values breaking the specification still writes the file, exits 1 and lists each violation
// on its own line, and the built `serve --allow-violations` on that file answers the same values back
// as the installation did (compared with a GET on both). One installation per value shape.
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, startCli, waitForStdout } from '../helpers/cli-process';
import {
  CATEGORIES_PATH,
  conformingInfo,
  conformingRows,
  INFO_PATH,
  json,
  startFakeInstallation,
  type FakeInstallationRoutes,
} from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';

const LISTENING = /^Listening on (http:\S+)/m;

let folder: string;
let files = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-capture-shapes-'));
});

afterEach(async () => {
  await Promise.all([killAllClis(), closeAllServers()]);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
type Body = Record<string, unknown>;

/** The conforming rows with row 2 (index 1) changed by `change`. */
function rowsWith(base: string, change: (row: Row) => Row): Row[] {
  return conformingRows(base).map((row, index) => (index === 1 ? change(row) : row));
}

/** Captures an installation on `routes` with the built CLI; the run and the written file. */
async function capture(routes: FakeInstallationRoutes) {
  const installation = await startFakeInstallation(routes);
  const out = join(folder, `capture-${++files}.json`);
  const run = await runCli(['capture', '--base-url', installation.url, '--out', out, '--quiet']);
  return { installation, run, out };
}

/** Serves `file` with --allow-violations on a free port; its URL once the banner is complete. */
async function replay(file: string): Promise<string> {
  const cli = startCli(['serve', '--data', file, '--port', '0', '--allow-violations', '--quiet']);
  return waitForStdout(
    cli,
    (text) => (text.includes('Press Ctrl+C to stop.') ? (LISTENING.exec(text)?.[1] ?? null) : null),
    'the whole banner',
  );
}

async function get(url: string): Promise<Body> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return (await response.json()) as Body;
}

/** Row `index` of the categories answer of `url`. */
async function rowOf(url: string, index = 1): Promise<Row> {
  const body = await get(url + CATEGORIES_PATH);
  return (body.rows as Row[])[index]!;
}

/** Expects the run to have written its file, exited 1 and listed `violation` among the lines. */
async function expectWrittenViolating(
  run: Awaited<ReturnType<typeof runCli>>,
  out: string,
  violation: string,
) {
  expect(run.code, describeRun(run)).toBe(1);
  await access(out);
  expect(run.stdout).toContain('violates the specification');
  expect(run.stdout.split('\n')).toContain(`  ${violation}`);
  expect(run.stderr).toContain('the file keeps what it answered');
  expect(run.stderr).not.toContain('Nothing was written');
}

describe('capture of an installation sending values that break the specification', () => {
  it('a root-relative image path: written as sent, exit 1, replayed unchanged', async () => {
    const { installation, run, out } = await capture({
      categories: (_req, base) =>
        json({ status: true, rows: rowsWith(base, (row) => ({ ...row, image: '/img/a.svg' })) }),
    });
    await expectWrittenViolating(
      run,
      out,
      'rows[1].image: expected an absolute http(s) URL (it has no scheme: a relative address), got "/img/a.svg" (string)',
    );
    const url = await replay(out);
    expect((await rowOf(url)).image).toBe('/img/a.svg');
    expect(await rowOf(url)).toEqual(await rowOf(installation.url));
  });

  it('a root-relative logo and assets_url: written as sent, replayed unchanged', async () => {
    const { installation, run, out } = await capture({
      info: (_req, base) => json({ ...conformingInfo(base), logo: '/img/logo.svg', assets_url: '/img/' }),
    });
    expect(run.code, describeRun(run)).toBe(1);
    await access(out);
    const url = await replay(out);
    const [replayed, original] = [await get(url + INFO_PATH), await get(installation.url + INFO_PATH)];
    expect([replayed.logo, replayed.assets_url]).toEqual(['/img/logo.svg', '/img/']);
    expect(replayed).toEqual(original);
  });

  it('a relative image path: written as sent, exit 1, replayed unchanged (not as a file of the dataset)', async () => {
    const { installation, run, out } = await capture({
      categories: (_req, base) =>
        json({ status: true, rows: rowsWith(base, (row) => ({ ...row, image: 'img/a.svg' })) }),
    });
    await expectWrittenViolating(
      run,
      out,
      'rows[1].image: expected an absolute http(s) URL (it has no scheme: a relative address), got "img/a.svg" (string)',
    );
    // Without the flag it is refused: the path is kept as sent, not a file of the dataset's.
    const refused = await runCli(['serve', '--data', out, '--port', '0']);
    expect(refused.code, describeRun(refused)).toBe(2);
    expect(refused.stderr).toContain(
      'categories[1].image: expected an absolute http(s) URL (kept as the installation sent it, listed in asReceived), got "img/a.svg" (string)',
    );
    const url = await replay(out);
    expect((await rowOf(url)).image).toBe('img/a.svg');
    expect(await rowOf(url)).toEqual(await rowOf(installation.url));
  });

  it('a relative image path with a query: written as sent, exit 1, replayed unchanged', async () => {
    const { installation, run, out } = await capture({
      categories: (_req, base) =>
        json({ status: true, rows: rowsWith(base, (row) => ({ ...row, image: 'img/a.svg?v=2' })) }),
    });
    await expectWrittenViolating(
      run,
      out,
      'rows[1].image: expected an absolute http(s) URL (it has no scheme: a relative address), got "img/a.svg?v=2" (string)',
    );
    const url = await replay(out);
    expect(await rowOf(url)).toEqual(await rowOf(installation.url));
  });

  it('a null image: written as sent, exit 1, replayed as null (not as the placeholder)', async () => {
    const { installation, run, out } = await capture({
      categories: (_req, base) =>
        json({ status: true, rows: rowsWith(base, (row) => ({ ...row, image: null })) }),
    });
    await expectWrittenViolating(run, out, 'rows[1].image: expected string, got null');
    const url = await replay(out);
    expect((await rowOf(url)).image).toBeNull();
    expect(await rowOf(url)).toEqual(await rowOf(installation.url));
  });

  it('a numeric id: written as a number, exit 1, replayed as the same number', async () => {
    const { installation, run, out } = await capture({
      categories: (_req, base) => json({ status: true, rows: rowsWith(base, (row) => ({ ...row, id: 2 })) }),
    });
    await expectWrittenViolating(run, out, 'rows[1].id: expected string, got 2 (number)');
    const url = await replay(out);
    expect((await rowOf(url)).id).toBe(2);
    const { image: _a, ...replayed } = await rowOf(url);
    const { image: _b, ...original } = await rowOf(installation.url);
    expect(replayed).toEqual(original);
  });

  it('nulls: a null slug (allowed) and a null name (not) are written and replayed as null', async () => {
    const { installation, run, out } = await capture({
      categories: (_req, base) =>
        json({ status: true, rows: rowsWith(base, (row) => ({ ...row, slug: null, name: null })) }),
    });
    await expectWrittenViolating(run, out, 'rows[1].name: expected string, got null');
    expect(run.stdout).not.toContain('rows[1].slug');
    const url = await replay(out);
    const [replayed, original] = [await rowOf(url), await rowOf(installation.url)];
    expect([replayed.slug, replayed.name]).toEqual([null, null]);
    expect(Object.keys(replayed)).toEqual(Object.keys(original));
  });

  it('a missing field: written without it, exit 1, replayed without it', async () => {
    const { installation, run, out } = await capture({
      categories: (_req, base) => json({ status: true, rows: rowsWith(base, ({ slug: _s, ...row }) => row) }),
    });
    await expectWrittenViolating(run, out, 'rows[1].slug: missing (expected string)');
    const url = await replay(out);
    const [replayed, original] = [await rowOf(url), await rowOf(installation.url)];
    expect('slug' in replayed).toBe(false);
    expect(Object.keys(replayed)).toEqual(Object.keys(original));
  });
});

describe('capture of an installation whose image answers 404', () => {
  it('is written with the address kept and replayed unchanged; a warning, as check says', async () => {
    const { installation, run, out } = await capture({
      image: (req) =>
        req.url === '/img/cheese.svg'
          ? json({ status: false, error: 'Not found' }, 404)
          : { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg/>' },
    });
    // check warns about an image that does not load (exit 0), and capture agrees.
    expect(run.code, describeRun(run)).toBe(0);
    const written = JSON.parse(await readFile(out, 'utf8')) as { categories: Row[] };
    expect(written.categories[1]!.image).toBe(`${installation.url}/img/cheese.svg`);
    expect(run.stdout).toMatch(/^ {2}http:\S+\/img\/cheese\.svg .*404.*; used by category 2 \(CHS\)$/m);
    const url = await replay(out);
    expect((await rowOf(url)).image).toBe((await rowOf(installation.url)).image);
  });
});
