// @vitest-environment happy-dom
// The Diagnostics view as a user sees it: Run checks against the connection in use, progress with
// Cancel, the verdict with its counts, every check with its status in a word and its evidence, the
// calls with their timings and "Copy as curl", the versions (the browser's own in the web host), and
// the exports: saved by main, cancelled, failed, or handed to the browser as a download.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiagnosticsReport } from '../../shared/ipc-contract';
import { captureDownloads } from './capture-downloads';
import { FakeInspector } from './fake-inspector';
import { COMPANY, SHOP_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';

const view = () => within(screen.getByRole('region', { name: 'Diagnostics' }));
const runButton = () => view().getByRole('button', { name: 'Run checks' });

async function openDiagnostics(fake = new FakeInspector()) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(screen.getByRole('tab', { name: 'Diagnostics' }));
  return rendered;
}

/** Runs the checks and waits for the verdict. */
async function runChecks(rendered: Awaited<ReturnType<typeof openDiagnostics>>) {
  await rendered.user.click(runButton());
  await view().findByText('Conforms, with warnings');
  return [...rendered.fake.reports.values()].at(-1)!;
}

describe('DiagnosticsView', () => {
  it('says what it does before the first run', async () => {
    await openDiagnostics();
    expect(view().getByText('No checks run yet.').closest('[role=status]')).toBeInTheDocument();
    expect(view().getByText(/Checks/)).toHaveTextContent('Checks Demo (offline) against the specification');
    expect(runButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('lists the crash dumps the desktop app kept, saying none was sent; the web host has no such part', async () => {
    const web = await openDiagnostics();
    await runChecks(web);
    expect(view().queryByRole('heading', { name: 'Crash dumps' })).not.toBeInTheDocument();
    resetAfterTest();

    const fake = new FakeInspector();
    fake.crashDumps = {
      folder: '/home/ann/.config/Retail Inspector/Crashpad',
      dumps: [
        {
          name: '0f3c9a2e-5b1d-4c6e-8a7f-1b2c3d4e5f60.dmp',
          at: Date.UTC(2026, 10, 30, 22, 5),
          bytes: 48_200,
        },
      ],
      more: 0,
      problem: null,
    };
    await runChecks(await openDiagnostics(fake));
    const part = within(view().getByRole('region', { name: 'Crash dumps' }));
    expect(
      part.getByText(
        'One crash dump from the last 7 days. Crash dumps stay on this computer, in /home/ann/.config/Retail Inspector/Crashpad; the app sends none anywhere.',
      ),
    ).toBeInTheDocument();
    expect(part.getByRole('listitem')).toHaveTextContent(
      '0f3c9a2e-5b1d-4c6e-8a7f-1b2c3d4e5f60.dmp 2026-11-30 22:05:00 UTC, 48.2 kB',
    );
  });

  it('runs the checks against the connection in use and shows the verdict, each check and its evidence', async () => {
    const fake = new FakeInspector({ activeProfileId: SHOP_PROFILE.id });
    const rendered = await openDiagnostics(fake);
    const report = await runChecks(rendered);
    expect(fake.callsOf('runDiagnostics')).toEqual([
      { profileId: SHOP_PROFILE.id, callId: expect.stringMatching(/^diagnostics-/) },
    ]);
    expect(view().getByText('3 passed · 1 warning · 0 failed')).toBeInTheDocument();
    expect(view().getByText(/^Checks done:/)).toHaveTextContent(
      'Checks done: conforms. 3 passed, 1 warning, 0 failed.',
    );
    expect(view().getByText(SHOP_PROFILE.baseUrl)).toBeInTheDocument();
    expect(view().getByText('Main shop', { selector: 'dd' })).toBeInTheDocument();
    const rows = within(view().getByRole('list', { name: 'Checks' }))
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('check'));
    expect(rows.map((row) => row.querySelector('.status-mark__word')?.textContent)).toEqual([
      'Pass',
      'Pass',
      'Warning',
      'Pass',
    ]);
    expect(rows[2]).toHaveTextContent('The logo loads');
    expect(rows[2]).toHaveTextContent('info.logo');
    expect(rows[2]).toHaveTextContent('the logo answered HTTP 404');
    expect(view().getByRole('list', { name: 'Evidence: The logo loads' })).toHaveTextContent(
      report.checks[2]!.details[0]!,
    );
  });

  it('shows the calls’ timings and sizes, and copies each as a curl command without the token', async () => {
    const fake = new FakeInspector({ activeProfileId: SHOP_PROFILE.id });
    const rendered = await openDiagnostics(fake);
    const report = await runChecks(rendered);
    const calls = view()
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('call'));
    expect(calls[0]).toHaveTextContent('GET /api/v2/auth/info');
    expect(calls[0]).toHaveTextContent('HTTP200');
    expect(calls[0]).toHaveTextContent('Duration12 ms');
    expect(calls[0]).toHaveTextContent('Size812 B');
    expect(calls[1]).toHaveTextContent('Duration48 ms');
    expect(calls[1]).toHaveTextContent('Size14.3 kB');
    expect(calls[1]).toHaveTextContent(report.curl.categories);
    expect(view().getByText(/set it in your shell first/)).toBeInTheDocument();

    await rendered.user.click(view().getByRole('button', { name: 'Copy as curl for the categories call' }));
    expect(await navigator.clipboard.readText()).toBe(report.curl.categories);
    expect(report.curl.categories).toContain('"et_auth_token=$RETAIL_INSPECTOR_TOKEN"');
    expect(view().getByRole('button', { name: 'Copied the categories call as curl' })).toBeInTheDocument();
  });

  it('lists the versions, with the browser’s own where main has no Chromium (the web host)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    await runChecks(await openDiagnostics());
    const rows = view()
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Retail Inspector: 0.1.0',
        'Electron: not used (web host)',
        'Chromium (browser): 131.0.6778.85',
        'Node: 20.20.0',
        'Operating system: linux 6.1.0 (x64)',
      ]),
    );
  });

  it('shows progress while the checks run; Cancel cancels them in main and keeps the focus', async () => {
    const fake = new FakeInspector();
    fake.hold('runDiagnostics');
    const { user } = await openDiagnostics(fake);
    await user.click(runButton());
    expect(await view().findByText('Running the checks…')).toBeInTheDocument();
    expect(runButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(view().getByRole('button', { name: 'Cancel' }));
    expect(await view().findByText('The checks were cancelled.')).toBeInTheDocument();
    expect(fake.callsOf('cancelCall')).toEqual([{ callId: fake.callsOf('runDiagnostics')[0]!.callId }]);
    expect(runButton()).toHaveFocus();
    expect(view().queryByText(/^Conforms/)).not.toBeInTheDocument();
  });

  it('says why the host refused the run, and Retry runs again', async () => {
    const fake = new FakeInspector();
    fake.refuse('runDiagnostics', { code: 'PROFILE_NOT_FOUND', message: 'No connection with this id.' });
    const { user } = await openDiagnostics(fake);
    await user.click(runButton());
    const alert = await view().findByRole('alert');
    expect(alert).toHaveTextContent('The checks could not be loaded');
    expect(alert).toHaveTextContent('This connection no longer exists');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await view().findByText('Conforms, with warnings')).toBeInTheDocument();
  });

  it('exports Markdown through the browser where the host has no save dialog', async () => {
    const downloads = captureDownloads();
    const fake = new FakeInspector();
    const rendered = await openDiagnostics(fake);
    const report = await runChecks(rendered);
    await rendered.user.click(view().getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fake.callsOf('exportReport')).toEqual([{ reportId: report.reportId, format: 'markdown' }]);
    expect(downloads[0]).toMatchObject({
      name: 'diagnostics-report.md',
      type: 'text/markdown; charset=utf-8',
    });
    expect(await downloads[0]!.text).toContain('# Diagnostics: Demo (offline)');
    expect(
      view().getByText('Your browser saves it as diagnostics-report.md, in its downloads.'),
    ).toHaveAttribute('role', 'status');
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says where main saved the report, that an export was cancelled, or why it failed', async () => {
    const fake = new FakeInspector();
    const rendered = await openDiagnostics(fake);
    await runChecks(rendered);
    const outcome = () => view().getByText(/Saved|cancelled|failed/, { selector: '.export__outcome' });

    fake.answer('exportReport', { ok: true, value: { status: 'saved', file: '/home/me/report.json' } });
    await rendered.user.click(view().getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('Saved as /home/me/report.json'));

    fake.answer('exportReport', { ok: true, value: { status: 'cancelled' } });
    await rendered.user.click(view().getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('Export cancelled; nothing was saved.'));

    fake.refuse('exportReport', {
      code: 'FILE_ACCESS',
      message: 'The report could not be saved as /x.md: permission denied.',
    });
    await rendered.user.click(view().getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() =>
      expect(outcome()).toHaveTextContent(
        'The Markdown export failed: The report could not be saved as /x.md: permission denied.',
      ),
    );
  });

  it('shows the first lines of long evidence, and all of them on request', async () => {
    const fake = new FakeInspector();
    const rendered = await openDiagnostics(fake);
    await runChecks(rendered);
    const failing: DiagnosticsReport = {
      ...[...fake.reports.values()][0]!,
      reportId: 'failing',
      ok: false,
      exitCode: 1,
      outcome: 'violates',
      checks: [
        {
          id: 'categories.shape',
          title: 'GET /api/v2/products/getcategorys matches the specification',
          status: 'fail',
          message: '12 problem(s)',
          details: Array.from({ length: 12 }, (_, i) => `rows[${i}].id: expected numeric text, got "x${i}"`),
        },
      ],
    };
    fake.answer('runDiagnostics', { ok: true, value: failing });
    await rendered.user.click(runButton());
    expect(await view().findByText('Violates the specification')).toBeInTheDocument();
    expect(view().getByText('0 passed · 0 warnings · 1 failed')).toBeInTheDocument();
    const evidence = () => within(view().getByRole('list', { name: /^Evidence: / })).getAllByRole('listitem');
    expect(evidence()).toHaveLength(8);
    const more = view().getByRole('button', { name: 'Show all 12 lines' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await rendered.user.click(more);
    expect(evidence()).toHaveLength(12);
    expect(view().getByRole('button', { name: 'Show fewer lines' })).toHaveAttribute('aria-expanded', 'true');
    expect(view().getByText('Fail', { selector: '.status-mark__word' })).toBeInTheDocument();
  });

  it('shows a refused call as not checked, not as a violation, with what it means and where the API answers', async () => {
    const fake = new FakeInspector({ activeProfileId: SHOP_PROFILE.id });
    const rendered = await openDiagnostics(fake);
    await runChecks(rendered);
    const refused: DiagnosticsReport = {
      ...[...fake.reports.values()][0]!,
      reportId: 'refused',
      ok: false,
      exitCode: 2,
      outcome: 'not-checked',
      cause: 'refused',
      suggestedBaseUrl: 'https://shop.example.test',
      checks: [
        {
          id: 'categories.status',
          title: 'GET /api/v2/products/getcategorys answers status: true',
          status: 'fail',
          message: 'status:false: Invalid token',
          details: [],
        },
      ],
    };
    fake.answer('runDiagnostics', { ok: true, value: refused });
    await rendered.user.click(runButton());
    const verdict = await view().findByRole('heading', {
      name: 'Could not be checked: the installation refused the call',
    });
    expect(within(verdict).queryByText('Fail')).toBeNull();
    expect(view().getByText(/That is no violation of the specification\./)).toBeInTheDocument();
    expect(view().getByText(/^What stopped it:/).parentElement).toHaveTextContent(
      'What stopped it: status:false: Invalid token',
    );
    expect(view().getByText(/The API answers at/)).toHaveTextContent(
      'The API answers at https://shop.example.test: use it as the connection’s address.',
    );
    expect(view().getByText(/^Checks done:/)).toHaveTextContent(
      'Checks done: could not be checked: the installation refused the call.',
    );
  });

  it('shows an installation that does not offer system information as not checked, without advice to check the address', async () => {
    const fake = new FakeInspector({ activeProfileId: SHOP_PROFILE.id });
    const rendered = await openDiagnostics(fake);
    await runChecks(rendered);
    const notOffered: DiagnosticsReport = {
      ...[...fake.reports.values()][0]!,
      reportId: 'not-offered',
      ok: false,
      exitCode: 2,
      outcome: 'not-checked',
      cause: 'not-offered',
      suggestedBaseUrl: null,
      checks: [
        {
          id: 'info.status',
          title: 'GET /api/v2/auth/info answers status: true',
          status: 'fail',
          message: 'the installation does not offer system information: Unknown method',
          details: [
            'GET /api/v2/products/getcategorys answered at this address, so the address is right; GET /api/v2/auth/info answered the specification’s failure for an operation the installation does not offer, so it could not be checked.',
          ],
        },
      ],
    };
    fake.answer('runDiagnostics', { ok: true, value: notOffered });
    await rendered.user.click(runButton());
    const verdict = await view().findByRole('heading', {
      name: 'Could not be checked: the installation does not offer one of the operations',
    });
    expect(within(verdict).queryByText('Fail')).toBeNull();
    expect(view().getByText(/^What stopped it:/).parentElement).toHaveTextContent(
      'What stopped it: the installation does not offer system information: Unknown method',
    );
    expect(view().getByText(/so the address is right, but it does not offer/)).toHaveTextContent(
      /That is no violation of the specification\.$/,
    );
    expect(view().queryByText(/check the address/i)).toBeNull();
  });
});
