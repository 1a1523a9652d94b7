/**
 * `npm run bench` (docs/performance.md): measures `serve` as users run it (the real CLI process, request
 * log on, its stdout a pipe this process drains; and with --quiet) and the shared schemas against
 * baselines run side by side in this same run, and prints ratios with their goals; then the
 * renderer: its bundle size, and in Chromium (skipped, and said so, when there is none) the first
 * rows and keystrokes at 100,000 categories, whose goals are absolute (the 1,000-category run is
 * printed beside them to judge the noise); the dataset diff against JSON.parse (bench/diff.ts) and the
 * whole `diff` process against parsing both files (bench/diff-process.ts); and the
 * peak memory of `check` on 1.3 million bad rows (bench/check-memory.ts); the watch: a year of one-minute
 * results loaded through the handler (bench/watch-history.ts), the availability report of 1,000
 * connections over 90 days (bench/history-report.ts) and, in Chromium, the fleet board of
 * 5,000 connections scrolled and that year's timeline drawn (bench/watch-chromium.ts). Goals that fail
 * are reported (exit 0); a real error (a server not starting, a failed request, a page that never
 * shows its rows) exits 1. Also main's event-loop delay while watching 50 connections of 100,000
 * categories (bench/watch-responsiveness.ts); the exporter's probes against the blackbox
 * exporter's, and its memory with 5,000 installations (bench/exporter.ts).
 * `npm run bench -- --http-only` measures the HTTP section alone; `--check-memory-only` the peak memory of
 * `check` on a hostile answer (bench/check-memory.ts) alone; `--watch-only` the watch's rows alone;
 * `--exporter-only` the exporter's rows alone; `--diff-only` the diff's rows alone, the engine and the
 * whole `diff` process against one that only parses both files (bench/diff-process.ts);
 * `--report-only` the 90-day availability report of 1,000 connections (bench/history-report.ts), also
 * part of `--watch-only` and the full run;
 * `--incidents-only` one incident, one message: 5,000
 * watched connections going down at once in the app (bench/watch-incidents.ts), also part of
 * `--watch-only` and the full run.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatasetSchema } from '../shared/dataset';
import { CategoriesResponseSchema, V2_PATHS } from '../shared/v2';
import { LOAD, runCase, type BenchCase, type CaseResult } from './http-load';
import { bundleTable, ensureBuilt, measureBundle } from './renderer-bundle';
import { CHROMIUM_PATH, haveChromium } from '../test/helpers/chromium';
import { measureRenderer, rendererTable, type RendererResult } from './renderer-chromium';
import { startServeCli, type ServeCli } from './serve-cli';
import { startServerProcess, type ServerProcess } from './server-process';
import { writeSyntheticDataset } from './synthetic-dataset';
import { measureParseCost, type ParseCost } from './validation';
import { diffTable, measureDiffCost } from './diff';
import { diffProcessTable, measureDiffProcess } from './diff-process';
import { checkMemoryTable, measureCheckMemory } from './check-memory';
import { historyLoadTable, measureHistoryLoad } from './watch-history';
import { historyReportTable, measureHistoryReport } from './history-report';
import { measureWatchChromium, type WatchChromiumResult } from './watch-chromium';
import { watchChromiumTable } from './watch-chromium-table';
import { measureWatchResponsiveness, watchResponsivenessTable } from './watch-responsiveness';
import { measureExporter, type ExporterBench } from './exporter';
import { incidentsTable, measureIncidents } from './watch-incidents';
import { exporterTable } from './exporter-table';
import { startTlsFront, type TlsFront } from './tls-front';
import { makeTestCertificates } from '../test/helpers/test-certificates';

// `serve` with its request log on (stdout a pipe) / raw node:http from a prepared buffer.
const HTTP_GOALS: Readonly<Record<string, number>> = {
  'categories, 1,000': 0.85,
  'categories, 100,000': 0.7,
};
const SERVE_LOGGING = 'serve (log on, piped)';
const SERVE_QUIET = 'serve --quiet';
const CATEGORIES_QUERY = `${V2_PATHS.categories}?et_auth_token=bench`;
const VALIDATION_GOAL = 1.3; // (JSON.parse + validate) / JSON.parse, 100,000 categories

const log = (line = '') => process.stdout.write(line + '\n');
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function httpTable(results: readonly CaseResult[]): boolean {
  log(
    `HTTP (median of ${LOAD.rounds} rotating rounds; req/s ratio = median of each round's ratio against ` +
      'raw node:http in that round)',
  );
  const head = ['req/s', 'ratio', 'server µs/req', 'ratio', 'client busy'];
  log(`  ${'case'.padEnd(21)}${'contender'.padEnd(35)}${head.map((h) => h.padStart(h.length + 2)).join('')}`);
  const goals: { name: string; goal: number; ratio: number; cpuRatio: number; clientBusy: number }[] = [];
  for (const result of results) {
    const base = result.contenders[0]!;
    for (const [i, c] of result.contenders.entries()) {
      const ratio = c.ratio;
      const cpuRatio = c.serverUsPerRequest / base.serverUsPerRequest;
      const goal = HTTP_GOALS[result.name];
      if (goal !== undefined && c.name === SERVE_LOGGING)
        goals.push({ ...c, name: result.name, goal, ratio, cpuRatio });
      const cells = [
        num(c.rps).padStart(7),
        ratio.toFixed(2).padStart(7),
        (Number.isFinite(c.serverUsPerRequest) ? c.serverUsPerRequest.toFixed(1) : 'n/a').padStart(15),
        (Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : 'n/a').padStart(7),
        `${Math.round(c.clientBusy * 100)}%`.padStart(13),
      ];
      log(`  ${(i === 0 ? result.name : '').padEnd(21)}${c.name.padEnd(35)}${cells.join('')}`);
    }
  }
  if (goals.length !== Object.keys(HTTP_GOALS).length) throw new Error('a goal case was not measured');
  for (const g of goals) {
    const met = g.ratio >= g.goal;
    log(
      `  goal: ${SERVE_LOGGING} >= ${g.goal} x raw at ${g.name.replace('categories, ', '')} categories: ` +
        `${met ? 'met' : 'MISSED'} (${g.ratio.toFixed(2)})`,
    );
    if (g.clientBusy >= 0.8) {
      log(
        `    note: autocannon kept ${Math.round(g.clientBusy * 100)}% of a core busy, so req/s is capped by the ` +
          `load generator; the server's CPU per request (${Number.isFinite(g.cpuRatio) ? g.cpuRatio.toFixed(2) : 'n/a'} x raw) is the sharper comparison`,
      );
    }
  }
  return goals.every((g) => g.ratio >= g.goal);
}

/** The HTTP cases: raw node:http first, then serve as users run it, then serve --quiet. */
function httpCases(
  baselines: ServerProcess,
  serves: Record<'small' | 'smallQuiet' | 'large' | 'largeQuiet', ServeCli>,
): BenchCase[] {
  const { servers } = baselines;
  const raw = (url: string) => ({ name: 'raw node:http', url, cpuMs: baselines.cpuMs });
  const serve = (name: string, cli: ServeCli, path: string) => ({
    name,
    url: cli.url + path,
    cpuMs: cli.cpuMs,
  });
  return [
    {
      name: 'categories, 1,000',
      bodyBytes: servers.smallBytes,
      contenders: [
        raw(servers.rawSmall + CATEGORIES_QUERY),
        serve(SERVE_LOGGING, serves.small, CATEGORIES_QUERY),
        serve(SERVE_QUIET, serves.smallQuiet, CATEGORIES_QUERY),
        {
          name: 'node:http serializing per request',
          url: servers.serializing + CATEGORIES_QUERY,
          cpuMs: baselines.cpuMs,
        },
      ],
    },
    {
      name: 'categories, 100,000',
      bodyBytes: servers.largeBytes,
      contenders: [
        raw(servers.rawLarge + CATEGORIES_QUERY),
        serve(SERVE_LOGGING, serves.large, CATEGORIES_QUERY),
        serve(SERVE_QUIET, serves.largeQuiet, CATEGORIES_QUERY),
      ],
    },
    {
      name: 'info',
      bodyBytes: servers.infoBytes,
      contenders: [
        raw(servers.rawInfo + V2_PATHS.info),
        serve(SERVE_LOGGING, serves.small, V2_PATHS.info),
        serve(SERVE_QUIET, serves.smallQuiet, V2_PATHS.info),
      ],
    },
  ];
}

