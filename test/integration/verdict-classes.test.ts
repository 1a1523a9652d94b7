// The verdict classes (shared/outcome.ts) as a user meets them: the built `check` against real
// loopback installations that refuse the token, sit at a wrong base URL, stand behind a failing proxy,
// are down or slow, or are called with an address without a scheme, each run checked in the human
// summary and in --json (`outcome`, `cause`, `suggestedBaseUrl`) with its exit code; and `capture`
// and `export`, whose exit codes split the same way (docs/cli.md, exit codes).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, type CliRun } from '../helpers/cli-process';
import {
  CATEGORIES_PATH,
  conformingInfo,
  conformingRows,
  html,
  INFO_PATH,
  json,
  startFakeInstallation,
  type FakeInstallationRoutes,
} from '../helpers/fake-installation';
import { closeAllServers, closedPort, startHttpServer } from '../helpers/local-servers';

const TOKEN = 'tok-Verdict-5d1e0c77a2';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-verdicts-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

afterEach(async () => {
  await Promise.all([killAllClis(), closeAllServers()]);
});

interface Report {
  ok: boolean;
  exitCode: number;
  outcome: string;
  cause: string | null;
  suggestedBaseUrl: string | null;
  checks: { id: string; status: string; message: string; details: string[] }[];
}

/** The human run and the --json run of `check` against `baseUrl`, with the token. */
async function check(baseUrl: string, timeoutMs = 3_000): Promise<{ human: CliRun; report: Report }> {
  const args = ['check', '--base-url', baseUrl, '--token', TOKEN, '--timeout', String(timeoutMs)];
  const human = await runCli(args);
  const machine = await runCli([...args, '--json']);
  expect(machine.code, describeRun(machine)).toBe(human.code);
  return { human, report: JSON.parse(machine.stdout) as Report };
}

async function installation(routes: FakeInstallationRoutes): Promise<string> {
  return (await startFakeInstallation(routes)).url;
}

const resultLine = (run: CliRun) => run.stdout.split('\n').find((line) => line.startsWith('Result: '));

