/**
 * The multi-target exporter (`retail-inspector exporter`): an HTTP server answering `/probe`
 * (probe-route.ts), `/metrics` (its own metrics), `/` (a page of links) and `POST /-/reload` (the
 * fleet file read again; a bad file keeps the fleet in use and is logged). Starts only with a good
 * fleet file: startExporter rejects with AppError('USAGE') for a bad one or an address in use.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, isAppError } from '../lib/app-error';
import { answer, type ExporterLog } from './exporter-http';
import type { ExporterFleet } from './exporter-fleet';
import { createExporterMetrics, type ExporterMetrics } from './exporter-metrics';
import { exporterPage } from './exporter-page';
import { createProbeGate } from './probe-gate';
import { probeRoute, type ProbeRouteDeps } from './probe-route';
import type { ProbeDeps } from './probe-run';

/** How the exporter runs. */
export interface ExporterOptions {
  readonly host: string;
  readonly port: number;
  /** Reads the fleet file (throws AppError('USAGE') for a bad one); called at start and on reload. */
  readonly loadFleet: () => Promise<ExporterFleet>;
  /** The fleet file's name, for the page and the log. */
  readonly fleetFile: string;
  readonly probe: ProbeDeps;
  /** A probe's deadline without Prometheus's scrape timeout header. */
  readonly timeoutMs: number;
  readonly concurrency: number;
  readonly log: ExporterLog;
  readonly version: string;
  /** Told of every fleet taken into use (the first included), e.g. to mask its tokens. */
  readonly onFleet?: (fleet: ExporterFleet) => void;
}

/** A running exporter. */
export interface Exporter {
  readonly url: string;
  /** Reads the fleet file again; false (logged, counted) when it is bad and the old fleet is kept. */
  reload(): Promise<boolean>;
  /** Counts an error its last resort caught (retail_inspector_exporter_uncaught_errors_total). */
  countUncaught(): void;
  close(): Promise<void>;
}

/** Starts the exporter; resolves once it listens. */
export async function startExporter(options: ExporterOptions): Promise<Exporter> {
  const metrics = createExporterMetrics();
  const fleet = await fleetHolder(options, metrics);
  const context: RequestContext = {
    options,
    metrics,
    fleet,
    route: {
      fleet: fleet.current,
      probe: options.probe,
      gate: createProbeGate(options.concurrency),
      metrics,
      timeoutMs: options.timeoutMs,
      log: options.log,
    },
  };
  const server = createServer((req, res) => {
    handle(context, req, res).catch((error: unknown) => {
      options.log('error', 'request failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      answer(res, 500, 'The exporter failed to answer; see its log.\n');
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await listen(server, options.host, options.port);
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    reload: fleet.reload,
    countUncaught: () => metrics.uncaught(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The fleet in use and its reloading, one reload at a time. */
interface FleetHolder {
  readonly current: () => ExporterFleet;
  readonly reload: () => Promise<boolean>;
}

async function fleetHolder(options: ExporterOptions, metrics: ExporterMetrics): Promise<FleetHolder> {
  let fleet: ExporterFleet = await options.loadFleet();
  const use = (next: ExporterFleet) => {
    fleet = next;
    options.onFleet?.(next);
    metrics.targets(next.targets.size);
  };
  use(fleet);
  let reloading: Promise<boolean> = Promise.resolve(true);
  const reloadOnce = async () => {
    try {
      use(await options.loadFleet());
      options.log('info', 'fleet file reloaded', { file: options.fleetFile, targets: fleet.targets.size });
      return true;
    } catch (error) {
      metrics.reloadFailed();
      const message = isAppError(error) || error instanceof Error ? error.message : String(error);
      options.log('error', 'fleet file not reloaded; the previous fleet stays in use', { error: message });
      return false;
    }
  };
  return { current: () => fleet, reload: () => (reloading = reloading.then(reloadOnce)) };
}

interface RequestContext {
  readonly options: ExporterOptions;
  readonly metrics: ExporterMetrics;
  readonly fleet: FleetHolder;
  readonly route: ProbeRouteDeps;
}

const READS = { allow: 'GET, HEAD' };
const PAGE_POLICY = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" };

async function handle(context: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { options, metrics, fleet } = context;
  const url = new URL(req.url ?? '/', 'http://exporter');
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (url.pathname === '/-/reload') {
    if (req.method !== 'POST') return answer(res, 405, 'Use POST.\n', undefined, { allow: 'POST' });
    return (await fleet.reload())
      ? answer(res, 200, `Reloaded: ${fleet.current().targets.size} targets.\n`)
      : answer(
          res,
          500,
          'The fleet file could not be read again; the previous fleet stays in use (see the log).\n',
        );
  }
  const known = ['/probe', '/metrics', '/'].includes(url.pathname);
  if (!known) return answer(res, 404, 'Not found: see / for what this exporter answers.\n');
  if (!read) return answer(res, 405, 'Use GET.\n', undefined, READS);
  if (url.pathname === '/probe') return probeRoute(context.route, url, req, res);
  if (url.pathname === '/metrics')
    return answer(res, 200, await metrics.registry.metrics(), metrics.registry.contentType);
  const page = exporterPage([...fleet.current().targets.keys()], options.fleetFile, options.version);
  return answer(res, 200, page, 'text/html; charset=utf-8', PAGE_POLICY);
}

function listen(server: ReturnType<typeof createServer>, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE'
          ? 'the port is in use; choose another with --port'
          : error.code === 'EADDRNOTAVAIL'
            ? 'this machine has no such address; see --host'
            : (error.code ?? error.message);
      reject(new AppError('USAGE', `cannot listen on ${host}:${port}: ${why}`));
    });
    server.listen(port, host, () => resolve());
  });
}
