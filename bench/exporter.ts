/**
 * The exporter's rows of `npm run bench` (issue 21): probes of installations served by local `serve`
 * processes at 1,000 categories, through the built `retail-inspector exporter`, against Debian's
 * `prometheus-blackbox-exporter` probing the same two operations over https (two of its probes, info
 * and categories, per installation: the floor for "an HTTP probe"; its TLS checks on: https required,
 * the certificate verified and its expiry read), all through the same https front
 * (bench/tls-front.ts) whose certificate a private authority signed, at the same concurrency, in
 * alternating rounds. Per contender: installations probed per second, p99 latency, and the probing
 * process's CPU time per installation, whence installations per 60 s on one core. Then the
 * exporter's memory with a fleet file of 5,000 installations (bench/exporter-memory.ts).
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { V2_PATHS } from '../shared/v2';
import { BLACKBOX_MODULES, startBlackbox, startExporterBench, type Measured } from './probe-processes';
import { LARGE_FLEET, measureFleetMemory, type MemoryRun } from './exporter-memory';

/** Goals: CPU per installation against the blackbox exporter's; capacity of one core; memory. */
export const EXPORTER_GOALS = { cpuRatio: 2, perMinuteOneCore: 1_000, rssMb: 150 } as const;
const CONCURRENCY = 8;
const ROUNDS = 3;
const ROUND_MS = 5_000;
const FLEET_ROWS = 200;

/** What one contender did over all its rounds. */
export interface ProbeLoad {
  readonly name: string;
  readonly installations: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly cpuMsPerInstallation: number;
}

/** The whole section's measurements. */
export interface ExporterBench {
  readonly exporter: ProbeLoad;
  /**
   * The exporter with --reread-unchanged: every categories answer decoded, parsed and checked, as on
   * a scrape where every installation's answer changed since the last one (printed beside; the goal
   * is judged on the default).
   */
  readonly rereading: ProbeLoad;
  readonly blackbox: ProbeLoad | null;
  readonly blackboxProblem: string | null;
  /** The exporter's memory with LARGE_FLEET installations, paced as Prometheus scrapes and in a burst. */
  readonly memory: { readonly paced: MemoryRun; readonly burst: MemoryRun };
  readonly concurrency: number;
  /** How the rounds ran, e.g. "3 x 5 s". */
  readonly rounds: string;
}

type ProbeOnce = (index: number) => Promise<void>;

// `probe` run by CONCURRENCY loops for `ms`; each call is one installation.
async function loadRound(probe: ProbeOnce, ms: number, latencies: number[]): Promise<number> {
  const end = performance.now() + ms;
  let next = 0;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await probe(next++);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return next;
}

async function get(url: string, expect: RegExp): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  if (response.status !== 200 || !expect.test(body))
    throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

// Each installation with a token of its own, 32 hex digits, as a fleet's are (the probe sends it and
// masks every spelling of it in what it reads; serve accepts any token).
async function writeFleet(folder: string, name: string, rows: number, serves: readonly Served[]) {
  const file = join(folder, name);
  const token = (i: number) => createHash('sha256').update(`bench-${i}`).digest('hex').slice(0, 32);
  const lines = Array.from(
    { length: rows },
    (_, i) => `shop-${i},${serves[i % serves.length]!.url},,,${token(i)}`,
  );
  await writeFile(file, ['name,base_url,token_env,insecure,token', ...lines, ''].join('\n'));
  return file;
}

/** An installation's address (each serving 1,000 categories, any token accepted). */
interface Served {
  readonly url: string;
}

/**
 * Measures both contenders against `serves`, https addresses whose certificates the authority
 * `caFile` (PEM) signed: both verify them against it.
 */
export async function measureExporter(
  folder: string,
  serves: readonly Served[],
  caFile: string,
  log: (line: string) => void,
): Promise<ExporterBench> {
  const fleet = await writeFleet(folder, 'fleet.csv', FLEET_ROWS, serves);
  const exporter = await startExporterBench(fleet, CONCURRENCY, [], [], caFile);
  const rereading = await startExporterBench(fleet, CONCURRENCY, [], ['--reread-unchanged'], caFile);
  let blackbox: Measured | null = null;
  let blackboxProblem: string | null = null;
  try {
    blackbox = await startBlackbox(folder, caFile);
  } catch (error) {
    blackboxProblem = `${(error as Error).message.split('\n')[0]} (apt-get install prometheus-blackbox-exporter)`;
  }
  const probeOf =
    (process: Measured): ProbeOnce =>
    (i) =>
      get(`${process.url}/probe?target=shop-${i % FLEET_ROWS}`, /^retail_inspector_conforms 1$/m);
  const probeBlackbox: ProbeOnce = async (i) => {
    const base = serves[i % serves.length]!.url;
    const operations = [
      [BLACKBOX_MODULES.info, V2_PATHS.info],
      [BLACKBOX_MODULES.categories, `${V2_PATHS.categories}?et_auth_token=bench`],
    ] as const;
    for (const [module, path] of operations)
      await get(
        `${blackbox!.url}/probe?module=${module}&target=${encodeURIComponent(base + path)}`,
        /^probe_success 1$/m,
      );
  };
  try {
    const contenders: Contender[] = [
      { name: 'retail-inspector exporter', process: exporter, probe: probeOf(exporter) },
      { name: '  --reread-unchanged', process: rereading, probe: probeOf(rereading) },
      ...(blackbox
        ? [{ name: 'blackbox exporter, 2 https probes', process: blackbox, probe: probeBlackbox }]
        : []),
    ];
    log(`exporter: ${ROUNDS} rounds of ${ROUND_MS / 1000} s per contender, ${CONCURRENCY} probes at once...`);
    const loads = await alternate(contenders);
    const memory = await measureFleetMemory(
      await writeFleet(folder, 'fleet-5000.csv', LARGE_FLEET, serves),
      CONCURRENCY,
      get,
      caFile,
      log,
    );
    const rounds = `${ROUNDS} x ${ROUND_MS / 1000} s`;
    return {
      exporter: loads[0]!,
      rereading: loads[1]!,
      blackbox: loads[2] ?? null,
      blackboxProblem,
      memory,
      concurrency: CONCURRENCY,
      rounds,
    };
  } finally {
    await Promise.all([exporter.stop(), rereading.stop(), blackbox?.stop()]);
  }
}

interface Contender {
  readonly name: string;
  readonly process: Measured;
  readonly probe: ProbeOnce;
}

// ROUNDS rounds of each contender after a warm-up, the order reversed every other round.
async function alternate(contenders: readonly Contender[]): Promise<ProbeLoad[]> {
  const tallies = contenders.map((c) => ({ ...c, latencies: [] as number[], count: 0, cpu: 0, ms: 0 }));
  for (const c of tallies) await loadRound(c.probe, 500, []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of round % 2 === 0 ? tallies : [...tallies].reverse()) {
      const cpu = c.process.cpuMs();
      const started = performance.now();
      c.count += await loadRound(c.probe, ROUND_MS, c.latencies);
      c.ms += performance.now() - started;
      c.cpu += c.process.cpuMs() - cpu;
    }
  }
  return tallies.map((c): ProbeLoad => {
    const sorted = [...c.latencies].sort((a, b) => a - b);
    return {
      name: c.name,
      installations: c.count,
      perSecond: (c.count * 1000) / c.ms,
      p50Ms: quantile(sorted, 0.5),
      p99Ms: quantile(sorted, 0.99),
      cpuMsPerInstallation: c.cpu / c.count,
    };
  });
}
