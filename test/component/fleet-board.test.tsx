// @vitest-environment happy-dom
// The Fleet tab as a user sees it: every connection with its class, last check, response time,
// categories, last 24 hours and watch; searched (name or address, accents ignored), filtered by
// class, sorted by a column; the keyboard moves through the rows and opens a timeline; main's
// fleetUpdated reloads it. 5,000 connections: only the rows in view are in the page, and a
// keystroke and a scroll are measured (see render-app.tsx for the layout happy-dom is given).
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { fleetRegion, fleetSearch, grid, openFleet, rowNames, rowOf } from './fleet-page';
import { resetAfterTest } from './render-app';
import { fleetRow, largeFleet, NOW, savedProfile, spark } from './watch-fixtures';

afterEach(resetAfterTest);

const KOELN = savedProfile('koeln', 'Shop Köln', 'https://koeln.example.test');
const WIEN = savedProfile('wien', 'Filiale Wien', 'http://10.0.0.7:8080');
const SMALL = [
  fleetRow(DEMO_PROFILE, { watchClass: 'conforms', lastAt: NOW, responseMs: 12, categories: 67, every: 1 }),
  fleetRow(SHOP_PROFILE, {
    watchClass: 'violates',
    lastAt: NOW - 300_000,
    responseMs: 340,
    categories: 1_204,
    every: 5,
    spark: spark(['conforms', 'violates']),
  }),
  fleetRow(KOELN, { watchClass: 'refused', lastAt: NOW - 7_200_000, every: 60 }),
  fleetRow(WIEN),
];
const openSmall = () => openFleet(SMALL, [SHOP_PROFILE, KOELN, WIEN]);

