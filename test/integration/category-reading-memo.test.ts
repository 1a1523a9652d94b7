// The exporter's memo of the last categories answer (checks/category-reading.ts, exporter/reading-memo.ts)
// against a real loopback server: for every kind of answer (conforming, a byte order mark, Latin-1,
// a token echoed in an image address, rows that break the schema and the rules, status:false, a proxy's
// HTML page, a redirect), the report of an answer recalled from the memo is the report of the same
// answer read in full, timings aside; and an answer that differs by one byte is read in full again.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInstallation, type CheckRun } from '../../electron/core/checks/run-checks';
import { createV2Client, type Installation } from '../../electron/core/client/v2-client';
import { createReadingMemos } from '../../electron/core/exporter/reading-memo';
import type { CheckReport } from '../../shared/check-report';
import { closeAllServers, startHttpServer, type LocalServer } from '../helpers/local-servers';
import { STORE_SETTINGS } from '../helpers/store-settings';
import { SVG } from '../helpers/temp-dataset';

const TOKEN = 'tok-MemoSecret-7c2e91ab40';

interface Answer {
  readonly status?: number;
  readonly type?: string;
  readonly body: Buffer;
}

let server: LocalServer;
let answer: Answer;

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

function rows(base: string) {
  return [
    { id: '10', code: 'BROT', name: 'Brot', slug: 'brot', image: `${base}/img/shared.svg` },
    { id: '11', code: 'KAES', name: 'Käse', slug: null, image: `${base}/img/shared.svg` },
    { id: '12', code: 'WEIN', name: 'Wein', slug: 'wein', image: `${base}/img/wein.svg` },
    { id: '13', code: 'MILCH', name: 'Milch', slug: 'milch', image: `${base}/img/gone.svg` },
  ];
}

// Each kind of answer a support engineer meets, as bytes.
function answers(base: string): Record<string, Answer> {
  const conforming = json({ status: true, rows: rows(base) });
  return {
    conforming: { body: conforming },
    'byte order mark': { body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), conforming]) },
    'latin-1': {
      type: 'application/json; charset=iso-8859-1',
      body: Buffer.from(JSON.stringify({ status: true, rows: rows(base) }), 'latin1'),
    },
    'token echoed in an image': {
      body: json({ status: true, rows: [{ ...rows(base)[0], image: `${base}/img/x.svg?t=${TOKEN}` }] }),
    },
    'rows that break the schema and the rules': {
      body: json({
        status: true,
        rows: [...rows(base), { id: '10', code: 5, name: 'Doppelt', slug: 'x', image: 'img/relative.svg' }],
      }),
    },
    'status false': { status: 403, body: json({ status: false, error: 'Invalid token' }) },
    "a proxy's error page": {
      status: 502,
      type: 'text/html',
      body: Buffer.from('<html><body><h1>502 Bad Gateway</h1></body></html>'),
    },
    'sent as text/plain': { type: 'text/plain', body: conforming },
  };
}

function respond(res: ServerResponse, a: Answer): void {
  res.writeHead(a.status ?? 200, { 'content-type': a.type ?? 'application/json' });
  res.end(a.body);
}

beforeAll(async () => {
  server = await startHttpServer((req, res, self) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/api/v2/auth/info')
      return respond(res, {
        body: json({
          status: true,
          code: '200',
          version: 'v2',
          id: '7',
          logo: `${self.url}/img/shared.svg`,
          assets_url: `${self.url}/`,
          company_name: 'Memo-Laden',
          ...STORE_SETTINGS,
        }),
      });
    // The old address of the operation redirects to its own (a leniency that is not the body's).
    if (path === '/old/api/v2/products/getcategorys') {
      res.writeHead(301, { location: req.url!.replace('/old', '') });
      return res.end();
    }
    if (path === '/api/v2/products/getcategorys') return respond(res, answer);
    if (path === '/img/gone.svg') {
      res.writeHead(404);
      return res.end();
    }
    if (path.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end(SVG);
    }
    res.writeHead(404);
    res.end();
  });
});

afterAll(() => closeAllServers());

const client = createV2Client({ fetch: (url, init) => fetch(url, init) });
const deps = { client, fetch: (url: string, init: RequestInit) => fetch(url, init) };
const installation = (): Installation => ({ baseUrl: server.url, token: TOKEN });

// The report without what changes from one call to the next: durations, phases and the time of the check.
function timeless(report: CheckReport): unknown {
  const calls = Object.fromEntries(
    Object.entries(report.calls).map(([name, meta]) => [
      name,
      meta && {
        ...meta,
        totalMs: 0,
        firstByteMs: meta.firstByteMs === undefined ? undefined : 0,
        timings: meta.timings && { ...meta.timings, firstByte: 0, transfer: 0, total: 0 },
      },
    ]),
  );
  const text = JSON.stringify({ ...report, calls, checkedAt: '' });
  return JSON.parse(text.replace(/\d+(\.\d+)? ms\b/g, 'N ms'));
}

