/**
 * The terminal lines of `check --fleet`: one progress line per installation checked, and the table
 * (one line per installation with its outcome and, when not checked, the cause, and the days its
 * https certificate has left), then the tally.
 */
import type { CheckReport } from '../../shared/check-report';
import type { Cause } from '../../shared/outcome';
import { terminalText } from '../../shared/terminal-text';
import type { FleetReport, FleetResult } from '../core/fleet/check-fleet';

const VERDICT = { conforms: 'conforms', violates: 'violates', 'not-checked': 'not checked' } as const;

// A down shop is not a violating one: the cause says what stopped the check.
function resultWords(report: CheckReport): string {
  const verdict = VERDICT[report.outcome];
  return report.cause ? `${verdict} (${report.cause})` : verdict;
}

/** The progress line of one installation done: `  [2/5] Shop Berlin: not checked (refused), exit 2`. */
export function fleetProgress(result: FleetResult, done: number, total: number): string {
  return `  [${done}/${total}] ${terminalText(result.name)}: ${resultWords(result.report)}, exit ${result.report.exitCode}`;
}

/** The table's lines. */
export function fleetTable(report: FleetReport): string[] {
  const rows = report.installations.map(({ name, report: r }) => {
    const failed = r.checks.filter((c) => c.status === 'fail');
    // A fault a strict reading refuses makes the verdict "violates" with no failed check: show it.
    const problem = failed[0] ?? r.checks.find((c) => c.tolerated?.strictFails);
    const warned = r.checks.filter((c) => c.status === 'warn').length;
    const count = r.checks.find((c) => c.id === 'categories.count')?.message.match(/^(\d+)/)?.[1] ?? '-';
    // The name comes from the fleet file, the message from the installation: both escaped and cut.
    const firstProblem = problem ? `${problem.id}: ${terminalText(problem.message, 500)}` : '';
    return [
      terminalText(name, 200),
      VERDICT[r.outcome],
      r.cause ?? '-',
      String(failed.length),
      String(warned),
      ms(r.calls.info?.totalMs),
      count,
      // Whole days the https certificate has left; '-' over http or when nothing answered.
      r.certificate ? String(r.certificate.daysLeft) : '-',
      firstProblem,
    ];
  });
  const header = [
    'NAME',
    'RESULT',
    'CAUSE',
    'FAILED',
    'WARN',
    'INFO MS',
    'CATEGORIES',
    'CERT DAYS',
    'FIRST PROBLEM',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const tally = (outcome: CheckReport['outcome']) =>
    report.installations.filter((i) => i.report.outcome === outcome).length;
  return [
    line(header),
    ...rows.map(line),
    `Result: ${verb(tally('conforms'), 'conforms', 'conform')}, ${verb(tally('violates'), 'violates', 'violate')} the specification, ${tally('not-checked')} could not be checked${causeTally(report)} (exit ${report.exitCode})`,
  ];
}

// "1 conforms", "2 conform": a count of installations with its verb.
function verb(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

// "(2 unreachable, 1 refused)": how many installations could not be checked for each cause.
function causeTally(report: FleetReport): string {
  const counts = new Map<Cause, number>();
  for (const { report: r } of report.installations)
    if (r.cause) counts.set(r.cause, (counts.get(r.cause) ?? 0) + 1);
  if (counts.size === 0) return '';
  return ` (${[...counts].map(([cause, n]) => `${n} ${cause}`).join(', ')})`;
}

function ms(value: number | undefined): string {
  return value === undefined ? '-' : String(Math.round(value));
}
