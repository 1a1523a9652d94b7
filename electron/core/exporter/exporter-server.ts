/**
 * The multi-target exporter (`retail-inspector exporter`): an HTTP server answering `/probe`
 * (probe-route.ts), `/metrics` (its own metrics), `/` (a page of links) and `POST /-/reload` (the
 * fleet file read again; a bad file keeps the fleet in use and is logged). Only a Host of its own
 * is answered, and a reload a web page could have sent is refused (exporter-guard.ts). Starts only
 * with a good fleet file: startExporter rejects with AppError('USAGE') for a bad one or an address
 * in use.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, isAppError } from '../lib/app-error';
import { createHostGuard, crossSiteProblem, reloadProblem } from './exporter-guard';
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
  /** Names besides loopback and `host` a request's Host header may carry (`--allow-host`). */
  readonly allowHosts?: readonly string[];
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
  /**
   * Reads the fleet file again; false (logged, counted) when it is bad and the old fleet is kept.
   * One reload runs at a time: a call while one runs waits for the next, which starts when the
   * running one ends and serves every call made meanwhile (so it reads the file as it is then).
   */
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
    hostAllowed: createHostGuard({ host: options.host, extra: options.allowHosts ?? [] }),
    refusedLoggedAt: -Infinity,
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
  // At most one running and one waiting: a burst of reloads costs two reads of the file, not one each.
  let running: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  const reload = (): Promise<boolean> => {
    if (!running) {
      running = reloadOnce().finally(() => (running = null));
      return running;
    }
    next ??= running.then(() => {
      next = null;
      return reload();
    });
    return next;
  };
  return { current: () => fleet, reload };
}

interface RequestContext {
  readonly options: ExporterOptions;
  readonly metrics: ExporterMetrics;
  readonly fleet: FleetHolder;
  readonly hostAllowed: (header: string | undefined) => boolean;
  refusedLoggedAt: number;
  readonly route: ProbeRouteDeps;
}

const REFUSED_LOG_EVERY_MS = 60_000;

const READS = { allow: 'GET, HEAD' };
const PAGE_POLICY = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" };

async function handle(context: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { options, metrics, fleet } = context;
  if (!context.hostAllowed(req.headers.host)) return refuseHost(context, res);
  const url = new URL(req.url ?? '/', 'http://exporter');
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (url.pathname === '/-/reload') {
    if (req.method !== 'POST') return answer(res, 405, 'Use POST.\n', undefined, { allow: 'POST' });
    const problem = reloadProblem(req);
    if (problem) return answer(res, problem.status, problem.message);
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
  const foreign = crossSiteProblem(req);
  if (foreign) return answer(res, 403, foreign);
  if (url.pathname === '/probe') return probeRoute(context.route, url, req, res);
  if (url.pathname === '/metrics')
    return answer(res, 200, await metrics.registry.metrics(), metrics.registry.contentType);
  const page = exporterPage([...fleet.current().targets.keys()], options.fleetFile, options.version);
  return answer(res, 200, page, 'text/html; charset=utf-8', PAGE_POLICY);
}

// The Host is not echoed (it is the requester's text); the log says what to do, once a minute at most.
function refuseHost(context: RequestContext, res: ServerResponse): void {
  const now = Date.now();
  if (now - context.refusedLoggedAt >= REFUSED_LOG_EVERY_MS) {
    context.refusedLoggedAt = now;
    context.options.log(
      'warn',
      "refused a request addressed to a name that is not this exporter's (the Host header); if Prometheus scrapes it by that name, add it with --allow-host",
    );
  }
  answer(
    res,
    403,
    'Refused: this exporter answers only requests addressed to a loopback address, its --host or an --allow-host name.\n',
  );
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
