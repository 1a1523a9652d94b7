// @vitest-environment happy-dom
// The Requests view follows the app's language: in German the table's headers, the waterfall's
// sentence (phases, the list joined as German joins it, the total), the count and sizes with
// German digits, a call's time as German writes it, and a notice when the log could not be cleared.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../shared/ipc-contract';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

const CALL: RequestLogEntry = {
  id: 1,
  at: '2026-03-01T12:00:00.000Z',
  source: 'app',
  method: 'GET',
  url: 'https://shop.example.test/api/v2/auth/info',
  status: 200,
  ok: true,
  durationMs: 1_250,
  bytes: 12_345,
  hasBody: false,
  timings: { dns: 4, connect: 11, tls: 25, firstByte: 1_200, transfer: 10, total: 1_250 },
};

describe('the Requests view in German', () => {
  it('speaks German in the table, the waterfall and the sizes', async () => {
    const { user } = renderApp(new FakeInspector({ requests: [CALL] }));
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(await screen.findByRole('tab', { name: /^Anfragen/ }));
    const table = within(await screen.findByRole('table', { name: 'Anfragen der App, neueste zuerst' }));
    expect(table.getByRole('columnheader', { name: 'Größe' })).toBeInTheDocument();
    expect(
      table.getByRole('img', {
        name: 'DNS 4 ms, Verbinden 11 ms, TLS 25 ms, erstes Byte 1,2 s und Übertragung 10 ms (gesamt 1,3 s)',
      }),
    ).toBeInTheDocument();
    expect(table.getByText('12,3 kB')).toBeInTheDocument();
    expect(screen.getByText('1 Anfrage')).toBeInTheDocument();
  });

  it('writes a call’s time as German does, its date too when it was not today', async () => {
    // Local times, as the table shows them: one of today, one of an earlier day.
    const today = new Date();
    today.setHours(15, 4, 5, 0);
    const earlier = new Date(2025, 2, 1, 15, 4, 5);
    const requests = [
      { ...CALL, id: 1, at: earlier.toISOString() },
      { ...CALL, id: 2, at: today.toISOString() },
    ];
    const { user } = renderApp(new FakeInspector({ requests }));
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(await screen.findByRole('tab', { name: /^Anfragen/ }));
    const table = within(await screen.findByRole('table', { name: 'Anfragen der App, neueste zuerst' }));
    const [newest, oldest] = table.getAllByRole('row').slice(1);
    // A 24-hour clock, and the day before the month's German name.
    expect(newest).toHaveTextContent('15:04:05');
    expect(oldest).toHaveTextContent('1. März, 15:04:05');
    expect(table.queryByText(/PM|Mar /)).toBeNull();
  });

  it('says in German when the log could not be cleared, with main’s reason', async () => {
    const fake = new FakeInspector({ requests: [CALL] });
    fake.refuse('clearRequests', { code: 'INTERNAL', message: 'the log is busy' });
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(await screen.findByRole('tab', { name: /^Anfragen/ }));
    await user.click(await screen.findByRole('button', { name: /^Leeren/ }));
    expect(
      await screen.findByText('Die Anfragen konnten nicht geleert werden: the log is busy'),
    ).toBeInTheDocument();
  });
});
