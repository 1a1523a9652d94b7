/** The terminal table of `check --fleet`: one line per installation, then the verdict. */
import { terminalText } from '../../shared/terminal-text';
import type { FleetReport } from '../core/fleet/check-fleet';

// Exit 2 is also a variable not set, an unusable address or not this API: "not checked" says all.
const VERDICT = { 0: 'conforms', 1: 'violates', 2: 'not checked' } as const;

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
      VERDICT[r.exitCode],
      String(failed.length),
      String(warned),
      ms(r.calls.info?.totalMs),
      count,
      firstProblem,
    ];
  });
  const header = ['NAME', 'RESULT', 'FAILED', 'WARN', 'INFO MS', 'CATEGORIES', 'FIRST PROBLEM'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const tally = (code: 0 | 1 | 2) => report.installations.filter((i) => i.report.exitCode === code).length;
  return [
    line(header),
    ...rows.map(line),
    `Result: ${tally(0)} conform, ${tally(1)} violate the specification, ${tally(2)} could not be checked (exit ${report.exitCode})`,
  ];
}

function ms(value: number | undefined): string {
  return value === undefined ? '-' : String(Math.round(value));
}
