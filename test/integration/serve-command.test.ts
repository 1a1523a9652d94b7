// `retail-inspector serve` as a user runs it: the built command in a child process, spoken to over
// real loopback HTTP. Every process started here is killed after its test, and every wait is bounded.
import { createServer, connect, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { killAllClis, runCli, startCli, stopCli, waitForOutput, type Cli } from '../helpers/cli-process';
import { rawRequest } from '../helpers/raw-http';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

const LISTENING = /^Listening on (http:\S+)/m;
const INFO = '/api/v2/auth/info';
const CATEGORIES = '/api/v2/products/getcategorys';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  const settled = await Promise.allSettled([
    killAllClis(),
    ...cleanups.splice(0).map((cleanup) => cleanup()),
  ]);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
});

/** Waits until `stream` of `cli` matches `pattern` (see waitForOutput). */
function waitForLine(cli: Cli, stream: 'stdout' | 'stderr', pattern: RegExp, timeoutMs = 10_000) {
  return waitForOutput(cli, stream, (text) => pattern.exec(text), String(pattern), timeoutMs);
}

/** Waits until the request log on stdout holds `count` lines. */
function waitForLogLines(cli: Cli, count: number): Promise<string[]> {
  return waitForOutput(
    cli,
    'stdout',
    (text) => {
      const log = requestLog(text);
      return log.length >= count ? log : null;
    },
    `${count} request log lines`,
  );
}

/** The request log lines in `text`: "HH:MM:SS METHOD PATH STATUS ...". */
function requestLog(text: string): string[] {
  return text.split('\n').filter((line) => /^\d\d:\d\d:\d\d [A-Z]+ /.test(line));
}

/** Starts `serve` with `args` and resolves with its base URL once it prints the Listening line. */
async function startServe(args: readonly string[], env: Record<string, string> = {}) {
  const cli = startCli(['serve', ...args], env);
  const [, url] = await waitForLine(cli, 'stdout', LISTENING);
  return { cli, url: url as string };
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Whether a TCP connection to host:port is accepted within a second. */
function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Listens on 127.0.0.1:port (0 = any free port); resolves with the server, closed after the test. */
function occupyPort(port: number): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function boundPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}

