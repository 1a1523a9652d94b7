// @vitest-environment happy-dom
// The Requests view's waterfall as a user sees it: each call's phases as a bar whose text names
// them, a legend, the opened call's phases by name with their durations ("reused connection" when
// the call opened none, "not measured" where the host reports no phases), and Export HAR (here and
// in Diagnostics) handing the browser the log as a HAR file.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../shared/ipc-contract';
import { captureDownloads } from './capture-downloads';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const BASE = 'https://shop.example.test/api/v2';
const entry = (id: number, rest: Partial<RequestLogEntry>): RequestLogEntry => ({
  id,
  at: '2026-03-01T12:00:00.000Z',
  source: 'app',
  method: 'GET',
  url: `${BASE}/auth/info`,
  status: 200,
  ok: true,
  durationMs: 120,
  bytes: 812,
  hasBody: false,
  ...rest,
});
const NEW_CONNECTION = entry(1, {
  timings: { dns: 4, connect: 11, tls: 25, firstByte: 70, transfer: 10, total: 120 },
});
const REUSED = entry(2, {
  url: `${BASE}/products/getcategorys?et_auth_token=***`,
  durationMs: 48,
  timings: {
    dns: null,
    connect: null,
    tls: null,
    firstByte: 40,
    transfer: 8,
    total: 48,
    connection: 'reused',
  },
});
const UNMEASURED = entry(3, { url: `${BASE}/auth/info?again`, durationMs: 95 });

const requestsView = () => within(screen.getByRole('region', { name: /^Requests/ }));
const table = () => within(screen.getByRole('table', { name: 'Requests the app made, newest first' }));
const timingPanel = () => within(screen.getByRole('region', { name: 'Timing' }));

async function openRequests(fake = new FakeInspector({ requests: [NEW_CONNECTION, REUSED, UNMEASURED] })) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(screen.getByRole('tab', { name: /^Requests/ }));
  await screen.findByRole('table', { name: 'Requests the app made, newest first' });
  return rendered;
}

