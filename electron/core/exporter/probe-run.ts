/**
 * One probe of the exporter: the checks of `retail-inspector check` (runChecks) on one target under a
 * deadline, reduced to what the probe's metrics say. Never throws for anything the installation
 * does; past the deadline (or when `signal` aborts) it resolves at once with the class `timeout`. A
 * target whose token variable is not set is not called: the class `no-token`.
 */
import type { CallTimings } from '../../../shared/call-result';
import type { CheckReport, CheckStatus } from '../../../shared/check-report';
import { watchClassOf, type WatchClass } from '../../../shared/watch';
import {
  checkInstallation,
  type CheckDeps,
  type CheckRun,
  type ImageCheckSource,
} from '../checks/run-checks';
import { secretMasker } from '../client/redact';
import type { FetchLike, V2Client } from '../client/v2-client';
import { contentHashes } from '../watch/watch-content';
import type { ProbeTarget } from './exporter-fleet';
import type { ReadingMemos } from './reading-memo';

/** What a probe found; a part is null when it was not read. */
export interface ProbeResult {
  readonly watchClass: WatchClass;
  readonly checks: readonly { readonly id: string; readonly status: CheckStatus }[];
  /** Seconds each operation's call took, when it was made. */
  readonly httpSeconds: { readonly info: number | null; readonly categories: number | null };
  /** Each operation's call phase by phase, in seconds, when it was made and timed. */
  readonly phaseSeconds: { readonly info: PhaseSeconds | null; readonly categories: PhaseSeconds | null };
  /** Category rows read (an answer that broke the schema included). */
  readonly categories: number | null;
  /** Images tried that did not load (logo, shared placeholder, sample); null when none was tried. */
  readonly imagesBroken: number | null;
  /** SHA-256 of the settings as read, masked (the watch's settingsHash). */
  readonly settingsHash: string | null;
  /** Whether the categories answer was the one read last time (reading-memo.ts), not read again. */
  readonly answerReused: boolean;
  /** The end of the https certificate's validity, in Unix seconds; null over http or when none was read. */
  readonly certificateExpiry: number | null;
  readonly seconds: number;
}

/** The phases of `retail_inspector_probe_phase_duration_seconds`, blackbox's split of a probe. */
export const PROBE_PHASES = ['dns', 'connect', 'tls', 'first_byte', 'transfer'] as const;

/** One call's phases in seconds; 0 for a phase that did not happen (blackbox's convention). */
export type PhaseSeconds = Readonly<Record<(typeof PROBE_PHASES)[number], number>>;

/** What a probe needs. */
export interface ProbeDeps {
  readonly client: V2Client;
  /** For the logo and image checks (never sent a token). */
  readonly fetch: FetchLike;
  /** Image checks kept between probes (image-check-cache.ts); absent: every probe fetches them. */
  readonly imageChecks?: ImageCheckSource;
  /** Each target's last categories answer read (reading-memo.ts); absent: every answer is read. */
  readonly readingMemos?: ReadingMemos<ProbeTarget>;
  /** Days under which tls.certificate is a warning (`--cert-warn-days`; default 30, 0: no such check). */
  readonly certWarnDays?: number;
}

const TIMED_OUT = Symbol('timed out');

