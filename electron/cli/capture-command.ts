/**
 * `retail-inspector capture`: saves a live installation (info, categories, images) as one dataset
 * file that `serve` and the app's demo can replay offline.
 *
 * Exit codes, as `check` (docs/cli.md, exit codes):
 *   0  captured and written; also when some images failed: the dataset is still complete and
 *      usable (those categories keep their original image address), so a warning line on stderr
 *      and the list of failed images in the summary say so, rather than failing the whole capture.
 *   1  the installation answered as the API but violates the specification: written as it answered
 *      when a dataset can hold that (the offline copy stays faithful; a warning says so), else nothing.
 *   2  not checked (refused, a wrong address, a gateway error, unreachable, TLS, a timeout),
 *      cancelled, or a usage error, including an existing --out file without --force (nothing written).
 * The token never appears in any output: every line passes the client's masker.
 */
import { withDefaultDatasetExtension } from '../../shared/dataset-file-name';
import { terminalText } from '../../shared/terminal-text';
import { AppError } from '../core/lib/app-error';
import { captureInstallation, type CaptureOutcome } from '../core/capture/capture-installation';
import { progressReporter, type ProgressTerminal } from '../core/capture/progress-line';
import { summaryLines } from '../core/capture/summary-lines';
import { assertWritableTarget, writeDatasetFile } from '../core/capture/write-dataset-file';
import { secretMasker } from '../core/client/redact';
import { createV2Client } from '../core/client/v2-client';
import { DEFAULT_MAX_DATASET_BYTES } from '../core/dataset/load-dataset';
import { addressNotes } from './address-notes';
import { TOKEN_ENV, type CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { exitCodeForFailure } from './failure-exit-code';
import { integerFlag, parseFlags } from './flags';

export const CAPTURE_HELP = `Usage: retail-inspector capture --base-url URL --out FILE [options]

Saves an installation as one dataset file: the system information, every category and every
image (embedded), ready for "retail-inspector serve --data FILE".

Options:
  --base-url URL      the installation (e.g. https://shop.example.com)
  --out FILE          the dataset file to write; a name without an extension gets
                      .ridataset, the app's own (double-click opens it), and
                      FILE.json is written as it is named
  --force             replace FILE if it exists
  --token T           the API token; better: set ${TOKEN_ENV}, which keeps it out of shell history
  --timeout MS        bound on every request and image attempt (default: 10000)
  --concurrency N     images downloaded at once, 1 to 32 (default: 6)
  --insecure          allow plain http to a host other than this machine
  --quiet             no progress line
  -h, --help          show this help

Exit codes: 0 captured (images that failed are listed and keep their original address); 1 answered
as the API but violates the specification (written as it answered when a dataset can hold it); 2
not checked: refused (status:false), a wrong address, a gateway or proxy error, unreachable, TLS, a
timeout, or a usage error (an existing FILE without --force included). The token is never written
or printed.`;

/** Runs `capture`; `terminal` receives the progress display (standard error by default). */
export async function captureCommand(
  args: readonly string[],
  ctx: CliContext,
  terminal: ProgressTerminal = stderrTerminal(),
): Promise<number> {
  const flags = parseFlags('capture', args, {
    'base-url': { type: 'string' },
    out: { type: 'string' },
    force: { type: 'boolean' },
    token: { type: 'string' },
    timeout: { type: 'string' },
    concurrency: { type: 'string' },
    insecure: { type: 'boolean' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.outExact(CAPTURE_HELP);
    return EXIT.OK;
  }
  const see = '(see: retail-inspector capture --help)';
  if (!flags['base-url']) throw new AppError('USAGE', `--base-url is required ${see}`);
  if (!flags.out) throw new AppError('USAGE', `--out FILE is required ${see}`);
  const outFile = withDefaultDatasetExtension(flags.out);
  const timeoutMs = integerFlag('timeout', flags.timeout, 10_000, 100, 600_000);
  const concurrency = integerFlag('concurrency', flags.concurrency, 6, 1, 32);
  const token = flags.token || ctx.env[TOKEN_ENV] || undefined;
  const mask = secretMasker(token);
  const out = (line: string) => ctx.out(mask(line));
  const err = (line: string) => ctx.err(mask(line));
  // Refuse before any network traffic; written again (checked again) at the end.
  await assertWritableTarget(outFile, flags.force ?? false);

  const cancel = new AbortController();
  void ctx.stopRequested.then(() => cancel.abort());
  const progress = progressReporter({ isTTY: terminal.isTTY, write: (text) => terminal.write(mask(text)) });
  const network = ctx.network();
  if (network.notice) err(network.notice);
  for (const note of addressNotes(flags['base-url'], flags.insecure ?? false)) err(note);
  const fetchImpl = network.fetch;
  const outcome = await captureInstallation({
    client: createV2Client({ fetch: fetchImpl }),
    fetch: fetchImpl,
    installation: { baseUrl: flags['base-url'], token, insecure: flags.insecure ?? false },
    timeoutMs,
    concurrency,
    signal: cancel.signal,
    onProgress: flags.quiet ? undefined : (p) => progress.update(p),
  });
  progress.finish();
  if (!outcome.ok) {
    printFailure(outcome, err);
    return exitCodeForFailure(outcome.failure, outcome.httpStatus, outcome.step !== 'info');
  }

  const written = await writeDatasetFile(outFile, outcome.dataset, { force: flags.force ?? false });
  for (const line of summaryLines(outcome.baseUrl, written.file, written.bytes, outcome.summary)) out(line);
  const { violations } = outcome.summary;
  const violates = violations.info !== null || violations.categories !== null;
  if (violates) {
    err(
      'Warning: the installation violates the specification; the file keeps what it answered. ' +
        'Serve it with "retail-inspector serve --allow-violations --data FILE".',
    );
  }
  const failed = outcome.summary.failedImages.length;
  if (failed > 0) {
    err(`Warning: ${failed} image(s) could not be captured; their categories keep the original address.`);
  }
  if (written.bytes > DEFAULT_MAX_DATASET_BYTES) {
    err(`Warning: the file is large; serve it with --max-size ${Math.ceil(written.bytes / 1_000_000)}.`);
  }
  // The verdict stays the installation's (violates: 1), though the faithful copy was written.
  return violates ? EXIT.VIOLATION : EXIT.OK;
}

const OPERATION = {
  info: 'GET /api/v2/auth/info',
  categories: 'GET /api/v2/products/getcategorys',
  images: 'downloading images',
} as const;

function printFailure(outcome: Extract<CaptureOutcome, { ok: false }>, err: (line: string) => void): void {
  err(`retail-inspector capture: ${outcome.words.title} (${OPERATION[outcome.step]})`);
  // The detail quotes the installation (its error text, an HTML excerpt), so it is one value, escaped
  // and cut; only a contract failure's detail is lines of our own (one per problem).
  const { detail, action } = outcome.words;
  const lines = outcome.failure.kind === 'contract' ? detail.split('\n') : [detail];
  for (const line of [...lines, action]) {
    if (line) err(`  ${terminalText(line)}`);
  }
  err('Nothing was written.');
}

function stderrTerminal(): ProgressTerminal {
  return { isTTY: process.stderr.isTTY === true, write: (text) => process.stderr.write(text) };
}