function same(run: CheckRun, reference: CheckRun): void {
  expect(timeless(run.report)).toEqual(timeless(reference.report));
  expect(run.categories).toBe(reference.categories);
  expect(run.info).toEqual(reference.info);
}

describe('a recalled categories answer', () => {
  it.each(Object.keys(answers('http://x')))(
    'gives the report of the same answer read in full: %s',
    async (kind) => {
      answer = answers(server.url)[kind]!;
      const target = { name: kind };
      const memos = createReadingMemos<object>();
      const read = await checkInstallation(deps, installation(), 5_000);
      const first = await checkInstallation(
        { ...deps, categoryMemo: memos.forTarget(target) },
        installation(),
        5_000,
      );
      const again = await checkInstallation(
        { ...deps, categoryMemo: memos.forTarget(target) },
        installation(),
        5_000,
      );
      expect(first.categoriesRecalled).toBe(false);
      expect(again.categoriesRecalled).toBe(true);
      same(first, read);
      same(again, read);
      // Recalled or not, the token is masked in what the report says.
      expect(JSON.stringify(again.report)).not.toContain(TOKEN);
    },
  );

  // Behind a redirect, a failed answer rewrites the redirect's advice ("what answers there is not the
  // API") except where the client never gets that far (an answer nested too deeply).
  const behindRedirect: Record<string, () => Answer> = {
    'nested too deeply': () => ({ body: json({ status: true, rows: [nested(70)] }) }),
    'status false': () => answers(server.url)['status false']!,
    "a proxy's error page": () => answers(server.url)["a proxy's error page"]!,
    'rows that break the schema': () => ({ body: json({ status: true, rows: [{ id: 5 }] }) }),
  };
  it.each(Object.keys(behindRedirect))(
    'gives the report read in full behind a redirect too: %s',
    async (kind) => {
      answer = behindRedirect[kind]!();
      const moved = { baseUrl: `${server.url}/old`, token: TOKEN };
      const memos = createReadingMemos<object>();
      const target = {};
      const read = await checkInstallation(deps, moved, 5_000);
      await checkInstallation({ ...deps, categoryMemo: memos.forTarget(target) }, moved, 5_000);
      const again = await checkInstallation({ ...deps, categoryMemo: memos.forTarget(target) }, moved, 5_000);
      expect(again.categoriesRecalled).toBe(true);
      expect(again.report.checks.some((c) => c.id === 'categories.tolerated.redirect')).toBe(true);
      same(again, read);
    },
  );

  it('keeps the redirect of this call and the leniencies of the answer recalled', async () => {
    answer = { body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json({ status: true, rows: [] })]) };
    const memos = createReadingMemos<object>();
    const target = {};
    const moved = { baseUrl: `${server.url}/old`, token: TOKEN };
    const read = await checkInstallation(deps, moved, 5_000);
    await checkInstallation({ ...deps, categoryMemo: memos.forTarget(target) }, moved, 5_000);
    const again = await checkInstallation({ ...deps, categoryMemo: memos.forTarget(target) }, moved, 5_000);
    expect(again.categoriesRecalled).toBe(true);
    expect(again.report.calls.categories?.leniencies.map((l) => l.id)).toEqual(['redirect', 'bom']);
    same(again, read);
  });

  it('is read in full again when one byte of it changes, and the report says what changed', async () => {
    const memos = createReadingMemos<object>();
    const target = {};
    const withMemo = () =>
      checkInstallation({ ...deps, categoryMemo: memos.forTarget(target) }, installation(), 5_000);
    answer = answers(server.url).conforming!;
    await withMemo();
    expect((await withMemo()).categoriesRecalled).toBe(true);
    // One category fewer: the same text but for its last row.
    answer = { body: json({ status: true, rows: rows(server.url).slice(0, 3) }) };
    const changed = await withMemo();
    expect(changed.categoriesRecalled).toBe(false);
    expect(changed.categories).toBe(3);
    expect(changed.report.checks.find((c) => c.id === 'categories.count')?.message).toBe('3 categories');
    // The same bytes with another content type are another answer.
    answer = { ...answer, type: 'text/plain' };
    const retyped = await withMemo();
    expect(retyped.categoriesRecalled).toBe(false);
    expect(retyped.report.checks.some((c) => c.id === 'categories.tolerated.content-type')).toBe(true);
    // Another target (another installation, or this one after the fleet was read again) has its own.
    const other = await checkInstallation(
      { ...deps, categoryMemo: memos.forTarget({}) },
      installation(),
      5_000,
    );
    expect(other.categoriesRecalled).toBe(false);
  });
});
