// The request log as a HAR 1.2 file: valid against the HAR schema (har-schema) and importable by
// Chrome DevTools (the fields its importer requires), for a call on a new connection, one on a
// reused connection, one whose phases were not measured and one that got no answer; the phases
// mapped as HAR counts them (connect includes TLS, the rest of the total as blocked, adding up to
// time); and the token nowhere in the file, whichever way it came.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestLog, logCalls } from '../../electron/core/client/request-log';
import { harFileName, saveRequestHar } from '../../electron/core/export/save-request-har';
import type { CallMeta, CallTimings } from '../../shared/call-result';
import { harTimings, requestLogHar, type Har, type HarTimings } from '../../shared/har';
import type { RequestLogEntry } from '../../shared/ipc-contract';
import { devToolsImportProblems, harSchemaProblems } from '../helpers/har-checks';

const TOKEN = 'tok-HAR-secret/91+x';
const BASE = 'https://shop.example.test/api/v2';

const entry = (id: number, rest: Partial<RequestLogEntry>): RequestLogEntry => ({
  id,
  at: '2026-03-01T12:00:01.000Z',
  source: 'app',
  method: 'GET',
  url: `${BASE}/auth/info`,
  status: 200,
  ok: true,
  durationMs: 120,
  bytes: 15,
  hasBody: true,
  ...rest,
});

const NEW_CONNECTION: CallTimings = { dns: 4, connect: 11, tls: 25, firstByte: 70, transfer: 10, total: 120 };
const REUSED: CallTimings = {
  dns: null,
  connect: null,
  tls: null,
  firstByte: 40,
  transfer: 8,
  total: 48,
  connection: 'reused',
};

const entries = [
  entry(1, { timings: NEW_CONNECTION }),
  entry(2, {
    url: `${BASE}/products/getcategorys?et_auth_token=***&lang=de`,
    durationMs: 48,
    timings: REUSED,
  }),
  entry(3, { durationMs: 95, hasBody: false }),
  entry(4, {
    url: 'https://offline.example.test/api/v2/auth/info',
    status: 0,
    ok: false,
    failureKind: 'network',
    durationMs: 30,
    bytes: 0,
    hasBody: false,
    timings: { dns: 30, connect: null, tls: null, firstByte: null, transfer: null, total: 30 },
  }),
];
const bodies = new Map([
  [1, '{"status":true}'],
  [2, '{"status":true,"rows":[]}'],
]);

const har = requestLogHar(entries, (id) => bodies.get(id), '1.2.3');

// The timings HAR adds up: every one but ssl (inside connect), those that happened.
const sum = (t: HarTimings) =>
  [t.blocked, t.dns, t.connect, t.send, t.wait, t.receive].filter((v) => v >= 0).reduce((a, b) => a + b, 0);

