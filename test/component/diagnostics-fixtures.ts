// What the fake inspector answers for diagnostics unless a test says otherwise: a report of the
// checks against the connection asked for (every check passes but the logo, which warns; one check
// carries evidence), exported the way the web host exports (handed back for the browser to save).
import { curlCommands } from '../../shared/curl-command';
import type { DiagnosticsReport, ExportOutcome, HostInfo } from '../../shared/ipc-contract';
import type { ProfileView } from '../../shared/profiles';
import { reportMarkdown } from '../../shared/report-markdown';

export const HOST_INFO: HostInfo = {
  fileDialogs: false,
  pagePdf: false,
  nativeNotifications: false,
  capturesDir: '/home/test/.config/retail-inspector/web/captures',
  environment: {
    app: '0.1.0',
    electron: null,
    chrome: null,
    node: '20.20.0',
    os: 'linux 6.1.0 (x64)',
  },
};

/** The report of a run against `profile`, with `reportId`. */
export function diagnosticsReport(profile: ProfileView, reportId: string): DiagnosticsReport {
  const base = profile.baseUrl;
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
        message: 'answered in 12 ms, HTTP 200, 812 bytes',
        details: [],
      },
      {
        id: 'info.currency',
        title: 'The default currency is a currency code',
        status: 'pass',
        message: 'EUR is a known currency',
        details: [],
      },
      {
        id: 'info.logo',
        title: 'The logo loads',
        status: 'warn',
        message: 'the logo answered HTTP 404',
        details: [`logo: ${base}/branding/logo.svg`],
      },
      {
        id: 'categories.images',
        title: 'Category images load',
        status: 'pass',
        message: '5 of 67 distinct images tried, all load',
        details: [],
      },
    ],
    calls: {
      info: {
        method: 'GET',
        url: `${base}/api/v2/auth/info`,
        httpStatus: 200,
        totalMs: 12.4,
        firstByteMs: 9.8,
        bytes: 812,
        leniencies: [],
      },
      categories: {
        method: 'GET',
        url: `${base}/api/v2/products/getcategorys${profile.tokenSet ? '?et_auth_token=***' : ''}`,
        httpStatus: 200,
        totalMs: 48.2,
        firstByteMs: 20.1,
        bytes: 14_300,
        leniencies: [],
      },
    },
    checkedAt: new Date().toISOString(),
    reportId,
    connectionName: profile.name,
    environment: HOST_INFO.environment,
    curl: curlCommands(base, profile.tokenSet),
    crashDumps: null,
  };
}

/** How the web host exports `report`: its text, handed back for the browser to save. */
export function downloadOutcome(report: DiagnosticsReport, format: 'json' | 'markdown'): ExportOutcome {
  return format === 'json'
    ? {
        status: 'download',
        fileName: 'diagnostics-report.json',
        mimeType: 'application/json',
        text: JSON.stringify(report, null, 2),
      }
    : {
        status: 'download',
        fileName: 'diagnostics-report.md',
        mimeType: 'text/markdown; charset=utf-8',
        text: reportMarkdown(report),
      };
}
