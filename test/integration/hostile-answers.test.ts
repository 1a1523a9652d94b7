// Answers whose size or depth used to break the tools (issue 18, point 4), from real installations on
// 127.0.0.1 through the client, the web host and the built command line: 200,000 bad rows give a
// capped problem list with the right count, and 8,000 levels of nesting in an extra field are refused
// with a message naming the field, by every command, never a crash or "unexpected error".
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createV2Client } from '../../electron/core/client/v2-client';
import type { AppServices } from '../../electron/core/host/app-services';
import { startWebHost, type WebHost } from '../../electron/web-host/web-host';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import {
  conformingInfo,
  conformingRows,
  json,
  jsonText,
  startFakeInstallation,
} from '../helpers/fake-installation';
import { exchange, destroyAllExchanges } from '../helpers/http-exchange';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { createTestAppServices } from '../helpers/test-app-services';

const BAD_ROWS = 200_000;
const DEEP = 8_000;
const client = createV2Client({ fetch: (url, init) => fetch(url, init) });

// Every field of every row the wrong type: five problems a row, a million in all.
const badRowsBody = `{"status":true,"rows":[${Array.from({ length: BAD_ROWS }, () => '{"id":0,"code":0,"name":0,"slug":0,"image":0}').join(',')}]}`;
const nested = '['.repeat(DEEP) + ']'.repeat(DEEP);
const DEEP_MARK = 'deep-nesting-goes-here';

let badRows: LocalServer;
let deep: LocalServer;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-hostile-'));
  badRows = await startFakeInstallation({ categories: () => jsonText(badRowsBody) });
  deep = await startFakeInstallation({
    categories: (_req, base) => {
      const rows = conformingRows(base);
      rows[1] = { ...rows[1], extra: DEEP_MARK };
      return jsonText(JSON.stringify({ status: true, rows }).replace(`"${DEEP_MARK}"`, nested));
    },
  });
});

afterEach(async () => {
  await killAllClis();
  destroyAllExchanges();
});

