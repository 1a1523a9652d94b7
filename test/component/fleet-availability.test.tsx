// @vitest-environment happy-dom
// Availability as a user sees it in the app: the board's "30 days" column (the figure rounded down,
// degraded apart, "—" and why when nothing counted), sorted by mouse or keyboard like the other
// columns; connections ticked (Space on a row, the header's box for all shown) and the
// availability report of `retail-inspector report` exported for them; and the timeline's figure for
// the range it shows.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportLine } from '../../shared/availability-report';
import { FakeInspector } from './fake-inspector';
import { DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { fleetRegion, grid, openFleet, rowNames, rowOf } from './fleet-page';
import { resetAfterTest } from './render-app';
import { dayHistory, fleetRow, NOW, savedProfile } from './watch-fixtures';

afterEach(() => {
  Reflect.deleteProperty(window, 'print');
  return resetAfterTest();
});

const LINE: ReportLine = {
  name: 'Main shop',
  baseUrl: SHOP_PROFILE.baseUrl,
  availability: 0.99236,
  degraded: 0.003,
  counted: 1_440,
  upRuns: 1_424,
  degradedRuns: 4,
  downRuns: 11,
  notCountedRuns: 2,
  incidents: 2,
  longestIncidentMs: 600_000,
  medianResponseMs: 120,
};

const DAY = 86_400_000;
const KOELN = savedProfile('koeln', 'Shop Köln', 'https://koeln.example.test');
const WIEN = savedProfile('wien', 'Filiale Wien', 'http://10.0.0.7:8080');
const ROWS = [
  fleetRow(DEMO_PROFILE, { watchClass: 'conforms', lastAt: NOW, every: 1 }),
  fleetRow(SHOP_PROFILE, {
    watchClass: 'violates',
    lastAt: NOW,
    availability30: { ratio: 0.99936, degradedRatio: 0.004, counted: 4_302 },
  }),
  fleetRow(KOELN, {
    watchClass: 'timeout',
    lastAt: NOW,
    availability30: { ratio: 0.9, degradedRatio: 0, counted: 10 },
  }),
  fleetRow(WIEN, {
    watchClass: 'conforms',
    lastAt: NOW,
    availability30: { ratio: 1, degradedRatio: 0, counted: 5 },
  }),
];
const open = () => openFleet(ROWS, [SHOP_PROFILE, KOELN, WIEN]);
const header = () => within(grid()).getByRole('columnheader', { name: /^30 days/ });

describe('the board’s 30 days', () => {
  it('shows each connection’s availability, degraded apart, and why there is none', async () => {
    await open();
    const shop = within(rowOf('Main shop'));
    // Rounded down: 99.936 % reads 99.93 %, never more than it was.
    expect(shop.getByText('99.93 %')).toBeInTheDocument();
    expect(shop.getByText('0.40 % degraded')).toBeInTheDocument();
    expect(shop.getByText('99.93 %').closest('[role="gridcell"]')).toHaveAttribute(
      'title',
      expect.stringMatching(
        /^Last 30 days: 99\.93 % answered, of which 0\.40 % degraded .*4,302 runs counted/,
      ),
    );
    expect(within(rowOf('Filiale Wien')).getByText('100 %')).toBeInTheDocument();
    const demo = within(rowOf('Demo (offline)')).getByTitle(/^Last 30 days: No run counted/);
    expect(demo).toHaveTextContent('—');
    expect(demo).toHaveTextContent('no run counted');
  });

  it('sorts by it with the mouse and the keyboard, lowest first, connections without a figure last', async () => {
    const { user } = await open();
    await user.click(within(header()).getByRole('button'));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Shop Köln', 'Main shop', 'Filiale Wien', 'Demo (offline)']),
    );
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    // The header's button by keyboard: focused, Enter turns the order around.
    within(header()).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(rowNames()).toEqual(['Filiale Wien', 'Main shop', 'Shop Köln', 'Demo (offline)']),
    );
    expect(header()).toHaveAttribute('aria-sort', 'descending');
  });

  it('exports the report for the connections ticked, by Space or with the mouse', async () => {
    const { user, fake } = await open();
    grid().focus();
    // Demo (offline), Filiale Wien, Main shop, Shop Köln by name: tick the second and the third.
    await user.keyboard('{ArrowDown} ');
    expect(
      within(rowOf('Filiale Wien')).getByRole('checkbox', { name: 'Select Filiale Wien' }),
    ).toBeChecked();
    await user.click(within(rowOf('Main shop')).getByRole('checkbox', { name: 'Select Main shop' }));
    // A tick opens no timeline.
    expect(screen.queryByRole('region', { name: /timeline$/ })).not.toBeInTheDocument();
    const all = within(grid()).getByRole('checkbox', { name: 'Select all 4 shown' });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.click(fleetRegion().getByRole('button', { name: 'Availability report…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Availability report' }));
    expect(dialog.getByRole('radio', { name: 'the 2 connections selected' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'CSV' }));
    await user.click(dialog.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(fake.availabilityExports).toHaveLength(1));
    const asked = fake.availabilityExports[0]!;
    expect([...asked.profileIds].sort()).toEqual(['shop', 'wien']);
    expect(asked.format).toBe('csv');
    // The board's 30 days: from the start of the UTC day 30 days before, as its column counts.
    expect(new Date(asked.from).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(asked.to - asked.from).toBeGreaterThanOrEqual(30 * DAY);
    expect(asked.to - asked.from).toBeLessThan(31 * DAY);
    expect(await dialog.findByText(/Your browser saves the report as availability\.md/)).toBeInTheDocument();

    // From a day to a day: the first day's start to the last day's end, local time.
    await user.click(dialog.getByRole('radio', { name: 'From a day to a day' }));
    await user.clear(dialog.getByLabelText('First day'));
    await user.type(dialog.getByLabelText('First day'), '2026-11-01');
    await user.clear(dialog.getByLabelText('Last day'));
    await user.type(dialog.getByLabelText('Last day'), '2026-11-30');
    await user.click(dialog.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(fake.availabilityExports).toHaveLength(2));
    expect(fake.availabilityExports[1]).toMatchObject({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 11, 1).getTime() - 1,
    });
  });

  it('prints the report as a table of its own, and gives the board back after', async () => {
    const { user, fake } = await open();
    fake.availability = [LINE];
    let atPrint: { title: string; rows: string[][] } | null = null;
    const print = vi.fn(() => {
      const table = screen.getByRole('table');
      atPrint = {
        title: document.title,
        rows: within(table)
          .getAllByRole('row')
          .map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')),
      };
    });
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    await user.click(within(rowOf('Main shop')).getByRole('checkbox'));
    await user.click(fleetRegion().getByRole('button', { name: 'Availability report…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Availability report' }));
    await user.click(dialog.getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(fake.callsOf('getAvailability').at(-1)!.profileIds).toEqual(['shop']);
    expect(atPrint!.title).toBe('Availability report · Retail Inspector');
    expect(atPrint!.rows).toEqual([
      [
        'Connection',
        'Availability',
        'Degraded',
        'Counted runs',
        'Down runs',
        'Incidents',
        'Longest incident',
        'Median response',
      ],
      [`Main shop${SHOP_PROFILE.baseUrl}`, '99.23 %', '0.30 %', '1,440', '11', '2', '10 min', '120 ms'],
    ]);
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Availability report' })).not.toBeInTheDocument();
  });

  it('ticks every row shown with the header’s box, and unticks them again', async () => {
    const { user } = await open();
    const all = within(grid()).getByRole('checkbox', { name: 'Select all 4 shown' });
    await user.click(all);
    for (const name of rowNames()) expect(within(rowOf(name)).getByRole('checkbox')).toBeChecked();
    await user.click(all);
    for (const name of rowNames()) expect(within(rowOf(name)).getByRole('checkbox')).not.toBeChecked();
  });
});

