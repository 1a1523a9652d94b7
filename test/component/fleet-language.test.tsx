// @vitest-environment happy-dom
// The Fleet tab, a connection's timeline and the page's watch notices in German: the board's heading, columns, classes, watch intervals, counts (German
// digit grouping), the sparkline's words, the notice of a token missing here and the toolbar's
// dialogs follow the language chosen.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { openFleet } from './fleet-page';
import { resetAfterTest } from './render-app';
import { dayHistory, fleetRow, NOW, savedProfile, spark, watchEvent } from './watch-fixtures';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

// Its token configured, but not available on this computer: the board says so above itself.
const WIEN = {
  ...savedProfile('wien', 'Filiale Wien', 'http://10.0.0.7:8080'),
  tokenSet: false,
  tokenHint: null,
  tokenStorage: 'none' as const,
  tokenMissing: true,
};
const ROWS = [
  fleetRow(DEMO_PROFILE, { watchClass: 'conforms', lastAt: NOW, responseMs: 12, categories: 67, every: 1 }),
  fleetRow(SHOP_PROFILE, {
    watchClass: 'violates',
    lastAt: NOW - 300_000,
    responseMs: 1_340,
    categories: 1_204,
    every: 5,
    spark: spark(['conforms', 'violates']),
  }),
  fleetRow(WIEN),
];

describe('the Fleet tab in German', () => {
  it('says the board, its rows and its dialogs in German', async () => {
    const { user } = await openFleet(ROWS, [SHOP_PROFILE, WIEN]);
    expect(screen.getByRole('heading', { name: 'Fleet' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    const board = within(await screen.findByRole('region', { name: 'Filialen' }));
    const grid = within(board.getByRole('grid', { name: 'Verbindungen: 3 von 3 angezeigt' }));
    expect(grid.getByRole('button', { name: 'Letzte Prüfung' })).toBeInTheDocument();
    expect(grid.getByRole('columnheader', { name: 'Letzte 24 Stunden' })).toBeInTheDocument();
    const shop = within(grid.getByRole('row', { name: /Main shop/ }));
    expect(shop.getByText('Verstößt')).toBeInTheDocument();
    expect(shop.getByText('Alle 5 Min.')).toBeInTheDocument();
    expect(shop.getByText('1.340 ms')).toBeInTheDocument();
    expect(shop.getByText('1.204')).toBeInTheDocument();
    expect(
      shop.getByRole('img', {
        name: /^Letzte 24 Stunden: verstößt in 1 von 48 halben Stunden, konform in 1; langsamste Antwort/,
      }),
    ).toBeInTheDocument();
    const wien = within(grid.getByRole('row', { name: /Filiale Wien/ }));
    expect(wien.getByText('Noch nicht geprüft')).toBeInTheDocument();
    expect(wien.getByText('nie')).toBeInTheDocument();
    expect(wien.getByText('Aus')).toBeInTheDocument();
    expect(board.getByText('3 Verbindungen, 2 überwacht')).toHaveAttribute('role', 'status');
    expect(board.getByRole('radio', { name: 'Konform (1)' })).toBeInTheDocument();
    expect(
      board.getByText(/Das Token von „Filiale Wien“ ist auf diesem Computer nicht verfügbar/),
    ).toBeInTheDocument();
    expect(board.getByRole('button', { name: 'Token erneut eingeben' })).toBeInTheDocument();

    await user.click(board.getByRole('button', { name: 'Wartung…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Wartungsfenster' }));
    expect(dialog.getByRole('combobox', { name: 'Dauer' })).toHaveDisplayValue('2 Stunden');
    expect(dialog.getByRole('combobox', { name: 'Wiederholung' })).toHaveDisplayValue('Einmalig');
    expect(dialog.getByRole('button', { name: 'Fenster hinzufügen' })).toBeInTheDocument();
  });
});

describe('the timeline in German', () => {
  it('says the history, its range, its key and its lists in German', async () => {
    const fake = new FakeInspector();
    fake.history = (from, to) => dayHistory(from, to, 'shop.20261125T100000000Z-00000000000000b2');
    const { user } = await openFleet(
      [fleetRow(DEMO_PROFILE), fleetRow(SHOP_PROFILE, { watchClass: 'conforms', every: 5, lastAt: NOW })],
      [SHOP_PROFILE],
      fake,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(within(await screen.findByRole('grid')).getByText('Main shop'));
    const timeline = within(await screen.findByRole('region', { name: /^Main shop\s*: Zeitverlauf$/ }));
    expect(
      await timeline.findByText(
        '24 Ergebnisse in den letzten 24 Stunden: nicht erreichbar 2, konform 22; langsamste Antwort 123 ms.',
      ),
    ).toBeInTheDocument();
    expect(timeline.getByText(/Überwachung: alle 5 Min\./)).toBeInTheDocument();
    expect(timeline.getByRole('radio', { name: '7 Tage' })).toBeInTheDocument();
    expect(timeline.getByRole('button', { name: 'Jetzt prüfen' })).toBeInTheDocument();
    expect(timeline.getByRole('list', { name: 'Legende' })).toHaveTextContent('Konform');
    expect(timeline.getByRole('heading', { name: /^Gespeicherte Snapshots/ })).toBeInTheDocument();
  });
});

describe('the watch notices of the page in German', () => {
  it('says the stack of notices and its buttons in German', async () => {
    const fake = new FakeInspector();
    const { user } = await openFleet([fleetRow(DEMO_PROFILE), fleetRow(SHOP_PROFILE)], [SHOP_PROFILE], fake);
    await waitFor(() => expect(fake.callsOf('hostInfo').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByRole('region', { name: 'Filialen' });
    act(() => fake.emit('watchEvent', watchEvent(SHOP_PROFILE, { id: 'one' })));
    act(() => fake.emit('watchEvent', watchEvent(SHOP_PROFILE, { id: 'two' })));
    const toasts = within(screen.getByRole('region', { name: 'Überwachungsmeldungen' }));
    expect(toasts.getByText('1 weitere Meldung')).toBeInTheDocument();
    expect(toasts.getByRole('button', { name: 'Alle 2 zeigen' })).toBeInTheDocument();
    expect(toasts.getByRole('button', { name: 'Diagnose öffnen' })).toBeInTheDocument();
    expect(toasts.getByRole('button', { name: /^Ausblenden „/ })).toBeInTheDocument();
  });
});
