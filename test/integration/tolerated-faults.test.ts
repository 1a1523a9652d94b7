// Faults the client tolerates are never silent: `retail-inspector check` (built, in a child process)
// against real loopback installations that send a byte order mark, Latin-1 bytes, invalid UTF-8, no
// charset, a wrong content type or a redirect. Each fault is a counted WARN line and a --json check
// with `tolerated`; the exit code is 1 exactly when a strict reading (RFC 8259) would fail.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { conformingInfo, startFakeInstallation, type Reply } from '../helpers/fake-installation';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';

const COMPANY = 'Bäckerei Müller';

interface JsonCheck {
  id: string;
  status: string;
  message: string;
  tolerated?: { leniency: string; strictFails: boolean };
}
interface JsonReport {
  ok: boolean;
  exitCode: number;
  checks: JsonCheck[];
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-tolerated-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});

/** The info record (company name with umlauts) as bytes, with a content type. */
function infoReply(base: string, bytes: (text: string) => Buffer, contentType: string | null): Reply {
  const text = JSON.stringify({ ...conformingInfo(base), company_name: COMPANY });
  return { status: 200, headers: contentType ? { 'content-type': contentType } : {}, body: bytes(text) };
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]);

async function checkBoth(info: (base: string) => Reply) {
  const installation = await startFakeInstallation({ info: (_req, base) => info(base) });
  const args = ['check', '--base-url', installation.url, '--timeout', '3000'];
  const human = await runCli(args);
  const machine = await runCli([...args, '--json']);
  const report = JSON.parse(machine.stdout) as JsonReport;
  return { human, machine, report, url: installation.url };
}

function toleratedIn(report: JsonReport): JsonCheck[] {
  return report.checks.filter((c) => c.tolerated);
}