describe('the timeline’s availability', () => {
  it('gives the figure of the range shown, counted by main from the runs', async () => {
    const fake = new FakeInspector();
    fake.history = (from, to) => dayHistory(from, to, 'shop.20261125T100000000Z-00000000000000b2');
    fake.availability = [LINE];
    const { user } = await openFleet(
      [fleetRow(DEMO_PROFILE), fleetRow(SHOP_PROFILE, { watchClass: 'conforms', every: 5, lastAt: NOW })],
      [SHOP_PROFILE],
      fake,
    );
    await user.click(rowOf('Main shop'));
    const timeline = within(await screen.findByRole('region', { name: /^Main shop\s*: timeline$/ }));
    expect(
      await timeline.findByText((_, node) =>
        node?.className === 'timeline__availability'
          ? node.textContent ===
            'Availability 99.23 % · 0.30 % degraded · 1,440 runs counted · 2 incidents in the last 24 hours'
          : false,
      ),
    ).toBeInTheDocument();
    const asked = fake.callsOf('getAvailability').at(-1)!;
    expect(asked.profileIds).toEqual(['shop']);
    expect(asked.to - asked.from).toBe(DAY);

    // Nothing counted: a dash, and why.
    fake.availability = [{ ...fake.availability[0]!, availability: null, degraded: null, counted: 0 }];
    await user.click(timeline.getByRole('radio', { name: '7 days' }));
    expect(await timeline.findByText(/^No run counted: none was made/)).toBeInTheDocument();
  });
});

