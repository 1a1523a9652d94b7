// The last resort (core/lib/last-resort.ts) in the real processes: an error nothing handled, made in
// the built command by a preloaded module (test/helpers/unhandled-on-signal.mjs, on SIGUSR2) with a
// token in its message, and in the built main bundle by the stand-in. The exporter, watch, the web
// host and the app's main process write one masked line per error and go on serving (the exporter
// counts it on /metrics, and a probe under way still answers); a short-lived command ends with one
// line and exit code 2, no stack trace.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { methodChannel } from '../../shared/ipc-methods';
import { APP_WINDOW, bootMain, DIST_MAIN } from '../helpers/booted-main';
import { describeRun, killAllClis, startCli, waitForOutput, type Cli } from '../helpers/cli-process';
import { sample, scrape, startExporterProcess } from '../helpers/exporter-process';
import { startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { repoPath } from '../helpers/repo-paths';
import { until } from '../helpers/waits';

const TOKEN = 'tok-last-resort-5e2a91c7';
const injected = {
  NODE_OPTIONS: `--import=${pathToFileURL(repoPath('test', 'helpers', 'unhandled-on-signal.mjs')).href}`,
  UNHANDLED_MESSAGE: `boom ${TOKEN}`,
};
const CAUGHT = /caught an error nothing handled/i;

let folder: string;
let shop: LocalServer;
let silent: LocalServer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-last-resort-'));
  shop = await startFakeInstallation();
  silent = await startFakeInstallation({ info: () => ({ hang: true }), categories: () => ({ hang: true }) });
});
afterEach(killAllClis);
afterAll(async () => {
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

const lines = (text: string, pattern: RegExp) => text.split('\n').filter((line) => pattern.test(line));

async function signalled(cli: Cli, times: number, stream: 'stdout' | 'stderr'): Promise<string[]> {
  for (let i = 1; i <= times; i++) {
    cli.child.kill('SIGUSR2');
    await waitForOutput(cli, stream, (text) => (lines(text, CAUGHT).length >= i ? true : null), `line ${i}`);
  }
  return lines(stream === 'stdout' ? cli.stdout() : cli.stderr(), CAUGHT);
}

describe('the exporter', () => {
  it('logs each error masked, counts it, keeps serving, and answers the probe under way', async () => {
    const fleet = join(folder, 'fleet.csv');
    await writeFile(
      fleet,
      `name,base_url,token_env\nshop,${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\nsilent,${silent.url},\n`,
    );
    const exporter = await startExporterProcess(fleet, ['--timeout', '1500'], {
      ...injected,
      RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN,
    });
    const underWay = scrape(exporter.url, '/probe?target=silent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = await signalled(exporter.cli, 2, 'stdout');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(
      / error caught an error nothing handled; the exporter keeps serving kind=uncaughtException/,
    );
    expect(logged[1]).toContain('kind=unhandledRejection');
    expect(exporter.cli.stdout()).not.toContain(TOKEN);
    expect(logged[0]).toContain('boom ***');
    const probe = await underWay;
    expect(sample(probe.body, 'retail_inspector_outcome{class="timeout"}')).toBe(1);
    const metrics = await scrape(exporter.url, '/metrics', {}, 1_000);
    expect(sample(metrics.body, 'retail_inspector_exporter_uncaught_errors_total')).toBe(2);
    const next = await scrape(exporter.url, '/probe?target=shop');
    expect(sample(next.body, 'retail_inspector_up'), describeRun(outputOf(exporter.cli))).toBe(1);
  });
});

describe('watch', () => {
  it('writes one masked line per error on standard error and goes on with the next run', async () => {
    const cli = startCli(['watch', '--base-url', shop.url, '--every', '1s', '--log-format', 'json'], {
      ...injected,
      RETAIL_INSPECTOR_TOKEN: TOKEN,
    });
    const runs = () => lines(cli.stdout(), /"type":"run"/).length;
    await until(() => runs() >= 1, 10_000, 'the first run');
    const logged = await signalled(cli, 2, 'stderr');
    expect(logged[0]).toMatch(/: Error: boom \*+ #1 \(at .+\); watching goes on$/);
    expect(cli.stderr()).not.toContain(TOKEN);
    const before = runs();
    await until(() => runs() > before, 3_000, 'the next run after the errors');
    expect(cli.child.exitCode).toBeNull();
  });
});

describe('the web host', () => {
  it('writes one masked line per error and answers the next call', async () => {
    const cli = startCli(['web', '--port', '0'], {
      ...injected,
      RETAIL_INSPECTOR_DATA_DIR: join(folder, 'web'),
    });
    const open = await waitForOutput(cli, 'stdout', (text) => /Open (\S+)/.exec(text)?.[1] ?? null, 'Open');
    const { origin, hash } = new URL(open);
    const key = new URLSearchParams(hash.slice(1)).get('key')!;
    const rpc = (method: string, args: unknown) =>
      fetch(`${origin}/rpc/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-inspector-key': key, origin },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(5_000),
      }).then((res) => res.json() as Promise<{ ok: boolean; value: unknown }>);
    expect((await rpc('saveProfile', { name: 'Shop', baseUrl: shop.url, token: TOKEN })).ok).toBe(true);
    const logged = await signalled(cli, 1, 'stderr');
    expect(logged[0]).toMatch(/boom \*+ #1 .*the web host keeps serving$/);
    expect(cli.stderr()).not.toContain(TOKEN);
    const started = performance.now();
    const listed = await rpc('listProfiles', {});
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(listed).toMatchObject({ ok: true });
  });
});

describe('a short-lived command', () => {
  it('ends check with one masked line and exit code 2, no stack trace', async () => {
    const cli = startCli(['check', '--base-url', silent.url, '--timeout', '20000'], {
      ...injected,
      RETAIL_INSPECTOR_TOKEN: TOKEN,
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    cli.child.kill('SIGUSR2');
    expect(await cli.exited).toBe(2);
    expect(cli.stderr()).toMatch(/^retail-inspector check: unexpected error: Error: boom \*+ #1 \(at .+\)\n/);
    expect(cli.stderr()).toContain('Please report this');
    expect(cli.stderr()).not.toMatch(/^\s+at /m);
    expect(cli.stderr()).not.toContain(TOKEN);
  });
});

describe("the app's main process", () => {
  it('writes one masked line per error and answers the next IPC call', async () => {
    const boot = await bootMain({ ...DIST_MAIN, env: {} });
    try {
      await boot.invoke(methodChannel('saveProfile'), APP_WINDOW, {
        name: 'Shop',
        baseUrl: 'https://shop.example.com',
        token: TOKEN,
      });
      await boot.throwUnhandled(`boom ${TOKEN}`);
      await boot.throwUnhandled(`lost ${TOKEN}`, true);
      await until(() => lines(boot.stderr(), CAUGHT).length >= 2, 5_000, 'two lines from main');
      expect(lines(boot.stderr(), CAUGHT)[0]).toMatch(/Error: boom \*+ \(at .+\); the app goes on$/);
      expect(boot.stderr()).not.toContain(TOKEN);
      const listed = await boot.invoke(methodChannel('listProfiles'), APP_WINDOW, {});
      expect(listed).toMatchObject({ ok: true });
    } finally {
      await boot.stop();
    }
  });
});

function outputOf(cli: Cli) {
  return { stdout: cli.stdout(), stderr: cli.stderr() };
}
