// `retail-inspector exporter` as a real process probing real embedded servers (the server of
// `serve`): one conforming, one with injected faults (an unknown currency, an image that does not
// load), one answering a wrong token with status:false, one down, one slow; what Prometheus reads
// from /probe and /metrics (held to `promtool check metrics`), the targets it refuses, the scrape
// timeout header, SIGHUP and POST /-/reload, and no token in any answer or log line.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { WATCH_CLASSES } from '../../shared/watch';
import { killAllClis } from '../helpers/cli-process';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import {
  promtoolCheckMetrics,
  sample,
  scrape,
  startExporterProcess,
  type ExporterProcess,
} from '../helpers/exporter-process';
import { closeAllServers, closedPort, startHttpServer } from '../helpers/local-servers';
import { SVG, writeDatasetFolder } from '../helpers/temp-dataset';

const GOOD_TOKEN = 'tok-ExporterGood-5d1c9e22ab';
const WRONG_TOKEN = 'tok-ExporterWrong-8f03b6d4c1';
const TOKENS = [GOOD_TOKEN, WRONG_TOKEN];

const folders: string[] = [];
let work: string;
let fleetFile: string;
let fleetText: string;
let exporter: ExporterProcess;
let changing: ChangingInstallation;

async function serveDocument(document: ReturnType<typeof shopDocument>, tokens: string[] = []) {
  const folder = await writeDatasetFolder(document, { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG });
  folders.push(folder.folder);
  const dataset = await loadDataset(folder.file, { allowViolations: true });
  return startTrackedServer({ dataset, tokens });
}

beforeAll(async () => {
  const good = await serveDocument(shopDocument(), [GOOD_TOKEN]);
  const faulty = shopDocument();
  faulty.info.default_currency = 'QQQ';
  faulty.categories[0]!.image = `http://127.0.0.1:${await closedPort()}/gone.png`;
  const faultyServer = await serveDocument(faulty);
  const slow = await serveDocument(shopDocument());
  slow.setFaults({ latencyMs: 5_000, failRate: 0 });
  changing = await startChangingInstallation(shopDocument());
  work = folders[0]!;
  fleetFile = join(work, 'fleet.csv');
  fleetText = [
    'name,base_url,token_env,insecure,token',
    `Shop Köln,${good.url},RETAIL_INSPECTOR_TOKEN_SHOP_KOELN,,`,
    `faulty,${faultyServer.url},,,`,
    `wrong token,${good.url},,,${WRONG_TOKEN}`,
    `down,http://127.0.0.1:${await closedPort()},,,`,
    `slow,${slow.url},,,`,
    `no token,${good.url},RETAIL_INSPECTOR_TOKEN_UNSET,,`,
    `changing,${changing.url},,,`,
    '',
  ].join('\n');
  await writeFile(fleetFile, fleetText);
  exporter = await startExporterProcess(fleetFile, ['--timeout', '1500'], {
    RETAIL_INSPECTOR_TOKEN_SHOP_KOELN: GOOD_TOKEN,
  });
}, 30_000);

afterAll(async () => {
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  await changing.cleanup();
});

const probe = (target: string, headers: Record<string, string> = {}) =>
  scrape(exporter.url, `/probe?target=${encodeURIComponent(target)}`, { headers });

function outcomeOf(text: string): string[] {
  return [...text.matchAll(/^retail_inspector_outcome\{class="([a-z-]+)"\} 1$/gm)].map((m) => m[1]!);
}