afterAll(async () => {
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

describe('an installation answering 200,000 rows that break every field', () => {
  it('makes the client keep a hundred problems and count all million of them', async () => {
    const result = await client.getCategories({ baseUrl: badRows.url }, { timeoutMs: 60_000 });
    expect(result.ok).toBe(false);
    if (result.ok || result.failure.kind !== 'contract') throw new Error('expected a contract failure');
    expect(result.failure.issues).toHaveLength(100);
    expect(result.failure.total).toBe(1_000_000);
    expect(result.failure.issues[0]).toEqual({
      path: 'rows[0].id',
      message: 'expected string, got 0 (number)',
    });
  });

  it('gives check --json a capped evidence list whose last line counts the rest', async () => {
    const run = await runCli(['check', '--base-url', badRows.url, '--json'], {}, 60_000);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stdout.length).toBeLessThan(100_000);
    const report = JSON.parse(run.stdout) as { checks: { id: string; message: string; details: string[] }[] };
    const shape = report.checks.find((check) => check.id === 'categories.shape')!;
    expect(shape.message).toBe('1,000,000 problems');
    expect(shape.details).toHaveLength(101);
    expect(shape.details.at(-1)).toBe('... and 999900 more problems');
  });

  it('makes the human table say how many problems it does not list', async () => {
    const run = await runCli(['check', '--base-url', badRows.url], {}, 60_000);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stdout).toContain('FAIL  categories.shape');
    expect(run.stdout).toContain('... and 999990 more problems');
    expect(run.stdout.length).toBeLessThan(20_000);
  });

  describe('through the web host', () => {
    let services: AppServices;
    let host: WebHost;
    let key: string;

    beforeAll(async () => {
      services = await createTestAppServices(join(folder, 'web'));
      host = await startWebHost({
        handlers: services.handlers,
        events: services.events,
        port: 0,
        mask: services.mask,
        rendererDir: folder,
      });
      key = new URLSearchParams(new URL(host.openUrl).hash.slice(1)).get('key') ?? '';
    });

    afterAll(async () => {
      await host.close();
      await services.dispose();
    });

    const rpc = async (method: string, args: unknown) => {
      const res = await exchange(host.url, `/rpc/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-inspector-key': key },
        body: JSON.stringify(args),
      });
      return { bytes: Buffer.byteLength(res.text), value: (res.json() as { value: unknown }).value };
    };

    it('refuses arguments nested 8,000 levels deep, naming where', async () => {
      const reply = await exchange(host.url, '/rpc/getInfo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-inspector-key': key },
        body: `{"profileId":"demo","extra":${nested}}`,
      });
      expect(reply.json()).toEqual({
        ok: false,
        error: {
          code: 'INVALID_ARGUMENT',
          message:
            'getInfo: arguments extra: nested more than 64 levels deep; JSON this deep is not read (RFC 8259 §9 lets a reader limit nesting)',
        },
      });
    });

    it('answers getCategories with the rows as received in a bounded first part, counting every faulty row', async () => {
      const saved = (await rpc('saveProfile', { name: 'Bad rows', baseUrl: badRows.url })).value as {
        profile: { id: string };
      };
      const reply = await rpc('getCategories', { profileId: saved.profile.id, sortLocale: 'en' });
      // The first 1,000 rows and the first 2,000 faulty rows' fields, never all 200,000 at once.
      expect(reply.bytes).toBeLessThan(2_000_000);
      const value = reply.value as {
        ok: boolean;
        data: {
          count: number;
          rest: string | null;
          rows: unknown[];
          faults: { total: number; rows: unknown[] };
        };
      };
      expect(value.ok).toBe(true);
      expect(value.data).toMatchObject({ count: BAD_ROWS, faults: { total: BAD_ROWS } });
      expect(value.data.rows).toHaveLength(1_000);
      expect(value.data.rest).not.toBeNull();
      expect(value.data.faults.rows).toHaveLength(2_000);
    });
  });
});

describe('an answer nested 8,000 levels deep in an extra field of a row', () => {
  const refusal = 'rows[1].extra: nested more than 64 levels deep';

  it('makes getCategories refuse it, naming the field, instead of overflowing the stack', async () => {
    const result = await client.getCategories({ baseUrl: deep.url });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'too-deep', path: 'rows[1].extra', limit: 64 },
    });
  });

  it('makes check say it violates the specification (no record nests), never that it conforms', async () => {
    const run = await runCli(['check', '--base-url', deep.url]);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stdout).toContain('Result: violates the specification');
    expect(run.stdout).toContain(refusal);
    expect(run.stdout).not.toContain('Result: conforms');
  });

  it('makes diff, comparing with the installation, name the field', async () => {
    const run = await runCli(['diff', deep.url, deep.url]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(refusal);
    expect(run.stderr).not.toContain('unexpected error');
  });

  it('makes capture name the field and write nothing', async () => {
    const out = join(folder, 'deep-capture.json');
    const run = await runCli(['capture', '--base-url', deep.url, '--out', out, '--quiet']);
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.stderr).toContain(refusal);
    expect(run.stderr).not.toContain('unexpected error');
    await expect(access(out)).rejects.toThrow();
  });

  it('makes check --fleet refuse a fleet file nested that deep, naming where', async () => {
    const fleet = join(folder, 'fleet.json');
    await writeFile(fleet, `[{"name":"a","baseUrl":"${deep.url}","note":${nested}}]`);
    const run = await runCli(['check', '--fleet', fleet]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('[0].note: nested more than 64 levels deep');
  });

  it('makes serve --data and diff of a dataset file holding it name the field', async () => {
    const document = validDatasetDocument();
    const { file, cleanup } = await writeDatasetFolder(
      JSON.stringify(document).replace('"code":"KAES"', `"code":"KAES","extra":${nested}`),
    );
    try {
      for (const args of [
        ['serve', '--data', file, '--port', '0'],
        ['diff', file, file],
      ]) {
        const run = await runCli(args);
        expect(run.code, describeRun(run)).toBe(2);
        expect(run.stderr).toContain('categories[1].extra: nested more than 64 levels deep');
        expect(run.stderr).not.toContain('unexpected error');
      }
    } finally {
      await cleanup();
    }
  });
});

describe('check on an answer that breaks the schema', () => {
  it('still checks the time zone, the currency and the decimals of the fields that are strings', async () => {
    const installation = await startFakeInstallation({
      info: (_req, base) => json({ ...conformingInfo(base), timezone: 'Mars/Olympus_Mons', decimals: 2 }),
    });
    const run = await runCli(['check', '--base-url', installation.url, '--json']);
    const checks = (JSON.parse(run.stdout) as { checks: { id: string; status: string; message: string }[] })
      .checks;
    const status = (id: string) => checks.find((check) => check.id === id)?.status;
    expect([
      status('info.shape'),
      status('info.timezone'),
      status('info.currency'),
      status('info.decimals'),
    ]).toEqual(['fail', 'fail', 'pass', 'pass']);
    expect(checks.find((check) => check.id === 'info.timezone')?.message).toContain('Mars/Olympus_Mons');
  });

  it('still finds duplicate ids across the rows when one row is malformed', async () => {
    const installation = await startFakeInstallation({
      categories: (_req, base) => {
        const rows = conformingRows(base);
        return json({ status: true, rows: [...rows, { ...rows[0], code: 7 }, { ...rows[1], name: null }] });
      },
    });
    const run = await runCli(['check', '--base-url', installation.url, '--json']);
    expect(run.code, describeRun(run)).toBe(1);
    const checks = (JSON.parse(run.stdout) as { checks: { id: string; status: string; details: string[] }[] })
      .checks;
    const unique = checks.find((check) => check.id === 'categories.unique-ids');
    expect(unique?.status).toBe('fail');
    expect(unique?.details).toEqual([
      'rows[5].id: "1" repeats rows[0].id',
      'rows[6].id: "2" repeats rows[1].id',
    ]);
    expect(checks.find((check) => check.id === 'categories.shape')?.status).toBe('fail');
  });
});
