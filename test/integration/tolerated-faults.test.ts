// Faults the client tolerates are never silent: `retail-inspector check` (built, in a child process)
// against real loopback installations that send a byte order mark, Latin-1 bytes, invalid UTF-8, a
// wrong content type or a redirect. Each fault is a counted WARN line citing the clause it breaks and
// a --json check with `tolerated` and `clause`; the exit code is 1 exactly when a strict reading
// (RFC 8259) would fail. A charset parameter, missing or other, is no fault (RFC 8259 §11).
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
  details: string[];
  tolerated?: { leniency: string; strictFails: boolean };
  clause?: string;
}
interface JsonReport {
  ok: boolean;
  exitCode: number;
  outcome: string;
  cause: string | null;
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
      /^Result: violates the specification \(0 failed, 1 warning, \d+ passed; 1 of the warnings is a fault a strict reading refuses\)$/m,
    );
    expect(report).toMatchObject({ ok: false, exitCode: 1, outcome: 'violates', cause: null });
    const clause =
      'RFC 8259 §8.1: implementations MUST NOT add a byte order mark (U+FEFF) to the beginning of a networked-transmitted JSON text';
    expect(toleratedIn(report)).toEqual([
      {
        id: 'info.tolerated.bom',
        title: 'GET /api/v2/auth/info: The body starts without a byte order mark',
        status: 'warn',
        message:
          'The body starts with a UTF-8 byte order mark (BOM), which JSON does not allow; it was removed before reading.',
        details: [`Rule: ${clause}.`, expect.stringContaining('strict reading')],
        tolerated: { leniency: 'bom', strictFails: true },
        clause,
      },
    ]);
    expect(human.stdout).toMatch(/^ +Rule: RFC 8259 §8\.1: implementations MUST NOT add a byte order mark/m);
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

  it.each([
    ['without a charset', 'application/json'],
    ['with a charset other than UTF-8', 'application/json; charset=iso-8859-1'],
  ])('reads UTF-8 sent %s as UTF-8 with no warning: RFC 8259 §11 defines no charset', async (_, type) => {
    const { human, report } = await checkBoth((base) => infoReply(base, utf8, type));
    expect(human.code, describeRun(human)).toBe(0);
    expect(report.checks.filter((c) => c.status === 'warn')).toEqual([]);
    expect(human.stdout).not.toContain('charset');
    expect(human.stdout).toMatch(/^Result: conforms \(0 failed, 0 warnings, \d+ passed\)$/m);
  });

  it('counts a wrong content type as a warning but still exits 0', async () => {
    const { human, report } = await checkBoth((base) => infoReply(base, utf8, 'text/html; charset=utf-8'));
    expect(human.code, describeRun(human)).toBe(0);
    expect(toleratedIn(report)).toEqual([
      expect.objectContaining({
        id: 'info.tolerated.content-type',
        message: 'The answer is JSON but was sent as text/html; charset=utf-8, not application/json.',
        tolerated: { leniency: 'content-type', strictFails: false },
        clause: expect.stringMatching(/^RFC 8259 §11: .*application\/json; RFC 9110 §8\.3: /),
      }),
    ]);
    expect(human.stdout).toMatch(/^Result: conforms \(0 failed, 1 warning,/m);
    expect(human.stdout).toMatch(/^ +Rule: RFC 8259 §11: the media type of JSON text is application\/json/m);
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

  it('gives an HTML error page that was never read as JSON no warning of its own', async () => {
    // A proxy's page: the failure says enough (a gateway error on 502, not the API on 200).
    for (const status of [502, 200]) {
      const page = (): Reply => ({
        status,
        headers: { 'content-type': 'text/html' },
        body: utf8('<html><body>Bad gateway</body></html>'),
      });
      const installation = await startFakeInstallation({ info: page, categories: page });
      const args = ['check', '--base-url', installation.url, '--timeout', '3000'];
      const human = await runCli(args);
      const report = JSON.parse((await runCli([...args, '--json'])).stdout) as JsonReport;
      expect(human.code, describeRun(human)).toBe(2);
      expect(report.cause).toBe(status === 502 ? 'gateway-error' : 'wrong-address');
      expect(report.checks.find((c) => c.id === 'info.reachable')?.status).toBe('fail');
      expect(toleratedIn(report)).toEqual([]);
      expect(human.stdout).not.toContain('as JSON requires');
    }
  });

  it('says no untrue exit code for a byte order mark on a login page, which was never JSON', async () => {
    const login = (): Reply => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: withBom('<html>Login</html>'),
    });
    const installation = await startFakeInstallation({ info: login, categories: login });
    const args = ['check', '--base-url', installation.url, '--timeout', '3000'];
    const human = await runCli(args);
    const report = JSON.parse((await runCli([...args, '--json'])).stdout) as JsonReport;
    expect(human.code, describeRun(human)).toBe(2);
    expect(human.stdout).not.toContain('so the exit code is 1');
    expect(human.stdout).toMatch(
      /^Result: could not be checked: what answers at this address cannot be read as the API v2 \(2 failed, 2 warnings, 0 passed\)$/m,
    );
    expect(toleratedIn(report).map((c) => c.tolerated)).toEqual([
      { leniency: 'bom', strictFails: false },
      { leniency: 'bom', strictFails: false },
    ]);
  });

  it('says "at least 1" of a strict fault when another call is not answered (exit 2)', async () => {
    const installation = await startFakeInstallation({
      info: (_req, base) => infoReply(base, withBom, 'application/json; charset=utf-8'),
      categories: () => ({ hang: true }),
    });
    const run = await runCli(['check', '--base-url', installation.url, '--timeout', '1000']);
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