describe('FleetView', () => {
  it('shows every connection with its class, response time, categories and watch', async () => {
    await openSmall();
    expect(rowNames()).toEqual(['Demo (offline)', 'Filiale Wien', 'Main shop', 'Shop Köln']);
    const shop = within(rowOf('Main shop'));
    expect(shop.getByText('Violates')).toBeInTheDocument();
    expect(shop.getByText('340 ms')).toBeInTheDocument();
    expect(shop.getByText('1,204')).toBeInTheDocument();
    expect(shop.getByText('Every 5 min')).toBeInTheDocument();
    expect(
      shop.getByRole('img', { name: /^Last 24 hours: violates in 1 of 48 half-hours, conforms in 1/ }),
    ).toBeInTheDocument();
    expect(within(rowOf('Shop Köln')).getByText('Refused')).toBeInTheDocument();
    const wien = within(rowOf('Filiale Wien'));
    expect(wien.getByText('Not checked yet')).toBeInTheDocument();
    expect(wien.getByText('never')).toBeInTheDocument();
    expect(wien.getByText('Off')).toBeInTheDocument();
    expect(wien.getByRole('img', { name: 'Last 24 hours: no results' })).toBeInTheDocument();
    expect(fleetRegion().getByRole('status', { name: '' })).toHaveTextContent('4 connections, 3 watched');
  });

  it('finds connections by name or address as the user types, ignoring accents', async () => {
    const { user } = await openSmall();
    await user.type(fleetSearch(), 'koln');
    await waitFor(() => expect(rowNames()).toEqual(['Shop Köln']));
    expect(grid()).toHaveAccessibleName('Connections: 1 of 4 shown');
    await user.clear(fleetSearch());
    await user.type(fleetSearch(), '10.0.0');
    await waitFor(() => expect(rowNames()).toEqual(['Filiale Wien']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rowNames()).toHaveLength(4));
  });

  it('filters by class, each choice counting its connections', async () => {
    const { user } = await openSmall();
    await user.click(fleetRegion().getByRole('radio', { name: 'Could not be checked (1)' }));
    await waitFor(() => expect(rowNames()).toEqual(['Shop Köln']));
    await user.click(fleetRegion().getByRole('radio', { name: 'Not checked yet (1)' }));
    await waitFor(() => expect(rowNames()).toEqual(['Filiale Wien']));
    await user.click(fleetRegion().getByRole('radio', { name: 'Violates (1)' }));
    await waitFor(() => expect(rowNames()).toEqual(['Main shop']));
    await user.type(fleetSearch(), 'köln');
    expect(
      await fleetRegion().findByText('No connection matches the search and the filter.'),
    ).toBeInTheDocument();
  });

  it('sorts by a column, problems first by class, and turns the order around on a second click', async () => {
    const { user } = await openSmall();
    const header = (name: string) =>
      within(grid()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await user.click(within(header('Class')).getByRole('button'));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Main shop', 'Shop Köln', 'Demo (offline)', 'Filiale Wien']),
    );
    expect(header('Class')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header('Response')).getByRole('button'));
    await waitFor(() => expect(rowNames().slice(0, 2)).toEqual(['Demo (offline)', 'Main shop']));
    await user.click(within(header('Response')).getByRole('button'));
    await waitFor(() => expect(rowNames().slice(0, 2)).toEqual(['Main shop', 'Demo (offline)']));
    expect(header('Response')).toHaveAttribute('aria-sort', 'descending');
    // Without an answer a connection sorts last, whichever the direction.
    expect(rowNames().slice(2).sort()).toEqual(['Filiale Wien', 'Shop Köln']);
  });

  it('moves through the rows with the arrow keys and opens the timeline of one with Enter', async () => {
    const { user, fake } = await openSmall();
    grid().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(grid().getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Main shop');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: /^Main shop\s*: timeline$/ })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsOf('getHistory').at(-1)).toMatchObject({ profileId: 'shop' }));
    expect(rowOf('Main shop')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(document.getElementById(grid().getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Shop Köln',
    );
  });

  it('loads the board again when main says a row changed', async () => {
    const fake = new FakeInspector();
    await openFleet(SMALL, [SHOP_PROFILE, KOELN, WIEN], fake);
    const before = fake.callsOf('listFleet').length;
    fake.fleet = SMALL.map((row) =>
      row.profileId === 'wien' ? { ...row, watchClass: 'timeout' as const } : row,
    );
    // Many updates at once cost one load.
    act(() => {
      for (let i = 0; i < 20; i++) fake.emit('fleetUpdated', { profileId: 'wien' });
    });
    await waitFor(() => expect(within(rowOf('Filiale Wien')).getByText('Timed out')).toBeInTheDocument(), {
      timeout: 3_000,
    });
    expect(fake.callsOf('listFleet').length - before).toBe(1);
  });

  describe('with 5,000 connections', () => {
    it('keeps only the rows in view in the page while searching and scrolling', async () => {
      // The board's rows come from main (listFleet); the connections list need not hold them all.
      const { profiles, rows } = largeFleet(5_000);
      await openFleet(rows, profiles.slice(0, 3));
      const inPage = () => within(grid()).getAllByRole('row').length - 1;
      expect(inPage()).toBeGreaterThan(10);
      expect(inPage()).toBeLessThan(40);
      expect(grid()).toHaveAttribute('aria-rowcount', '5001');

      // One keystroke: the store, the filter over 5,000 rows and the commit of the rows in view.
      act(() => void fireEvent.change(fleetSearch(), { target: { value: 'köln' } }));
      expect(rowNames().slice(0, 2)).toEqual(['Shop 0001 Köln', 'Shop 0009 Köln']);
      expect(grid()).toHaveAccessibleName('Connections: 625 of 5,000 shown');
      act(() => void fireEvent.change(fleetSearch(), { target: { value: '' } }));

      // One scroll to the middle: the virtualizer's range and the rows that come into view.
      const scroller = grid();
      act(() => {
        scroller.scrollTop = 2_500 * 44;
        fireEvent.scroll(scroller);
      });
      await waitFor(() => expect(rowNames()).toContain('Shop 2500 Hamburg'));
      // Only what is in view is in the page: how fast that is, the bench measures in Chromium.
      expect(inPage()).toBeLessThan(40);
    });
  });
});
