// What a diagnostics report turns into: curl commands (run through a real POSIX shell, with curl
// replaced by a function that prints the words it receives), Markdown (escaped so values from the
// installation cannot break it), file names, and the bounded store of reports kept for export.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createReportStore } from '../../electron/core/diagnostics/report-store';
import { reportFileName } from '../../electron/core/diagnostics/export-report';
import type { CheckOutcome } from '../../shared/check-report';
import { curlCommands, shellQuote } from '../../shared/curl-command';
import type { DiagnosticsReport } from '../../shared/ipc-contract';
import { codeSpan, escapeMarkdown } from '../../shared/markdown-text';
import { reportMarkdown } from '../../shared/report-markdown';
import { TEST_ENVIRONMENT } from '../helpers/test-environment';

/** The words `command` hands to curl in /bin/sh, with `env` set; curl itself never runs. */
function curlWords(command: string, env: Record<string, string> = {}): Promise<string[]> {
  const script = `curl() { printf '%s\\0' "$@"; }\n${command}`;
  return new Promise((resolve, reject) => {
    execFile(
      '/bin/sh',
      ['-c', script],
      { env: { PATH: '/usr/bin:/bin', ...env }, timeout: 5_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout.split('\0').slice(0, -1))),
    );
  });
}

function report(overrides: Partial<DiagnosticsReport> = {}): DiagnosticsReport {
  const base = 'https://shop.example.com';
  return {
    baseUrl: base,
    ok: true,
    exitCode: 0,
    outcome: 'conforms',
    cause: null,
    suggestedBaseUrl: null,
    checks: [
      {
        id: 'info.reachable',
        title: 'GET /api/v2/auth/info answers with JSON',
        status: 'pass',
        message: 'answered',
        details: [],
      },
    ],
    calls: {
      info: {
        method: 'GET',
        url: `${base}/api/v2/auth/info`,
        httpStatus: 200,
        totalMs: 12.5,
        firstByteMs: 9.1,
        bytes: 1234,
        leniencies: [],
      },
      categories: null,
    },
    checkedAt: '2026-11-22T13:09:45.123Z',
    reportId: '5f0c2a51-3d7e-4f7e-9a57-8f9a3f3c2b10',
    connectionName: 'Shop',
    environment: TEST_ENVIRONMENT,
    curl: curlCommands(base, true),
    crashDumps: null,
    ...overrides,
  };
}

