// @vitest-environment happy-dom
// The fleet board's maintenance windows as a user sees them: a row in a window says Maintenance
// (until when to screen readers) and the count says how many are; Maintenance… opens a dialog
// whose time zone is the system's, refuses a zone the system does not know, adds a window for the
// connections shown (main keeps it by connection id), lists the windows that cover them with
// Remove, says what main refused, and closes on Escape.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { fleetRegion, openFleet, rowOf } from './fleet-page';
import { resetAfterTest } from './render-app';
import { fleetRow, NOW, savedProfile } from './watch-fixtures';

afterEach(resetAfterTest);

const KOELN = savedProfile('koeln', 'Shop Köln', 'https://koeln.example.test');
const ROWS = [
  fleetRow(DEMO_PROFILE),
  fleetRow(SHOP_PROFILE, { watchClass: 'conforms', lastAt: NOW, every: 5 }),
  fleetRow(KOELN, { watchClass: 'refused', lastAt: NOW, maintenanceUntil: NOW + 3_600_000 }),
];
const dialog = () => within(screen.getByRole('dialog', { name: 'Maintenance window' }));

describe('maintenance windows on the fleet board', () => {
  it('marks a connection in a window and counts it', async () => {
    await openFleet(ROWS, [SHOP_PROFILE, KOELN]);
    expect(within(rowOf('Shop Köln')).getByText(/^Maintenance/)).toHaveTextContent(/^Maintenance until /);
    expect(within(rowOf('Main shop')).queryByText(/^Maintenance/)).toBeNull();
    expect(fleetRegion().getByRole('status', { name: '' })).toHaveTextContent(
      '3 connections, 1 watched, 1 in maintenance',
    );
  });

  it('adds a window for the connections shown in the system time zone, refusing an unknown zone', async () => {
    const fake = new FakeInspector();
    const { user } = await openFleet(ROWS, [SHOP_PROFILE, KOELN], fake);
    await user.click(screen.getByRole('button', { name: 'Maintenance…' }));
    const zone = dialog().getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(dialog().getByText('the 3 connections shown')).toBeInTheDocument();

    await user.clear(zone);
    await user.type(zone, 'Europe/Berln');
    expect(dialog().getByText('Not a time zone this system knows.')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Add window' }));
    expect(fake.watchSettings.maintenance).toEqual([]);

    await user.clear(zone);
    await user.type(zone, 'Europe/Berlin');
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Repeat' }), 'Every week');
    await user.click(dialog().getByRole('button', { name: 'Add window' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Maintenance window' })).toBeNull());
    expect(fake.watchSettings.maintenance).toEqual([
      {
        targets: [DEMO_PROFILE.id, SHOP_PROFILE.id, KOELN.id],
        start: expect.stringMatching(/^\d{4}-\d\d-\d\dT02:00$/),
        duration: '2h',
        every: 'week',
        timezone: 'Europe/Berlin',
      },
    ]);

    // Again: the window is listed, and Remove takes these connections out of it.
    await user.click(screen.getByRole('button', { name: 'Maintenance…' }));
    const item = dialog().getByRole('listitem');
    expect(item).toHaveTextContent(/^Every week from \d{4}-\d\d-\d\d 02:00 \(Europe\/Berlin\), for 2 hours/);
    await user.click(within(item).getByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(dialog().getByText('None yet.')).toBeInTheDocument());
    expect(fake.watchSettings.maintenance).toEqual([]);
    await user.click(dialog().getByRole('combobox', { name: 'Time zone' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Maintenance window' })).toBeNull());
  });

  it('says what main refused, and keeps the dialog open', async () => {
    const fake = new FakeInspector();
    fake.refuse('setMaintenance', {
      code: 'INVALID_ARGUMENT',
      message: 'The maintenance window is not valid: windows[0].every: not a cron expression',
    });
    const { user } = await openFleet(ROWS, [SHOP_PROFILE, KOELN], fake);
    await user.click(screen.getByRole('button', { name: 'Maintenance…' }));
    await user.click(dialog().getByRole('button', { name: 'Add window' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^The window was not saved: .*windows\[0\]\.every: not a cron expression/,
    );
  });
});
