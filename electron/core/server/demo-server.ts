/**
 * The embedded demo server as the app runs it: one at a time, on 127.0.0.1, on the bundled dataset
 * unless another is opened. Starting a new dataset that fails to load leaves the running one alone.
 */
import type { DemoStatus } from '../../../shared/ipc-contract';
import { loadDataset } from '../dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import type { Faults } from './fault-injection';

/** Dependencies of the demo controller. */
export interface DemoServerDeps {
  /** The bundled demo dataset's path. */
  readonly defaultDataset: string;
  /** Called after every change of state (started, stopped, faults changed). */
  readonly onStatus?: (status: DemoStatus) => void;
}

/** Creates the controller; nothing runs until start(). */
export function createDemoServer(deps: DemoServerDeps) {
  let server: EmbeddedServer | null = null;
  let info: { file: string; companyName: string; categories: number } | null = null;
  let starting: Promise<DemoStatus> | null = null;

  function status(): DemoStatus {
    if (!server || !info)
      return { running: false, url: null, file: null, companyName: null, categories: 0, faults: null };
    return { running: true, url: server.url, ...info, faults: server.faults() };
  }

  async function start(file = deps.defaultDataset): Promise<DemoStatus> {
    // Load first: a bad dataset must not stop the server that is running.
    const dataset = await loadDataset(file);
    const next = await startEmbeddedServer({ dataset, host: '127.0.0.1', port: 0, faults: server?.faults() });
    const previous = server;
    server = next;
    info = {
      file: dataset.file,
      companyName: dataset.info.company_name,
      categories: dataset.categories.length,
    };
    await previous?.close();
    return changed();
  }

  function changed(): DemoStatus {
    const current = status();
    deps.onStatus?.(current);
    return current;
  }

  return {
    status,
    /** Starts (or restarts on another dataset); concurrent calls share one start. */
    start(file?: string): Promise<DemoStatus> {
      starting = (starting ?? Promise.resolve(status())).catch(() => status()).then(() => start(file));
      return starting;
    },
    /** Starts on the default dataset unless running. */
    async ensureRunning(): Promise<DemoStatus> {
      return server ? status() : this.start();
    },
    async stop(): Promise<DemoStatus> {
      // A start still under way would otherwise finish after this stop and leave a server running
      // that nothing shows or closes (quitting during start-up, Ctrl-C in the web host).
      await starting?.catch(() => undefined);
      const current = server;
      server = null;
      info = null;
      await current?.close();
      return changed();
    },
    setFaults(faults: Faults): DemoStatus {
      server?.setFaults(faults);
      return changed();
    },
  };
}

/** The controller's type. */
export type DemoServer = ReturnType<typeof createDemoServer>;