describe('retail-inspector exporter: /probe', () => {
  it('says a conforming installation is up and conforms, with its counts and fingerprint', async () => {
    const answer = await probe('Shop Köln');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(answer.body, 'retail_inspector_up')).toBe(1);
    expect(sample(answer.body, 'retail_inspector_conforms')).toBe(1);
    expect(outcomeOf(answer.body)).toEqual(['conforms']);
    expect(answer.body.match(/^retail_inspector_outcome\{/gm)).toHaveLength(WATCH_CLASSES.length);
    expect(sample(answer.body, 'retail_inspector_categories')).toBe(3);
    expect(sample(answer.body, 'retail_inspector_images_broken')).toBe(0);
    expect(sample(answer.body, 'retail_inspector_settings_fingerprint')).toBeGreaterThan(0);
    expect(sample(answer.body, 'retail_inspector_http_duration_seconds{operation="info"}')).toBeGreaterThan(
      0,
    );
    expect(
      sample(answer.body, 'retail_inspector_http_duration_seconds{operation="categories"}'),
    ).toBeGreaterThan(0);
    // Where each call's time went: all five phases of both calls (http: TLS 0, as blackbox writes it).
    for (const operation of ['info', 'categories'])
      for (const phase of ['dns', 'connect', 'tls', 'first_byte', 'transfer'])
        expect(
          sample(
            answer.body,
            `retail_inspector_probe_phase_duration_seconds{operation="${operation}",phase="${phase}"}`,
          ),
        ).toBeGreaterThanOrEqual(0);
    expect(
      sample(answer.body, 'retail_inspector_probe_phase_duration_seconds{operation="info",phase="tls"}'),
    ).toBe(0);
    expect(
      sample(
        answer.body,
        'retail_inspector_probe_phase_duration_seconds{operation="info",phase="first_byte"}',
      ),
    ).toBeGreaterThan(0);
    expect(sample(answer.body, 'retail_inspector_check_status{check="info.currency",status="pass"}')).toBe(1);
    expect(answer.body).not.toMatch(/instance=|target=/);
  });

  it('says an installation with faults is up but violates, naming the failed check and the broken image', async () => {
    const answer = await probe('faulty');
    expect(sample(answer.body, 'retail_inspector_up')).toBe(1);
    expect(sample(answer.body, 'retail_inspector_conforms')).toBe(0);
    expect(outcomeOf(answer.body)).toEqual(['violates']);
    expect(sample(answer.body, 'retail_inspector_check_status{check="info.currency",status="fail"}')).toBe(1);
    expect(sample(answer.body, 'retail_inspector_check_status{check="info.currency",status="pass"}')).toBe(0);
    expect(sample(answer.body, 'retail_inspector_images_broken')).toBe(1);
  });

  it('says a refused token is up and refused, with no category count', async () => {
    const answer = await probe('wrong token');
    expect(sample(answer.body, 'retail_inspector_up')).toBe(1);
    expect(sample(answer.body, 'retail_inspector_conforms')).toBe(0);
    expect(outcomeOf(answer.body)).toEqual(['refused']);
    expect(
      sample(answer.body, 'retail_inspector_check_status{check="categories.status",status="fail"}'),
    ).toBe(1);
    expect(answer.body).not.toContain('retail_inspector_categories ');
  });

  it('says an installation that does not answer is down and unreachable', async () => {
    const answer = await probe('down');
    expect(sample(answer.body, 'retail_inspector_up')).toBe(0);
    expect(outcomeOf(answer.body)).toEqual(['unreachable']);
    expect(answer.body).not.toContain('retail_inspector_settings_fingerprint ');
  });

  it('says a row whose token variable is unset is not checked with our cause no-token, without blaming it', async () => {
    const answer = await probe('no token');
    expect(outcomeOf(answer.body)).toEqual(['no-token']);
    // Not called, so nothing is known of it: no up (the alert rules' down) and no conforms.
    expect(answer.body).not.toMatch(/^retail_inspector_up /m);
    expect(answer.body).not.toMatch(/^retail_inspector_conforms /m);
  });

  it('keeps the settings fingerprint while the settings stay, and changes it when they change', async () => {
    const fingerprint = async () =>
      sample((await probe('changing')).body, 'retail_inspector_settings_fingerprint');
    const before = await fingerprint();
    expect(before).toBeGreaterThan(0);
    expect(await fingerprint()).toBe(before);
    const moved = shopDocument();
    moved.info.timezone = 'Europe/Vienna';
    await changing.serve(moved);
    const after = await fingerprint();
    expect(after).toBeGreaterThan(0);
    expect(after).not.toBe(before);
  });

  it('reuses the reading of an unchanged categories answer, and reads a changed one in full', async () => {
    // Both series are always there for this target: null would fail the first expectation.
    const reused = async () =>
      sample(
        (await scrape(exporter.url, '/metrics')).body,
        'retail_inspector_exporter_answers_reused_total',
      ) ?? NaN;
    const categories = async () =>
      sample((await probe('changing')).body, 'retail_inspector_categories') ?? NaN;
    await changing.serve(shopDocument());
    const count = await categories();
    expect(count).toBeGreaterThan(1);
    const before = await reused();
    expect(before).toBeGreaterThanOrEqual(0);
    expect(await categories()).toBe(count);
    expect(await reused()).toBe(before + 1);
    const fewer = shopDocument();
    fewer.categories.pop();
    await changing.serve(fewer);
    expect(await categories()).toBe(count - 1);
    expect(await reused()).toBe(before + 1);
  });

  it('answers within the scrape timeout header less half a second, as a timeout', async () => {
    const answer = await probe('slow', { 'X-Prometheus-Scrape-Timeout-Seconds': '1.2' });
    expect(answer.ms).toBeGreaterThan(600);
    expect(answer.ms).toBeLessThan(1_150);
    expect(sample(answer.body, 'retail_inspector_up')).toBe(0);
    expect(outcomeOf(answer.body)).toEqual(['timeout']);
    expect(sample(answer.body, 'retail_inspector_probe_duration_seconds')).toBeGreaterThanOrEqual(0.6);
  });

  it('answers within --timeout when the scrape sends no timeout header', async () => {
    const answer = await probe('slow');
    expect(answer.ms).toBeGreaterThan(1_400);
    expect(answer.ms).toBeLessThan(2_500);
    expect(outcomeOf(answer.body)).toEqual(['timeout']);
  });

  it('passes promtool check metrics for every kind of probe and for /metrics', async () => {
    for (const target of ['Shop Köln', 'faulty', 'wrong token', 'down', 'no token']) {
      const checked = await promtoolCheckMetrics((await probe(target)).body);
      expect(checked, target).toEqual({ code: 0, output: '' });
    }
    const own = await scrape(exporter.url, '/metrics');
    expect(await promtoolCheckMetrics(own.body)).toEqual({ code: 0, output: '' });
  });
});