describe('retail-inspector check: tolerated faults', () => {
  it('counts a byte order mark as a warning and exits 1, as a strict JSON reading fails', async () => {
    const { human, machine, report } = await checkBoth((base) =>
      infoReply(base, withBom, 'application/json; charset=utf-8'),
    );
    expect(human.code, describeRun(human)).toBe(1);
    expect(machine.code).toBe(1);
    expect(human.stdout).toMatch(
      /^ {2}WARN {2}info\.tolerated\.bom +The body starts with a UTF-8 byte order mark/m,
    );
    expect(human.stdout).toMatch(
      /^Result: violates the specification \(0 failed, 1 warnings, \d+ passed; 1 of the warnings is a fault a strict reading refuses\)$/m,
    );
    expect(report).toMatchObject({ ok: false, exitCode: 1 });
    expect(toleratedIn(report)).toEqual([
      {
        id: 'info.tolerated.bom',
        title: 'GET /api/v2/auth/info: The body starts without a byte order mark',
        status: 'warn',
        message:
          'The body starts with a UTF-8 byte order mark (BOM), which JSON does not allow; it was removed before reading.',
        details: [expect.stringContaining('strict reading')],
        tolerated: { leniency: 'bom', strictFails: true },
      },
    ]);
  });

  it('reads Latin-1 bytes sent with charset=iso-8859-1 as Latin-1, says so, and exits 1', async () => {
    const { human, report } = await checkBoth((base) =>
      infoReply(base, latin1, 'application/json; charset=iso-8859-1'),
    );
    expect(human.code, describeRun(human)).toBe(1);
    expect(toleratedIn(report)).toEqual([
      expect.objectContaining({
        id: 'info.tolerated.latin1',
        status: 'warn',
        message:
          'The body is not valid UTF-8 (2 invalid byte sequences); as its charset=iso-8859-1 declares, it was read as Latin-1 (windows-1252). JSON must be UTF-8.',
        tolerated: { leniency: 'latin1', strictFails: true },
      }),
    ]);
    expect(human.stdout).toContain('read as Latin-1 (windows-1252)');
  });

  it('shows invalid UTF-8 sent as charset=utf-8 as U+FFFD, says so, and exits 1', async () => {
    const { human, report } = await checkBoth((base) =>
      infoReply(base, latin1, 'application/json; charset=utf-8'),
    );
    expect(human.code, describeRun(human)).toBe(1);
    expect(toleratedIn(report)).toEqual([
      expect.objectContaining({
        id: 'info.tolerated.invalid-utf8',
        message:
          'The body is not valid UTF-8: 2 invalid byte sequences were replaced by U+FFFD (shown as \uFFFD).',
        tolerated: { leniency: 'invalid-utf8', strictFails: true },
      }),
    ]);
  });

  it('counts a missing charset as a warning but still exits 0: UTF-8 is what JSON requires', async () => {
    const { human, report } = await checkBoth((base) => infoReply(base, utf8, 'application/json'));
    expect(human.code, describeRun(human)).toBe(0);
    expect(human.stdout).toMatch(
      /^ {2}WARN {2}info\.tolerated\.charset-missing +The content type \(application\/json\) declares no charset/m,
    );
    expect(human.stdout).toMatch(/^Result: conforms \(0 failed, 1 warnings, \d+ passed\)$/m);
    expect(report.ok).toBe(true);
    expect(toleratedIn(report).map((c) => c.tolerated)).toEqual([
      { leniency: 'charset-missing', strictFails: false },
    ]);
  });

  it('counts a wrong content type as a warning but still exits 0', async () => {
    const { human, report } = await checkBoth((base) => infoReply(base, utf8, 'text/html; charset=utf-8'));
    expect(human.code, describeRun(human)).toBe(0);
    expect(toleratedIn(report)).toEqual([
      expect.objectContaining({
        id: 'info.tolerated.content-type',
        message: 'The answer is JSON but was sent as text/html; charset=utf-8, not application/json.',
        tolerated: { leniency: 'content-type', strictFails: false },
      }),
    ]);
    expect(human.stdout).toMatch(/^Result: conforms \(0 failed, 1 warnings/m);
  });

  it('counts a charset that is not UTF-8 on a UTF-8 body as a warning, exit 0', async () => {
    const { human, report } = await checkBoth((base) =>
      infoReply(base, utf8, 'application/json; charset=iso-8859-1'),
    );
    expect(human.code, describeRun(human)).toBe(0);
    expect(toleratedIn(report).map((c) => [c.id, c.message])).toEqual([
      [
        'info.tolerated.charset-mismatch',
        'The content type declares charset=iso-8859-1, but the body is valid UTF-8 and was read as UTF-8, as JSON requires (read as iso-8859-1, its non-ASCII characters would differ).',
      ],
    ]);
  });

  it('counts a followed redirect as a warning, exit 0', async () => {
    // The installation moved from /old: every call under it is redirected to the same path without
    // it, on the same origin (the client follows same-origin redirects only, to keep the token there).
    const moved = await startFakeInstallation();
    const local = await startHttpServer((req, res) => {
      const path = req.url ?? '/';
      if (path.startsWith('/old/')) return void res.writeHead(301, { location: path.slice(4) }).end();
      const forward = `${moved.url}${path}`;
      void fetch(forward).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    const followed = await runCli(['check', '--base-url', `${local.url}/old`, '--json']);
    expect(followed.code, describeRun(followed)).toBe(0);
    const tolerated = toleratedIn(JSON.parse(followed.stdout) as JsonReport);
    expect(tolerated.map((c) => [c.id, c.message, c.tolerated])).toEqual(
      ['info', 'categories'].map((prefix) => {
        const path = prefix === 'info' ? '/api/v2/auth/info' : '/api/v2/products/getcategorys';
        return [
          `${prefix}.tolerated.redirect`,
          `/old${path} was redirected (HTTP 301) to ${local.url}${path}; the answer was read there. Use that address for the connection.`,
          { leniency: 'redirect', strictFails: false },
        ];
      }),
    );
  });

  it('warns of no charset on an HTML error page that was never read as JSON', async () => {
    // "read as UTF-8, as JSON requires" would be untrue of a proxy's page: the failure says enough.
    for (const status of [502, 200]) {
      const { human, report } = await checkBoth(() => ({
        status,
        headers: { 'content-type': 'text/html' },
        body: utf8('<html><body>Bad gateway</body></html>'),
      }));
      expect(human.code, describeRun(human)).toBe(status === 502 ? 1 : 2);
      expect(report.checks.find((c) => c.id === 'info.reachable')?.status).toBe('fail');
      expect(toleratedIn(report)).toEqual([]);
      expect(human.stdout).not.toContain('as JSON requires');
    }
  });

  it('says no untrue exit code for a byte order mark on a login page, which was never JSON', async () => {
    const { human, report } = await checkBoth(() => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: withBom('<html>Login</html>'),
    }));
    expect(human.code, describeRun(human)).toBe(2);
    expect(human.stdout).not.toContain('so the exit code is 1');
    expect(human.stdout).toMatch(/^Result: could not be checked \(1 failed, 1 warnings, 0 passed\)$/m);
    expect(toleratedIn(report).map((c) => c.tolerated)).toEqual([{ leniency: 'bom', strictFails: false }]);
  });

  it('says "at least 1" of a strict fault when another call cannot be reached (exit 2)', async () => {
    const installation = await startFakeInstallation({
      info: (_req, base) => infoReply(base, withBom, 'application/json; charset=utf-8'),
      categories: () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: utf8('<p>x</p>') }),
    });
    const run = await runCli(['check', '--base-url', installation.url, '--timeout', '3000']);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toContain('fails here, so the exit code is at least 1.');
  });

  it('passes a clean installation with no tolerated fault', async () => {
    const { human, report } = await checkBoth((base) =>
      infoReply(base, utf8, 'application/json; charset=utf-8'),
    );
    expect(human.code, describeRun(human)).toBe(0);
    expect(toleratedIn(report)).toEqual([]);
  });
});

describe('retail-inspector capture: tolerated faults', () => {
  it('keeps the Latin-1 name as the installation meant it and lists the fault in its summary', async () => {
    const installation = await startFakeInstallation({
      info: (_req, base) => infoReply(base, latin1, 'application/json; charset=iso-8859-1'),
    });
    const out = join(work, 'latin1.json');
    const run = await runCli(['capture', '--base-url', installation.url, '--out', out, '--quiet']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('Faults tolerated to read the installation (1):');
    expect(run.stdout).toContain(
      '  GET /api/v2/auth/info: The body is not valid UTF-8 (2 invalid byte sequences); as its charset=iso-8859-1 declares, it was read as Latin-1 (windows-1252). JSON must be UTF-8. A strict reading fails here.',
    );
    const dataset = JSON.parse(await readFile(out, 'utf8')) as { info: { company_name: string } };
    expect(dataset.info.company_name).toBe(COMPANY);
  });
});
