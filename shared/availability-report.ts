/**
 * The availability report as a file (docs/cli.md, report): JSON `{"from", "to", "connections": […]}`
 * with exact figures (ratios 0–1, ms); CSV with the same columns for a spreadsheet (UTF-8 BOM,
 * formula-injection safe, CRLF); Markdown for a person (percentages, durations in words). A name or
 * address from a history folder is escaped for each format, and in the two text formats its control
 * and bidirectional characters are written visibly (`\u001b`), as on a terminal: JSON is exact. Pure.
 */
import type { AvailabilitySummary } from './availability';
import { durationWords } from './duration-text';
import { csvCell } from './export/category-csv';
import { escapeMarkdown } from './markdown-text';
import { terminalText } from './terminal-text';

/** The formats `report` writes. */
export const REPORT_FORMATS = ['markdown', 'csv', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** One connection's line. */
export interface ReportLine extends AvailabilitySummary {
  readonly name: string;
  readonly baseUrl: string | null;
}

/** What a report file is made of. */
export interface AvailabilityReport {
  readonly from: number;
  readonly to: number;
  readonly connections: readonly ReportLine[];
}

/** The columns of the CSV and the fields of each JSON connection, in this order. */
export const REPORT_FIELDS = [
  'name',
  'baseUrl',
  'availability',
  'degraded',
  'counted',
  'upRuns',
  'degradedRuns',
  'downRuns',
  'notCountedRuns',
  'incidents',
  'longestIncidentMs',
  'medianResponseMs',
] as const satisfies readonly (keyof ReportLine)[];

/** `report` in `format`, ending with a line break. */
export function reportText(report: AvailabilityReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(reportJson(report), null, 2)}\n`;
  if (format === 'csv') return reportCsv(report);
  return reportMarkdown(report);
}

function reportJson(report: AvailabilityReport) {
  return {
    from: new Date(report.from).toISOString(),
    to: new Date(report.to).toISOString(),
    connections: report.connections.map((line) =>
      Object.fromEntries(REPORT_FIELDS.map((field) => [field, line[field]])),
    ),
  };
}

function reportCsv(report: AvailabilityReport): string {
  const lines = [REPORT_FIELDS.join(',')];
  for (const line of report.connections)
    lines.push(
      REPORT_FIELDS.map((f) => csvCell(typeof line[f] === 'string' ? shown(line[f]) : line[f])).join(','),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function reportMarkdown(report: AvailabilityReport): string {
  const range = `${new Date(report.from).toISOString()} to ${new Date(report.to).toISOString()}`;
  const lines = [
    '# Availability',
    '',
    `From ${range}. Availability = (up + degraded) / counted runs; degraded runs answered but broke the ` +
      'specification. Not counted: runs in a maintenance window, while this computer was offline, ' +
      'without a token here, or with a usage error.',
    '',
  ];
  if (report.connections.length === 0)
    return `${[...lines, 'No connection has a run in this range.'].join('\n')}\n`;
  lines.push(
    '| Connection | Availability | Degraded | Counted runs | Down runs | Incidents | Longest incident | Median response |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const line of report.connections) {
    lines.push(
      `| ${[
        escapeMarkdown(shown(line.name)),
        percentText(line.availability),
        percentText(line.degraded),
        line.counted.toLocaleString('en-US'),
        line.downRuns.toLocaleString('en-US'),
        line.incidents.toLocaleString('en-US'),
        line.incidents > 0 ? durationWords(line.longestIncidentMs) : '–',
        line.medianResponseMs === null
          ? '–'
          : `${Math.round(line.medianResponseMs).toLocaleString('en-US')} ms`,
      ].join(' | ')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// A name or address as the text formats show it: one line, nothing that moves a cursor or reorders.
function shown(text: string): string {
  return terminalText(text, 500);
}

// One number format per locale, made once: the board formats a figure for every row.
const percentFormats = new Map<string, Intl.NumberFormat>();

function percentFormat(locale: string): Intl.NumberFormat {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format;
}

/**
 * A ratio as a percentage with two decimals, rounded down, so that a connection that was down at all
 * never reads "100.00 %" (only all runs up or degraded is "100 %"); "–" when nothing counted. In
 * `locale`'s digits ("99,93 %" in German) for a view; the reports' English ("99.93 %") without one.
 */
export function percentText(ratio: number | null, locale = 'en-US'): string {
  if (ratio === null) return '–';
  if (ratio >= 1) return '100 %';
  return `${percentFormat(locale).format(Math.floor(ratio * 10_000) / 100)} %`;
}
