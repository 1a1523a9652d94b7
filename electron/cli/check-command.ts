/**
 * `retail-inspector check`: calls both operations of an installation and checks them against the
 * specification. Prints a table (or, with --json, one JSON report); exit code 0 conforms, 1 answered
 * but violates the spec, 2 unreachable / timed out / not this API / usage error. Never prints a token.
 */
import { secretMasker, secretsMasker } from '../core/client/redact';
import { maskedContext } from './masked-context';
import type { CheckReport } from '../../shared/check-report';
import { countText } from '../../shared/count-text';
import { outcomeText } from '../../shared/outcome';
import { terminalText } from '../../shared/terminal-text';
import { problemsIn } from '../../shared/issue-path';
import { runChecks } from '../core/checks/run-checks';
import { certificateLine, DEFAULT_CERT_WARN_DAYS } from '../core/checks/certificate-rule';
import { createV2Client } from '../core/client/v2-client';
import { addressNotes } from './address-notes';
import { TOKEN_ENV, type CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { integerFlag, parseFlags } from './flags';
import { AppError } from '../core/lib/app-error';
import { checkFleet } from '../core/fleet/check-fleet';
import { readFleetFile } from '../core/fleet/fleet-file';
import { rowToken, tokenOf } from '../core/fleet/fleet-token';
import { fleetProgress, fleetTable } from './fleet-output';
import { timingsLine } from './timings-line';

export const CHECK_HELP = `Usage: retail-inspector check --base-url URL [options]
       retail-inspector check --fleet FILE [options]

Calls GET /api/v2/auth/info and /api/v2/products/getcategorys and checks every rule of the
specification, plus whether the logo and a sample of category images load.

Options:
  --base-url URL   the installation (e.g. https://shop.example.com)
  --token T        the API token; better: set ${TOKEN_ENV}, which keeps it out of shell history
  --timeout MS     bound on every request (default: 10000)
  --insecure       allow plain http to a host other than this machine
  --fleet FILE     check every installation listed in FILE (CSV with a header row
                   name,base_url[,token_env][,insecure][,token], or JSON
                   [{name, baseUrl, tokenEnv, insecure, token}]); a row's token is its token
                   cell, else the variable its token_env names (a name that begins with
                   RETAIL_INSPECTOR_TOKEN), else none: it is called without one
  --concurrency N  installations checked at once with --fleet (default: 8)
  --cert-warn-days N
                   warn when an https installation's certificate expires in fewer than N
                   days (default: 30; 0: no certificate check)
  --json           print one JSON report instead of the table
  -h, --help       show this help

Every fault the client tolerated to read an answer (a byte order mark, bytes that are not UTF-8,
a content type other than application/json, a redirect) is a warning of its own, citing the rule
it breaks.

Exit codes: 0 conforms (warnings allowed); 1 violates: the installation answered as the API and
broke a rule of the specification, or could be read only by tolerating a fault a strict reading
refuses (a byte order mark, bytes that are not UTF-8); 2 could not be checked, with its cause:
refused (status:false, HTTP 401/403), not offered (one operation answers the specification's
"Unknown method" while the other answers there), wrong address (the suggested base URL printed
when one is found), gateway error, unreachable, TLS, timeout, or usage (a bad flag or address).
With --fleet, the worst of all installations.`;

/** Runs `check`. */
export async function checkCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('check', args, {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    timeout: { type: 'string' },
    insecure: { type: 'boolean' },
    json: { type: 'boolean' },
    fleet: { type: 'string' },
    concurrency: { type: 'string' },
    'cert-warn-days': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.outExact(CHECK_HELP);
    return EXIT.OK;
  }
  const timeoutMs = integerFlag('timeout', flags.timeout, 10_000, 100, 600_000);
  const certWarnDays = integerFlag(
    'cert-warn-days',
    flags['cert-warn-days'],
    DEFAULT_CERT_WARN_DAYS,
    0,
    3650,
  );
  if (flags.fleet !== undefined) {
    if (flags['base-url'] || flags.token)
      throw new AppError(
        'USAGE',
        '--fleet takes its addresses and tokens from the file; drop --base-url and --token',
      );
    const concurrency = integerFlag('concurrency', flags.concurrency, 8, 1, 64);
    return fleetCommand(
      flags.fleet,
      { timeoutMs, concurrency, json: flags.json ?? false, certWarnDays },
      ctx,
    );
  }
  if (!flags['base-url'])
    throw new AppError('USAGE', '--base-url (or --fleet) is required (see: retail-inspector check --help)');
  const token = flags.token ?? ctx.env[TOKEN_ENV] ?? undefined;
  ctx = maskedContext(ctx, secretMasker(token));
  const fetchImpl = proxiedFetch(ctx);
  for (const note of addressNotes(flags['base-url'], flags.insecure ?? false)) ctx.err(note);
  const report = await runChecks(
    { client: createV2Client({ fetch: fetchImpl }), fetch: fetchImpl, certWarnDays },
    { baseUrl: flags['base-url'], token: token || undefined, insecure: flags.insecure ?? false },
    timeoutMs,
  );
  if (flags.json) ctx.outExact(JSON.stringify(report, null, 2));
  else printTable(report, ctx, ctx.network().proxyFor?.(report.baseUrl || flags['base-url']) ?? null);
  return report.exitCode;
}

async function fleetCommand(
  file: string,
  options: { timeoutMs: number; concurrency: number; json: boolean; certWarnDays: number },
  ctx: CliContext,
): Promise<number> {
  const entries = await readFleetFile(file);
  const tokens = entries.flatMap((entry) => tokenOf(rowToken(entry, ctx.env)) ?? []);
  ctx = maskedContext(ctx, secretsMasker(tokens));
  const fetchImpl = proxiedFetch(ctx);
  // The pool never runs more than there are installations: say what really happens.
  const atOnce = Math.min(options.concurrency, entries.length);
  const installations = `${entries.length} installation${entries.length === 1 ? '' : 's'}`;
  ctx.err(`Checking ${installations}, ${atOnce} at a time`);
  const report = await checkFleet(
    { client: createV2Client({ fetch: fetchImpl }), fetch: fetchImpl, certWarnDays: options.certWarnDays },
    entries,
    {
      ...options,
      env: ctx.env,
      onDone: (result, done, total) => ctx.err(fleetProgress(result, done, total)),
    },
  );
  if (options.json) ctx.outExact(JSON.stringify({ fleet: file, ...report }, null, 2));
  else for (const line of fleetTable(report)) ctx.out(line);
  return report.exitCode;
}

// The process's proxy-aware fetch; the proxy in use is named on stderr, so --json stays one report.
function proxiedFetch(ctx: CliContext) {
  const network = ctx.network();
  if (network.notice) ctx.err(network.notice);
  return network.fetch;
}

const MARK = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;

function printTable(report: CheckReport, ctx: CliContext, via: string | null): void {
  // Messages and evidence quote the installation: each value is escaped and cut where it is
  // interpolated (the writer escapes the whole line again, see terminalLine).
  // An address that cannot be used has no normalized form; the address as given is not echoed (it
  // may hold a password or a token), the first FAIL line says what is wrong with it.
  ctx.out(`Checking ${report.baseUrl ? terminalText(report.baseUrl) : '(the address given cannot be used)'}`);
  const width = Math.max(...report.checks.map((c) => c.id.length));
  for (const check of report.checks) {
    ctx.out(`  ${MARK[check.status]}  ${check.id.padEnd(width)}  ${terminalText(check.message)}`);
    for (const line of check.details.slice(0, 10))
      ctx.out(`        ${' '.repeat(width)}  ${terminalText(line)}`);
    if (check.details.length > 10) {
      // The details may end in "... and N more problems": count what those stand for, not lines.
      const hidden = check.details.slice(10);
      const more = problemsIn(hidden);
      const what = more === hidden.length ? '' : ' problems';
      ctx.out(`        ${' '.repeat(width)}  ... and ${more} more${what}`);
    }
  }
  // Where each call's time went: numbers only, nothing the installation wrote.
  const times = [timingsLine('info', report.calls.info), timingsLine('categories', report.calls.categories)];
  for (const [i, line] of times.filter((t) => t !== null).entries())
    ctx.out(`${i === 0 ? 'Time:' : '     '} ${line}`);
  // The certificate is the installation's own text (its issuer and names): escaped as the rest.
  if (report.certificate) {
    // Through a tunnel: the installation's certificate, unless the proxy intercepts TLS (its issuer tells).
    const whose = via
      ? ` (read through the proxy ${terminalText(via)}: the installation's unless the proxy intercepts TLS)`
      : '';
    ctx.out(`Certificate: ${terminalText(certificateLine(report.certificate))}${whose}`);
  }
  const count = (s: string) => report.checks.filter((c) => c.status === s).length;
  const strict = report.checks.filter((c) => c.tolerated?.strictFails).length;
  // Say why a run with no failed check still exits 1: a fault only a lenient reading got past.
  const why =
    strict > 0
      ? `; ${strict} of the warnings ${strict === 1 ? 'is a fault' : 'are faults'} a strict reading refuses`
      : '';
  ctx.out(
    `Result: ${outcomeText(report)} (${count('fail')} failed, ${countText(count('warn'), 'warning')}, ${count('pass')} passed${why})`,
  );
  if (report.suggestedBaseUrl)
    ctx.out(
      `The API answers at ${terminalText(report.suggestedBaseUrl)}: retail-inspector check --base-url ${terminalText(report.suggestedBaseUrl)}`,
    );
}
