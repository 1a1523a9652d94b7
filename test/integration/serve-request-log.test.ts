// `serve`'s request log as users get it: the built command in a child process, its stdout a pipe.
// JSON lines with --log-format json, escaped text lines by default, and no line lost when the
// process is stopped right after answering.
import { connect } from 'node:net';
import { Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { killAllClis, runCli, startCli, stopCli, waitForStdout, type Cli } from '../helpers/cli-process';
import { rawRequest } from '../helpers/raw-http';

const CATEGORIES = '/api/v2/products/getcategorys';
const TOKEN = 'tok-Rq7wPz3nLm84-secret';

afterEach(() => killAllClis());

async function startServe(args: readonly string[]): Promise<{ cli: Cli; url: string }> {
  const cli = startCli(['serve', '--port', '0', ...args]);
  const url = await waitForStdout(
    cli,
    (text) => /^Listening on (http:\S+)/m.exec(text)?.[1] ?? null,
    'Listening',
  );
  return { cli, url };
}

/** The output after the banner (which ends with "Press Ctrl+C to stop."). */
function logLines(cli: Cli): string[] {
  const text = cli.stdout();
  const start = text.indexOf('Press Ctrl+C to stop.\n');
  return text
    .slice(start + 'Press Ctrl+C to stop.\n'.length)
    .split('\n')
    .filter((line) => line !== '');
}

/** Sends `bytes` on a new connection and resolves with the answer once the server closes it. */
function rawExchange(url: string, bytes: Buffer): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    }, 5_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('connect', () => socket.end(bytes));
  });
}

describe('retail-inspector serve: request log', () => {
  it('writes parseable JSON lines with --log-format json, the token masked', async () => {
    const { cli, url } = await startServe(['--log-format', 'json', '--token', TOKEN]);
    expect((await rawRequest(url, `${CATEGORIES}?et_auth_token=${TOKEN}&lang=de`)).status).toBe(200);
    expect(
      (await rawRequest(url, '/api/v2/auth/info', { headers: { 'user-agent': 'probe/1' } })).status,
    ).toBe(200);
    expect((await rawRequest(url, '/api/v2/nope', { method: 'POST' })).status).toBe(404);
    expect(await stopCli(cli)).toBe(0);
    const entries = logLines(cli).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', `${CATEGORIES}?et_auth_token=***&lang=de`, 200],
      ['GET', '/api/v2/auth/info', 200],
      ['POST', '/api/v2/nope', 404],
    ]);
    for (const entry of entries) {
      expect(typeof entry.durationMs).toBe('number');
      expect(typeof entry.time).toBe('string');
    }
    expect(entries[1]).toMatchObject({ userAgent: 'probe/1', host: new URL(url).host });
    expect(cli.stdout() + cli.stderr()).not.toContain(TOKEN);
  });

  it('writes readable text lines by default, with hostile Host and User-Agent bytes escaped', async () => {
    const { cli, url } = await startServe([]);
    // Bytes 0x9b (CSI, a C1 control: the terminal's ESC [) in the Host header and the user agent;
    // Node's parser refuses control bytes in the target, but passes them in header values.
    const request = Buffer.concat([
      Buffer.from('GET /x HTTP/1.1\r\nHost: a'),
      Buffer.from([0x9b]),
      Buffer.from('2J\r\nUser-Agent: evil'),
      Buffer.from([0x9b]),
      Buffer.from('31mRED\r\nConnection: close\r\n\r\n'),
    ]);
    expect(await rawExchange(url, request)).toMatch(/^HTTP\/1\.1 404 /);
    expect(await stopCli(cli)).toBe(0);
    const [line, ...rest] = logLines(cli);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^\d\d:\d\d:\d\d GET \/x 404 [\d.]+ ms \d+ B a\\u009b2J "evil\\u009b31mRED"$/);
    // eslint-disable-next-line no-control-regex -- the point is that there are none
    expect(cli.stdout()).not.toMatch(/[\u0080-\u009f\u001b]/);
  });

  it('loses no line when stopped with SIGINT right after the last answer', async () => {
    const { cli, url } = await startServe([]);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const n = 300;
    try {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          rawRequest(url, `/api/v2/auth/info?n=${i}`, { timeoutMs: 20_000, agent }),
        ),
      );
      expect(answers.every((res) => res.status === 200)).toBe(true);
    } finally {
      agent.destroy();
    }
    expect(await stopCli(cli)).toBe(0);
    const lines = logLines(cli);
    expect(lines).toHaveLength(n);
    const numbers = lines.map((line) => Number(/\?n=(\d+) 200 /.exec(line)?.[1]));
    expect(new Set(numbers).size).toBe(n);
    expect(cli.stderr()).toMatch(/Stopped\./);
  });

  it('lists --log-format in --help and refuses an unknown format with exit code 2', async () => {
    const help = await runCli(['serve', '--help']);
    expect(help.stdout).toMatch(/--log-format F\s+request log format: text .* json/s);
    const bad = await runCli(['serve', '--port', '0', '--log-format', 'xml']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--log-format must be text or json, got "xml"');
  });
});