describe('the request log as HAR', () => {
  it('is a valid HAR 1.2 document that Chrome DevTools imports', () => {
    expect(harSchemaProblems(har)).toEqual([]);
    expect(devToolsImportProblems(har)).toEqual([]);
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator).toEqual({ name: 'Retail Inspector', version: '1.2.3' });
    expect(har.log.entries).toHaveLength(4);
  });

  it('proves the checks would catch what DevTools and the schema refuse', () => {
    const broken = structuredClone(har) as unknown as { log: { entries: Record<string, unknown>[] } };
    delete broken.log.entries[0]!.timings;
    broken.log.entries[1]!.startedDateTime = 'yesterday';
    expect(devToolsImportProblems(broken)).toEqual(
      expect.arrayContaining([
        'log.entries[0].timings is not an object',
        'log.entries[1].startedDateTime is not a date',
      ]),
    );
    expect(harSchemaProblems(broken).length).toBeGreaterThan(0);
  });

  it('maps a call on a new connection: connect includes TLS, and the phases add up to time', () => {
    const [first] = har.log.entries;
    expect(first!.timings).toEqual({
      blocked: -1,
      dns: 4,
      connect: 36,
      ssl: 25,
      send: 0,
      wait: 70,
      receive: 10,
    });
    expect(first!.time).toBe(120);
    expect(sum(first!.timings)).toBe(first!.time);
    // Logged when the call finished; HAR says when it started.
    expect(first!.startedDateTime).toBe('2026-03-01T12:00:00.880Z');
    expect(first!.request).toMatchObject({
      method: 'GET',
      url: `${BASE}/auth/info`,
      headersSize: -1,
      bodySize: 0,
    });
    expect(first!.response).toMatchObject({
      status: 200,
      content: { size: 15, mimeType: 'application/json', text: '{"status":true}' },
      redirectURL: '',
    });
    expect(first!.cache).toEqual({});
  });

  it('marks DNS, connect and TLS as not applying on a reused connection', () => {
    const reused = har.log.entries[1]!;
    expect(reused.timings).toEqual({
      blocked: -1,
      dns: -1,
      connect: -1,
      ssl: -1,
      send: 0,
      wait: 40,
      receive: 8,
    });
    expect(sum(reused.timings)).toBe(reused.time);
    expect(reused.request.queryString).toEqual([
      { name: 'et_auth_token', value: '***' },
      { name: 'lang', value: 'de' },
    ]);
  });

  it('gives what the phases leave of the total as blocked', () => {
    const { timings, time } = harTimings(130.5, { ...NEW_CONNECTION, total: 130.5 });
    expect(timings.blocked).toBe(10.5);
    expect(time).toBe(130.5);
    expect(sum(timings)).toBe(130.5);
  });

  it('gives an unmeasured call’s whole duration as wait, and says so', () => {
    const unmeasured = har.log.entries[2]!;
    expect(unmeasured.timings).toMatchObject({
      blocked: -1,
      dns: -1,
      connect: -1,
      ssl: -1,
      send: 0,
      wait: 95,
      receive: 0,
    });
    expect(unmeasured.timings.comment).toMatch(/not measured/);
    expect(unmeasured.time).toBe(95);
    expect(unmeasured.response.content).toEqual({ size: 15, mimeType: 'x-unknown' });
  });

  it('keeps a call that got no answer, as Chrome does: status 0 and _error', () => {
    const failed = har.log.entries[3]!;
    expect(failed.response.status).toBe(0);
    expect(failed.response._error).toBe('no answer: the connection failed');
    expect(failed.timings).toMatchObject({ dns: 30, connect: -1, wait: 0, receive: 0 });
    expect(sum(failed.timings)).toBe(failed.time);
  });

  it('leaves out a call whose address could not be called (no URL: none was sent), and says so', () => {
    const unsent = entry(5, {
      url: '',
      status: 0,
      ok: false,
      failureKind: 'invalid-url',
      durationMs: 0,
      bytes: 0,
      hasBody: false,
    });
    const withUnsent = requestLogHar([...entries, unsent], (id) => bodies.get(id), '1.2.3');
    expect(harSchemaProblems(withUnsent)).toEqual([]);
    expect(devToolsImportProblems(withUnsent)).toEqual([]);
    expect(withUnsent.log.entries).toHaveLength(4);
    expect(withUnsent.log.comment).toBe(
      '1 call of the request log left out: its address could not be called as given, so no request was sent.',
    );
    expect(har.log.comment).toBeUndefined();
  });

  it('lists the entries oldest first, whatever order they come in', () => {
    const reversed = requestLogHar([...entries].reverse(), () => undefined, '1');
    expect(reversed.log.entries.map((e) => e.startedDateTime)).toEqual(
      har.log.entries.map((e) => e.startedDateTime),
    );
  });
});

