/**
 * Prints the exporter's rows of `npm run bench` (bench/exporter.ts measures them): each contender's
 * installations per second, p50 and p99, CPU per installation and installations per 60 s on one
 * core beside the blackbox exporter's (and their ratio), the memory rows, then each goal met or missed.
 */
import { EXPORTER_GOALS, type ExporterBench, type ProbeLoad } from './exporter';
import { LARGE_FLEET } from './exporter-memory';

const CONCURRENCY_NOTE = 'installations served by serve at 1,000 categories behind https';

/** Prints the section; true when every goal was met. */
export function exporterTable(bench: ExporterBench, log: (line: string) => void): boolean {
  log(`Exporter probes (${CONCURRENCY_NOTE}, ${bench.concurrency} at once, ${bench.rounds})`);
  const head = ['installs/s', 'p50 ms', 'p99 ms', 'CPU ms/install', 'x blackbox', 'per 60 s, 1 core'];
  log(`  ${'contender'.padEnd(36)}${head.map((h) => h.padStart(h.length + 2)).join('')}`);
  const baseline = bench.blackbox?.cpuMsPerInstallation ?? NaN;
  const row = (l: ProbeLoad) =>
    log(
      `  ${l.name.padEnd(36)}${l.perSecond.toFixed(1).padStart(12)}${l.p50Ms.toFixed(1).padStart(8)}` +
        `${l.p99Ms.toFixed(1).padStart(8)}${l.cpuMsPerInstallation.toFixed(2).padStart(16)}` +
        `${(l.cpuMsPerInstallation / baseline).toFixed(2).padStart(12)}` +
        `${Math.round(60_000 / l.cpuMsPerInstallation)
          .toLocaleString('en-US')
          .padStart(18)}`,
    );
  row(bench.exporter);
  row(bench.rereading);
  if (bench.blackbox) row(bench.blackbox);
  else log(`  blackbox exporter: NOT MEASURED: ${bench.blackboxProblem}`);
  log(
    `  memory, ${LARGE_FLEET.toLocaleString('en-US')}-installation fleet${' '.repeat(8)}probes  RSS after start  RSS peak  CPU ms/probe`,
  );
  for (const run of [bench.memory.paced, bench.memory.burst])
    log(
      `  ${run.label.padEnd(36)}${String(run.probed).padStart(8)}${run.afterStartMb.toFixed(0).padStart(14)} MB` +
        `${run.peakMb.toFixed(0).padStart(7)} MB${run.cpuMsPerProbe.toFixed(2).padStart(14)}`,
    );
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
      `RSS with ${LARGE_FLEET.toLocaleString('en-US')} installations probed ${bench.memory.paced.label} <= ${EXPORTER_GOALS.rssMb} MB`,
      bench.memory.paced.peakMb <= EXPORTER_GOALS.rssMb,
      `${bench.memory.paced.peakMb.toFixed(0)} MB peak; ${bench.memory.burst.label}: ${bench.memory.burst.peakMb.toFixed(0)} MB`,
    ],
  ] as const;
  for (const [goal, met, value] of goals) log(`  goal: ${goal}: ${met ? 'met' : 'MISSED'} (${value})`);
  return goals.every(([, met]) => met);
}
