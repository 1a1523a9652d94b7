// @vitest-environment happy-dom
// A web page that answered instead of data (a proxy's 502): the Installation panel, the Categories
// panel and Test connection show its summary (status, title, server, what it means) and never its
// HTML; the page's text is behind "Show the page", closed by default and operable by keyboard.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallFailure } from '../../shared/call-result';
import type { DiagnosticsReport } from '../../shared/ipc-contract';
import { readHtmlPage } from '../../shared/html-page';
import { NGINX_502 } from '../helpers/error-pages';
import { dialog, field, openForm } from './connections-page';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { categoriesPanel, installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

// The page as the client reports it: its preview is the folded HTML, its summary read from it.
const PROXY_502: CallFailure = {
  kind: 'http-status',
  statusText: '502 Bad Gateway',
  preview: NGINX_502.replace(/\s+/g, ' ').slice(0, 200),
  page: readHtmlPage(NGINX_502, 'text/html')!,
};
const SUMMARY =
  '“502 Bad Gateway” (nginx/1.25.3). A proxy between this computer and the installation could not reach it.';

/** Asserts that `region` shows the summary, no tag, and the page's text only once it is opened. */
async function expectSummaryAndDisclosure(region: HTMLElement, user: ReturnType<typeof renderApp>['user']) {
  const inRegion = within(region);
  expect(region).toHaveTextContent(
    'The server answered HTTP 502 Bad Gateway with a web page instead of data',
  );
  expect(region).toHaveTextContent(SUMMARY);
  expect(region.textContent).not.toMatch(/<\/?[a-z]+[\s>]|&lt;/i);
  const toggle = inRegion.getByRole('button', { name: 'Show the page' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(text).not.toBeVisible();

  // The keyboard opens it (Enter), and closes it again (Space).
  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Hide the page');
  expect(text).toBeVisible();
  expect(text.textContent).toBe('502 Bad Gateway\nnginx/1.25.3');
  expect(text.querySelector('*')).toBeNull();
  // A long page scrolls in its box: the keyboard reaches it next, and goes back to the button.
  await user.tab();
  expect(text).toHaveFocus();
  await user.tab({ shift: true });
  expect(toggle).toHaveFocus();
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(text).not.toBeVisible();
}

describe('a web page that answered instead of data', () => {
  it('is summarised in the Installation panel, its text behind "Show the page"', async () => {
    const fake = new FakeInspector();
    fake.failCall('getInfo', PROXY_502);
    const { user } = renderApp(fake);
    const alert = await installationPanel().findByRole('alert');
    expect(alert).toHaveTextContent('The settings could not be loaded');
    await expectSummaryAndDisclosure(alert, user);
  });

  it('is summarised in the Categories panel, its text behind "Show the page"', async () => {
    const fake = new FakeInspector();
    fake.failCall('getCategories', PROXY_502);
    const { user } = renderApp(fake);
    const alert = await categoriesPanel().findByRole('alert');
    expect(alert).toHaveTextContent('The categories could not be loaded');
    await expectSummaryAndDisclosure(alert, user);
  });

  it('is summarised by Test connection, its text behind "Show the page"', async () => {
    const fake = new FakeInspector();
    fake.failCall('testConnection', PROXY_502);
    const { user } = await openForm(fake);
    await user.type(field('Address'), 'https://shop.example.test');
    await user.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
    const region = within(dialog()).getByRole('status', { name: '' });
    await waitFor(() => expect(region).toHaveTextContent(SUMMARY));
    await expectSummaryAndDisclosure(region, user);
  });

  it('a failure that is no page has no "Show the page"', async () => {
    const fake = new FakeInspector();
    fake.failCall('getInfo', { kind: 'http-status', statusText: '502 Bad Gateway', preview: 'Bad Gateway' });
    renderApp(fake);
    const alert = await installationPanel().findByRole('alert');
    expect(alert).toHaveTextContent('The installation answered 502 Bad Gateway');
    expect(within(alert).queryByRole('button', { name: 'Show the page' })).toBeNull();
    expect(screen.queryByText('Show the page')).toBeNull();
  });

  it('is summarised under its failed check in Diagnostics, its text behind "Show the page"', async () => {
    const fake = new FakeInspector();
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('tab', { name: 'Diagnostics' }));
    const diagnostics = () => within(screen.getByRole('region', { name: 'Diagnostics' }));
    await user.click(diagnostics().getByRole('button', { name: 'Run checks' }));
    await diagnostics().findByText('Conforms, with warnings');
    const failing: DiagnosticsReport = {
      ...[...fake.reports.values()][0]!,
      reportId: 'proxy-502',
      ok: false,
      exitCode: 2,
      outcome: 'not-checked',
      cause: 'gateway-error',
      checks: [
        {
          id: 'info.reachable',
          title: 'GET /api/v2/auth/info answers with JSON',
          status: 'fail',
          message:
            'The server answered HTTP 502 Bad Gateway with a web page instead of data (5 ms, HTTP 502, 157 bytes)',
          details: [SUMMARY, 'Try again in a few minutes.'],
          page: PROXY_502.kind === 'http-status' ? PROXY_502.page : undefined,
        },
      ],
    };
    fake.answer('runDiagnostics', { ok: true, value: failing });
    await user.click(diagnostics().getByRole('button', { name: 'Run checks' }));
    const check = (await diagnostics().findByText(SUMMARY)).closest('li.check') as HTMLElement;
    const toggle = within(check).getByRole('button', { name: 'Show the page' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(check).getByRole('region', { name: 'The page’s text' })).toHaveTextContent(
      '502 Bad Gateway nginx/1.25.3',
    );
  });

  it('is summarised in the stale banner when a refresh gets it, the settings kept', async () => {
    const fake = new FakeInspector();
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    fake.failCall('getInfo', PROXY_502);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const alert = await installationPanel().findByRole('alert');
    expect(alert).toHaveTextContent('Stale');
    expect(installationPanel().getByRole('heading', { name: COMPANY })).toBeInTheDocument();
    await expectSummaryAndDisclosure(alert, user);
  });
});
