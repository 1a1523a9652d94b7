// `retail-inspector check` as a user runs it: the built command in a child process against real
// loopback servers (the embedded server on a temp dataset, and node:http installations that
// misbehave). Exit codes and output per docs/cli.md. Every process and server is stopped after
// its test, and every wait is bounded.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset, type LoadedDataset } from '../../electron/core/dataset/load-dataset';
import type { EmbeddedServer } from '../../electron/core/server/embedded-server';
import { describeRun, killAllClis, runCli, startCli, type CliRun } from '../helpers/cli-process';
import { bounded } from '../helpers/waits';
import {
  conformingInfo,
  conformingRows,
  html,
  json,
  startFakeInstallation,
  type FakeInstallationRoutes,
} from '../helpers/fake-installation';
import { closeAllServers, closedPort } from '../helpers/local-servers';
import { rawRequest } from '../helpers/raw-http';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';

const TOKEN = 'tok-Check-4b8e2f61d0';
const STACK_LINE = /^\s+at /m;

/** The ids the report must always hold for an installation that answers both operations. */
const RULE_IDS = [
  'info.shape',
  'info.currency',
  'info.timezone',
  'info.logo',
  'categories.shape',
  'categories.unique-ids',
  'categories.images',
  'categories.placeholder',
];

interface ReportCheck {
  id: unknown;
  status: unknown;
  message: unknown;
  details?: unknown;
}
interface Report {
  baseUrl: unknown;
  ok: unknown;
  exitCode?: unknown;
  outcome?: unknown;
  cause?: unknown;
  suggestedBaseUrl?: unknown;
  checks: ReportCheck[];
}

let folder: Awaited<ReturnType<typeof writeDatasetFolder>>;
let dataset: LoadedDataset;

beforeAll(async () => {
  // Local images only (no network here), and two categories without an image, so the placeholder
  // is shared and its check really loads it.
  const document = validDatasetDocument();
  document.categories = [
    ...document.categories.filter((row) => !String(row.image).startsWith('https:')),
    { id: '14', code: 'MISC', name: 'Sonstiges', slug: null, image: null },
  ];
  folder = await writeDatasetFolder(document);
  dataset = await loadDataset(folder.file);
});

afterAll(() => folder.cleanup());

afterEach(async () => {
  await Promise.all([killAllClis(), closeAllServers(), closeEmbeddedServers()]);
});

function serveEmbedded(tokens: readonly string[] = []): Promise<EmbeddedServer> {
  return startTrackedServer({ dataset, tokens });
}

async function installation(routes: FakeInstallationRoutes): Promise<string> {
  return (await startFakeInstallation(routes)).url;
}

function check(baseUrl: string, ...flags: string[]): Promise<CliRun> {
  return runCli(['check', '--base-url', baseUrl, ...flags]);
}

/** The report of a `check --json` run: the whole of stdout must be one JSON document. */
function reportOf(run: CliRun): Report {
  let parsed: unknown;
  try {
    parsed = JSON.parse(run.stdout);
  } catch (error) {
    throw new Error(`stdout is not one JSON document (${String(error)})${describeRun(run)}`, {
      cause: error,
    });
  }
  return parsed as Report;
}

function checkById(report: Report, id: string): ReportCheck | undefined {
  return report.checks.find((c) => c.id === id);
}