describe('retail-inspector check: a refused call is not checked, never a violation', () => {
  it.each([
    [401, 'Invalid et_auth_token', "The installation refused the token: check the connection's token."],
    [
      200,
      'Access to the catalogue is closed today',
      "Its message says what went wrong; ask the installation's administrator if it is unclear.",
    ],
    [
      503,
      'Database maintenance until 14:00',
      'The installation is failing or in maintenance: try again later, or ask its administrator.',
    ],
  ])(
    'exits 2 with cause refused for status:false with HTTP %i, showing its message',
    async (status, message, hint) => {
      const url = await installation({ categories: () => json({ status: false, error: message }, status) });
      const { human, report } = await check(url);
      expect(human.code, describeRun(human)).toBe(2);
      expect(report).toMatchObject({ ok: false, exitCode: 2, outcome: 'not-checked', cause: 'refused' });
      expect(human.stdout).toContain(`status:false: ${message}`);
      expect(human.stdout).toContain(hint);
      // The token is named only where it can be the cause.
      if (status !== 401) expect(human.stdout).not.toMatch(/token/i);
      expect(resultLine(human)).toMatch(
        /^Result: could not be checked: the installation refused the call \(/,
      );
    },
  );

  it('calls an HTML 401 of a login in front of the API refused, not a violation', async () => {
    const page = () => html('<html><title>Sign in</title></html>', 401);
    const { human, report } = await check(await installation({ info: page, categories: page }));
    expect(human.code, describeRun(human)).toBe(2);
    expect(report.cause).toBe('refused');
    expect(human.stdout).toContain("Access was refused: check the connection's token");
  });
});

describe('retail-inspector check: a wrong address', () => {
  it('names the base URL where the API answers when the given one ends in /api, never sending the token to a probe', async () => {
    const server = await startFakeInstallation();
    const { human, report } = await check(`${server.url}/api`);
    expect(human.code, describeRun(human)).toBe(2);
    expect(report).toMatchObject({
      outcome: 'not-checked',
      cause: 'wrong-address',
      suggestedBaseUrl: server.url,
    });
    expect(resultLine(human)).toMatch(
      /^Result: could not be checked: what answers at this address cannot be read as the API v2/,
    );
    expect(human.stdout).toContain(
      `The API answers at ${server.url}: retail-inspector check --base-url ${server.url}`,
    );
    // Only the categories operation carries the token; the probes ask the info operation without it.
    expect(server.requests).toContain(INFO_PATH);
    for (const target of server.requests)
      if (!target.startsWith(`/api${CATEGORIES_PATH}`)) expect(target).not.toContain(TOKEN);
  });

  it('finds an installation answering under /index.php when the address lacks it', async () => {
    const server = await startHttpServer((req, res, self) => {
      const path = req.url?.split('?')[0];
      const base = `${self.url}/index.php`;
      const body =
        path === `/index.php${INFO_PATH}`
          ? conformingInfo(base)
          : path === `/index.php${CATEGORIES_PATH}`
            ? { status: true, rows: conformingRows(base) }
            : null;
      res.writeHead(body ? 200 : 404, { 'content-type': body ? 'application/json' : 'text/html' });
      res.end(body ? JSON.stringify(body) : '<h1>Not Found</h1>');
    });
    const { human, report } = await check(server.url);
    expect(human.code, describeRun(human)).toBe(2);
    expect(report).toMatchObject({ cause: 'wrong-address', suggestedBaseUrl: `${server.url}/index.php` });
  });

  it('calls HTML 404 on both operations a wrong address, with no suggestion when nothing near answers', async () => {
    const notFound = () => html('<h1>Not Found</h1>', 404);
    const { human, report } = await check(await installation({ info: notFound, categories: notFound }));
    expect(human.code, describeRun(human)).toBe(2);
    expect(report).toMatchObject({ cause: 'wrong-address', suggestedBaseUrl: null });
    expect(human.stdout).not.toContain('The API answers at');
    expect(human.stdout).toContain('Nothing answers this operation here: check the address');
  });

  it('calls one operation missing while the other answers a violation (exit 1)', async () => {
    const url = await installation({ categories: () => html('<h1>Not Found</h1>', 404) });
    const { human, report } = await check(url);
    expect(human.code, describeRun(human)).toBe(1);
    expect(report).toMatchObject({ outcome: 'violates', cause: null });
  });
});

describe('retail-inspector check: a proxy or a server in front', () => {
  it("calls a proxy's HTML 502 a gateway error, with no token hint", async () => {
    const page = () => html('<html><body><h1>502 Bad Gateway</h1>nginx</body></html>', 502);
    const { human, report } = await check(await installation({ info: page, categories: page }));
    expect(human.code, describeRun(human)).toBe(2);
    expect(report).toMatchObject({ outcome: 'not-checked', cause: 'gateway-error' });
    expect(resultLine(human)).toMatch(
      /^Result: could not be checked: a server or proxy in front of the installation failed/,
    );
    expect(human.stdout).not.toMatch(/token/i);
  });

  it('calls a 500 whose JSON has no status a gateway error too', async () => {
    const failing = () => json({ message: 'Internal Server Error' }, 500);
    const { report } = await check(await installation({ info: failing, categories: failing }));
    expect(report).toMatchObject({ exitCode: 2, cause: 'gateway-error' });
  });
});

describe('retail-inspector check: not reached', () => {
  it('calls a closed port unreachable, without calling the categories operation', async () => {
    const { human, report } = await check(`http://127.0.0.1:${await closedPort()}`);
    expect(human.code, describeRun(human)).toBe(2);
    expect(report).toMatchObject({ outcome: 'not-checked', cause: 'unreachable' });
    expect(report.checks.map((c) => c.id)).toEqual(['info.reachable']);
    expect(resultLine(human)).toMatch(/^Result: could not be checked: the installation could not be reached/);
  });

  it('calls an installation that never answers a timeout', async () => {
    const url = await installation({ info: () => ({ hang: true }) });
    const { human, report } = await check(url, 500);
    expect(human.code, describeRun(human)).toBe(2);
    expect(report).toMatchObject({ outcome: 'not-checked', cause: 'timeout' });
  });

  it('refuses an address without a scheme, suggesting http:// for this machine, and sends nothing', async () => {
    const server = await startFakeInstallation();
    const bare = server.url.replace('http://', '');
    const { human, report } = await check(bare);
    expect(human.code, describeRun(human)).toBe(2);
    expect(report).toMatchObject({ outcome: 'not-checked', cause: 'usage' });
    expect(human.stdout).toContain(
      `The address has no scheme (http:// or https://): did you mean ${server.url}?`,
    );
    expect(server.requests).toEqual([]);
  });
});

describe('capture and export: the same split of exit codes', () => {
  const capture = (url: string, name: string) =>
    runCli(['capture', '--base-url', url, '--out', join(work, `${name}.json`), '--quiet', '--token', TOKEN]);
  const exportJson = (url: string) =>
    runCli(['export', '--base-url', url, '--format', 'json', '--token', TOKEN]);

  it('exits 2 when the token is refused, and 2 for a proxy’s 502', async () => {
    const refusing = await installation({
      categories: () => json({ status: false, error: 'Invalid token' }, 401),
    });
    const page = () => html('<h1>502 Bad Gateway</h1>', 502);
    const proxied = await installation({ info: page, categories: page });
    for (const url of [refusing, proxied]) {
      const captured = await capture(url, 'never');
      expect(captured.code, describeRun(captured)).toBe(2);
      const exported = await exportJson(url);
      expect(exported.code, describeRun(exported)).toBe(2);
    }
  });

  it('exits 1 when the installation answers with a shape the specification refuses', async () => {
    const url = await installation({ categories: () => json({ status: true, rows: [{ id: 7 }] }) });
    expect((await capture(url, 'shape')).code).toBe(1);
    expect((await exportJson(url)).code).toBe(1);
  });

  it('capture exits 1 when the categories operation is missing though the info operation answered', async () => {
    const url = await installation({ categories: () => html('<h1>Not Found</h1>', 404) });
    const run = await capture(url, 'missing');
    expect(run.code, describeRun(run)).toBe(1);
    // export makes the one call: nothing answered as the API, so the address is what is wrong.
    expect((await exportJson(url)).code).toBe(2);
  });
});
