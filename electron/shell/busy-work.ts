/**
 * Work an update must not cut short: a move of the data folder, a capture, a save. Each counts itself
 * in while it runs; the updater asks `busy()` before it installs (restart now, or on quit), so a
 * capture or a half-written file is never ended by the installer replacing the app. A count, not a
 * flag: two saves at once both have to end.
 */

export interface BusyWork {
  /** Counts `what` in; the function returned counts it out (once, however often it is called). */
  begin(what: string): () => void;
  /** What runs now, by name (empty: nothing). */
  running(): readonly string[];
  busy(): boolean;
}

export function createBusyWork(): BusyWork {
  const runs: string[] = [];
  return {
    begin(what) {
      runs.push(what);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        runs.splice(runs.indexOf(what), 1);
      };
    },
    running: () => [...runs],
    busy: () => runs.length > 0,
  };
}

/** The handler table's methods that capture or write a file the user chose. */
export const BUSY_METHODS: ReadonlySet<string> = new Set([
  'captureDataset',
  'saveProfile',
  'exportReport',
  'exportRequestsHar',
  'saveCategoryExport',
  'exportDiff',
  'savePagePdf',
  'exportFleet',
  'exportAvailability',
  'importFleet',
  'setSnapshotSettings',
]);

/** `handlers` with each of `methods` counted in `work` while its call runs. */
export function countedWhileRunning<T extends Record<string, (...args: never[]) => Promise<unknown>>>(
  handlers: T,
  methods: ReadonlySet<string>,
  work: BusyWork,
): T {
  const counted: Record<string, unknown> = { ...handlers };
  for (const name of Object.keys(handlers)) {
    if (!methods.has(name)) continue;
    const handler = handlers[name]!;
    counted[name] = async (...args: never[]) => {
      const end = work.begin(name);
      try {
        return await handler(...args);
      } finally {
        end();
      }
    };
  }
  return counted as T;
}
