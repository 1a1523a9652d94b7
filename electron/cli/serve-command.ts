/**
 * `retail-inspector serve`: the embedded server on a dataset file (the bundled demo by default),
 * with a request log on standard output (asynchronous and batched, text or JSON lines: see
 * request-log.ts). A dataset that breaks the specification is refused unless `--allow-violations`,
 * which lists its problems once and marks it in the banner. Prints `Listening on URL` when ready; resolves with the exit code once stopped,
 * after the last log line is written. Failures throw AppError (the caller maps them to exit code 2).
 */
import { countText } from '../../shared/count-text';
import { terminalText } from '../../shared/terminal-text';
import { issueLines, ISSUE_CAP, type CappedIssues } from '../../shared/issue-path';
import { loadDataset, type LoadDatasetOptions, type LoadedDataset } from '../core/dataset/load-dataset';
import { findDemoDataset } from '../core/host/resources';
import { AppError, isAppError } from '../core/lib/app-error';
import { OPENAPI_PATH } from '../core/openapi/openapi-document';
import { startEmbeddedServer } from '../core/server/embedded-server';
import { TOKEN_ENV, type CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { integerFlag, logFormatFlag, parseFlags, rateFlag } from './flags';
import { createRequestLogger, type LogDestination } from './request-log';

/** The port `serve` uses when none is given: fixed, so demo bookmarks keep working. */
export const DEFAULT_SERVE_PORT = 4180;

export const SERVE_HELP = `Usage: retail-inspector serve [options]

Serves the API v2 (auth/info, products/getcategorys and the images) from a dataset file, and its
OpenAPI description at /openapi.json.

Options:
  --data FILE        dataset file (default: the bundled demo dataset)
  --host H           address to listen on (default: 127.0.0.1, this machine only)
  --port N           port (default: ${DEFAULT_SERVE_PORT}; 0 picks a free one)
  --token T          a token the categories operation accepts (repeatable); ${TOKEN_ENV}
                     adds one too. With no token configured, any token or none is accepted.
  --latency MS       wait MS milliseconds before every answer (demo a slow installation)
  --fail-rate R      answer a fraction R (0-1, or 10%) of requests with a failure
  --max-size MB      refuse datasets larger than MB megabytes (default: 256)
  --allow-violations serve a dataset that breaks the specification (info fields that are
                     not strings, malformed URLs) as it is; its problems are listed once
  --log-format F     request log format: text (default, one readable line per request)
                     or json (one JSON object per line)
  --quiet            do not log each request
  -h, --help         show this help

Exit codes: 0 stopped with Ctrl+C; 2 bad dataset, port in use or bad flags.`;

/** Runs `serve` with `args` (the words after "serve"). */
export async function serveCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('serve', args, {
    data: { type: 'string' },
    host: { type: 'string' },
    port: { type: 'string' },
    token: { type: 'string', multiple: true },
    latency: { type: 'string' },
    'fail-rate': { type: 'string' },
    'max-size': { type: 'string' },
    'allow-violations': { type: 'boolean' },
    'log-format': { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.outExact(SERVE_HELP);
    return EXIT.OK;
  }
  const port = integerFlag('port', flags.port, DEFAULT_SERVE_PORT, 0, 65535);
  const faults = {
    latencyMs: integerFlag('latency', flags.latency, 0, 0, 600_000),
    failRate: rateFlag('fail-rate', flags['fail-rate']),
  };
  const logFormat = logFormatFlag(flags['log-format']);
  const maxBytes = integerFlag('max-size', flags['max-size'], 256, 1, 100_000) * 1_000_000;
  const envToken = ctx.env[TOKEN_ENV];
  const tokens = [...(flags.token ?? []), ...(envToken ? [envToken] : [])];

  const dataset = await loadServed(flags.data ?? findDemoDataset(ctx.resourceRoots), {
    maxBytes,
    allowViolations: flags['allow-violations'] ?? false,
  });
  if (dataset.violations) printViolations(ctx, dataset.file, dataset.violations);
  const server = await startEmbeddedServer({ dataset, host: flags.host, port, tokens, faults });
  ctx.out(`Listening on ${server.url}`);
  ctx.out(`  Dataset:    ${datasetLine(dataset)}`);
  ctx.out(`  Info:       ${server.url}/api/v2/auth/info`);
  ctx.out(`  Categories: ${server.url}/api/v2/products/getcategorys?et_auth_token=...`);
  ctx.out(`  OpenAPI:    ${server.url}${OPENAPI_PATH}`);
  const required = dataset.tokens.length + tokens.length;
  ctx.out(
    `  Tokens:     ${required === 0 ? 'any token, or none, is accepted' : `${required} accepted (not shown)`}`,
  );
  if (faults.latencyMs > 0 || faults.failRate > 0) {
    ctx.out(
      `  Faults:     ${faults.latencyMs} ms latency, ${Math.round(faults.failRate * 1000) / 10}% of requests fail`,
    );
  }
  ctx.out('Press Ctrl+C to stop.');
  const requestLog = flags.quiet ? null : createRequestLogger(logFormat, openLog(ctx));
  if (requestLog) server.onRequest((event) => requestLog.log(event));

  await ctx.stopRequested;
  await server.close();
  // Every answered request's line is written before the process says it stopped.
  await requestLog?.close();
  ctx.err('Stopped.');
  return EXIT.OK;
}

// A dataset refused only for breaking the specification (a capture of such an installation, say) can
// still be served as it is: the refusal says how.
async function loadServed(file: string, options: LoadDatasetOptions): Promise<LoadedDataset> {
  try {
    return await loadDataset(file, options);
  } catch (error) {
    if (options.allowViolations || !isAppError(error, 'DATASET_INVALID')) throw error;
    const servable = await loadDataset(file, { ...options, allowViolations: true }).then(
      () => true,
      () => false,
    );
    if (!servable) throw error;
    const hint = 'To serve it as it is, violations and all, add --allow-violations.';
    throw new AppError(error.code, error.message, [...error.details, hint]);
  }
}

// Once, before the server starts: the request log that follows would bury them.
function printViolations(ctx: CliContext, file: string, violations: CappedIssues): void {
  ctx.err(
    `Warning: ${terminalText(file)} violates the specification (${problems(violations.total)}); ` +
      'serving it as it is (--allow-violations):',
  );
  for (const line of issueLines(violations.issues, ISSUE_CAP, violations.total))
    ctx.err(`  ${terminalText(line)}`);
}

function datasetLine(dataset: LoadedDataset): string {
  // The company name comes from the dataset, so from an installation: escaped and cut.
  const name: unknown = dataset.info.company_name;
  const company = typeof name === 'string' ? terminalText(name, 200) : '(company_name is not a string)';
  const line = `${company}, ${dataset.categories.length} categories (${terminalText(dataset.file)})`;
  return dataset.violations
    ? `${line}; VIOLATES THE SPECIFICATION (${problems(dataset.violations.total)}, listed above)`
    : line;
}

function problems(count: number): string {
  return countText(count, 'problem');
}

function openLog(ctx: CliContext): LogDestination {
  if (ctx.openLog) return ctx.openLog();
  return {
    write: (text) => ctx.out(text.endsWith('\n') ? text.slice(0, -1) : text),
    close: () => Promise.resolve(),
  };
}
