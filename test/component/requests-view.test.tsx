// @vitest-environment happy-dom
// The Requests view as a user sees it: a tab with the live count, the calls newest first with their
// outcome in a word, the response body of the one opened (indented when it is JSON, cut at the
// renderer's limit), Clear, and "/" left alone while the categories' search is hidden.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../shared/ipc-contract';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const BASE = 'http://127.0.0.1:43210/api/v2';
const entry = (id: number, rest: Partial<RequestLogEntry>): RequestLogEntry => ({
  id,
  at: new Date().toISOString(),
  source: 'app',
  method: 'GET',
  url: `${BASE}/auth/info`,
  status: 200,
  ok: true,
  durationMs: 87,
  bytes: 812,
  hasBody: true,
  ...rest,
});
const INFO_CALL = entry(1, {});
const CATEGORIES_CALL = entry(2, {
  url: `${BASE}/products/getcategorys?et_auth_token=***`,
  durationMs: 1_234,
  bytes: 12_345,
});
const FAILED_CALL = entry(3, {
  url: 'https://offline.example.test/api/v2/auth/info',
  status: 0,
  ok: false,
  failureKind: 'network',
  durationMs: 10_000,
  bytes: 0,
  hasBody: false,
});
const BODY = '{"status":true,"rows":[{"id":"3","name":"Brötchen"}]}';

const requestsTab = () => screen.getByRole('tab', { name: /^Requests/ });
const table = () => within(screen.getByRole('table', { name: 'Requests the app made, newest first' }));
const bodyPanel = () => within(screen.getByRole('region', { name: /^Response body/ }));

async function openRequests(
  fake = new FakeInspector({
    requests: [INFO_CALL, CATEGORIES_CALL, FAILED_CALL],
    bodies: { 1: '{"status":true}', 2: BODY },
  }),
) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await waitFor(() => expect(requestsTab()).toHaveAccessibleName('Requests (3)'));
  await rendered.user.click(requestsTab());
  return rendered;
}

describe('RequestsView', () => {
  it('lists the calls newest first, with status, outcome, duration and size', async () => {
    await openRequests();
    expect(requestsTab()).toHaveAttribute('aria-selected', 'true');
    const rows = table().getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      FAILED_CALL.url,
      CATEGORIES_CALL.url,
      INFO_CALL.url,
    ]);
    expect(rows[0]).toHaveTextContent('no answer');
    expect(rows[0]).toHaveTextContent('10 s');
    expect(rows[1]).toHaveTextContent('200ok');
    expect(rows[1]).toHaveTextContent('1.2 s');
    expect(rows[1]).toHaveTextContent('12.3 kB');
    expect(rows[2]).toHaveTextContent('87 ms');
    expect(rows[2]).toHaveTextContent('812 B');
    // The installation's view is hidden meanwhile.
    expect(screen.queryByRole('region', { name: 'Installation' })).not.toBeInTheDocument();
  });

  it('adds each new call as main reports it, in the list and in the tab', async () => {
    const fake = new FakeInspector({ requests: [INFO_CALL, CATEGORIES_CALL, FAILED_CALL] });
    await openRequests(fake);
    fake.logRequest(entry(4, { url: `${BASE}/auth/info?again` }), '{}');
    await waitFor(() => expect(requestsTab()).toHaveAccessibleName('Requests (4)'));
    expect(table().getAllByRole('row')[1]).toHaveTextContent(`${BASE}/auth/info?again`);
  });

  it('shows the body of the call opened, indented when it is JSON', async () => {
    const { user, fake } = await openRequests();
    await user.click(table().getByRole('button', { name: CATEGORIES_CALL.url }));
    const text = await bodyPanel().findByRole('region', { name: 'Body text' });
    expect(text.textContent).toContain('"rows": [\n');
    expect(text.textContent).toContain('"name": "Brötchen"');
    expect(bodyPanel().getByText(/characters, JSON, indented\./)).toBeInTheDocument();
    expect(fake.callsOf('getRequestBody')).toEqual([{ id: 2, maxChars: 200_000 }]);
    expect(table().getByRole('button', { name: CATEGORIES_CALL.url })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says why a call has no body, and moves between calls with the arrow keys', async () => {
    const { user } = await openRequests();
    await user.click(table().getByRole('button', { name: FAILED_CALL.url }));
    expect(bodyPanel().getByText('No body: no answer arrived.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(table().getByRole('button', { name: CATEGORIES_CALL.url })).toHaveFocus();
    expect(await bodyPanel().findByRole('region', { name: 'Body text' })).toHaveTextContent('Brötchen');
  });

  it('says when a body is longer than the renderer shows', async () => {
    const long = 'x'.repeat(250_000);
    const fake = new FakeInspector({ requests: [INFO_CALL], bodies: { 1: long } });
    const rendered = renderApp(fake);
    await rendered.user.click(requestsTab());
    await rendered.user.click(await table().findByRole('button', { name: INFO_CALL.url }));
    expect(
      await bodyPanel().findByText(/Showing the first 200,000 of 250,000 characters\./),
    ).toBeInTheDocument();
  });

  it('clears the log', async () => {
    const { user, fake } = await openRequests();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    expect(fake.callsOf('clearRequests')).toHaveLength(1);
    expect(requestsTab()).toHaveAccessibleName('Requests (0)');
  });

  it('leaves "/" alone while the categories are hidden, and goes back with the first tab', async () => {
    const { user } = await openRequests();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { hidden: true })).not.toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Installation & categories' }));
    expect(installationPanel().getByRole('heading', { name: COMPANY })).toBeInTheDocument();
  });
});
