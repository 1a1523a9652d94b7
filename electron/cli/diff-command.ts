/**
 * `retail-inspector diff A B`: compares two sides, each a dataset file (a capture, a snapshot) or a
 * live installation, and prints a summary, one JSON object (--json) or a Markdown form for a ticket
 * (--markdown). Exit 0 identical, 1 different, 2 could not compare (the message names the side).
 * Tokens come from --token-a/--token-b or RETAIL_INSPECTOR_TOKEN_A/_B and are never printed.
 */
import { describeFailure } from '../../shared/describe-failure';
import { diffDatasets } from '../../shared/diff/dataset-diff';
import { diffMarkdown } from '../../shared/diff/diff-markdown';
import { missingSchemeMessage } from '../../shared/address-scheme';
import { terminalText } from '../../shared/terminal-text';
import { normalizeBaseUrl } from '../core/client/base-url';
import { secretsMasker } from '../core/client/redact';
import { createV2Client, type V2Client } from '../core/client/v2-client';
import { isInstallationAddress, readSide, type SideOutcome, type SideSource } from '../core/diff/diff-sides';
import { AppError } from '../core/lib/app-error';
import { addressNotes } from './address-notes';
import { TOKEN_ENV, type CliContext } from './cli-context';
import { diffSummaryLines } from './diff-output';
import { EXIT } from './exit-codes';
import { integerFlag, parseFlagsAndArguments } from './flags';
import { maskedContext } from './masked-context';
import { violationNote } from './violation-note';

export const DIFF_HELP = `Usage: retail-inspector diff A B [options]

Compares the settings and the categories (matched by id) of A (before) with B (after). Each side is
a dataset file (a capture, a snapshot) or an installation's address (http:// or https://).

Options:
  --token-a T     the token of installation A; better: set ${TOKEN_ENV}_A, which keeps it out of
                  shell history
  --token-b T     the token of installation B; better: set ${TOKEN_ENV}_B
  --timeout MS    bound on every request (default: 10000)
  --insecure      allow plain http to a host other than this machine
  --max-size MB   refuse dataset files larger than MB megabytes, images included (default: 256)
  --json          print one JSON object: {identical, info, categories, counts}
  --markdown      print the comparison as Markdown, to paste into a ticket
  -h, --help      show this help

Exit codes: 0 identical; 1 different; 2 could not compare (a side unreadable or unreachable, or a
usage error).`;

const SIDES = ['A', 'B'] as const;
type SideName = (typeof SIDES)[number];

/** Runs `diff`. */
export async function diffCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const { flags, positionals } = parseFlagsAndArguments('diff', args, {
    'token-a': { type: 'string' },
    'token-b': { type: 'string' },
    timeout: { type: 'string' },
    insecure: { type: 'boolean' },
    'max-size': { type: 'string' },
    json: { type: 'boolean' },
    markdown: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.outExact(DIFF_HELP);
    return EXIT.OK;
  }
  const see = '(see: retail-inspector diff --help)';
  if (positionals.length !== 2) {
    throw new AppError(
      'USAGE',
      `diff compares two sides, A and B (dataset files or installation addresses); got ${positionals.length} ${see}`,
    );
  }
  if (flags.json && flags.markdown)
    throw new AppError('USAGE', `choose --json or --markdown, not both ${see}`);
  const timeoutMs = integerFlag('timeout', flags.timeout, 10_000, 100, 600_000);
  const maxDatasetBytes = integerFlag('max-size', flags['max-size'], 256, 1, 100_000) * 1_000_000;
  const tokens = [
    flags['token-a'] || ctx.env[`${TOKEN_ENV}_A`] || undefined,
    flags['token-b'] || ctx.env[`${TOKEN_ENV}_B`] || undefined,
  ];
  ctx = maskedContext(ctx, secretsMasker(tokens.filter((t): t is string => t !== undefined)));
  const insecure = flags.insecure ?? false;
  const sources = positionals.map((given, i) => sourceOf(given, tokens[i], insecure));
  const [a, b] = await readSides(sources, { timeoutMs, maxDatasetBytes, insecure }, ctx);
  if (!a?.ok || !b?.ok) {
    for (const [i, outcome] of [a, b].entries()) {
      if (!outcome || outcome.ok) continue;
      printFailure(SIDES[i]!, outcome, ctx);
      const hint = outcome.kind === 'dataset' ? addressHint(positionals[i]!) : null;
      if (hint) ctx.err(`  ${terminalText(hint)}`);
    }
    return EXIT.FAILURE;
  }
  const diff = diffDatasets(a.side, b.side);
  const labels = { before: sideLabel(sources[0]!), after: sideLabel(sources[1]!) };
  // Standard error, so --json and --markdown stay one document.
  for (const line of violationNote(`A (${labels.before})`, a.violations)) ctx.err(terminalText(line));
  for (const line of violationNote(`B (${labels.after})`, b.violations)) ctx.err(terminalText(line));
  if (flags.json) ctx.outExact(JSON.stringify(diff, null, 2));
  else if (flags.markdown) ctx.outExact(diffMarkdown(diff, labels));
  else for (const line of diffSummaryLines(diff, labels)) ctx.out(line);
  return diff.identical ? EXIT.OK : EXIT.VIOLATION;
}

