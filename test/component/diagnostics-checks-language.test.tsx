// @vitest-environment happy-dom
// The checks of a Diagnostics report in German: each check's rule, what it found and our sentences
// among its evidence are said from the words main sends beside the English, the evidence that is the
// installation's (an address, a path) as received; the verdict's "what stopped it" line quotes the
// failed check in German too. A report without words (made before checks had them), or with words
// this app does not know, says its English.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiagnosticsCheck, DiagnosticsReport } from '../../shared/ipc-contract';
import { wordsOf } from '../../shared/words';
import { FakeInspector } from './fake-inspector';
import { COMPANY, SHOP_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

const INFO = 'GET /api/v2/auth/info';
const view = () => within(screen.getByRole('region', { name: 'Diagnose' }));
const checkList = () => within(view().getByRole('list', { name: 'Prüfungen' }));

const timing = wordsOf('check.timing.answer', { ms: '12', status: '200', bytes: '812' });

const CHECKS: DiagnosticsCheck[] = [
  {
    id: 'info.reachable',
    title: `${INFO} answers with JSON`,
    status: 'pass',
    message: 'answered in 12 ms, HTTP 200, 812 bytes',
    details: [],
    words: {
      title: wordsOf('check.reachable.title', { operation: INFO }),
      message: wordsOf('check.reachable.answered', { timing }),
      details: [],
    },
  },
  {
    id: 'info.logo',
    title: 'The logo loads',
    status: 'warn',
    message: 'the logo answered HTTP 404',
    details: [
      'Rule: API v2 specification: logo is the absolute URL of the company logo.',
      'logo: https://shop.example.test/branding/logo.svg',
    ],
    words: {
      title: wordsOf('check.logo.title'),
      message: wordsOf('check.logo.broken', { problem: wordsOf('check.image.status', { status: '404' }) }),
      details: [
        wordsOf('check.rule', {
          clause: 'API v2 specification: logo is the absolute URL of the company logo',
        }),
        'logo: https://shop.example.test/branding/logo.svg',
      ],
    },
  },
  {
    id: 'categories.count',
    title: 'Categories are listed',
    status: 'pass',
    message: '1,234 categories',
    details: [],
    words: {
      title: wordsOf('check.count.title'),
      message: wordsOf('check.count.listed', { count: 1234 }),
      details: [],
    },
  },
  // Made before checks had words: said as the report has it.
  {
    id: 'categories.images',
    title: 'Category images load',
    status: 'pass',
    message: '5 of 67 distinct images tried, all load',
    details: [],
  },
  // Words of another version, with an id this app does not know: its English, not the id.
  {
    id: 'categories.unique-ids',
    title: 'Category ids are unique',
    status: 'pass',
    message: 'every id is unique',
    details: [],
    words: {
      title: { id: 'check.ids.newerTitle' },
      message: wordsOf('check.ids.unique'),
      details: [],
    } as unknown as DiagnosticsCheck['words'],
  },
];

async function germanDiagnostics(report: (base: DiagnosticsReport) => DiagnosticsReport) {
  const fake = new FakeInspector({ activeProfileId: SHOP_PROFILE.id });
  const { user } = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
  await user.click(await screen.findByRole('tab', { name: 'Diagnose' }));
  const run = () => user.click(view().getByRole('button', { name: 'Prüfungen ausführen' }));
  await run();
  await view().findByRole('list', { name: 'Prüfungen' });
  const first = [...fake.reports.values()][0]!;
  fake.answer('runDiagnostics', { ok: true, value: report(first) });
  await run();
  return fake;
}

describe('the checks of Diagnostics in German', () => {
  it('says each check in German from its words, the installation’s evidence as received', async () => {
    await germanDiagnostics((base) => ({ ...base, reportId: 'worded', checks: CHECKS }));
    const list = checkList();
    expect(await list.findByText('GET /api/v2/auth/info antwortet mit JSON')).toBeInTheDocument();
    expect(list.getByText('beantwortet in 12 ms, HTTP 200, 812 Bytes')).toBeInTheDocument();
    expect(list.getByText('Das Logo lässt sich laden')).toBeInTheDocument();
    expect(list.getByText('das Logo antwortete mit HTTP 404')).toBeInTheDocument();
    const evidence = within(list.getByRole('list', { name: 'Belege: Das Logo lässt sich laden' }));
    expect(evidence.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Regel: API v2 specification: logo is the absolute URL of the company logo.',
      'logo: https://shop.example.test/branding/logo.svg',
    ]);
    // Counts in German digits.
    expect(list.getByText('Die Warengruppen werden aufgelistet')).toBeInTheDocument();
    expect(list.getByText('1.234 Warengruppen')).toBeInTheDocument();
    // Without words, or with words unknown here: the English of the report.
    expect(list.getByText('Category images load')).toBeInTheDocument();
    expect(list.getByText('5 of 67 distinct images tried, all load')).toBeInTheDocument();
    expect(list.getByText('Category ids are unique')).toBeInTheDocument();
    expect(list.getByText('every id is unique')).toBeInTheDocument();
  });

  it('quotes the check that stopped a run in German under the verdict', async () => {
    const failed: DiagnosticsCheck = {
      id: 'info.reachable',
      title: `${INFO} answers with JSON`,
      status: 'fail',
      message: 'The server refused the connection (after 3 ms)',
      details: [
        'connect ECONNREFUSED 127.0.0.1:9',
        'Check the address and port, and that the installation is running.',
      ],
      words: {
        title: wordsOf('check.reachable.title', { operation: INFO }),
        message: wordsOf('check.reachable.failed', {
          failure: wordsOf('failure.network.refused.title'),
          timing: wordsOf('check.timing.noAnswer', { ms: '3' }),
        }),
        details: ['connect ECONNREFUSED 127.0.0.1:9', wordsOf('failure.network.refused.action')],
      },
    };
    await germanDiagnostics((base) => ({
      ...base,
      reportId: 'unreachable',
      ok: false,
      exitCode: 2,
      outcome: 'not-checked',
      cause: 'unreachable',
      checks: [failed],
      calls: { info: base.calls.info, categories: null },
    }));
    const stopped = await view().findByText(/^Was es verhinderte:/);
    expect(stopped.parentElement).toHaveTextContent(
      'Was es verhinderte: Der Server hat die Verbindung abgelehnt (nach 3 ms)',
    );
    const evidence = within(checkList().getByRole('list', { name: /^Belege: / }));
    expect(evidence.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'connect ECONNREFUSED 127.0.0.1:9',
      'Prüfen Sie Adresse und Port und ob die Installation läuft.',
    ]);
  });
});
