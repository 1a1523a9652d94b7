// A simulated fleet for the incident gate's tests: N installations run by the real watch engine
// (confirmation, event words; no history unless given) on a manual clock, each once per interval
// at its own offset, with the class each shows at a time chosen by the test; what the gate says is
// collected. No network: the gate decides on results, whatever produced them.
import { DEFAULT_INCIDENT_RULE, type IncidentRule } from '../../shared/incidents';
import type { WatchClass, WatchEvent } from '../../shared/watch';
import type { HistoryStore } from '../../electron/core/watch/history/history-store';
import { createIncidentGate } from '../../electron/core/watch/incident-gate';
import { createWatchEngine } from '../../electron/core/watch/watch-engine';
import { manualClock } from './manual-clock';

export interface FleetOptions {
  readonly size: number;
  readonly intervalMs?: number;
  readonly confirmRuns?: number;
  readonly rule?: Partial<IncidentRule>;
  readonly history?: HistoryStore | null;
  /** The class installation `i` shows at `t`. */
  readonly classAt: (i: number, t: number) => WatchClass;
  readonly hostOf?: (i: number) => string;
  readonly start?: number;
  /** A class an earlier watch confirmed for every installation (so the first run is measured against it). */
  readonly kept?: WatchClass;
  /** The interval the gate is told (default: the real one); shorter when runs lag behind it. */
  readonly scheduledMs?: number;
  /** Whether installation `i` is in a maintenance window at `t` (the gate is told; the engine too). */
  readonly inMaintenance?: (i: number, t: number) => boolean;
  /** Whether this computer is offline now (the gate is told). */
  readonly offline?: () => boolean;
}

export function simulatedFleet(options: FleetOptions) {
  const start = options.start ?? Date.UTC(2026, 11, 1, 2, 0, 0);
  const intervalMs = options.intervalMs ?? 60_000;
  const { clock, advance } = manualClock(start);
  const spoken: WatchEvent[] = [];
  const transitions: WatchEvent[] = [];
  const rule: IncidentRule = { ...DEFAULT_INCIDENT_RULE, ...options.rule };
  let n = 0;
  const ids = Array.from({ length: options.size }, (_, i) => `shop-${i}`);
  const indexOf = (id: string) => Number(id.slice(5));
  const keptStore = options.kept
    ? ({
        confirmedState: async () => ({
          watchClass: options.kept!,
          settingsHash: null,
          categoriesHash: null,
          snapshotId: null,
        }),
        append: async () => undefined,
        keepConfirmedState: async () => undefined,
      } as unknown as HistoryStore)
    : null;
  const store = options.history ?? keptStore;
  const gate = createIncidentGate({
    rule: () => rule,
    watched: () => options.size,
    runMs: () => options.scheduledMs ?? intervalMs,
    nameOf: (id) => `Shop ${indexOf(id)}`,
    clock,
    newId: () => `g${++n}`,
    speak: (event) => spoken.push(event),
    kept: store ? (id) => store.confirmedState(id) : undefined,
    inMaintenance: options.inMaintenance ? (id, at) => options.inMaintenance!(indexOf(id), at) : undefined,
    offline: options.offline,
  });
  const engine = createWatchEngine({
    history: store,
    newId: () => `e${++n}`,
    confirmRuns: () => options.confirmRuns ?? 2,
    nameOf: (id) => `Shop ${indexOf(id)}`,
    inMaintenance: options.inMaintenance ? (id, at) => options.inMaintenance!(indexOf(id), at) : undefined,
    runOnce: async (id) => {
      const watchClass = options.classAt(indexOf(id), clock.now());
      return {
        result: {
          profileId: id,
          at: clock.now(),
          watchClass,
          responseMs: watchClass === 'conforms' ? 10 : null,
          categories: null,
          settingsHash: null,
          categoriesHash: null,
          snapshotId: null,
          summary: watchClass,
        },
        digest: { settings: null, rows: null },
        snapshotSaved: false,
        snapshotProblem: null,
      };
    },
    onResult: (output, event) => {
      if (event) transitions.push(event);
      const i = indexOf(output.result.profileId);
      const problem = output.result.watchClass === 'gateway-error' ? 'HTTP 502 Bad Gateway' : null;
      gate.result(output.result, event, {
        host: options.hostOf?.(i) ?? `shop${i}.example`,
        proxy: null,
        problem,
      });
    },
  });
  let now = start;
  return {
    spoken,
    transitions,
    gate,
    now: () => now,
    /** Runs every installation due in the next `ms`, in time order, moving the clock with them. */
    async run(ms: number): Promise<void> {
      const end = now + ms;
      const step = intervalMs / options.size;
      // Installation i runs at start + i * step + k * interval.
      let k = Math.ceil((now - start) / step);
      for (; start + k * step < end; k++) {
        const at = start + k * step;
        advance(at - clock.now());
        await engine.run(ids[k % options.size]!);
      }
      advance(end - clock.now());
      now = end;
    },
  };
}
