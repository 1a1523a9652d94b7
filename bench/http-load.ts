/**
 * Measures HTTP throughput with autocannon: the contenders of a case are run in rotating rounds
 * (A B C, B C A, C A B: each takes each position once) so machine drift and warm-up hit them
 * equally, and each one's median is reported. Alongside requests per second it records the server
 * process's CPU time per request and how busy autocannon itself was: when the load generator is
 * the bottleneck, req/s ratios drift towards 1 and CPU per request shows the difference instead.
 * A run with errors, timeouts, non-2xx answers or short bodies throws: its number would mean nothing.
 */
import autocannon from 'autocannon';

/** Reads a server process's CPU time so far, in ms (NaN where it cannot be known). */
export type CpuClock = () => Promise<number>;

/** One server under load, by the URL autocannon requests, with its process's CPU clock. */
export interface Contender {
  readonly name: string;
  readonly url: string;
  readonly cpuMs: CpuClock;
}

/** One measured case: contenders answering the same bytes (the first is the baseline). */
export interface BenchCase {
  readonly name: string;
  readonly bodyBytes: number;
  readonly contenders: readonly Contender[];
}

/**
 * Load settings sized for a 2-core machine: the server and autocannon each get one core. Bodies of
 * megabytes take fewer connections and longer runs: autocannon counts only completed responses, so
 * each connection cut off mid-body at the end of a run would lose a large share of ~50 responses.
 */
export const LOAD = {
  connections: 12,
  duration: 2,
  largeBodyBytes: 1_000_000,
  largeBodyConnections: 4,
  largeBodyDuration: 3,
  pipelining: 1,
  warmup: 1,
  rounds: 7,
} as const;

/** One contender's medians over its rounds. */
export interface ContenderResult {
  readonly name: string;
  readonly rps: number;
  /**
   * Median over rounds of req/s against the baseline's run in the same round: on a shared machine
   * load comes and goes, and a round's runs follow each other, so they see the same machine.
   */
  readonly ratio: number;
  /** Server process CPU time per request, in microseconds (NaN where unknown). */
  readonly serverUsPerRequest: number;
  /** autocannon's CPU time as a share of the run's wall time (1 = one core fully busy). */
  readonly clientBusy: number;
}

/** A case's contenders, baseline first. */
export interface CaseResult {
  readonly name: string;
  readonly contenders: readonly ContenderResult[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function measure(url: string, bodyBytes: number, serverCpu: CpuClock, warmup = false) {
  const large = bodyBytes >= LOAD.largeBodyBytes;
  const connections = large ? LOAD.largeBodyConnections : LOAD.connections;
  const duration = warmup ? LOAD.warmup : large ? LOAD.largeBodyDuration : LOAD.duration;
  const serverBefore = await serverCpu();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ url, connections, pipelining: LOAD.pipelining, duration });
  const client = process.cpuUsage(clientBefore);
  const serverMs = (await serverCpu()) - serverBefore;
  const problems = [
    result.errors > 0 && `${result.errors} errors`,
    result.timeouts > 0 && `${result.timeouts} timeouts`,
    result.non2xx > 0 && `${result.non2xx} non-2xx responses`,
    result['2xx'] === 0 && 'no 2xx responses',
    // Bytes include headers, so each answer must carry at least the full body.
    result.throughput.total < result['2xx'] * bodyBytes && 'bodies shorter than expected',
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length > 0) throw new Error(`autocannon ${url}: ${problems.join(', ')}`);
  return {
    rps: result['2xx'] / result.duration,
    serverUsPerRequest: (serverMs * 1000) / result['2xx'],
    clientBusy: (client.user + client.system) / 1e6 / result.duration,
  };
}

/** Warms every contender up, then runs them in rotating rounds; `log` gets one line per run. */
export async function runCase(benchCase: BenchCase, log: (line: string) => void): Promise<CaseResult> {
  const { contenders, bodyBytes } = benchCase;
  for (const c of contenders) await measure(c.url, bodyBytes, c.cpuMs, true);
  const runs = contenders.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
  for (let round = 1; round <= LOAD.rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + round - 1) % contenders.length;
      const run = await measure(contenders[i]!.url, bodyBytes, contenders[i]!.cpuMs);
      runs[i]!.push(run);
      const rps = Math.round(run.rps).toLocaleString('en-US');
      log(`  ${benchCase.name} | round ${round} | ${contenders[i]!.name}: ${rps} req/s`);
    }
  }
  return {
    name: benchCase.name,
    contenders: contenders.map((c, i) => ({
      name: c.name,
      rps: median(runs[i]!.map((r) => r.rps)),
      ratio: median(runs[i]!.map((r, round) => r.rps / runs[0]![round]!.rps)),
      serverUsPerRequest: median(runs[i]!.map((r) => r.serverUsPerRequest)),
      clientBusy: median(runs[i]!.map((r) => r.clientBusy)),
    })),
  };
}
