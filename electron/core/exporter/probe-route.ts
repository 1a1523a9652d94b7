/**
 * `GET /probe?target=NAME`: the target looked up in the fleet (never an address from the URL), the
 * deadline taken from Prometheus's `X-Prometheus-Scrape-Timeout-Seconds` less half a second (else
 * the exporter's timeout), a slot of the gate awaited, the probe run and its metrics answered.
 * Answers 400 for a missing or unknown target, 500 when the exporter itself fails; never throws.
 */
import { isOurClass } from '../watch/connectivity';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExporterFleet } from './exporter-fleet';
import type { ExporterMetrics } from './exporter-metrics';
import type { ProbeGate } from './probe-gate';
import { probeMetrics, UP_CLASSES } from './probe-metrics';
import { bare, runProbe, type ProbeDeps, type ProbeResult } from './probe-run';
import { answer, type ExporterLog } from './exporter-http';

/** What the probe route needs. */
export interface ProbeRouteDeps {
  readonly fleet: () => ExporterFleet;
  readonly probe: ProbeDeps;
  readonly gate: ProbeGate;
  readonly metrics: ExporterMetrics;
  readonly timeoutMs: number;
  readonly log: ExporterLog;
}

/** Prometheus's scrape timeout header. */
export const SCRAPE_TIMEOUT_HEADER = 'x-prometheus-scrape-timeout-seconds';
// Left for Prometheus to receive the answer before its own timeout.
const MARGIN_MS = 500;
const MIN_DEADLINE_MS = 100;
const MAX_DEADLINE_MS = 600_000;
const MAX_NAME_SHOWN = 100;

/** The probe's deadline in ms: the scrape timeout less MARGIN_MS when the header is a number. */
export function probeDeadline(header: string | string[] | undefined, fallbackMs: number): number {
  const seconds = typeof header === 'string' ? Number(header.trim()) : NaN;
  if (!Number.isFinite(seconds) || seconds <= 0 || header === '') return fallbackMs;
  return Math.floor(Math.min(MAX_DEADLINE_MS, Math.max(MIN_DEADLINE_MS, seconds * 1000 - MARGIN_MS)));
}

/** Answers one probe request. */
export async function probeRoute(
  deps: ProbeRouteDeps,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const names = url.searchParams.getAll('target');
  const name = names[0] ?? '';
  if (names.length !== 1 || name === '')
    return answer(
      res,
      400,
      'The target parameter is missing (or given twice): ask for /probe?target=NAME, NAME an installation of the fleet file.\n',
    );
  const target = deps.fleet().targets.get(name);
  if (!target) {
    const shown = JSON.stringify(name.length > MAX_NAME_SHOWN ? `${name.slice(0, MAX_NAME_SHOWN)}…` : name);
    return answer(
      res,
      400,
      `Unknown target ${shown}: the targets are the names of the fleet file's installations.\n`,
    );
  }
  const started = performance.now();
  const startedAt = Date.now();
  const deadlineMs = probeDeadline(req.headers[SCRAPE_TIMEOUT_HEADER], deps.timeoutMs);
  // The scraper that hangs up (its own timeout) ends the probe: nobody reads the answer.
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const waiting = new AbortController();
  const abortWait = () => waiting.abort();
  const timer = setTimeout(abortWait, Math.floor(deadlineMs));
  gone.signal.addEventListener('abort', abortWait, { once: true });
  let release: (() => void) | null = null;
  try {
    release = await deps.gate.enter(waiting.signal);
    clearTimeout(timer);
    gone.signal.removeEventListener('abort', abortWait);
    const waitedMs = performance.now() - started;
    const result: ProbeResult = release
      ? await runProbe(deps.probe, target, Math.floor(deadlineMs - waitedMs), gone.signal)
      : bare('timeout', 0);
    if (gone.signal.aborted) return;
    const seconds = Math.round((performance.now() - started) * 1000) / 1e6;
    // In a maintenance window at the probe's start: alert rules stay silent on this series.
    const maintenance = deps.fleet().maintenance?.inWindow(name, startedAt) ?? null;
    const metrics = await probeMetrics({ ...result, seconds, maintenance: maintenance !== null });
    // Ours (no-token) is no failure of the installation's: a share of failures must not count it.
    const up = isOurClass(result.watchClass) ? ('ours' as const) : UP_CLASSES.has(result.watchClass);
    deps.metrics.probed(up, seconds, result.answerReused);
    answer(res, 200, metrics.text, metrics.contentType);
  } catch (error) {
    deps.metrics.probeError();
    const message = error instanceof Error ? error.message : String(error);
    deps.log('error', 'probe failed inside the exporter', { target: name, error: message });
    answer(res, 500, `The probe of this target failed inside the exporter (see its log): ${message}\n`);
  } finally {
    clearTimeout(timer);
    release?.();
  }
}
