// One vocabulary (issue 26, point 7): what the built `retail-inspector watch` writes says a verdict
// exactly as `check --json` says it of the same installation at the same moment — `outcome` and
// `cause` on every JSON run and event line, in the webhook body and in the on-change command's JSON
// and environment — and a run that failed several checks names each one's count, not only the
// first's. Real processes (`serve --allow-violations` included), real embedded servers, loopback.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../shared/check-report';
import {
  describeRun,
  killAllClis,
  runCli,
  startCli,
  stopCli,
  waitForStdout,
  type Cli,
} from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { until } from '../helpers/waits';

const TOKEN = 'tok-WatchVocabulary-61c0e9a4d3';
const LISTENING = /^Listening on (http:\S+)/m;

let work: string;
let shop: ChangingInstallation | null = null;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-vocabulary-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await shop?.cleanup();
  shop = null;
});

type Line = Record<string, unknown> & { type: 'run' | 'event' };
const lines = (cli: Cli): Line[] =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);

/** `check --json` of `baseUrl` now, with `env`. */
async function checkJson(baseUrl: string, env: Record<string, string> = {}): Promise<CheckReport> {
  const run = await runCli(['check', '--base-url', baseUrl, '--json'], env);
  expect(run.code, describeRun(run)).not.toBeNull();
  return JSON.parse(run.stdout) as CheckReport;
}

describe('watch says outcome and cause as check --json does', () => {
  it('on run and event lines, in the webhook body and to the on-change command', async () => {
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const received: string[] = [];
    const receiver = await startHttpServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    const out = join(work, 'on-change.json');
    const script = join(work, 'on-change.mjs');
    await writeFile(
      script,
      `let input = '';
process.stdin.setEncoding('utf8').on('data', (c) => (input += c)).on('end', async () => {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(${JSON.stringify(out)}, JSON.stringify({ input, env: process.env }));
});
`,
    );
    const fleet = join(work, 'fleet.csv');
    await writeFile(fleet, `name,base_url,token_env\nShop Köln,${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\n`);
    const cli = startCli(
      [
        ...['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json'],
        ...['--webhook', `${receiver.url}/hook`, '--on-change', `"${process.execPath}" "${script}"`],
      ],
      { RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN },
    );
    const runs = () => lines(cli).filter((l) => l.type === 'run');
    await waitForStdout(cli, () => (runs().length >= 1 ? true : null), 'a first run', 20_000);
    const conforming = await checkJson(shop.url, { RETAIL_INSPECTOR_TOKEN: TOKEN });
    expect(runs()[0]).toMatchObject({
      outcome: conforming.outcome,
      cause: conforming.cause,
      watchClass: 'conforms',
    });
    expect(runs()[0]!.failedChecks).toEqual([]);

    await shop.serve(shopDocument(), ['another-token-entirely']);
    const event = () => lines(cli).find((l) => l.type === 'event');
    await waitForStdout(cli, () => event() ?? null, 'the refused event', 20_000);
    const refused = await checkJson(shop.url, { RETAIL_INSPECTOR_TOKEN: TOKEN });
    expect([refused.outcome, refused.cause]).toEqual(['not-checked', 'refused']);
    const verdict = { outcome: refused.outcome, cause: refused.cause };
    expect(runs().at(-1)).toMatchObject({ ...verdict, watchClass: 'refused' });
    expect(event()).toMatchObject({ ...verdict, kind: 'transition', from: 'conforms', to: 'refused' });

    await until(() => received.length >= 1, 15_000, 'the webhook delivery');
    await until(() => existsSync(out), 15_000, 'the on-change command');
    expect(await stopCli(cli)).toBe(0);
    const posted = JSON.parse(received[0]!) as Record<string, unknown>;
    expect(posted).toMatchObject({ ...verdict, to: 'refused', connectionName: 'Shop Köln' });
    const ran = JSON.parse(await readFile(out, 'utf8')) as { input: string; env: Record<string, string> };
    expect(JSON.parse(ran.input)).toEqual(posted);
    expect(ran.env).toMatchObject({
      RETAIL_INSPECTOR_EVENT_OUTCOME: 'not-checked',
      RETAIL_INSPECTOR_EVENT_CAUSE: 'refused',
    });
    // An event of one installation names no group.
    expect(posted.connections).toBeUndefined();
    expect(ran.env.RETAIL_INSPECTOR_EVENT_COUNT).toBeUndefined();
    expect(JSON.stringify({ received, ran, out: cli.stdout() })).not.toContain(TOKEN);
  }, 60_000);
});