describe('the Requests view’s waterfall', () => {
  it('draws each call’s phases as a bar whose text names them, and says which were not measured', async () => {
    await openRequests();
    expect(table().getByRole('columnheader', { name: 'Timing' })).toBeInTheDocument();
    expect(
      table().getByRole('img', {
        name: 'DNS 4 ms, connect 11 ms, TLS 25 ms, first byte 70 ms, transfer 10 ms (total 120 ms)',
      }),
    ).toBeInTheDocument();
    expect(
      table().getByRole('img', { name: 'Reused connection; first byte 40 ms, transfer 8 ms (total 48 ms)' }),
    ).toBeInTheDocument();
    const unmeasured = table().getByRole('button', { name: UNMEASURED.url }).closest('tr')!;
    expect(within(unmeasured).queryByRole('img')).toBeNull();
    expect(unmeasured).toHaveTextContent('Phases not measured');
    // The legend names the colours once, under the table.
    for (const name of ['DNS', 'Connect', 'TLS', 'First byte', 'Transfer']) {
      expect(requestsView().getByText(name, { selector: '.waterfall-legend__item' })).toBeInTheDocument();
    }
  });

  it('scales the bars to the longest call listed', async () => {
    await openRequests();
    const width = (name: RegExp) =>
      (table().getByRole('img', { name }).firstElementChild as HTMLElement).style.width;
    expect(width(/^DNS 4 ms/)).toBe('100%');
    expect(width(/^Reused connection/)).toBe('40%');
  });

  it('names the opened call’s phases with their durations', async () => {
    const { user } = await openRequests();
    expect(screen.queryByRole('region', { name: 'Timing' })).toBeNull();
    await user.click(table().getByRole('button', { name: NEW_CONNECTION.url }));
    const phases = timingPanel()
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(phases).toEqual([
      'DNS 4 ms',
      'Connect 11 ms',
      'TLS 25 ms',
      'First byte 70 ms',
      'Transfer 10 ms',
      'Total 120 ms',
    ]);
    expect(timingPanel().queryByText(/Reused connection/)).toBeNull();
  });

  it('says a call reused a connection, and when its phases were not measured', async () => {
    const { user } = await openRequests();
    await user.click(table().getByRole('button', { name: REUSED.url }));
    expect(
      timingPanel().getByText(
        'Reused connection: it went over a connection already open, so no DNS, connect or TLS.',
      ),
    ).toBeInTheDocument();
    expect(
      timingPanel()
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['First byte', 'Transfer', 'Total']);
    await user.click(table().getByRole('button', { name: UNMEASURED.url }));
    expect(
      timingPanel().getByText('Phases not measured for this request: only its total is known, 95 ms.'),
    ).toBeInTheDocument();
  });

  it('never calls a desktop app call "reused", whose net stack reports no DNS, connect or TLS', async () => {
    const desktop = entry(5, {
      url: `${BASE}/auth/info?desktop`,
      durationMs: 60,
      timings: {
        dns: null,
        connect: null,
        tls: null,
        firstByte: 50,
        transfer: 10,
        total: 60,
        connection: null,
      },
    });
    const { user } = await openRequests(new FakeInspector({ requests: [desktop] }));
    await user.click(table().getByRole('button', { name: desktop.url }));
    expect(
      timingPanel().getByText(
        'DNS, connect and TLS are not reported here: the first byte counts from the start of the call.',
      ),
    ).toBeInTheDocument();
    expect(timingPanel().queryByText(/^Reused connection/)).toBeNull();
    expect(
      table().getByRole('img', { name: 'First byte 50 ms, transfer 10 ms (total 60 ms)' }),
    ).toBeInTheDocument();
  });

  it('names the row of a call never sent for want of an address, so its button has a name', async () => {
    const unsent = entry(5, { url: '', status: 0, ok: false, failureKind: 'invalid-url', durationMs: 0 });
    const { user } = await openRequests(new FakeInspector({ requests: [NEW_CONNECTION, unsent] }));
    const button = table().getByRole('button', { name: 'No address: not sent' });
    expect(button.closest('tr')).toHaveTextContent('bad address');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws no legend while no call has phases', async () => {
    await openRequests(new FakeInspector({ requests: [UNMEASURED, entry(4, { url: `${BASE}/x` })] }));
    expect(requestsView().queryByText('First byte')).toBeNull();
  });

  it('exports the log as a HAR file the browser saves', async () => {
    const downloads = captureDownloads();
    const { user, fake } = await openRequests();
    await user.click(requestsView().getByRole('button', { name: 'Export HAR' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fake.callsOf('exportRequestsHar')).toHaveLength(1);
    expect(downloads[0]).toMatchObject({ name: 'requests-20260301-120000.har', type: 'application/json' });
    const har = JSON.parse(await downloads[0]!.text);
    expect(har.log.entries.map((e: { request: { url: string } }) => e.request.url)).toEqual([
      NEW_CONNECTION.url,
      REUSED.url,
      UNMEASURED.url,
    ]);
    expect(
      requestsView().getByText('Your browser saves it as requests-20260301-120000.har, in its downloads.'),
    ).toHaveAttribute('role', 'status');
  });

  it('offers the request log as HAR beside the diagnostics report’s exports', async () => {
    const downloads = captureDownloads();
    const fake = new FakeInspector({ requests: [NEW_CONNECTION] });
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('tab', { name: 'Diagnostics' }));
    const diagnostics = within(screen.getByRole('region', { name: 'Diagnostics' }));
    await user.click(diagnostics.getByRole('button', { name: 'Run checks' }));
    await diagnostics.findByText('Conforms, with warnings');
    await user.click(diagnostics.getByRole('button', { name: 'Export HAR (request log)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fake.callsOf('exportRequestsHar')).toHaveLength(1);
    expect(fake.callsOf('exportReport')).toEqual([]);
    expect(downloads[0]!.name).toMatch(/\.har$/);
  });
});
