// `retail-inspector watch` as a real process against real embedded servers whose dataset, token and
// faults change between runs: the transitions and changes a user would see on standard output (and
// in the history folder, in the app's format), one flaky answer never alerting, a refused token its
// own class; the webhook (a real local receiver) and the on-change command, never given the token;
// an installation that does not answer backed off; SIGTERM stopping after the run under way.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import {
  describeRun,
  killAllClis,
  runCli,
  startCli,
  stopCli,
  waitForOutput,
  waitForStdout,
  type Cli,
} from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { closeAllServers, closedPort, startHttpServer } from '../helpers/local-servers';
import { until } from '../helpers/waits';

const TOKEN = 'tok-WatchCli-4e9b1d7c02';

let work: string;
let shop: ChangingInstallation | null = null;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-cli-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await shop?.cleanup();
  shop = null;
});

interface Line {
  type: 'run' | 'event';
  name: string;
  watchClass?: string;
  kind?: string;
  from?: string | null;
  to?: string;
  changed?: string[];
  title?: string;
  body?: string;
  at: number;
}

const lines = (cli: Cli): Line[] =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
const runsOf = (cli: Cli) => lines(cli).filter((l) => l.type === 'run');
const eventsOf = (cli: Cli) => lines(cli).filter((l) => l.type === 'event');

/** Waits until `cli` has written `n` run lines in all. */
const runsSoFar = (cli: Cli, n: number, what = `${n} runs`) =>
  waitForStdout(cli, () => (runsOf(cli).length >= n ? true : null), what, 20_000);