describe('saving the request log as HAR', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  // A log filled as the client fills it: a call's meta, its masked body. One URL carries the token
  // unmasked and one body spells it out, as a faulty caller or an echoing installation would.
  function logWithToken() {
    const log = createRequestLog(() => new Date('2026-03-01T12:00:00.000Z'));
    const record = logCalls(log);
    const meta = (url: string, timings?: CallTimings): CallMeta => ({
      method: 'GET',
      url,
      httpStatus: 200,
      totalMs: 120,
      bytes: 40,
      leniencies: [],
      ...(timings && { timings }),
    });
    record({
      meta: meta(`${BASE}/products/getcategorys?et_auth_token=${TOKEN}`, NEW_CONNECTION),
      ok: true,
      body: '{}',
    });
    record({ meta: meta(`${BASE}/auth/info`, REUSED), ok: true, body: `{"message":"Hello ${TOKEN}"}` });
    return log;
  }
  const mask = (text: string) => text.split(TOKEN).join('***');

  it('hands the HAR back for the browser to save where the host has no dialogs, with no token in it', async () => {
    const outcome = await saveRequestHar(logWithToken(), {
      dialogs: null,
      version: '1.2.3',
      mask,
      now: () => new Date('2026-03-01T12:34:56.789Z'),
    });
    expect(outcome).toMatchObject({
      status: 'download',
      fileName: 'requests-20260301-123456.har',
      mimeType: 'application/json',
    });
    const text = (outcome as { text: string }).text;
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(encodeURIComponent(TOKEN));
    expect(text).not.toContain('HAR-secret');
    const parsed = JSON.parse(text) as Har;
    expect(harSchemaProblems(parsed)).toEqual([]);
    expect(devToolsImportProblems(parsed)).toEqual([]);
    expect(parsed.log.entries[0]!.request.url).toBe(`${BASE}/products/getcategorys?et_auth_token=***`);
    expect(parsed.log.entries[0]!.request.queryString).toEqual([{ name: 'et_auth_token', value: '***' }]);
    expect(parsed.log.entries[1]!.response.content.text).toBe('{"message":"Hello ***"}');
    expect(parsed.log.entries.map((e) => e.timings.wait)).toEqual([70, 40]);
  });

  it('writes the file chosen in the save dialog, or nothing when the dialog is cancelled', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ri-har-'));
    dirs.push(dir);
    const file = join(dir, 'chosen.har');
    const offered: string[] = [];
    const dialogs = {
      chooseSavePath: async ({ defaultName }: { defaultName: string }) => (offered.push(defaultName), file),
      chooseOpenPath: async () => null,
    };
    const now = () => new Date('2026-03-01T08:00:00Z');
    expect(await saveRequestHar(logWithToken(), { dialogs, version: '1', mask, now })).toEqual({
      status: 'saved',
      file,
    });
    expect(offered).toEqual([harFileName(now())]);
    const saved = JSON.parse(await readFile(file, 'utf8')) as Har;
    expect(saved.log.entries).toHaveLength(2);
    const cancelled = { ...dialogs, chooseSavePath: async () => null };
    expect(await saveRequestHar(logWithToken(), { dialogs: cancelled, version: '1', mask })).toEqual({
      status: 'cancelled',
    });
  });
});

describe('the request log’s timings', () => {
  it('carries each call’s phases from its meta, those six numbers and the connection only', () => {
    const log = createRequestLog();
    const extra = { ...REUSED, socket: 'kept?', dns: Number.NaN } as unknown as CallTimings;
    logCalls(log)({
      meta: {
        method: 'GET',
        url: `${BASE}/auth/info`,
        totalMs: 48,
        bytes: 2,
        leniencies: [],
        timings: extra,
      },
      ok: true,
      body: '{}',
    });
    logCalls(log)({
      meta: { method: 'GET', url: `${BASE}/auth/info`, totalMs: 9, bytes: 2, leniencies: [] },
      ok: true,
      body: '{}',
    });
    const [measured, unmeasured] = log.list();
    expect(measured!.timings).toEqual(REUSED);
    expect(unmeasured).not.toHaveProperty('timings');
  });
});
