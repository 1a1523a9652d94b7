/**
 * The exporter's own metrics, answered at `/metrics`: prom-client's default process and Node.js
 * metrics plus the probes it answered, its internal errors, how long probes took, how many targets
 * the fleet file lists, how many reloads of it failed and how many errors nothing handled its last
 * resort caught (core/lib/last-resort.ts). One registry per exporter.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The exporter's metrics and the registry they are written from. */
export interface ExporterMetrics {
  readonly registry: Registry;
  /**
   * Counts one answered probe: success when the installation was up; `reused` when its categories
   * answer was the one read last time (reading-memo.ts).
   */
  /** A probe answered: `ours` for one of our causes (no-token), neither a success nor a failure. */
  probed(up: boolean | 'ours', seconds: number, reused: boolean): void;
  /** Counts a probe that failed inside the exporter (answered 500). */
  probeError(): void;
  targets(count: number): void;
  reloadFailed(): void;
  /** Counts an error nothing handled, caught by the last resort (the exporter went on serving). */
  uncaught(): void;
}

const LINT_FAILURES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

// From a fast local probe to a scrape timeout's worth.
const PROBE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** A new registry with the default metrics and the exporter's own. */
export function createExporterMetrics(): ExporterMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; the same counts stay by type
  // in nodejs_active_handles and nodejs_active_requests.
  for (const name of LINT_FAILURES) registry.removeSingleMetric(name);
  const registers = [registry];
  const probes = new Counter({
    name: 'retail_inspector_exporter_probes_total',
    help: 'Probes answered, by result: success when the installation answered as the API (up 1), ours when it was not called (no-token)',
    labelNames: ['result'],
    registers,
  });
  // Both series exist from the start, so rate() sees the first failure.
  probes.inc({ result: 'success' }, 0);
  probes.inc({ result: 'failure' }, 0);
  const errors = new Counter({
    name: 'retail_inspector_exporter_probe_errors_total',
    help: 'Probes that failed inside the exporter (answered HTTP 500)',
    registers,
  });
  const durations = new Histogram({
    name: 'retail_inspector_exporter_probe_duration_seconds',
    help: 'How long probes took, in seconds',
    buckets: PROBE_BUCKETS,
    registers,
  });
  const reused = new Counter({
    name: 'retail_inspector_exporter_answers_reused_total',
    help: 'Probes whose categories answer had the bytes of the last one read for that installation, so was not read again',
    registers,
  });
  const targets = new Gauge({
    name: 'retail_inspector_exporter_targets',
    help: 'Installations the fleet file lists',
    registers,
  });
  const reloadErrors = new Counter({
    name: 'retail_inspector_exporter_fleet_reload_errors_total',
    help: 'Reloads of the fleet file that failed (the previous fleet was kept)',
    registers,
  });
  const uncaught = new Counter({
    name: 'retail_inspector_exporter_uncaught_errors_total',
    help: 'Errors nothing in the exporter handled, caught by its last resort and logged (it kept serving)',
    registers,
  });
  return {
    registry,
    probed(up, seconds, answerReused) {
      probes.inc({ result: up === 'ours' ? 'ours' : up ? 'success' : 'failure' });
      durations.observe(seconds);
      if (answerReused) reused.inc();
    },
    probeError: () => errors.inc(),
    targets: (count) => targets.set(count),
    reloadFailed: () => reloadErrors.inc(),
    uncaught: () => uncaught.inc(),
  };
}