describe('retail-inspector watch: what a user sees', () => {
  it('keeps quiet for one flaky answer, names a refused token and a change of categories, and keeps the history', async () => {
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const history = join(work, 'history');
    const cli = startCli(
      ['watch', '--base-url', shop.url, '--every', '1s', '--log-format', 'json', '--history', history],
      {
        RETAIL_INSPECTOR_TOKEN: TOKEN,
      },
    );
    await runsSoFar(cli, 2);
    expect(runsOf(cli).map((r) => r.watchClass)).toEqual(['conforms', 'conforms']);

    // One flaky answer: a failure the server injects, for one run only.
    shop.server().setFaults({ latencyMs: 0, failRate: 1 });
    await waitForStdout(
      cli,
      () => (runsOf(cli).some((r) => r.watchClass !== 'conforms') ? true : null),
      'a failed run',
      20_000,
    );
    shop.server().setFaults({ latencyMs: 0, failRate: 0 });
    const afterFlaky = runsOf(cli).length;
    await runsSoFar(cli, afterFlaky + 2);
    expect(eventsOf(cli)).toEqual([]);

    // The token refused: its own class, confirmed after two runs, never "violates".
    await shop.serve(shopDocument(), ['another-token-entirely']);
    await waitForStdout(cli, () => (eventsOf(cli).length >= 1 ? true : null), 'the refused event', 20_000);
    expect(eventsOf(cli)[0]).toMatchObject({
      kind: 'transition',
      from: 'conforms',
      to: 'refused',
      title: `${shop.url}: could not be checked (refused)`,
    });
    expect(runsOf(cli).map((r) => r.watchClass)).not.toContain('violates');

    await shop.serve(shopDocument(), [TOKEN]);
    await waitForStdout(
      cli,
      () => (eventsOf(cli).length >= 2 ? true : null),
      'the event back to conforms',
      20_000,
    );
    const changed = shopDocument();
    changed.categories[1]!.name = 'Käse & Wurst';
    changed.categories.splice(2, 1);
    await shop.serve(changed, [TOKEN]);
    await waitForStdout(cli, () => (eventsOf(cli).length >= 3 ? true : null), 'the change event', 20_000);
    expect(eventsOf(cli).slice(1)).toMatchObject([
      { kind: 'transition', from: 'refused', to: 'conforms', changed: [] },
      {
        kind: 'change',
        to: 'conforms',
        changed: ['categories'],
        title: `${shop.url}: 2 categories changed`,
        body: 'Categories: 1 removed, 1 changed. Seen in 2 runs in a row.',
      },
    ]);

    expect(await stopCli(cli, 'SIGINT')).toBe(0);
    expect(cli.stderr()).toMatch(/Stopped\.\n$/);
    expect(cli.stdout() + cli.stderr()).not.toContain(TOKEN);
    // The history folder in the app's format: every run printed is kept, and the events beside them.
    const store = createHistoryStore(history);
    const kept = await store.history(shop.url, 0, Date.now() + 60_000, 10_000);
    expect(kept.runs).toBe(runsOf(cli).length);
    expect(kept.events.map((e) => e.title)).toEqual(eventsOf(cli).map((e) => e.title));
    const folder = join(history, historyFolderName(shop.url));
    expect(JSON.parse(await readFile(join(folder, 'connection.json'), 'utf8'))).toEqual({
      name: shop.url,
      baseUrl: shop.url,
    });
    for (const name of await readdir(folder))
      expect((await readFile(join(folder, name))).toString('latin1')).not.toContain(TOKEN);
  });

  it('prints a readable line per run and an indented event', async () => {
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const cli = startCli(['watch', '--base-url', shop.url, '--every', '1s', '--confirm-runs', '1'], {
      RETAIL_INSPECTOR_TOKEN: TOKEN,
    });
    await waitForStdout(cli, (t) => (t.split('\n').length > 2 ? true : null), 'two runs');
    await shop.serve(shopDocument(), ['another-token-entirely']);
    await waitForStdout(cli, (t) => (t.includes('EVENT') ? true : null), 'the event', 20_000);
    expect(await stopCli(cli, 'SIGTERM')).toBe(0);
    const out = cli.stdout();
    expect(out).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d  ${escape(shop.url)}: conforms, 3 categories, \\d+ ms$`, 'm'),
    );
    expect(out).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d  ${escape(shop.url)}: could not be checked \\(refused\\), \\d+ ms \\(status:false: .+\\)$`,
        'm',
      ),
    );
    expect(out).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d  EVENT ${escape(shop.url)}: could not be checked \\(refused\\)\\n {10}Now could not be checked: the installation refused the call; before: conforms\\.$`,
        'm',
      ),
    );
  });
});

describe('retail-inspector watch: telling others', () => {
  it('posts each event to the webhook, retried after a failure, and runs the on-change command without the token', async () => {
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const received: { status: number; headers: Record<string, unknown>; body: string }[] = [];
    const receiver = await startHttpServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const status = received.length === 0 ? 503 : 204;
        received.push({ status, headers: req.headers, body });
        res.writeHead(status).end();
      });
    });
    const out = join(work, 'on-change.json');
    const script = join(work, 'on-change.mjs');
    await writeFile(
      script,
      `let input = '';
process.stdin.setEncoding('utf8').on('data', (c) => (input += c)).on('end', async () => {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(${JSON.stringify(out)}, JSON.stringify({ input, env: process.env, argv: process.argv }));
});
`,
    );
    const fleet = join(work, 'fleet.csv');
    await writeFile(fleet, `name,base_url,token_env\nShop Köln,${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\n`);
    const cli = startCli(
      [
        'watch',
        '--fleet',
        fleet,
        '--every',
        '1s',
        '--webhook',
        `${receiver.url}/hooks/secret-path`,
        '--on-change',
        `"${process.execPath}" "${script}"`,
      ],
      { RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN, A_COPY_OF_IT: `Bearer ${TOKEN}`, HARMLESS: 'kept' },
    );
    await waitForStdout(cli, (t) => (t.includes('conforms') ? true : null), 'a first run');
    await shop.serve(shopDocument(), ['another-token-entirely']);
    await waitForStdout(cli, (t) => (t.includes('EVENT') ? true : null), 'the event', 20_000);
    await until(() => received.length >= 2, 15_000, 'the retried delivery');
    expect(await stopCli(cli)).toBe(0);

    expect(received.map((r) => r.status)).toEqual([503, 204]);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers['content-type']).toBe('application/json');
    const posted = JSON.parse(received[1]!.body);
    expect(posted).toMatchObject({
      kind: 'transition',
      from: 'conforms',
      to: 'refused',
      connectionName: 'Shop Köln',
      baseUrl: shop.url,
    });
    expect(received[1]!.body).not.toContain(TOKEN);
    expect(cli.stderr()).not.toContain('not delivered');

    const ran = JSON.parse(await readFile(out, 'utf8')) as {
      input: string;
      env: Record<string, string>;
      argv: string[];
    };
    expect(JSON.parse(ran.input)).toEqual(posted);
    expect(ran.env).toMatchObject({
      HARMLESS: 'kept',
      RETAIL_INSPECTOR_EVENT_KIND: 'transition',
      RETAIL_INSPECTOR_EVENT_FROM: 'conforms',
      RETAIL_INSPECTOR_EVENT_TO: 'refused',
      RETAIL_INSPECTOR_EVENT_CONNECTION: 'Shop Köln',
    });
    expect(ran.env.RETAIL_INSPECTOR_TOKEN_SHOP).toBeUndefined();
    expect(ran.env.A_COPY_OF_IT).toBeUndefined();
    expect(JSON.stringify(ran)).not.toContain(TOKEN);
  });
});

describe('retail-inspector watch: pacing and stopping', () => {
  it('backs off an installation that does not answer', async () => {
    const port = await closedPort();
    const cli = startCli([
      'watch',
      '--base-url',
      `http://127.0.0.1:${port}`,
      '--every',
      '1s',
      '--log-format',
      'json',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    const stopping = performance.now();
    expect(await stopCli(cli)).toBe(0);
    // Nothing is left waiting: the process ends at once.
    expect(performance.now() - stopping).toBeLessThan(2_000);
    const runs = runsOf(cli);
    expect(runs.every((r) => r.watchClass === 'unreachable')).toBe(true);
    // Without backoff 7 or 8 runs; with it at 0, 2 and 6 seconds.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(4);
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(1_900);
    if (runs[2]) expect(runs[2].at - runs[1]!.at).toBeGreaterThanOrEqual(3_900);
  }, 15_000);

  it('on SIGTERM lets the run under way finish, prints it, and exits 0', async () => {
    shop = await startChangingInstallation(shopDocument(), []);
    shop.server().setFaults({ latencyMs: 800, failRate: 0 });
    const cli = startCli(['watch', '--base-url', shop.url, '--every', '1h', '--timeout', '5000']);
    await waitForOutput(cli, 'stderr', (t) => (t.includes('Press Ctrl+C') ? true : null), 'the start');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const started = performance.now();
    expect(await stopCli(cli, 'SIGTERM')).toBe(0);
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(cli.stderr()).toContain('Stopping: waiting for 1 run(s) under way (at most 10s)');
    expect(cli.stdout()).toMatch(/: conforms, 3 categories, \d+ ms\n$/);
    expect(cli.stderr()).toMatch(/Stopped\.\n$/);
  });
});

