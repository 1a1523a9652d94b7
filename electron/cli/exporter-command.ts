/**
 * `retail-inspector exporter`: the Prometheus exporter of electron/core/exporter/ on the fleet file
 * of `--fleet`, until SIGINT or SIGTERM. Log lines (text or JSON) on standard output, every token
 * of every fleet read masked; SIGHUP reads the fleet file again.
 */
import { DEFAULT_CERT_WARN_DAYS } from '../core/checks/certificate-rule';
import { proxyAwareFetch } from '../core/client/proxy-aware-fetch';
import { secretsMasker, type Masker } from '../core/client/redact';
import { createV2Client } from '../core/client/v2-client';
import { readExporterFleet } from '../core/exporter/exporter-fleet';
import type { ExporterLog } from '../core/exporter/exporter-http';
import { createImageCheckCache, IMAGE_CACHE_DEFAULTS } from '../core/exporter/image-check-cache';
import { startExporter } from '../core/exporter/exporter-server';
import { createReadingMemos } from '../core/exporter/reading-memo';
import { APP_VERSION } from '../core/platform/app-version';
import { AppError } from '../core/lib/app-error';
import type { CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { DEFAULT_EXPORTER_PORT, EXPORTER_HELP, exporterFlags } from './exporter-help';
import { tuneExporterProcess } from './exporter-process';
import { integerFlag, logFormatFlag, parseFlags } from './flags';
import { maskedContext } from './masked-context';
import { maintenanceOf } from './maintenance-flag';

/** Runs `exporter`. */
export async function exporterCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('exporter', args, exporterFlags);
  if (flags.help) {
    ctx.outExact(EXPORTER_HELP);
    return EXIT.OK;
  }
  const fleetFile = flags.fleet;
  if (!fleetFile)
    throw new AppError('USAGE', '--fleet FILE is required (see: retail-inspector exporter --help)');
  const port = integerFlag('port', flags.port, DEFAULT_EXPORTER_PORT, 0, 65535);
  const timeoutMs = integerFlag('timeout', flags.timeout, 10_000, 100, 600_000);
  const concurrency = integerFlag('concurrency', flags.concurrency, 8, 1, 1024);
  const imageCacheSeconds = integerFlag('image-cache', flags['image-cache'], 300, 0, 86_400);
  const certWarnDays = integerFlag(
    'cert-warn-days',
    flags['cert-warn-days'],
    DEFAULT_CERT_WARN_DAYS,
    0,
    3650,
  );
  const json = logFormatFlag(flags['log-format']) === 'json';
  const host = flags.host ?? '127.0.0.1';
  const allowHosts = hostNames(flags['allow-host']);
  // Before anything is written or opened: this may start the command again in place, tuned.
  tuneExporterProcess();

  // Every token any fleet read has carried stays masked: a probe of the old fleet may still log.
  const tokens = new Set<string>();
  let mask: Masker = secretsMasker(tokens);
  ctx = maskedContext(ctx, (text) => mask(text));
  const log = logWriter(ctx, json);
  // The request API rather than fetch: the same calls for less CPU per probe (performance.md).
  const network = proxyAwareFetch(ctx.env, { requestApi: true });
  if (network.notice) ctx.err(network.notice);
  const exporter = await startExporter({
    host,
    allowHosts,
    port,
    fleetFile,
    // The windows are read again with the fleet (SIGHUP, POST /-/reload); a bad file fails either.
    loadFleet: async () => {
      const fleet = await readExporterFleet(fleetFile, ctx.env);
      const warn = (line: string) => log('warn', line);
      const maintenance = await maintenanceOf(flags.maintenance, [...fleet.targets.keys()], warn);
      return { ...fleet, maintenance };
    },
    onFleet: (fleet) => {
      for (const token of fleet.tokens) tokens.add(token);
      mask = secretsMasker(tokens);
    },
    probe: {
      client: createV2Client({ fetch: network.fetch }),
      fetch: network.fetch,
      imageChecks:
        imageCacheSeconds > 0
          ? createImageCheckCache(imageCacheSeconds * 1000, IMAGE_CACHE_DEFAULTS.maxEntries).check
          : undefined,
      readingMemos: flags['reread-unchanged'] ? undefined : createReadingMemos(),
      certWarnDays,
    },
    timeoutMs,
    concurrency,
    log,
    version: APP_VERSION,
  });
  log('info', `Listening on ${exporter.url}`, {
    fleet: fleetFile,
    ...(flags.maintenance ? { maintenance: flags.maintenance } : {}),
    probe: `${exporter.url}/probe?target=NAME`,
  });
  if (host !== '127.0.0.1' && host !== '::1' && host !== 'localhost')
    log(
      'warn',
      `listening on ${host}: anyone who reaches this address can make the exporter probe the fleet`,
    );
  const stopReloads = ctx.onReload?.(() => void exporter.reload());
  // No installation's answer, nor a bug of ours it meets, ends the exporter: logged, counted, served on.
  const stopServing = ctx.keepServing?.({
    report: (caught) =>
      log('error', 'caught an error nothing handled; the exporter keeps serving', {
        kind: caught.kind,
        error: caught.error,
        ...(caught.at ? { at: caught.at } : {}),
        ...(caught.unlogged > 0 ? { unlogged: caught.unlogged } : {}),
      }),
    count: () => exporter.countUncaught(),
    mask: (text) => mask(text),
  });

  await ctx.stopRequested;
  stopServing?.();
  stopReloads?.();
  await exporter.close();
  await network.close();
  ctx.err('Stopped.');
  return EXIT.OK;
}

// One line per event: "2026-11-26T04:00:00.000Z info fleet file reloaded targets=3", or a JSON object.
function logWriter(ctx: CliContext, json: boolean): ExporterLog {
  return (level, message, fields = {}) => {
    const time = new Date().toISOString();
    if (json) {
      ctx.outExact(JSON.stringify({ time, level, msg: message, ...fields }));
      return;
    }
    const rest = Object.entries(fields).map(([key, value]) => ` ${key}=${quoted(String(value))}`);
    ctx.out(`${time} ${level} ${message}${rest.join('')}`);
  };
}

// --allow-host's names: host names or IP addresses, as a Host header carries them (no port).
function hostNames(value: string | undefined): string[] {
  if (value === undefined) return [];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!/^([a-z0-9-]+(\.[a-z0-9-]+)*|\[?[0-9a-f:.]+\]?)$/i.test(name))
      throw new AppError(
        'USAGE',
        '--allow-host takes host names or addresses separated by commas, without a port (e.g. exporter.internal,10.0.0.5)',
      );
  if (names.length === 0) throw new AppError('USAGE', '--allow-host takes at least one name');
  return names;
}

function quoted(value: string): string {
  return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
}