describe('availability in German', () => {
  it('writes the percentages with a decimal comma, on the board and in the timeline', async () => {
    const fake = new FakeInspector();
    fake.history = (from, to) => dayHistory(from, to, 'shop.20261125T100000000Z-00000000000000b2');
    fake.availability = [LINE];
    const { user } = await openFleet(ROWS, [SHOP_PROFILE, KOELN, WIEN], fake);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    // The grid's name is German now: rows found by their names.
    const row = (name: string) =>
      screen.getAllByRole('row').find((r) => r.querySelector('.fleet__name')?.textContent === name)!;
    await screen.findByRole('grid', { name: /^Verbindungen:/ });
    const shop = within(row('Main shop'));
    expect(await shop.findByText('99,93 %')).toBeInTheDocument();
    expect(shop.getByText('0,40 % eingeschränkt')).toBeInTheDocument();
    expect(shop.getByText('99,93 %').closest('[role="gridcell"]')).toHaveAttribute(
      'title',
      expect.stringMatching(/99,93 %.*0,40 %.*4\.302/),
    );
    expect(within(row('Filiale Wien')).getByText('100 %')).toBeInTheDocument();

    await user.click(row('Main shop'));
    const timeline = within(await screen.findByRole('region', { name: /^Main shop\s*: Zeitverlauf$/ }));
    expect(
      await timeline.findByText((_, node) =>
        node?.className === 'timeline__availability'
          ? /^Verfügbarkeit 99,23 % · 0,30 % eingeschränkt · 1\.440 Läufe gezählt/.test(
              node.textContent ?? '',
            )
          : false,
      ),
    ).toBeInTheDocument();
  });

  it('prints the report in German, its longest incident too', async () => {
    const fake = new FakeInspector();
    fake.availability = [LINE];
    const { user } = await openFleet(ROWS, [SHOP_PROFILE, KOELN, WIEN], fake);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByRole('grid', { name: /^Verbindungen:/ });
    let row: string[] = [];
    const print = vi.fn(() => {
      const rows = within(screen.getByRole('table')).getAllByRole('row');
      row = Array.from(rows[1]!.children, (cell) => cell.textContent ?? '');
    });
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    const shop = screen
      .getAllByRole('row')
      .find((r) => r.querySelector('.fleet__name')?.textContent === 'Main shop')!;
    await user.click(within(shop).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Verfügbarkeitsbericht…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verfügbarkeitsbericht' }));
    await user.click(dialog.getByRole('button', { name: 'Drucken…' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(row.slice(1, 3)).toEqual(['99,23 %', '0,30 %']);
    expect(row[6]).toBe('10 Min.');
  });
});