describe('retail-inspector exporter: no open proxy', () => {
  it('refuses a missing, repeated or unknown target with 400 and a plain message', async () => {
    const missing = await scrape(exporter.url, '/probe');
    expect(missing.status).toBe(400);
    expect(missing.body).toContain('/probe?target=NAME');
    const twice = await scrape(exporter.url, '/probe?target=down&target=faulty');
    expect(twice.status).toBe(400);
    const unknown = await probe('Shop Berlin');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toBe(
      `Unknown target "Shop Berlin": the targets are the names of the fleet file's installations.\n`,
    );
  });

  it('never calls an address given as the target', async () => {
    const bystander = await startHttpServer((_req, res) => res.end('{}'));
    const answer = await probe(bystander.url);
    expect(answer.status).toBe(400);
    expect(bystander.requests).toEqual([]);
  });

  it('answers / with a page linking /metrics and each target', async () => {
    const page = await scrape(exporter.url, '/');
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body).toContain('<a href="metrics">');
    expect(page.body).toContain(`<a href="probe?target=${encodeURIComponent('Shop Köln')}">Shop Köln</a>`);
  });
});

describe('retail-inspector exporter: /metrics', () => {
  it('counts probes by result, the targets and the process', async () => {
    const own = await scrape(exporter.url, '/metrics');
    expect(sample(own.body, 'retail_inspector_exporter_probes_total{result="success"}')).toBeGreaterThan(0);
    expect(sample(own.body, 'retail_inspector_exporter_probes_total{result="failure"}')).toBeGreaterThan(0);
    // The row without its token is ours: counted apart, never a failure of an installation.
    expect(sample(own.body, 'retail_inspector_exporter_probes_total{result="ours"}')).toBeGreaterThan(0);
    expect(sample(own.body, 'retail_inspector_exporter_targets')).toBe(7);
    expect(sample(own.body, 'retail_inspector_exporter_probe_errors_total')).toBe(0);
    expect(own.body).toMatch(/^retail_inspector_exporter_probe_duration_seconds_count \d+$/m);
    expect(own.body).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});

describe('retail-inspector exporter: the token', () => {
  it('is in no answer, page or log line', async () => {
    const texts: string[] = [];
    for (const target of ['Shop Köln', 'faulty', 'wrong token', 'down', 'no token'])
      texts.push((await probe(target)).body);
    texts.push((await scrape(exporter.url, '/metrics')).body, (await scrape(exporter.url, '/')).body);
    texts.push(exporter.cli.stdout(), exporter.cli.stderr());
    for (const token of TOKENS) for (const text of texts) expect(text).not.toContain(token);
  });
});