async function datasetFolder(document: unknown = validDatasetDocument()) {
  const dataset = await writeDatasetFolder(document);
  cleanups.push(dataset.cleanup);
  return dataset;
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

interface CategoriesBody {
  status: boolean;
  rows?: { id: string; image: string }[];
  error?: unknown;
}

describe('retail-inspector serve', () => {
  describe('startup', () => {
    it('prints a Listening on http://127.0.0.1:PORT line whose URL answers', async () => {
      const { url } = await startServe(['--port', '0']);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(portOf(url)).toBeGreaterThan(0);
      const res = await rawRequest(url, INFO);
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ status: true });
    });

    it('serves the bundled demo dataset when --data is not given', async () => {
      const { url } = await startServe(['--port', '0']);
      const info = await rawRequest(url, INFO);
      expect(info.json()).toMatchObject({ status: true, company_name: 'Marktplatz Feinkost GmbH' });
      const categories = (await rawRequest(url, CATEGORIES)).json() as CategoriesBody;
      expect(categories.status).toBe(true);
      expect(categories.rows?.length).toBeGreaterThanOrEqual(60);
    });

    it('serves the dataset file named by --data, images included', async () => {
      const { file } = await datasetFolder();
      const { url } = await startServe(['--port', '0', '--data', file]);
      expect((await rawRequest(url, INFO)).json()).toMatchObject({ company_name: 'Testladen Müller' });
      const categories = (await rawRequest(url, CATEGORIES)).json() as CategoriesBody;
      expect(categories.rows?.map((row) => row.id)).toEqual(['10', '11', '12', '13']);
      const image = new URL(categories.rows?.[0]?.image ?? '');
      expect(image.origin).toBe(url);
      const res = await rawRequest(url, image.pathname);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
    });

    it('listens on 127.0.0.1 when --host 127.0.0.1 is given', async () => {
      const { url } = await startServe(['--host', '127.0.0.1', '--port', '0']);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await rawRequest(url, INFO)).status).toBe(200);
    });

    it('binds 127.0.0.1 only by default, so other addresses of the machine are refused', async () => {
      const { url } = await startServe(['--port', '0']);
      const port = portOf(url);
      expect(await acceptsConnections('127.0.0.1', port)).toBe(true);
      // Another loopback address reaches a wildcard (0.0.0.0) bind, but not a 127.0.0.1 bind.
      expect(await acceptsConnections('127.0.0.2', port)).toBe(false);
    });

    it('prints usage and exits 0 for --help', async () => {
      const { code, stdout } = await runCli(['serve', '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain('Usage: retail-inspector serve');
      expect(stdout).toContain('--data FILE');
    });
  });

  describe('tokens', () => {
    const TOKEN_A = 'tok-Zq8vRw3mXk51-alpha';
    const TOKEN_B = 'tok-Hn4pLs7yTb92-bravo';
    const ENV_TOKEN = 'tok-Ue6cJd0aGf37-environment';

    it('accepts every token given with repeated --token flags', async () => {
      const { url } = await startServe(['--port', '0', '--token', TOKEN_A, '--token', TOKEN_B]);
      for (const token of [TOKEN_A, TOKEN_B]) {
        const res = await rawRequest(url, `${CATEGORIES}?et_auth_token=${token}`);
        expect(res.status).toBe(200);
        expect((res.json() as CategoriesBody).status).toBe(true);
      }
    });

    it('answers a wrong token with 401 and a {status:false, error} body', async () => {
      const { url } = await startServe(['--port', '0', '--token', TOKEN_A, '--token', TOKEN_B]);
      const res = await rawRequest(url, `${CATEGORIES}?et_auth_token=${TOKEN_A}x`);
      expect(res.status).toBe(401);
      const body = res.json() as CategoriesBody;
      expect(body.status).toBe(false);
      expect(typeof body.error).toBe('string');
    });

    it('answers a missing token with 401 and a {status:false, error} body', async () => {
      const { url } = await startServe(['--port', '0', '--token', TOKEN_A]);
      const res = await rawRequest(url, CATEGORIES);
      expect(res.status).toBe(401);
      const body = res.json() as CategoriesBody;
      expect(body.status).toBe(false);
      expect(typeof body.error).toBe('string');
    });

    it('accepts the token from RETAIL_INSPECTOR_TOKEN and still refuses others', async () => {
      const { url } = await startServe(['--port', '0'], { RETAIL_INSPECTOR_TOKEN: ENV_TOKEN });
      expect((await rawRequest(url, `${CATEGORIES}?et_auth_token=${ENV_TOKEN}`)).status).toBe(200);
      expect((await rawRequest(url, `${CATEGORIES}?et_auth_token=${TOKEN_A}`)).status).toBe(401);
      expect((await rawRequest(url, CATEGORIES)).status).toBe(401);
    });

    it('never prints a token on stdout or stderr, request log included', async () => {
      const { cli, url } = await startServe(['--port', '0', '--token', TOKEN_A, '--token', TOKEN_B], {
        RETAIL_INSPECTOR_TOKEN: ENV_TOKEN,
      });
      for (const token of [TOKEN_A, TOKEN_B, ENV_TOKEN]) {
        expect((await rawRequest(url, `${CATEGORIES}?et_auth_token=${token}`)).status).toBe(200);
        expect((await rawRequest(url, `${CATEGORIES}?x=1&et_auth_token=${token}&y=2`)).status).toBe(200);
      }
      await waitForLogLines(cli, 6);
      expect(await stopCli(cli)).toBe(0);
      const output = cli.stdout() + cli.stderr();
      expect(output).toMatch(/GET \/api\/v2\/products\/getcategorys\?et_auth_token=\*\*\* 200/);
      for (const token of [TOKEN_A, TOKEN_B, ENV_TOKEN]) expect(output).not.toContain(token);
    });

    it('never prints an accepted token whose parameter name is percent-encoded', async () => {
      const { cli, url } = await startServe(['--port', '0', '--token', TOKEN_A]);
      // The server decodes query keys, so et%5Fauth%5Ftoken is et_auth_token and the token is accepted.
      const res = await rawRequest(url, `${CATEGORIES}?et%5Fauth%5Ftoken=${TOKEN_A}`);
      expect(res.status).toBe(200);
      await waitForLogLines(cli, 1);
      expect(await stopCli(cli)).toBe(0);
      expect(cli.stdout() + cli.stderr()).not.toContain(TOKEN_A);
    });
  });

  describe('request log', () => {
    it('prints one line per request with method, path (token masked as ***) and status', async () => {
      const { cli, url } = await startServe(['--port', '0']);
      await rawRequest(url, INFO);
      await rawRequest(url, `${CATEGORIES}?et_auth_token=some-value&lang=de`);
      await rawRequest(url, '/api/v2/nope', { method: 'POST' });
      const log = await waitForLogLines(cli, 3);
      expect(log).toHaveLength(3);
      expect(log[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/v2\/auth\/info 200 /);
      expect(log[1]).toMatch(
        /^\d\d:\d\d:\d\d GET \/api\/v2\/products\/getcategorys\?et_auth_token=\*\*\*&lang=de 200 /,
      );
      expect(log[2]).toMatch(/^\d\d:\d\d:\d\d POST \/api\/v2\/nope 404 /);
      expect(cli.stdout()).not.toContain('some-value');
    });

    it('prints no request lines with --quiet', async () => {
      const { cli, url } = await startServe(['--port', '0', '--quiet']);
      expect((await rawRequest(url, INFO)).status).toBe(200);
      expect((await rawRequest(url, `${CATEGORIES}?et_auth_token=x`)).status).toBe(200);
      expect(await stopCli(cli)).toBe(0);
      expect(requestLog(cli.stdout())).toEqual([]);
      expect(cli.stdout()).not.toMatch(/\bGET \/api\/v2\//);
    });
  });

  describe('fault injection', () => {
    it('waits at least --latency 300 milliseconds before answering', async () => {
      const { url } = await startServe(['--port', '0', '--latency', '300']);
      const started = performance.now();
      const res = await rawRequest(url, INFO);
      const elapsed = performance.now() - started;
      expect(res.status).toBe(200);
      // Node's timers work at whole milliseconds of a cached loop clock: allow 1 ms of rounding.
      expect(elapsed).toBeGreaterThanOrEqual(299);
    });

    it('fails every API request with a 5xx or a reset connection at --fail-rate 1', async () => {
      const { url } = await startServe(['--port', '0', '--fail-rate', '1']);
      for (let i = 0; i < 12; i++) {
        const target = i % 2 === 0 ? INFO : `${CATEGORIES}?et_auth_token=t`;
        const outcome = await rawRequest(url, target, { headers: { connection: 'close' } }).then(
          (res) => res.status,
          (error: Error) => error.message,
        );
        if (typeof outcome === 'number') {
          expect(outcome).toBeGreaterThanOrEqual(500);
          expect(outcome).toBeLessThan(600);
        } else {
          expect(outcome).not.toMatch(/within the timeout/);
        }
      }
    });

    it('answers every request normally at --fail-rate 0%', async () => {
      const { url } = await startServe(['--port', '0', '--fail-rate', '0%']);
      for (let i = 0; i < 12; i++) {
        const target = i % 2 === 0 ? INFO : `${CATEGORIES}?et_auth_token=t`;
        const res = await rawRequest(url, target);
        expect(res.status).toBe(200);
        expect(res.json()).toMatchObject({ status: true });
      }
    });
  });

  describe('stopping', () => {
    it.each(['SIGINT', 'SIGTERM'] as const)('exits 0 on %s and frees its port', async (signal) => {
      const { cli, url } = await startServe(['--port', '0']);
      const port = portOf(url);
      expect((await rawRequest(url, INFO)).status).toBe(200);
      expect(await stopCli(cli, signal)).toBe(0);
      expect(cli.child.signalCode).toBeNull();
      expect(cli.stderr()).not.toMatch(/^ {4}at /m);
      const server = await occupyPort(port);
      expect(boundPort(server)).toBe(port);
    });
  });

  describe('refusals', () => {
    it('exits 2 with one line naming the file and the JSON path for an invalid dataset, and the way to serve it anyway', async () => {
      const document = validDatasetDocument();
      const second = document.categories[1];
      if (second) second.id = 11;
      const { file } = await datasetFolder(document);
      const { code, stdout, stderr } = await runCli(['serve', '--port', '0', '--data', file]);
      expect(code).toBe(2);
      expect(stdout).not.toMatch(LISTENING);
      const errorLines = lines(stderr);
      expect(errorLines).toHaveLength(2);
      expect(errorLines[0]).toContain(file);
      expect(errorLines[0]).toContain('categories[1].id');
      expect(errorLines[1]).toBe('  To serve it as it is, violations and all, add --allow-violations.');
      expect(stderr).not.toMatch(/^ {4}at /m);
    });

    it('exits 2 naming the file when the dataset file does not exist', async () => {
      const { folder } = await datasetFolder();
      const missing = `${folder}/no-such-dataset.json`;
      const { code, stdout, stderr } = await runCli(['serve', '--port', '0', '--data', missing]);
      expect(code).toBe(2);
      expect(stdout).not.toMatch(LISTENING);
      expect(stderr).toContain(missing);
      expect(stderr).not.toMatch(/^ {4}at /m);
    });

    it('exits 2 for a dataset larger than --max-size 1 (MB)', async () => {
      const padded = JSON.stringify(validDatasetDocument()) + ' '.repeat(1_100_000);
      const { file } = await datasetFolder(padded);
      const { code, stdout, stderr } = await runCli([
        'serve',
        '--port',
        '0',
        '--max-size',
        '1',
        '--data',
        file,
      ]);
      expect(code).toBe(2);
      expect(stdout).not.toMatch(LISTENING);
      expect(stderr).toContain(file);
      expect(stderr).toMatch(/limit/);
    });

    it('serves the same padded dataset when --max-size allows it', async () => {
      const padded = JSON.stringify(validDatasetDocument()) + ' '.repeat(1_100_000);
      const { file } = await datasetFolder(padded);
      const { url } = await startServe(['--port', '0', '--max-size', '2', '--data', file]);
      expect((await rawRequest(url, INFO)).status).toBe(200);
    });

    it('exits 2 with a message naming the port when the port is in use', async () => {
      const port = boundPort(await occupyPort(0));
      const { code, stdout, stderr } = await runCli(['serve', '--port', String(port)]);
      expect(code).toBe(2);
      expect(stdout).not.toMatch(LISTENING);
      expect(stderr).toContain(String(port));
      expect(stderr).toMatch(/in use/);
      expect(stderr).not.toMatch(/^ {4}at /m);
    });

    it.each([
      ['an unknown flag', ['--no-such-flag']],
      ['--port abc', ['--port', 'abc']],
      ['--fail-rate 2', ['--fail-rate', '2']],
    ])('exits 2 with one line on stderr for %s', async (_, flags) => {
      const { code, stdout, stderr } = await runCli(['serve', '--port', '0', ...flags]);
      expect(code).toBe(2);
      expect(stdout).not.toMatch(LISTENING);
      expect(lines(stderr)).toHaveLength(1);
      expect(stderr).not.toMatch(/^ {4}at /m);
    });
  });
});

describe('retail-inspector', () => {
  it('exits 2 naming the command for an unknown command', async () => {
    const { code, stderr } = await runCli(['frobnicate']);
    expect(code).toBe(2);
    expect(stderr).toContain('frobnicate');
    expect(stderr).not.toMatch(/^ {4}at /m);
  });
});