function validationTable(categories: ParseCost, dataset: ParseCost): boolean {
  log(
    `Validation cost, ms (median of ${categories.iterations} interleaved runs; ratio = with schema / JSON.parse)`,
  );
  log(
    `  ${'document (100,000 categories)'.padEnd(44)}${'parse'.padStart(8)}${'+schema'.padStart(9)}${'ratio'.padStart(8)}`,
  );
  const row = (label: string, c: ParseCost) =>
    log(
      `  ${label.padEnd(44)}${c.parseMs.toFixed(1).padStart(8)}${c.validatedMs.toFixed(1).padStart(9)}${c.ratio.toFixed(2).padStart(8)}`,
    );
  row('categories response, CategoriesResponseSchema', categories);
  row('dataset file, DatasetSchema (informational)', dataset);
  const ok = categories.ratio <= VALIDATION_GOAL;
  log(`  goal: <= ${VALIDATION_GOAL} x JSON.parse: ${verdict(ok)} (${categories.ratio.toFixed(2)})`);
  return ok;
}

/** The watch's rows: the history load, and the Fleet tab in Chromium when there is one. */
async function measureWatch(): Promise<() => boolean> {
  log('watch history: measuring...');
  const history = await measureHistoryLoad();
  const report = await measureHistoryReport(log);
  let fleet: WatchChromiumResult | undefined;
  if (haveChromium()) {
    log('fleet board and timeline: measuring in Chromium...');
    fleet = await measureWatchChromium(log);
  } else log(`fleet board: no Chromium at ${CHROMIUM_PATH}, skipping its measurements`);
  return () => {
    const historyOk = historyLoadTable(history, log) && (log(), historyReportTable(report, log));
    log();
    if (fleet) return watchChromiumTable(fleet, log) && historyOk;
    log(`Fleet tab in Chromium: SKIPPED, no Chromium at ${CHROMIUM_PATH}; its goals were not measured`);
    return historyOk;
  };
}