describe('retail-inspector watch: usage', () => {
  it.each([
    [
      ['--base-url', 'http://127.0.0.1:1', '--every', '5'],
      '--every must be a number and a unit, such as 30s, 5m, 1h or 1h30m, got "5"',
    ],
    [['--base-url', 'http://127.0.0.1:1', '--every', '500ms'], '--every must be from 1s to 24h, got "500ms"'],
    [['--base-url', '127.0.0.1:4180'], 'did you mean http://127.0.0.1:4180?'],
    [['--every', '1m'], '--base-url (or --fleet) is required'],
    [
      ['--base-url', 'http://127.0.0.1:1', '--webhook', 'ftp://x'],
      '--webhook must be an http:// or https:// address',
    ],
    [
      ['--base-url', 'http://127.0.0.1:1', '--log-format', 'xml'],
      '--log-format must be text or json, got "xml"',
    ],
  ])('refuses %j with exit code 2', async (args, message) => {
    const run = await runCli(['watch', ...args]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('refuses a fleet with two installations of the same name', async () => {
    const fleet = join(work, 'twice.csv');
    await writeFile(fleet, 'name,base_url\nShop,http://127.0.0.1:1\nShop,http://127.0.0.1:2\n');
    const run = await runCli(['watch', '--fleet', fleet]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('rows 2 and 3 are both named "Shop"');
  });

  it('reads the token column of a fleet row as check --fleet and the exporter do, and never prints it', async () => {
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const fleet = join(work, 'token-column.csv');
    await writeFile(fleet, `name,base_url,token_env,token\nShop Köln,${shop.url},,${TOKEN}\n`);
    const cli = startCli(['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json']);
    await runsSoFar(cli, 1);
    expect(await stopCli(cli, 'SIGINT')).toBe(0);
    expect(runsOf(cli)[0]).toMatchObject({ name: 'Shop Köln', watchClass: 'conforms' });
    expect(cli.stdout() + cli.stderr()).not.toContain(TOKEN);
  });

  it('refuses a fleet row whose token_env names a variable outside RETAIL_INSPECTOR_TOKEN…, naming the row', async () => {
    const fleet = join(work, 'shared.csv');
    const history = join(work, 'shared-history');
    await writeFile(
      fleet,
      'name,base_url,token_env\nShop,http://127.0.0.1:1,RETAIL_INSPECTOR_TOKEN\nAuthor,http://127.0.0.1:2,AWS_SECRET_ACCESS_KEY\n',
    );
    const run = await runCli(['watch', '--fleet', fleet, '--history', history], {
      AWS_SECRET_ACCESS_KEY: 'aws-operators-own-secret',
    });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(`${fleet}: row 3: tokenEnv: AWS_SECRET_ACCESS_KEY may not be read`);
    expect(run.stderr).toContain('rename the variable and the cell');
    expect(run.stdout).toBe('');
    expect(existsSync(history)).toBe(false);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
