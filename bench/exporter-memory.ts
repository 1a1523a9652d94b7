/**
 * The exporter's memory with a fleet file of 5,000 installations (bench/exporter.ts runs it), in a
 * fresh process per way of probing: paced as Prometheus scrapes (PACED_PER_SECOND probes a second,
 * each of another installation, for PACED_MS: 1,200 installations a minute), and a burst probing
 * each of the 5,000 once, `concurrency` at once. Per way: the resident set right after the start
 * and its peak (`VmHWM`), and the CPU time per probe.
 */
import { startExporterBench } from './probe-processes';

export const LARGE_FLEET = 5_000;
const PACED_PER_SECOND = 20;
const PACED_MS = 30_000;

/** One way of probing the large fleet. */
export interface MemoryRun {
  readonly label: string;
  readonly probed: number;
  readonly afterStartMb: number;
  readonly peakMb: number;
  readonly cpuMsPerProbe: number;
}

type Get = (url: string, expect: RegExp) => Promise<void>;

// The exporter on `fleetFile`, probed by `load`; its memory and CPU.
async function measured(
  fleetFile: string,
  concurrency: number,
  label: string,
  load: (probe: (i: number) => Promise<void>) => Promise<number>,
  get: Get,
  caFile: string,
): Promise<MemoryRun> {
  const exporter = await startExporterBench(fleetFile, concurrency, [], [], caFile);
  try {
    const afterStartMb = exporter.rssMb().now;
    const cpu = exporter.cpuMs();
    const probed = await load((i) =>
      get(`${exporter.url}/probe?target=shop-${i % LARGE_FLEET}`, /^retail_inspector_up 1$/m),
    );
    return {
      label,
      probed,
      afterStartMb,
      peakMb: exporter.rssMb().peak,
      cpuMsPerProbe: (exporter.cpuMs() - cpu) / probed,
    };
  } finally {
    await exporter.stop();
  }
}

// PACED_PER_SECOND probes a second on a fixed schedule, whatever each takes (as scrapes arrive).
async function paced(probe: (i: number) => Promise<void>): Promise<number> {
  const total = (PACED_PER_SECOND * PACED_MS) / 1000;
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / PACED_PER_SECOND - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(probe(i));
  }
  await Promise.all(running);
  return total;
}

/** Both ways, each in a fresh exporter on `fleetFile` (LARGE_FLEET rows). */
export async function measureFleetMemory(
  fleetFile: string,
  concurrency: number,
  get: Get,
  caFile: string,
  log: (line: string) => void,
): Promise<{ readonly paced: MemoryRun; readonly burst: MemoryRun }> {
  const perMinute = (PACED_PER_SECOND * 60).toLocaleString('en-US');
  log(
    `exporter: memory with ${LARGE_FLEET.toLocaleString('en-US')} installations, ${perMinute} probes a minute for ${PACED_MS / 1000} s...`,
  );
  const pacedRun = await measured(fleetFile, concurrency, `paced, ${perMinute} a minute`, paced, get, caFile);
  log(
    `exporter: memory with ${LARGE_FLEET.toLocaleString('en-US')} installations, each probed once, ${concurrency} at once...`,
  );
  const burst = await measured(
    fleetFile,
    concurrency,
    `burst, ${concurrency} at once`,
    async (probe) => {
      let next = 0;
      const loop = async () => {
        while (next < LARGE_FLEET) await probe(next++);
      };
      await Promise.all(Array.from({ length: concurrency }, loop));
      return LARGE_FLEET;
    },
    get,
    caFile,
  );
  return { paced: pacedRun, burst };
}