// Two quiet `serve` processes at 1,000 categories for the exporter's probes, each behind an https
// front whose certificate a private authority made here signed; all stopped afterwards.
async function exporterSection(folder: string, file1k: string): Promise<ExporterBench> {
  const serves = [await startServeCli(file1k, ['--quiet']), await startServeCli(file1k, ['--quiet'])];
  const certificates = await makeTestCertificates('Bench CA', ['127.0.0.1'], { days: 60 });
  const fronts: TlsFront[] = [];
  try {
    for (const serve of serves)
      fronts.push(await startTlsFront(serve.url, certificates.key, certificates.cert));
    return await measureExporter(folder, fronts, certificates.caFile, log);
  } finally {
    await Promise.all([...fronts, ...serves].map((process) => process.stop()));
    await certificates.cleanup();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  if (process.argv.includes('--incidents-only')) {
    ensureBuilt(log);
    const incidents = await measureIncidents(log);
    log();
    const ok = incidentsTable(incidents, log);
    log();
    log(`${ok ? 'incident goals met' : 'incident goals not met (reported, not an error)'}`);
    return;
  }
  if (process.argv.includes('--watch-only')) {
    ensureBuilt(log);
    log('watch: measuring main’s event loop...');
    const watch = await measureWatchResponsiveness(log);
    const incidents = await measureIncidents(log);
    const table = await measureWatch();
    log();
    const responsive = watchResponsivenessTable(watch, log);
    log();
    const incidentsOk = incidentsTable(incidents, log);
    log();
    const ok = table() && responsive && incidentsOk;
    log();
    log(`${ok ? 'watch goals met' : 'watch goals not met (reported, not an error)'}`);
    return;
  }
  if (process.argv.includes('--report-only')) {
    ensureBuilt(log);
    const report = await measureHistoryReport(log);
    log();
    historyReportTable(report, log);
    return;
  }
  if (process.argv.includes('--exporter-only')) {
    const folder = await mkdtemp(join(tmpdir(), 'retail-inspector-bench-'));
    try {
      const bench = await exporterSection(folder, await writeSyntheticDataset(folder, 1_000));
      log();
      exporterTable(bench, log);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    return;
  }
  if (process.argv.includes('--diff-only')) {
    ensureBuilt(log);
    log('diff: measuring the engine and the process...');
    const engine = measureDiffCost();
    const processCost = await measureDiffProcess();
    log();
    const engineOk = diffTable(engine, log);
    log();
    const processOk = diffProcessTable(processCost, log);
    log();
    log(`${engineOk && processOk ? 'diff goals met' : 'diff goals not met (reported, not an error)'}`);
    return;
  }
  if (process.argv.includes('--check-memory-only')) {
    log('check memory: measuring...');
    const memory = await measureCheckMemory();
    log();
    checkMemoryTable(memory, log);
    return;
  }
  const httpOnly = process.argv.includes('--http-only');
  const folder = await mkdtemp(join(tmpdir(), 'retail-inspector-bench-'));
  let child: ServerProcess | undefined;
  const clis: ServeCli[] = [];
  try {
    const file1k = await writeSyntheticDataset(folder, 1_000);
    const file100k = await writeSyntheticDataset(folder, 100_000);
    log(`datasets: ${folder} (1,000 and 100,000 categories); starting serve (dist/cli.js) on each...`);
    const start = async (file: string, args: string[] = []) => {
      const cli = await startServeCli(file, args);
      clis.push(cli);
      return cli;
    };
    const serves = {
      small: await start(file1k),
      smallQuiet: await start(file1k, ['--quiet']),
      large: await start(file100k),
      largeQuiet: await start(file100k, ['--quiet']),
    };
    const largeCategoriesUrl = serves.largeQuiet.url + CATEGORIES_QUERY;
    child = await startServerProcess([
      serves.smallQuiet.url + CATEGORIES_QUERY,
      largeCategoriesUrl,
      serves.smallQuiet.url + V2_PATHS.info,
    ]);
    const { connections, duration, largeBodyConnections, largeBodyDuration, pipelining } = LOAD;
    log(
      `autocannon: ${connections} connections, ${duration} s per run (bodies over 1 MB: ${largeBodyConnections}, ` +
        `${largeBodyDuration} s), pipelining ${pipelining}`,
    );
    const results: CaseResult[] = [];
    for (const benchCase of httpCases(child, serves)) results.push(await runCase(benchCase, log));
    const categoriesText = httpOnly ? '' : await fetchText(largeCategoriesUrl);
    child.stop();
    child = undefined;
    const logged = await Promise.all(clis.splice(0).map((cli) => cli.stop()));
    // The request log must really have been on (and off with --quiet): else the rows mean nothing.
    if (!(logged[0]! > 0 && logged[2]! > 0 && logged[1] === 0 && logged[3] === 0)) {
      throw new Error(`unexpected request log line counts ${logged.join(', ')}`);
    }
    log(`request log: ${num(logged[0]! + logged[2]!)} lines drained from the logging serve processes`);
    if (httpOnly) {
      log();
      const httpOk = httpTable(results);
      log();
      log(
        `${httpOk ? 'HTTP goals met' : 'HTTP goals not met (reported, not an error)'}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      return;
    }

    log('validation: measuring...');
    const categories = measureParseCost(categoriesText, CategoriesResponseSchema);
    const dataset = measureParseCost(await readFile(file100k, 'utf8'), DatasetSchema);
    log('diff: measuring...');
    const diffCost = measureDiffCost();
    const diffProcess = await measureDiffProcess();
    log('check memory: measuring...');
    const checkMemory = await measureCheckMemory();
    const exporterBench = await exporterSection(folder, file1k);

    ensureBuilt(log);
    log('watch: measuring main’s event loop...');
    const watch = await measureWatchResponsiveness(log);
    const incidents = await measureIncidents(log);
    const bundle = await measureBundle();
    let renderer: RendererResult | undefined;
    if (haveChromium()) {
      log('renderer: measuring in Chromium...');
      renderer = await measureRenderer(
        { file: file1k, count: 1_000 },
        { file: file100k, count: 100_000 },
        log,
      );
    } else log(`renderer: no Chromium at ${CHROMIUM_PATH}, skipping its measurements`);
    const watchTable = await measureWatch();

    log();
    const httpOk = httpTable(results);
    log();
    const validationOk = validationTable(categories, dataset);
    log();
    const diffOk = diffTable(diffCost, log);
    log();
    const diffProcessOk = diffProcessTable(diffProcess, log);
    log();
    const checkMemoryOk = checkMemoryTable(checkMemory, log);
    log();
    const responsiveOk = watchResponsivenessTable(watch, log);
    log();
    const incidentsOk = incidentsTable(incidents, log);
    log();
    const exporterOk = exporterTable(exporterBench, log);
    log();
    const bundleOk = bundleTable(bundle, log);
    log();
    let rendererOk = true;
    if (renderer) rendererOk = rendererTable(renderer, log);
    else {
      log(
        `Renderer in Chromium: SKIPPED, no Chromium at ${CHROMIUM_PATH} ` +
          '(apt-get install chromium, or set CHROMIUM_PATH); its goals were not measured',
      );
    }
    log();
    const watchOk = watchTable();
    log();
    const failed = [
      !httpOk && 'HTTP',
      !validationOk && 'validation',
      !diffOk && 'diff',
      !diffProcessOk && 'diff process',
      !checkMemoryOk && 'check memory',
      !responsiveOk && 'watch responsiveness',
      !incidentsOk && 'one incident, one message',
      !exporterOk && 'exporter',
      !bundleOk && 'bundle size',
      !rendererOk && 'renderer in Chromium',
      !watchOk && 'watch',
    ]
      .filter(Boolean)
      .join(', ');
    const took = ((performance.now() - started) / 1000).toFixed(0);
    const skipped = renderer ? '' : '; the Chromium section was skipped';
    log(
      failed
        ? `goals not met: ${failed} (reported, not an error)${skipped}; ${took} s`
        : `all goals met${skipped}; ${took} s`,
    );
  } finally {
    child?.stop();
    await Promise.all(clis.map((cli) => cli.stop()));
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