/** The table line of check `id`: "  PASS  info.shape  message". */
function tableLine(stdout: string, id: string): string | undefined {
  return stdout
    .split('\n')
    .find((line) => new RegExp(`^ {2}(PASS|WARN|FAIL) {2}${escape(id)}\\s`).test(line));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function nonEmptyLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('retail-inspector check', () => {
  describe('a conforming installation', () => {
    it('exits 0 against the embedded server with a table of PASS lines that says it conforms', async () => {
      const server = await serveEmbedded();
      const run = await check(server.url);
      expect(run.code, describeRun(run)).toBe(0);
      expect(run.stdout).toContain(`Checking ${server.url}`);
      for (const id of RULE_IDS) expect(tableLine(run.stdout, id), id).toMatch(/^ {2}PASS /);
      expect(run.stdout).not.toMatch(/^ {2}FAIL /m);
      expect(run.stdout).toMatch(/^Result: conforms \(0 failed, \d+ warnings?, \d+ passed\)$/m);
      expect(run.stderr).toBe('');
    });

    it('prints one JSON report with --json: baseUrl, ok true and one check per rule', async () => {
      const server = await serveEmbedded();
      const run = await check(server.url, '--json');
      expect(run.code, describeRun(run)).toBe(0);
      const report = reportOf(run);
      expect(report.baseUrl).toBe(server.url);
      expect(report.ok).toBe(true);
      expect(report.exitCode).toBe(0);
      expect(report).toMatchObject({ outcome: 'conforms', cause: null, suggestedBaseUrl: null });
      expect(Array.isArray(report.checks)).toBe(true);
      for (const c of report.checks) {
        expect(typeof c.id).toBe('string');
        expect(['pass', 'warn', 'fail']).toContain(c.status);
        expect(typeof c.message).toBe('string');
      }
      const ids = report.checks.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(RULE_IDS));
      expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
      expect(run.stderr).toBe('');
    });

    it('loads the placeholder image that categories without an image share', async () => {
      const server = await serveEmbedded();
      const report = reportOf(await check(server.url, '--json'));
      const placeholder = checkById(report, 'categories.placeholder');
      expect(placeholder?.status).toBe('pass');
      expect(placeholder?.message).toContain(`${server.url}/_inspector/placeholder.svg`);
    });
  });

  describe('violations of the specification', () => {
    it('exits 1 with info.shape failing and the path "id" as evidence when info has id: 7', async () => {
      const url = await installation({ info: (_req, base) => json({ ...conformingInfo(base), id: 7 }) });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(1);
      expect(tableLine(run.stdout, 'info.shape')).toMatch(/^ {2}FAIL /);
      expect(run.stdout).toMatch(/^\s+id: expected string, got 7 \(number\)$/m);
      expect(run.stdout).toMatch(/^Result: violates the specification/m);
    });

    it('reports the failing check and its evidence in the --json report with ok false', async () => {
      const url = await installation({ info: (_req, base) => json({ ...conformingInfo(base), id: 7 }) });
      const run = await check(url, '--json');
      expect(run.code, describeRun(run)).toBe(1);
      const report = reportOf(run);
      expect(report.ok).toBe(false);
      expect(report.exitCode).toBe(1);
      expect(report).toMatchObject({ outcome: 'violates', cause: null });
      const shape = checkById(report, 'info.shape');
      expect(shape?.status).toBe('fail');
      expect(shape?.details).toEqual(expect.arrayContaining([expect.stringMatching(/^id: /)]));
    });

    it('exits 1 with info.currency failing for the unknown currency "XXY"', async () => {
      const url = await installation({
        info: (_req, base) => json({ ...conformingInfo(base), default_currency: 'XXY' }),
      });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(1);
      expect(tableLine(run.stdout, 'info.currency')).toMatch(/^ {2}FAIL .*default_currency: "XXY"/);
      expect(tableLine(run.stdout, 'info.shape')).toMatch(/^ {2}PASS /);
    });

    it('exits 1 with info.timezone failing for the unknown time zone "Mars/Olympus"', async () => {
      const url = await installation({
        info: (_req, base) => json({ ...conformingInfo(base), timezone: 'Mars/Olympus' }),
      });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(1);
      expect(tableLine(run.stdout, 'info.timezone')).toMatch(/^ {2}FAIL .*timezone: "Mars\/Olympus"/);
    });

    it('exits 1 with categories.unique-ids failing and naming the rows that repeat an id', async () => {
      const url = await installation({
        categories: (_req, base) => {
          const rows = conformingRows(base);
          rows[3] = { ...rows[3], id: '2' };
          return json({ status: true, rows });
        },
      });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(1);
      expect(tableLine(run.stdout, 'categories.unique-ids')).toMatch(/^ {2}FAIL /);
      expect(run.stdout).toMatch(/^\s+rows\[3\]\.id: "2" repeats rows\[1\]\.id$/m);
    });

    it('exits 2 (refused, not a violation) and shows the message of a status:false answer to categories', async () => {
      const message = 'Database maintenance until 14:00, try later';
      const url = await installation({ categories: () => json({ status: false, error: message }) });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(2);
      expect(run.stdout).toContain(message);
      expect(run.stdout).toMatch(/^ {2}FAIL {2}categories\.status\s.*status:false/m);
    });
  });

  describe('tokens', () => {
    it('exits 2 (refused) with the server message and names the token when it is wrong', async () => {
      const server = await serveEmbedded([TOKEN]);
      // A token the message cannot contain by chance (the client masks its own token in answers).
      const wrong = 'tok-Not-The-Right-One-93';
      const refusal = await rawRequest(server.url, `/api/v2/products/getcategorys?et_auth_token=${wrong}`);
      const serverMessage = (refusal.json() as { error: string }).error;
      expect(serverMessage.length).toBeGreaterThan(0);
      const run = await check(server.url, '--token', wrong);
      expect(run.code, describeRun(run)).toBe(2);
      expect(run.stdout).toContain(serverMessage);
      expect(run.stdout).toContain("The installation refused the token: check the connection's token.");
      expect(run.stdout).toMatch(/^Result: could not be checked: the installation refused the call/m);
    });

    it('exits 0 with the right token given by --token', async () => {
      const server = await serveEmbedded([TOKEN]);
      const run = await check(server.url, '--token', TOKEN);
      expect(run.code, describeRun(run)).toBe(0);
      expect(run.stdout).toMatch(/^Result: conforms/m);
    });

    it('exits 0 with the right token given by RETAIL_INSPECTOR_TOKEN', async () => {
      const server = await serveEmbedded([TOKEN]);
      const run = await runCli(['check', '--base-url', server.url], { RETAIL_INSPECTOR_TOKEN: TOKEN });
      expect(run.code, describeRun(run)).toBe(0);
      expect(run.stdout).toMatch(/^Result: conforms/m);
    });

    it('exits 2 (refused) without a token when the server requires one', async () => {
      const server = await serveEmbedded([TOKEN]);
      const run = await check(server.url);
      expect(run.code, describeRun(run)).toBe(2);
      expect(tableLine(run.stdout, 'categories.status')).toMatch(/^ {2}FAIL /);
    });
  });

  describe('not reached, or not this API', () => {
    it('exits 2 when nothing listens on the port', async () => {
      const url = `http://127.0.0.1:${await closedPort()}`;
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(2);
      expect(tableLine(run.stdout, 'info.reachable')).toMatch(/^ {2}FAIL .*refused/);
      expect(run.stdout).toMatch(/^Result: could not be checked: the installation could not be reached/m);
      expect(run.stderr).not.toMatch(STACK_LINE);
    });

    it('exits 2 within 5 seconds when the server never answers and --timeout is 500', async () => {
      const url = await installation({ info: () => ({ hang: true }), categories: () => ({ hang: true }) });
      const run = await check(url, '--timeout', '500');
      expect(run.code, describeRun(run)).toBe(2);
      expect(run.elapsedMs).toBeLessThan(5_000);
      expect(tableLine(run.stdout, 'info.reachable')).toMatch(/^ {2}FAIL .*did not answer in time/);
    });

    it('exits 2 saying it is not this API when an HTML page answers with 200', async () => {
      const page = '<!doctype html><html><head><title>Welcome</title></head><body>Login</body></html>';
      const url = await installation({ info: () => html(page), categories: () => html(page) });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(2);
      expect(tableLine(run.stdout, 'info.reachable')).toMatch(
        /^ {2}FAIL .*does not look like the retail API/,
      );
      expect(run.stdout).toMatch(/^Result: could not be checked/m);
    });

    it('exits 2 with a report that says ok false when --json is given and nothing listens', async () => {
      const run = await check(`http://127.0.0.1:${await closedPort()}`, '--json');
      expect(run.code, describeRun(run)).toBe(2);
      const report = reportOf(run);
      expect(report.ok).toBe(false);
      expect(report.exitCode).toBe(2);
      expect(checkById(report, 'info.reachable')?.status).toBe('fail');
    });
  });

  describe('usage errors', () => {
    it.each([
      ['--base-url is missing', ['check'], /--base-url/],
      [
        'an unknown flag is given',
        ['check', '--base-url', 'http://127.0.0.1:9', '--frobnicate'],
        /frobnicate/,
      ],
      [
        '--timeout is not a number',
        ['check', '--base-url', 'http://127.0.0.1:9', '--timeout', 'abc'],
        /--timeout/,
      ],
    ])('exits 2 with one clear line and no stack trace when %s', async (_, args, mentions) => {
      const run = await runCli(args);
      expect(run.code, describeRun(run)).toBe(2);
      expect(run.stdout).toBe('');
      const lines = nonEmptyLines(run.stderr);
      expect(lines, describeRun(run)).toHaveLength(1);
      expect(lines[0]).toMatch(/^retail-inspector check: /);
      expect(lines[0]).toMatch(mentions);
      expect(run.stderr).not.toMatch(STACK_LINE);
    });
  });

  describe('the address given', () => {
    it('says on stderr that a token pasted in the address was removed, and keeps --json clean', async () => {
      const url = await installation({});
      const pasted = `${url}/api/v2/products/getcategorys?et_auth_token=pasted-secret-9f2`;
      const run = await check(pasted, '--json');
      expect(run.code, describeRun(run)).toBe(0);
      expect(run.stderr).toContain(
        'Note: The token in the pasted address was removed from it; give it with --token or RETAIL_INSPECTOR_TOKEN.',
      );
      expect(run.stderr).toContain('Note: The address ended in /api/v2/products/getcategorys;');
      expect(run.stdout + run.stderr).not.toContain('pasted-secret-9f2');
      expect(reportOf(run).ok).toBe(true);
    });
  });

  describe('an address that cannot be used', () => {
    it('does not print a bare "Checking" line, nor the address with its password', async () => {
      const run = await check('http://alice:pw-8c1d@127.0.0.1:9/shop');
      expect(run.code, describeRun(run)).toBe(2);
      expect(nonEmptyLines(run.stdout)[0]).toBe('Checking (the address given cannot be used)');
      expect(run.stdout + run.stderr).not.toContain('pw-8c1d');
    });
  });

  describe('--json and the token mask', () => {
    it('stays one valid JSON document when the token is a digit that numbers in it hold', async () => {
      const url = await installation({});
      const run = await runCli(['check', '--base-url', url, '--json'], { RETAIL_INSPECTOR_TOKEN: '2' });
      const report = reportOf(run);
      expect(report.checks.length).toBeGreaterThan(0);
    });
  });

  describe('many problems', () => {
    it('counts the problems it does not show, not the lines it kept', async () => {
      // 300 rows with a bad id: 300 problems, of which the human table shows 10.
      const url = await installation({
        categories: (_req, base) =>
          json({
            status: true,
            rows: Array.from({ length: 300 }, (_, i) => ({ ...conformingRows(base)[0], id: `x${i}` })),
          }),
      });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(1);
      expect(run.stdout).toMatch(/^ +\.\.\. and 290 more problems$/m);
    });
  });

  describe('a reader that stops early', () => {
    it('keeps the exit code and prints no stack trace when stdout is closed (check --json | head)', async () => {
      const url = await installation({});
      const cli = startCli(['check', '--base-url', url, '--json']);
      cli.child.stdout?.destroy();
      const code = await bounded(cli.exited, 15_000, 'check to exit');
      expect(cli.stderr()).not.toMatch(STACK_LINE);
      expect(cli.stderr()).not.toContain('EPIPE');
      expect(code).toBe(0);
    });
  });

  describe('images', () => {
    it('warns and still exits 0 when the logo answers 404', async () => {
      const url = await installation({
        info: (_req, base) => json({ ...conformingInfo(base), logo: `${base}/missing/logo.png` }),
      });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(0);
      expect(tableLine(run.stdout, 'info.logo')).toMatch(/^ {2}WARN .*404/);
      expect(run.stdout).toMatch(/^Result: conforms \(0 failed, 1 warning,/m);
    });

    it('does not claim images "tried, all load" when every category shows the shared image', async () => {
      const url = await installation({
        categories: (_req, base) =>
          json({
            status: true,
            rows: conformingRows(base).map((row) => ({ ...row, image: `${base}/img/shared.svg` })),
          }),
        image: () => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg/>' }),
      });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(0);
      expect(tableLine(run.stdout, 'categories.images')).toMatch(
        /^ {2}PASS +categories\.images +no other image to try: every category shows the shared one$/,
      );
    });

    it('warns and still exits 0 when category images answer 404', async () => {
      const url = await installation({
        image: (req) =>
          req.url?.includes('bread')
            ? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' }
            : { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg/>' },
      });
      const run = await check(url);
      expect(run.code, describeRun(run)).toBe(0);
      expect(tableLine(run.stdout, 'categories.images')).toMatch(/^ {2}WARN /);
      expect(run.stdout).toMatch(/bread\.svg answered HTTP 404/);
    });
  });
});
