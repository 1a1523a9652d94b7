/**
 * The answer of `/probe`: one probe's result in the Prometheus text format, written by prom-client
 * into a registry of its own (as the blackbox exporter makes one per probe), so nothing of one
 * probe leaks into the next. No target or instance label: Prometheus adds `instance` by relabeling.
 * A probe of one of our causes (no-token) writes `retail_inspector_outcome{class="no-token"} 1` and no
 * `retail_inspector_up` or `retail_inspector_conforms`. Pure apart from prom-client; never throws.
 */
import { Gauge, Registry } from 'prom-client';
import type { CheckStatus } from '../../../shared/check-report';
import { OUR_CAUSES } from '../../../shared/outcome';
import { WATCH_CLASSES, type WatchClass } from '../../../shared/watch';
import { PROBE_PHASES, type ProbeResult } from './probe-run';

/** The classes that mean the installation answered as the API (`retail_inspector_up` 1). */
export const UP_CLASSES: ReadonlySet<WatchClass> = new Set([
  'conforms',
  'violates',
  'refused',
  'not-offered',
]);

/** The statuses of `retail_inspector_check_status`: run-checks' own vocabulary. */
export const CHECK_STATUSES: readonly CheckStatus[] = ['pass', 'warn', 'fail'];

/** The text and content type of one probe's metrics. */
export interface ProbeMetrics {
  readonly text: string;
  readonly contentType: string;
}

/** `result` as Prometheus metrics; `maintenance` says the target is in a maintenance window. */
export async function probeMetrics(result: ProbeResult & { maintenance?: boolean }): Promise<ProbeMetrics> {
  const registry = new Registry();
  const gauge: GaugeMaker = (name, help, labelNames = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  verdictMetrics(gauge, result);
  readMetrics(gauge, result);
  gauge('retail_inspector_probe_duration_seconds', 'How long the probe took, in seconds').set(result.seconds);
  gauge(
    'retail_inspector_maintenance',
    "Whether the target is in a maintenance window of the exporter's --maintenance file (1) or not (0): alert rules stay silent while it is 1",
  ).set(result.maintenance ? 1 : 0);
  return { text: await registry.metrics(), contentType: registry.contentType };
}

type GaugeMaker = (name: string, help: string, labelNames?: readonly string[]) => Gauge;

// Up, conforms, the class and each check's status (the checks that ran). A probe of one of our
// causes (no-token: the installation was not called) knows nothing of the installation: it writes
// only its class, so no rule on up or conforms can blame the installation for it.
function verdictMetrics(gauge: GaugeMaker, result: ProbeResult): void {
  if (!(OUR_CAUSES as readonly string[]).includes(result.watchClass)) {
    gauge(
      'retail_inspector_up',
      'Whether the installation answered as the API v2 (class conforms, violates or refused)',
    ).set(UP_CLASSES.has(result.watchClass) ? 1 : 0);
    gauge('retail_inspector_conforms', 'Whether the installation conforms to the API v2 specification').set(
      result.watchClass === 'conforms' ? 1 : 0,
    );
  }
  const outcome = gauge(
    'retail_inspector_outcome',
    'The verdict class of the probe as a state set: 1 for its class, 0 for the others',
    ['class'],
  );
  for (const cls of WATCH_CLASSES) outcome.set({ class: cls }, cls === result.watchClass ? 1 : 0);
  if (result.checks.length === 0) return;
  const checks = gauge(
    'retail_inspector_check_status',
    'The status of each check run as a state set: 1 for its status (pass, warn, fail), 0 for the others',
    ['check', 'status'],
  );
  for (const check of result.checks)
    for (const status of CHECK_STATUSES)
      checks.set({ check: check.id, status }, status === check.status ? 1 : 0);
}

// What was read: each series only when its part was read.
function readMetrics(gauge: GaugeMaker, result: ProbeResult): void {
  const { info, categories } = result.httpSeconds;
  if (info !== null || categories !== null) {
    const http = gauge(
      'retail_inspector_http_duration_seconds',
      'How long each API v2 operation took to answer, in seconds',
      ['operation'],
    );
    if (info !== null) http.set({ operation: 'info' }, info);
    if (categories !== null) http.set({ operation: 'categories' }, categories);
  }
  phaseMetrics(gauge, result);
  if (result.categories !== null)
    gauge('retail_inspector_categories', 'Category rows the installation listed').set(result.categories);
  if (result.imagesBroken !== null)
    gauge(
      'retail_inspector_images_broken',
      'Images tried (logo, shared placeholder, a sample of category images) that did not load; an image address is checked again after --image-cache seconds (default 300), so this can lag by that much',
    ).set(result.imagesBroken);
  if (result.certificateExpiry !== null)
    gauge(
      'retail_inspector_tls_certificate_expiry_timestamp_seconds',
      "When the https certificate the installation served stops being valid (its notAfter), in Unix seconds; absent over http. Through a proxy, the certificate at the tunnel's end",
    ).set(result.certificateExpiry);
  if (result.settingsHash !== null)
    gauge(
      'retail_inspector_settings_fingerprint',
      'The first 48 bits of the SHA-256 of the settings as read: changes() fires when they change',
    ).set(settingsFingerprint(result.settingsHash));
}

// Where each call's time went, as the blackbox exporter's probe_http_duration_seconds{phase}: all five
// phases of each call made (and timed), 0 for one that did not happen (a reused connection, TLS over
// http, DNS for an IP address or behind a proxy).
function phaseMetrics(gauge: GaugeMaker, result: ProbeResult): void {
  const { info, categories } = result.phaseSeconds;
  if (info === null && categories === null) return;
  const phases = gauge(
    'retail_inspector_probe_phase_duration_seconds',
    "Each API v2 operation's call by phase (dns, connect, tls, first_byte, transfer), in seconds; 0 for a phase that did not happen",
    ['operation', 'phase'],
  );
  for (const [operation, seconds] of [
    ['info', info],
    ['categories', categories],
  ] as const)
    if (seconds) for (const phase of PROBE_PHASES) phases.set({ operation, phase }, seconds[phase]);
}

/** The first 48 bits of a hex SHA-256 as a number (exact in a float64, as Prometheus keeps values). */
export function settingsFingerprint(sha256Hex: string): number {
  return Number.parseInt(sha256Hex.slice(0, 12), 16);
}