// An address is an installation (the side's token goes with it); anything else a dataset file.
function sourceOf(given: string, token: string | undefined, insecure: boolean): SideSource {
  return isInstallationAddress(given)
    ? { kind: 'installation', installation: { baseUrl: given, token, insecure } }
    : { kind: 'file', file: given };
}

// Both sides at once; the network (and its proxy notice, on stderr) made only when a side needs it.
function readSides(
  sources: readonly SideSource[],
  options: { timeoutMs: number; maxDatasetBytes: number; insecure: boolean },
  ctx: CliContext,
): Promise<SideOutcome[]> {
  let client: V2Client | undefined;
  const clientOnce = () => {
    if (client) return client;
    const network = ctx.network();
    if (network.notice) ctx.err(network.notice);
    return (client = createV2Client({ fetch: network.fetch }));
  };
  sources.forEach((source, i) => {
    if (source.kind !== 'installation') return;
    const flag = `--token-${SIDES[i]!.toLowerCase()}`;
    for (const note of addressNotes(source.installation.baseUrl, options.insecure))
      ctx.err(`${SIDES[i]}: ${note.replace('--token or RETAIL_INSPECTOR_TOKEN', flag)}`);
  });
  // Ctrl+C cancels the calls still running; the side says "Cancelled" and the exit code is 2.
  const cancel = new AbortController();
  void ctx.stopRequested.then(() => cancel.abort());
  const deps = {
    client: clientOnce,
    call: { timeoutMs: options.timeoutMs, signal: cancel.signal },
    maxDatasetBytes: options.maxDatasetBytes,
  };
  return Promise.all(sources.map((source) => readSide(source, deps)));
}

const OPERATION = { info: 'GET /api/v2/auth/info', categories: 'GET /api/v2/products/getcategorys' } as const;

// The same words `serve` gives a bad dataset and `check` an installation it cannot read, naming the side.
function printFailure(side: SideName, outcome: Extract<SideOutcome, { ok: false }>, ctx: CliContext): void {
  if (outcome.kind === 'dataset') {
    ctx.err(`retail-inspector diff: ${side}: ${outcome.message}`);
    for (const line of outcome.details.slice(1)) ctx.err(`  ${line}`);
    return;
  }
  const words = describeFailure(outcome.failure);
  ctx.err(`retail-inspector diff: ${side}: ${words.title} (${OPERATION[outcome.operation]})`);
  // Only a contract failure's detail is lines of our own (one per problem); else it quotes the server.
  const lines = outcome.failure.kind === 'contract' ? words.detail.split('\n') : [words.detail];
  for (const line of [...lines, words.action]) if (line) ctx.err(`  ${terminalText(line)}`);
}

// A side that is no readable file but looks like an address without its scheme (`127.0.0.1:4180`,
// `shop.example.com/api`): said as check says it, with the address it probably means.
function addressHint(given: string): string | null {
  const text = given.trim();
  if (!/^[^\s/\\]+(?::\d+)?(?:\/\S*)?$/.test(text) || /\.json$/i.test(text)) return null;
  if (!/^(?:[^/:]+\.[^/:]+|\[[^\]]*\]|localhost)(?::\d+)?(?:\/|$)/i.test(text)) return null;
  const message = missingSchemeMessage(text);
  return message ? `If it is an installation: ${message}` : null;
}

// A file as given; an installation by its normalized address (never its query, which may hold a token).
function sideLabel(source: SideSource): string {
  if (source.kind === 'file') return source.file;
  const normalized = normalizeBaseUrl(source.installation.baseUrl, source.installation.insecure);
  return normalized.ok ? normalized.baseUrl : source.installation.baseUrl;
}