/** `serve --allow-violations` of a dataset that fails four checks; resolves with its URL. */
async function violatingServer(): Promise<string> {
  const document = validDatasetDocument();
  document.info.id = 7;
  document.info.default_currency = 'XYZ';
  document.categories = [
    { id: '10', code: 'A', name: 'A', slug: null, image: null },
    { id: '10', code: 'B', name: 'B', slug: null, image: null },
    { id: 12, code: 'C', name: 'C', slug: null, image: null },
  ];
  const dataset = await writeDatasetFolder(document, {}, work);
  const cli = startCli(['serve', '--data', dataset.file, '--allow-violations', '--port', '0']);
  return waitForStdout(
    cli,
    (text) => (text.includes('Press Ctrl+C to stop.') ? (LISTENING.exec(text)?.[1] ?? null) : null),
    'the banner of serve',
  );
}

describe('a run that failed several checks', () => {
  it('names every failing check with its own count, on the text line and the JSON line', async () => {
    const url = await violatingServer();
    const report = await checkJson(url);
    const failing = report.checks.filter((c) => c.status === 'fail');
    // The case of the issue: the first check's count is not the run's.
    expect(failing.length).toBeGreaterThanOrEqual(3);
    const each = failing.map((c) => `${c.id}: ${c.message}`).join('; ');

    const text = startCli(['watch', '--base-url', url, '--every', '1h']);
    await waitForStdout(text, (t) => (t.includes('violates') ? true : null), 'the text run line');
    expect(await stopCli(text)).toBe(0);
    expect(text.stdout()).toContain(`: violates the specification, 3 categories, `);
    expect(text.stdout()).toContain(` (${failing.length} checks failed: ${each})\n`);

    const json = startCli(['watch', '--base-url', url, '--every', '1h', '--log-format', 'json']);
    await waitForStdout(json, () => (lines(json).length >= 1 ? true : null), 'the JSON run line');
    expect(await stopCli(json)).toBe(0);
    expect(lines(json)[0]).toMatchObject({
      type: 'run',
      outcome: report.outcome,
      cause: report.cause,
      watchClass: 'violates',
      failedChecks: failing.map((c) => ({ id: c.id, message: c.message })),
    });
  }, 60_000);

  it('still says what to do when it could not be checked', async () => {
    const cli = startCli(['serve', '--port', '0']);
    const served = await waitForStdout(
      cli,
      (text) => (text.includes('Press Ctrl+C to stop.') ? (LISTENING.exec(text)?.[1] ?? null) : null),
      'the banner of serve',
    );
    const url = `${served}/shop`;
    const report = await checkJson(url);
    expect([report.outcome, report.cause]).toEqual(['not-checked', 'wrong-address']);
    const failing = report.checks.filter((c) => c.status === 'fail');
    expect(failing.length).toBeGreaterThanOrEqual(2);
    const each = failing.map((c) => `${c.id}: ${c.message}`).join('; ');
    const what = failing[0]!.details.join(' ');

    const text = startCli(['watch', '--base-url', url, '--every', '1h']);
    await waitForStdout(text, (t) => (t.includes('wrong-address') ? true : null), 'the text run line');
    expect(await stopCli(text)).toBe(0);
    expect(text.stdout()).toContain(`: could not be checked (wrong-address), `);
    expect(text.stdout()).toContain(` (${failing.length} checks failed: ${each}. ${what})\n`);
  }, 60_000);
});
