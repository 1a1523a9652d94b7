/**
 * Prints the exporter's rows of `npm run bench` (bench/exporter.ts measures them): each contender's
 * installations per second, p50 and p99, CPU per installation and installations per 60 s on one
 * core, then each goal met or missed.
 */
import { EXPORTER_GOALS, type ExporterBench, type ProbeLoad } from './exporter';

const CONCURRENCY_NOTE = 'installations served by serve at 1,000 categories';

/** Prints the section; true when every goal was met. */
export function exporterTable(bench: ExporterBench, log: (line: string) => void): boolean {
  log(`Exporter probes (${CONCURRENCY_NOTE}, ${bench.concurrency} at once, ${bench.rounds})`);
  const head = ['installs/s', 'p50 ms', 'p99 ms', 'CPU ms/install', 'per 60 s, 1 core'];
  log(`  ${'contender'.padEnd(36)}${head.map((h) => h.padStart(h.length + 2)).join('')}`);
  const row = (l: ProbeLoad) =>
    log(
      `  ${l.name.padEnd(36)}${l.perSecond.toFixed(1).padStart(12)}${l.p50Ms.toFixed(1).padStart(8)}` +
        `${l.p99Ms.toFixed(1).padStart(8)}${l.cpuMsPerInstallation.toFixed(2).padStart(16)}` +
        `${Math.round(60_000 / l.cpuMsPerInstallation)
          .toLocaleString('en-US')
          .padStart(18)}`,
    );
  row(bench.exporter);
  if (bench.blackbox) row(bench.blackbox);
  else log(`  blackbox exporter: NOT MEASURED: ${bench.blackboxProblem}`);
  const ratio = bench.blackbox
    ? bench.exporter.cpuMsPerInstallation / bench.blackbox.cpuMsPerInstallation
    : NaN;
  const perMinute = 60_000 / bench.exporter.cpuMsPerInstallation;
  const goals = [
    [
      `CPU per installation <= ${EXPORTER_GOALS.cpuRatio} x the blackbox exporter's`,
      ratio <= EXPORTER_GOALS.cpuRatio,
      `${ratio.toFixed(2)} x`,
    ],
    [
      `>= ${EXPORTER_GOALS.perMinuteOneCore.toLocaleString('en-US')} installations per 60 s on one core`,
      perMinute >= EXPORTER_GOALS.perMinuteOneCore,
      Math.round(perMinute).toLocaleString('en-US'),
    ],
    [
      `RSS with ${bench.rss.probed.toLocaleString('en-US')} installations <= ${EXPORTER_GOALS.rssMb} MB`,
      bench.rss.peak <= EXPORTER_GOALS.rssMb,
      `${bench.rss.peak.toFixed(0)} MB peak (${bench.rss.afterStart.toFixed(0)} MB after start)`,
    ],
  ] as const;
  for (const [goal, met, value] of goals) log(`  goal: ${goal}: ${met ? 'met' : 'MISSED'} (${value})`);
  return goals.every(([, met]) => met);
}
