/**
 * `retail-inspector check`: calls both operations of an installation and checks them against the
 * specification. Prints a table (or, with --json, one JSON report); exit code 0 conforms, 1 answered
 * but violates the spec, 2 unreachable / timed out / not this API / usage error. Never prints a token.
 */
import type { CheckReport } from '../../shared/check-report';
import { runChecks } from '../core/checks/run-checks';
import { createV2Client } from '../core/client/v2-client';
import { TOKEN_ENV, type CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { integerFlag, parseFlags } from './flags';
import { AppError } from '../core/app-error';

export const CHECK_HELP = `Usage: retail-inspector check --base-url URL [options]

Calls GET /api/v2/auth/info and /api/v2/products/getcategorys and checks every rule of the
specification, plus whether the logo and a sample of category images load.

Options:
  --base-url URL   the installation (e.g. https://shop.example.com)
  --token T        the API token; better: set ${TOKEN_ENV}, which keeps it out of shell history
  --timeout MS     bound on every request (default: 10000)
  --insecure       allow plain http to a host other than this machine
  --json           print one JSON report instead of the table
  -h, --help       show this help

Exit codes: 0 conforms (warnings allowed); 1 answered but violates the specification or said
status:false; 2 unreachable, timed out, not this API, or a usage error.`;

/** Runs `check`. */
export async function checkCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('check', args, {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    timeout: { type: 'string' },
    insecure: { type: 'boolean' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.out(CHECK_HELP);
    return EXIT.OK;
  }
  if (!flags['base-url'])
    throw new AppError('USAGE', '--base-url is required (see: retail-inspector check --help)');
  const timeoutMs = integerFlag('timeout', flags.timeout, 10_000, 100, 600_000);
  const token = flags.token ?? ctx.env[TOKEN_ENV] ?? undefined;
  const fetchImpl = (url: string, init: RequestInit) => fetch(url, init);
  const report = await runChecks(
    { client: createV2Client({ fetch: fetchImpl }), fetch: fetchImpl },
    { baseUrl: flags['base-url'], token: token || undefined, insecure: flags.insecure ?? false },
    timeoutMs,
  );
  if (flags.json) ctx.out(JSON.stringify(report, null, 2));
  else printTable(report, ctx);
  return report.exitCode;
}

const MARK = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;

function printTable(report: CheckReport, ctx: CliContext): void {
  ctx.out(`Checking ${report.baseUrl}`);
  const width = Math.max(...report.checks.map((c) => c.id.length));
  for (const check of report.checks) {
    ctx.out(`  ${MARK[check.status]}  ${check.id.padEnd(width)}  ${check.message}`);
    for (const line of check.details.slice(0, 10)) ctx.out(`        ${' '.repeat(width)}  ${line}`);
    if (check.details.length > 10)
      ctx.out(`        ${' '.repeat(width)}  ... and ${check.details.length - 10} more`);
  }
  const count = (s: string) => report.checks.filter((c) => c.status === s).length;
  const verdict =
    report.exitCode === 0
      ? 'conforms'
      : report.exitCode === 1
        ? 'violates the specification'
        : 'could not be checked';
  ctx.out(`Result: ${verdict} (${count('fail')} failed, ${count('warn')} warnings, ${count('pass')} passed)`);
}