describe('curlCommands', () => {
  it('passes the token from $RETAIL_INSPECTOR_TOKEN as one word, whatever characters it holds', async () => {
    const token = `a/b+c d$HOME'"\`!&x`;
    const { info, categories } = curlCommands('https://shop.example.com/', true);
    expect(await curlWords(info)).toEqual([
      '-sS',
      '-H',
      'Accept: application/json',
      'https://shop.example.com/api/v2/auth/info',
    ]);
    expect(await curlWords(categories, { RETAIL_INSPECTOR_TOKEN: token })).toEqual([
      '-sS',
      '-H',
      'Accept: application/json',
      'https://shop.example.com/api/v2/products/getcategorys',
      '--get',
      '--data-urlencode',
      `et_auth_token=${token}`,
    ]);
  });

  it('keeps a base URL with shell syntax literal', async () => {
    const base = "http://127.0.0.1:4180/shop's/$(touch x)/`id`";
    const words = await curlWords(curlCommands(base, false).categories);
    expect(words.at(-1)).toBe(`${base}/api/v2/products/getcategorys`);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe('reportMarkdown', () => {
  it('escapes markup and table pipes in values from the installation', () => {
    const hostile: CheckOutcome = {
      id: 'info.currency',
      title: 'The default currency is a currency code',
      status: 'fail',
      message: 'default_currency: "E|U*R" is <b>not</b> a [code](x)\nsecond line',
      details: ['```', 'rows[0].id: expected numeric text, got "a|b"'],
    };
    const text = reportMarkdown(report({ ok: false, exitCode: 1, outcome: 'violates', checks: [hostile] }));
    const row = text.split('\n').find((line) => line.startsWith('| **FAIL**'));
    expect(row).toBe(
      '| **FAIL** | The default currency is a currency code (`info.currency`) | ' +
        'default\\_currency: "E\\|U\\*R" is \\<b\\>not\\</b\\> a \\[code\\](x) second line |',
    );
    // The evidence block's fence is longer than any run of backticks inside it.
    expect(text).toContain('````text\n```\nrows[0].id: expected numeric text, got "a|b"\n````');
    expect(text).toContain('**Result: violates the specification** — 1 failed, 0 warnings, 0 passed');
  });

  it('lists the environment, the calls with timings, and the curl commands', () => {
    const text = reportMarkdown(report());
    expect(text).toContain('| Electron | not used (web host) |');
    expect(text).toContain('| OS | test-os 1.0 (x64) |');
    expect(text).toContain('| `GET /api/v2/auth/info` | 200 | 12.5 ms | 9.1 ms | 1,234 bytes |');
    expect(text).toContain('| `GET /api/v2/products/getcategorys` | not made | — | — | — |');
    expect(text).toContain(`\`\`\`sh\n${report().curl.info}\n${report().curl.categories}\n\`\`\``);
    expect(text).toContain('with the connection’s token in `RETAIL_INSPECTOR_TOKEN`');
  });

  it('lists the crash dumps the desktop app kept and says none was sent; none in the web host', () => {
    expect(reportMarkdown(report())).not.toContain('Crash dumps');
    const folder = '/home/ann/.config/Retail Inspector/Crashpad';
    const at = Date.UTC(2026, 10, 21, 8, 30, 5);
    const text = reportMarkdown(
      report({
        crashDumps: { folder, dumps: [{ name: 'a1b2_c3.dmp', at, bytes: 52_311 }], more: 2, problem: null },
      }),
    );
    expect(text).toContain(
      '## Crash dumps\n\n3 crash dumps from the last 7 days. Crash dumps stay on this computer, in ' +
        '/home/ann/.config/Retail Inspector/Crashpad; the app sends none anywhere.\n\n' +
        '| File | Written | Size |\n| --- | --- | --- |\n| `a1b2_c3.dmp` | 2026-11-21 08:30:05 UTC | 52,311 bytes |\n\n' +
        'And 2 older dumps.\n\n## Calls',
    );
    const none = reportMarkdown(report({ crashDumps: { folder, dumps: [], more: 0, problem: null } }));
    expect(none).toContain(
      '## Crash dumps\n\nNo crash in the last 7 days. Crash dumps stay on this computer',
    );
    expect(none).not.toContain('| File |');
  });

  it('gives a run that could not check its cause and the base URL where the API answers', () => {
    const text = reportMarkdown(
      report({
        ok: false,
        exitCode: 2,
        outcome: 'not-checked',
        cause: 'wrong-address',
        suggestedBaseUrl: 'https://shop.example.com',
        baseUrl: 'https://shop.example.com/api',
      }),
    );
    expect(text).toContain(
      '**Result: could not be checked: what answers at this address cannot be read as the API v2** — 0 failed, 0 warnings, 1 passed (exit code 2, as `retail-inspector check` would return; cause `wrong-address`).',
    );
    expect(text).toContain('- **The API answers at:** `https://shop.example.com` (use it as the base URL)');
  });

  it('escapes only what would be markup', () => {
    expect(escapeMarkdown('- 1. a_b')).toBe('\\- 1. a\\_b');
    expect(escapeMarkdown('12) x')).toBe('12\\) x');
    expect(codeSpan('a`b|c')).toBe('``a`b\\|c``');
  });
});

describe('reportFileName', () => {
  it('names the connection and the time checked, in letters, digits and dashes', () => {
    expect(reportFileName(report({ connectionName: 'Bäckerei Müller / Kasse 2' }), 'markdown')).toBe(
      'diagnostics-backerei-muller-kasse-2-20261122-130945.md',
    );
    expect(reportFileName(report({ connectionName: '***' }), 'json')).toBe(
      'diagnostics-connection-20261122-130945.json',
    );
  });
});

describe('the report store', () => {
  it('keeps the newest 20 reports and drops the oldest', () => {
    const store = createReportStore(20);
    const ids = Array.from({ length: 21 }, (_, i) => `report-${i}`);
    for (const reportId of ids) store.keep(report({ reportId }));
    expect(() => store.get('report-0')).toThrow(/no longer kept/);
    expect(store.get('report-1').reportId).toBe('report-1');
    expect(store.get('report-20').reportId).toBe('report-20');
  });
});