/** Probes `target` within `deadlineMs`; `signal` ends it early (the scraper went away). */
export async function runProbe(
  deps: ProbeDeps,
  target: ProbeTarget,
  deadlineMs: number,
  signal?: AbortSignal,
): Promise<ProbeResult> {
  const started = performance.now();
  const seconds = () => secondsOf(performance.now() - started);
  // Ours: the installation is not called without the token its row asks for.
  if (target.tokenMissing) return bare('no-token', seconds());
  const run = await checksWithin(
    {
      client: deps.client,
      fetch: deps.fetch,
      imageChecks: deps.imageChecks,
      categoryMemo: deps.readingMemos?.forTarget(target),
      certWarnDays: deps.certWarnDays,
    },
    target,
    deadlineMs,
    signal,
  );
  if (run === TIMED_OUT) return bare('timeout', seconds());
  const { report, info } = run;
  return {
    watchClass: watchClassOf(report),
    checks: report.checks.map((c) => ({ id: c.id, status: c.status })),
    httpSeconds: {
      info: report.calls.info ? secondsOf(report.calls.info.totalMs) : null,
      categories: report.calls.categories ? secondsOf(report.calls.categories.totalMs) : null,
    },
    phaseSeconds: {
      info: phaseSecondsOf(report.calls.info?.timings),
      categories: phaseSecondsOf(report.calls.categories?.timings),
    },
    categories: run.categories,
    answerReused: run.categoriesRecalled,
    certificateExpiry: report.certificate ? Date.parse(report.certificate.notAfter) / 1000 : null,
    imagesBroken: imagesBroken(report),
    settingsHash: info
      ? contentHashes(info, null, secretMasker(target.installation.token)).settingsHash
      : null,
    seconds: seconds(),
  };
}

// checkInstallation, or TIMED_OUT as soon as the deadline passes or `signal` aborts (its calls then abort).
async function checksWithin(
  deps: CheckDeps,
  target: ProbeTarget,
  deadlineMs: number,
  signal: AbortSignal | undefined,
): Promise<CheckRun | typeof TIMED_OUT> {
  if (signal?.aborted) return TIMED_OUT;
  const controller = new AbortController();
  let settle: (value: typeof TIMED_OUT) => void = () => undefined;
  const ended = new Promise<typeof TIMED_OUT>((resolve) => (settle = resolve));
  const end = () => {
    controller.abort();
    settle(TIMED_OUT);
  };
  const timer = setTimeout(end, Math.max(1, Math.floor(deadlineMs)));
  signal?.addEventListener('abort', end, { once: true });
  try {
    const run = await Promise.race([
      checkInstallation(deps, target.installation, deadlineMs, controller.signal),
      ended,
    ]);
    // A check that finished while the deadline passed is still a timeout: the scraper has given up.
    return controller.signal.aborted ? TIMED_OUT : run;
  } finally {
    // Nothing may hold this probe's answers once it is over: no timer, no listener on the scrape.
    clearTimeout(timer);
    signal?.removeEventListener('abort', end);
  }
}

// Milliseconds as seconds to the microsecond (0.0321, not 0.032100000000000004).
function secondsOf(ms: number): number {
  return Math.round(ms * 1000) / 1e6;
}

// A call's timings as seconds, a phase that did not happen (null) as 0, as the blackbox exporter
// writes its phases: every series is there, so sums and rates over them need no `or`.
function phaseSecondsOf(timings: CallTimings | undefined): PhaseSeconds | null {
  if (!timings) return null;
  const of = (ms: number | null) => (ms === null ? 0 : secondsOf(ms));
  return {
    dns: of(timings.dns),
    connect: of(timings.connect),
    tls: of(timings.tls),
    first_byte: of(timings.firstByte),
    transfer: of(timings.transfer),
  };
}

/** A result with nothing read: the class alone (a timeout, or a target that cannot be checked). */
export function bare(watchClass: WatchClass, seconds: number): ProbeResult {
  return {
    watchClass,
    checks: [],
    httpSeconds: { info: null, categories: null },
    phaseSeconds: { info: null, categories: null },
    categories: null,
    imagesBroken: null,
    settingsHash: null,
    answerReused: false,
    certificateExpiry: null,
    seconds,
  };
}

// The image checks' own counts: a logo or shared placeholder that does not load is one image; the
// sample check lists each image of its sample that does not load, after the clause it cites. A
// redirect loads, so it is not counted.
const IMAGE_CHECKS = new Set(['info.logo', 'categories.placeholder', 'categories.images']);

function imagesBroken(report: CheckReport): number | null {
  const tried = report.checks.filter((c) => IMAGE_CHECKS.has(c.id));
  if (tried.length === 0) return null;
  let broken = 0;
  for (const check of tried) {
    if (check.status === 'pass' || check.tolerated) continue;
    broken +=
      check.id === 'categories.images' ? check.details.filter((d) => !d.startsWith('Rule: ')).length : 1;
  }
  return broken;
}
