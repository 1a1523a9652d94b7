/**
 * A diagnostics report as Markdown, to paste into a ticket: the verdict, the environment, the crash
 * dumps kept (the desktop app), the two calls with their timings, every check with its status, the
 * evidence of each check that has some, and the curl commands. Values from the installation are escaped, so a message holding `|`, `*`
 * or `<html>` cannot break a table or turn into markup. The report is token-free, so is the text.
 */
import { countText } from './count-text';
import { crashDumpsSentence, crashDumpTime, moreDumpsText } from './crash-dumps';
import type { CallMeta } from './call-result';
import type { CheckReport, CheckStatus } from './check-report';
import { TOKEN_VARIABLE } from './curl-command';
import type { DiagnosticsReport } from './ipc-contract';
import { outcomeText } from './outcome';
import { codeSpan, escapeMarkdown } from './markdown-text';

/** The verdict of a report in words, as `retail-inspector check` prints it (shared/outcome.ts). */
export function verdictText(report: Pick<CheckReport, 'outcome' | 'cause'>): string {
  return outcomeText(report);
}

/** How many checks have each status. */
export function statusCounts(report: Pick<CheckReport, 'checks'>): Record<CheckStatus, number> {
  const counts = { pass: 0, warn: 0, fail: 0 };
  for (const check of report.checks) counts[check.status]++;
  return counts;
}

const STATUS_WORD: Record<CheckStatus, string> = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' };

/** Lines as a fenced block whose fence no line can close early. */
function fencedBlock(lines: readonly string[], language: string): string {
  const longest = Math.max(
    2,
    ...(lines
      .join('\n')
      .match(/`{3,}/g)
      ?.map((run) => run.length) ?? []),
  );
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${language}`, ...lines, fence].join('\n');
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
}

function bytesText(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} bytes`;
}

function callRow(name: string, meta: CallMeta | null): string[] {
  if (!meta) return [codeSpan(name), 'not made', '—', '—', '—'];
  return [
    codeSpan(name),
    meta.httpStatus === undefined ? 'no answer' : String(meta.httpStatus),
    `${meta.totalMs} ms`,
    meta.firstByteMs === undefined ? '—' : `${meta.firstByteMs} ms`,
    bytesText(meta.bytes),
  ];
}

const STRICT_NOTE = ' **A strict reading fails here.**';

function callsSection(report: DiagnosticsReport): string[] {
  const { info, categories } = report.calls;
  const tolerated = [info, categories].flatMap((meta) => meta?.leniencies ?? []);
  return [
    '## Calls',
    table(
      ['Call', 'HTTP status', 'Duration', 'First byte', 'Size'],
      [callRow('GET /api/v2/auth/info', info), callRow('GET /api/v2/products/getcategorys', categories)],
    ),
    ...(tolerated.length > 0
      ? [
          'Tolerated faults (each is a warning below):',
          tolerated
            .map((l) => `- ${escapeMarkdown(l.message)}${l.strictFails ? STRICT_NOTE : ''}`)
            .join('\n'),
        ]
      : []),
  ];
}

function environmentSection(report: DiagnosticsReport): string[] {
  const env = report.environment;
  return [
    '## Environment',
    table(
      ['Component', 'Version'],
      [
        ['Retail Inspector', escapeMarkdown(env.app)],
        ['Electron', env.electron ? escapeMarkdown(env.electron) : 'not used (web host)'],
        ['Chromium', env.chrome ? escapeMarkdown(env.chrome) : 'the browser’s own (web host)'],
        ['Node', escapeMarkdown(env.node)],
        ['OS', escapeMarkdown(env.os)],
      ],
    ),
  ];
}

// The desktop app's crash dumps: how many, where, that none was sent, and each one; none elsewhere.
function crashesSection(report: DiagnosticsReport): string[] {
  const crashes = report.crashDumps;
  if (!crashes) return [];
  return [
    '## Crash dumps',
    escapeMarkdown(crashDumpsSentence(crashes)),
    ...(crashes.dumps.length > 0
      ? [
          table(
            ['File', 'Written', 'Size'],
            crashes.dumps.map((d) => [codeSpan(d.name), crashDumpTime(d.at), bytesText(d.bytes)]),
          ),
        ]
      : []),
    ...(crashes.more > 0 ? [moreDumpsText(crashes.more)] : []),
  ];
}

function checksSection(report: DiagnosticsReport): string[] {
  const overview = table(
    ['Status', 'Check', 'Result'],
    report.checks.map((c) => [
      `**${STATUS_WORD[c.status]}**`,
      `${escapeMarkdown(c.title)} (${codeSpan(c.id)})`,
      escapeMarkdown(c.message),
    ]),
  );
  const evidence = report.checks
    .filter((c) => c.details.length > 0)
    .map((c) =>
      [
        `### ${STATUS_WORD[c.status]}: ${escapeMarkdown(c.title)} (${codeSpan(c.id)})`,
        escapeMarkdown(c.message),
        fencedBlock(c.details, 'text'),
      ].join('\n\n'),
    );
  return ['## Checks', overview, ...(evidence.length > 0 ? ['## Evidence', ...evidence] : [])];
}

function curlSection(report: DiagnosticsReport): string[] {
  const needsToken = report.curl.categories.includes(`$${TOKEN_VARIABLE}`);
  return [
    '## Reproduce with curl',
    needsToken
      ? `In a POSIX shell, with the connection’s token in ${codeSpan(TOKEN_VARIABLE)} (\`export ${TOKEN_VARIABLE}=…\`):`
      : 'In a POSIX shell:',
    fencedBlock([report.curl.info, report.curl.categories], 'sh'),
  ];
}

/** The whole report as a Markdown document. */
export function reportMarkdown(report: DiagnosticsReport): string {
  const counts = statusCounts(report);
  const summary = [
    `# Diagnostics: ${escapeMarkdown(report.connectionName)}`,
    `**Result: ${verdictText(report)}** — ${counts.fail} failed, ${countText(counts.warn, 'warning')}, ` +
      `${counts.pass} passed (exit code ${report.exitCode}, as \`retail-inspector check\` would return` +
      `${report.cause ? `; cause ${codeSpan(report.cause)}` : ''}).`,
    [
      `- **Base URL:** ${report.baseUrl ? codeSpan(report.baseUrl) : 'not callable'}`,
      ...(report.suggestedBaseUrl
        ? [`- **The API answers at:** ${codeSpan(report.suggestedBaseUrl)} (use it as the base URL)`]
        : []),
      `- **Checked at:** ${escapeMarkdown(report.checkedAt)}`,
      `- **Report:** ${codeSpan(report.reportId)}`,
    ].join('\n'),
  ];
  const sections = [
    ...summary,
    ...environmentSection(report),
    ...crashesSection(report),
    ...callsSection(report),
    ...checksSection(report),
    ...curlSection(report),
  ];
  return `${sections.join('\n\n')}\n`;
}
