// `retail-inspector watch` as a real process against real embedded servers, as a support team
// leaves it running at night: when several installations go down together it speaks once (one
// grouped event on standard output, one webhook POST, one on-change command) naming them, and once
// more when they come back, saying for how long they were broken; a lone one is its own event. With
// --remind-every an incident that lasts is told again, also after the watch was started again on
// its history, which knows since when.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis, startCli, stopCli, waitForStdout, type Cli } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';
import { until } from '../helpers/waits';

let work: string;
let shops: ChangingInstallation[] = [];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-incidents-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await Promise.all(shops.map((s) => s.cleanup()));
  shops = [];
});

interface Line {
  type: 'run' | 'event';
  name: string;
  title?: string;
  body?: string;
  to?: string;
  count?: number;
  connections?: string[];
  baseUrls?: string[];
  reminder?: boolean;
  durationMs?: number;
}

const lines = (cli: Cli): Line[] =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
const eventsOf = (cli: Cli) => lines(cli).filter((l) => l.type === 'event');
const waitForEvents = (cli: Cli, n: number, what: string, ms = 30_000) =>
  waitForStdout(cli, () => (eventsOf(cli).length >= n ? true : null), what, ms);

async function fleetOf(count: number): Promise<string> {
  shops = await Promise.all(Array.from({ length: count }, () => startChangingInstallation(shopDocument())));
  const file = join(work, `fleet-${count}-${Date.now()}.csv`);
  await writeFile(file, `name,base_url\n${shops.map((s, i) => `Shop ${i + 1},${s.url}`).join('\n')}\n`);
  return file;
}

describe('retail-inspector watch: one incident, one message', () => {
  it('tells 4 of 5 installations going down as one grouped event on every channel, and their recovery as one', async () => {
    const posted: string[] = [];
    const receiver = await startHttpServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        posted.push(body);
        res.writeHead(204).end();
      });
    });
    const commandLog = join(work, 'commands.jsonl');
    const script = join(work, 'append.mjs');
    await writeFile(
      script,
      `let input = '';
process.stdin.setEncoding('utf8').on('data', (c) => (input += c)).on('end', async () => {
  const { appendFileSync } = await import('node:fs');
  appendFileSync(${JSON.stringify(commandLog)}, input);
});
`,
    );
    const fleet = await fleetOf(5);
    const cli = startCli([
      'watch',
      '--fleet',
      fleet,
      '--every',
      '1s',
      '--log-format',
      'json',
      '--webhook',
      `${receiver.url}/hook`,
      '--on-change',
      `"${process.execPath}" "${script}"`,
    ]);
    await waitForStdout(cli, () => (lines(cli).length >= 10 ? true : null), 'two runs of each', 20_000);
    await Promise.all(shops.slice(0, 4).map((s) => s.server().close()));
    await waitForEvents(cli, 1, 'the grouped event');
    // The window is over well within 8 s: nothing more may come for this incident.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const down = eventsOf(cli);
    expect(down).toHaveLength(1);
    expect(down[0]).toMatchObject({
      title: '4 installations: could not be checked (unreachable)',
      count: 4,
      connections: ['Shop 1', 'Shop 2', 'Shop 3', 'Shop 4'],
      baseUrls: shops.slice(0, 4).map((s) => s.url),
    });
    expect(down[0]!.body).toContain('Shop 1, Shop 2, Shop 3 and Shop 4.');

    await Promise.all(shops.slice(0, 4).map((s) => s.serve(shopDocument())));
    await waitForEvents(cli, 2, 'the grouped recovery', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await until(() => posted.length >= 2, 10_000, 'both deliveries');
    expect(await stopCli(cli)).toBe(0);

    const events = eventsOf(cli);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ title: '4 installations: conforms', count: 4 });
    expect(events[1]!.body).toMatch(/before: could not be checked \(unreachable\) for (up to )?\d+ s\./);
    expect(posted).toHaveLength(2);
    expect(posted.map((p) => (JSON.parse(p) as Line).count)).toEqual([4, 4]);
    const commanded = (await readFile(commandLog, 'utf8')).trim().split('\n');
    expect(commanded.map((l) => (JSON.parse(l) as Line).title)).toEqual(events.map((e) => e.title));
  }, 120_000);

  it('tells a lone installation as its own event, at once', async () => {
    const fleet = await fleetOf(5);
    const cli = startCli(['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json']);
    await waitForStdout(cli, () => (lines(cli).length >= 10 ? true : null), 'two runs of each', 20_000);
    await shops[2]!.server().close();
    await waitForEvents(cli, 1, 'its event');
    expect(await stopCli(cli)).toBe(0);
    const events = eventsOf(cli);
    expect(events.map((e) => [e.title, e.count])).toEqual([
      ['Shop 3: could not be checked (unreachable)', undefined],
    ]);
  }, 60_000);
});

describe('retail-inspector watch --remind-every', () => {
  it('reminds of an incident that lasts, after a restart too, and the recovery says for how long', async () => {
    const fleet = await fleetOf(1);
    const history = join(work, 'history-remind');
    const args = ['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json', '--history', history];
    const first = startCli(args);
    await waitForStdout(first, () => (lines(first).length >= 1 ? true : null), 'a first run', 20_000);
    await shops[0]!.server().close();
    await waitForEvents(first, 1, 'the event');
    const brokeAt = Date.now();
    expect(await stopCli(first)).toBe(0);

    // Started again on its history: the first run confirms silently, yet the history knows since when.
    const second = startCli([...args, '--remind-every', '3s']);
    await waitForEvents(second, 1, 'a reminder', 20_000);
    const reminder = eventsOf(second)[0]!;
    expect(reminder.reminder).toBe(true);
    expect(reminder.title).toMatch(
      /^Reminder: Shop 1: still could not be checked \(unreachable\), for \d+ s$/,
    );
    expect(reminder.durationMs).toBeGreaterThanOrEqual(Date.now() - brokeAt - 1_000 - 3_000);

    await shops[0]!.serve(shopDocument());
    await waitForStdout(
      second,
      () => (eventsOf(second).some((e) => e.to === 'conforms') ? true : null),
      'the recovery',
      60_000,
    );
    const brokenFor = Date.now() - brokeAt;
    expect(await stopCli(second)).toBe(0);
    const recovery = eventsOf(second).find((e) => e.to === 'conforms')!;
    expect(recovery.body).toMatch(/before: could not be checked \(unreachable\) for \d+ s\./);
    // Counted from the first watch's event, not from the restart.
    expect(recovery.durationMs).toBeGreaterThan(brokenFor - 5_000);
  }, 120_000);
});
