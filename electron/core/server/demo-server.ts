/**
 * The embedded demo server as the app runs it: on 127.0.0.1, on the bundled dataset unless another
 * is opened, and never more than one. Start, stop and "start unless running" (every load of the demo
 * connection asks for it) run one after another in the order called, so no order of Stop, Start,
 * Refresh and connection switches, however they overlap, leaves two servers or answers one load
 * from two: a restart closes the old server before the new one listens. Starting a dataset that
 * fails to load leaves the running server alone; a start that fails with none running is kept in
 * the status (`failure`), so a start nobody awaits (the app's first) is still shown. Every start after
 * the first listens on the port the last one had while that port is free (else on a new one), so
 * the addresses a load or an export names, its images' included, keep answering across a Stop and
 * Start or another dataset opened.
 */
import type { DemoStatus } from '../../../shared/ipc-contract';
import { loadDataset, type LoadedDataset } from '../dataset/load-dataset';
import { isAppError } from '../lib/app-error';
import type { ServedDataset } from '../snapshots/snapshot-served';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import type { Faults } from './fault-injection';

/** Dependencies of the demo controller. */
export interface DemoServerDeps {
  /** The bundled demo dataset's path. */
  readonly defaultDataset: string;
  /** Called after every change of state (started, stopped, faults changed). */
  readonly onStatus?: (status: DemoStatus) => void;
}

/** Creates the controller; nothing runs until start() or ensureRunning(). */
export function createDemoServer(deps: DemoServerDeps) {
  let server: EmbeddedServer | null = null;
  let dataset: LoadedDataset | null = null;
  let failure: string | null = null;
  // The port the last server listened on; 0 (any free port) until the first has.
  let lastPort = 0;
  let queue: Promise<unknown> = Promise.resolve();

  // Each call waits for the ones before it, whatever their outcome.
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  function status(): DemoStatus {
    if (!server || !dataset) {
      const stopped = {
        running: false,
        url: null,
        file: null,
        companyName: null,
        categories: 0,
        faults: null,
      };
      return failure === null ? stopped : { ...stopped, failure };
    }
    return {
      running: true,
      url: server.url,
      file: dataset.file,
      companyName: dataset.info.company_name,
      categories: dataset.categories.length,
      faults: server.faults(),
    };
  }

  function changed(): DemoStatus {
    const current = status();
    deps.onStatus?.(current);
    return current;
  }

  async function close(): Promise<void> {
    const current = server;
    server = null;
    dataset = null;
    await current?.close();
  }

  async function start(file: string): Promise<DemoStatus> {
    let next: LoadedDataset;
    try {
      // Load first: a bad dataset must not stop the server that is running.
      next = await loadDataset(file);
    } catch (error) {
      if (!server) failed(error);
      throw error;
    }
    const faults = server?.faults();
    await close();
    try {
      server = await listenKeepingPort(next, faults);
      lastPort = Number(new URL(server.url).port);
      dataset = next;
      failure = null;
    } catch (error) {
      failure = messageOf(error);
      throw error;
    } finally {
      changed();
    }
    return status();
  }

  // The last port while it is free; another program holding it since means a new port, not a failure.
  async function listenKeepingPort(next: LoadedDataset, faults: Faults | undefined): Promise<EmbeddedServer> {
    const options = { dataset: next, host: '127.0.0.1', faults };
    if (lastPort !== 0) {
      try {
        return await startEmbeddedServer({ ...options, port: lastPort });
      } catch (error) {
        if (!isAppError(error, 'PORT_IN_USE')) throw error;
      }
    }
    return startEmbeddedServer({ ...options, port: 0 });
  }

  function failed(error: unknown): void {
    failure = messageOf(error);
    changed();
  }

  return {
    status,
    /** Starts, or restarts on `file` (default: the bundled dataset), after the calls before it. */
    start(file: string = deps.defaultDataset): Promise<DemoStatus> {
      return serial(() => start(file));
    },
    /** Starts on the bundled dataset unless running (after the calls before it). */
    ensureRunning(): Promise<DemoStatus> {
      return serial(async () => (server ? status() : start(deps.defaultDataset)));
    },
    /** Stops the server, after the calls before it (a start under way ends first, then stops). */
    stop(): Promise<DemoStatus> {
      return serial(async () => {
        await close();
        failure = null;
        return changed();
      });
    },
    setFaults(faults: Faults): DemoStatus {
      server?.setFaults(faults);
      return changed();
    },
    /** The dataset served and the origin its answers name, for snapshots of the demo connection. */
    served(): ServedDataset | null {
      return server && dataset ? { origin: new URL(server.url).origin, assets: dataset.assets } : null;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The controller's type. */
export type DemoServer = ReturnType<typeof createDemoServer>;
