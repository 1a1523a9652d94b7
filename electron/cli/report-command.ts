/**
 * `retail-inspector report --history DIR`: the availability of each connection a `watch --history`
 * folder holds, over a range (default: the last 30 days), as Markdown, CSV or JSON, on standard
 * output or written atomically to a file. It writes only the history's daily sums (rollups), so it
 * may run beside the watch writing DIR.
 */
import { resolve } from 'node:path';
import { REPORT_FORMATS, reportText, type ReportFormat } from '../../shared/availability-report';
import { countText } from '../../shared/count-text';
import { assertWritableTarget } from '../core/capture/write-dataset-file';
import { fsReason } from '../core/dataset/read-json-file';
import { AppError } from '../core/lib/app-error';
import { historyReport } from '../core/watch/history/history-report';
import type { CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { writeTextOutput } from './text-output';
import { parseFlags } from './flags';
import { rangeFlags } from './report-range';

export const REPORT_HELP = `Usage: retail-inspector report --history DIR [options]

Writes the availability of each connection in a "watch --history" folder: availability = (up +
degraded) / counted runs, up = conforms, degraded = violates, down = not checked because of the
installation or the way to it (refused, wrong-address, gateway-error, unreachable, tls, timeout,
not-offered). Not counted: runs in a maintenance window, while this computer was offline, without a
token here (no-token) or with a usage error. Per connection: availability, degraded, counted runs,
down runs, incidents (stretches of down runs) and the longest, the median response time.

Options:
  --history DIR            the folder "retail-inspector watch --history" writes (required)
  --from DATE              the range's start: YYYY-MM-DD (that day's start) or YYYY-MM-DDTHH:MM
                           (local time unless it ends in Z or an offset); default: the start of the
                           UTC day 30 days before --to (the fleet board's 30 days)
  --to DATE                the range's end: YYYY-MM-DD (that day's end) or a time; default: now
  --format F               markdown, csv or json (default: markdown)
  --out FILE               the file to write (temporary file, then rename); default: standard output
  --force                  replace FILE if it exists
  -h, --help               show this help

Exit codes: 0 written; 2 a usage error, DIR cannot be read or holds no watch history, or FILE
cannot be written.`;

/** Runs `report`. */
export async function reportCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('report', args, {
    history: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.outExact(REPORT_HELP);
    return EXIT.OK;
  }
  if (flags.history === undefined)
    throw new AppError(
      'USAGE',
      'name the watch history folder with --history DIR (see: retail-inspector report --help)',
    );
  const format = formatFlag(flags.format);
  const now = Date.now();
  const { from, to } = rangeFlags(flags.from, flags.to, now);
  if (flags.out !== undefined) await assertWritableTarget(flags.out, flags.force ?? false);

  const root = resolve(flags.history);
  const report = await historyReport(root, from, to, now).catch((error: unknown) => {
    throw new AppError('USAGE', `${root} cannot be read as a watch history (${fsReason(error)})`);
  });
  if (!report.anyConnection)
    throw new AppError(
      'USAGE',
      `${root} holds no watch history (no connection's folder); it is the folder given to "retail-inspector watch --history"`,
    );
  for (const warning of report.warnings) ctx.err(`warning: ${warning}`);
  if (report.warnings.length > 0)
    ctx.err(
      `${countText(report.warnings.length, 'history file')} could not be read; their runs are left out.`,
    );

  const unkept = report.unkeptRollups;
  if (unkept.count > 0)
    ctx.err(
      `The daily sums of ${countText(unkept.count, 'month file')} could not be kept in ${root} (${unkept.reason}); the next report reads those runs again.`,
    );

  const text = reportText(report, format);
  const path = await writeTextOutput(ctx, text, flags.out);
  if (path) ctx.err(`Wrote ${path} (${format}, ${countText(report.connections.length, 'connection')})`);
  return EXIT.OK;
}

function formatFlag(value: string | undefined): ReportFormat {
  if (value === undefined) return 'markdown';
  const format = REPORT_FORMATS.find((f) => f === value);
  if (!format) throw new AppError('USAGE', `--format must be markdown, csv or json, got "${value}"`);
  return format;
}
