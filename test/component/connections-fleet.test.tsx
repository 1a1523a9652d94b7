// @vitest-environment happy-dom
// The Connections dialog with a fleet: each connection's watch (off by default; every 1, 5, 15 or
// 60 minutes, saved at once), search by name or address (Escape clears it first), sort, a long list
// shown in part, a long name cut short but whole on hover (its title), and the fleet file: a CSV or
// JSON file imported (what was added, updated and skipped, and why) and exported (the browser's
// download here, in a host without dialogs; never a token).
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureDownloads } from './capture-downloads';
import { dialog, inDialog, openedApp, queryDialog } from './connections-page';
import { FakeInspector } from './fake-inspector';
import { DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { resetAfterTest } from './render-app';
import { largeFleet, savedProfile } from './watch-fixtures';

afterEach(resetAfterTest);

const itemNames = () =>
  within(dialog())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const search = () => inDialog().getByRole('searchbox', { name: 'Search connections by name or address' });

const LONG = savedProfile(
  'long',
  'Filiale Nordrhein-Westfalen, Köln-Ehrenfeld, Venloer Straße 1234 (Lager und Verkauf, zweiter Stock)',
  'https://a.example.test',
);
const fleet = () =>
  new FakeInspector({
    profiles: [
      DEMO_PROFILE,
      SHOP_PROFILE,
      LONG,
      savedProfile('wien', 'Filiale Wien', 'http://10.0.0.7:8080'),
    ],
  });

describe('ConnectionsDialog with a fleet', () => {
  it('offers a watch for every connection, off by default, and saves a choice at once', async () => {
    const fake = fleet();
    const { user } = await openedApp(fake);
    const watch = inDialog().getByRole('combobox', { name: 'Watch Main shop' });
    expect(watch).toHaveDisplayValue('Off');
    expect(inDialog().getByRole('combobox', { name: 'Watch Demo (offline)' })).toHaveDisplayValue('Off');
    await user.selectOptions(watch, 'Every 5 min');
    expect(fake.callsOf('setWatch')).toEqual([{ profileId: 'shop', every: 5 }]);
    await waitFor(() => expect(watch).toHaveDisplayValue('Every 5 min'));
    await user.selectOptions(watch, 'Off');
    expect(fake.callsOf('setWatch').at(-1)).toEqual({ profileId: 'shop', every: 'off' });
  });

  it('finds connections by name or address, and Escape clears the search before it closes the dialog', async () => {
    const { user } = await openedApp(fleet());
    await user.type(search(), 'wien');
    expect(itemNames()).toEqual(['Filiale Wien']);
    await user.clear(search());
    await user.type(search(), 'example.test');
    expect(itemNames()).toEqual([LONG.name, 'Main shop']);
    await user.keyboard('{Escape}');
    expect(search()).toHaveValue('');
    expect(queryDialog()).toBeInTheDocument();
    await user.type(search(), 'nothing like it');
    expect(dialog()).toHaveTextContent('No saved connection matches “nothing like it”.');
  });

  it('sorts by name, by address, or watched first', async () => {
    const fake = fleet();
    fake.watchSettings = { ...fake.watchSettings, every: { wien: 1, shop: 60 } };
    const { user } = await openedApp(fake);
    expect(itemNames()).toEqual([
      'Demo (offline)',
      'Filiale Nordrhein-Westfalen, Köln-Ehrenfeld, Venloer Straße 1234 (Lager und Verkauf, zweiter Stock)',
      'Filiale Wien',
      'Main shop',
    ]);
    const sort = inDialog().getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Address');
    expect(itemNames().slice(1)).toEqual(['Filiale Wien', LONG.name, 'Main shop']);
    await user.selectOptions(sort, 'Watched first');
    expect(itemNames().slice(1)).toEqual(['Filiale Wien', 'Main shop', LONG.name]);
  });

  it('keeps a long name whole in its title, for hover', async () => {
    await openedApp(fleet());
    const item = inDialog().getByRole('listitem', { name: LONG.name });
    expect(within(item).getByTitle(LONG.name)).toHaveTextContent(LONG.name);
  });

  it('lists the first 200 of a long list, and the search finds the others', async () => {
    const { profiles } = largeFleet(450);
    const { user } = await openedApp(new FakeInspector({ profiles: [DEMO_PROFILE, ...profiles] }));
    expect(itemNames()).toHaveLength(201);
    expect(dialog()).toHaveTextContent('The first 200 of 450 shown: search to find the others.');
    await user.type(search(), 'Shop 0449');
    expect(itemNames()).toEqual(['Shop 0449 Köln']);
  });
});

describe('the fleet file', () => {
  it('imports a CSV file and says what was added, updated, merged and skipped, and why', async () => {
    const fake = fleet();
    fake.fleetImport = {
      added: 1,
      updated: 1,
      skipped: [
        { line: 4, reason: 'base_url "shop.example" has no scheme: did you mean https://shop.example?' },
      ],
      merged: [{ line: 3, into: 2, name: 'Filiale Graz' }],
    };
    fake.addedProfiles = [savedProfile('graz', 'Filiale Graz')];
    const { user } = await openedApp(fake);
    const csv =
      'name,base_url,token_env\r\nFiliale Graz,https://graz.example.test,RETAIL_INSPECTOR_TOKEN_GRAZ\r\n';
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([csv], 'fleet.csv', { type: 'text/csv' }));
    await waitFor(() => expect(fake.callsOf('importFleet')).toEqual([{ text: csv, format: 'csv' }]));
    const message = await inDialog().findByText(
      'Imported 2 connections: 1 added, 1 updated; 1 row merged; 1 row skipped.',
    );
    expect(message.closest('.message')).toHaveTextContent(
      'Line 4: base_url "shop.example" has no scheme: did you mean https://shop.example?',
    );
    expect(message.closest('.message')).toHaveTextContent(
      'Line 3: merged into line 2, of the same name "Filiale Graz" (this row\'s address and settings are used)',
    );
    expect(inDialog().getByRole('listitem', { name: 'Filiale Graz' })).toBeInTheDocument();
  });

  it('reads a JSON file as JSON', async () => {
    const fake = fleet();
    const { user } = await openedApp(fake);
    const json =
      '[{"name":"Filiale Graz","baseUrl":"https://graz.example.test","tokenEnv":"RETAIL_INSPECTOR_TOKEN_GRAZ"}]';
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([json], 'fleet', { type: 'application/json' }));
    await waitFor(() => expect(fake.callsOf('importFleet')).toEqual([{ text: json, format: 'json' }]));
    expect(await inDialog().findByText('Nothing was imported.')).toBeInTheDocument();
  });

  it('opens the file chooser from Import…', async () => {
    const { user } = await openedApp(fleet());
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    let chosen = 0;
    input.addEventListener('click', () => chosen++);
    await user.click(inDialog().getByRole('button', { name: 'Import…' }));
    expect(chosen).toBe(1);
  });

  it('exports CSV as a download and says that tokens are not exported', async () => {
    const downloads = captureDownloads();
    const fake = fleet();
    const { user } = await openedApp(fake);
    await user.click(inDialog().getByRole('button', { name: 'Export CSV' }));
    expect(fake.callsOf('exportFleet')).toEqual([{ format: 'csv' }]);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatchObject({ name: 'connections.csv', type: 'text/csv; charset=utf-8' });
    expect(await downloads[0]!.text).toBe('name,base_url,token_env,insecure\r\n');
    expect(dialog()).toHaveTextContent(
      'Your browser saves the connections as connections.csv, in its downloads.',
    );
    expect(dialog()).toHaveTextContent('Tokens are never exported');
  });

  it('says where the desktop app saved it', async () => {
    const fake = fleet();
    fake.answer('exportFleet', { ok: true, value: { status: 'saved', file: '/home/test/fleet.json' } });
    const { user } = await openedApp(fake);
    await user.click(inDialog().getByRole('button', { name: 'Export JSON' }));
    expect(await inDialog().findByText('Saved the connections as /home/test/fleet.json')).toBeInTheDocument();
    expect(screen.queryByText(/in its downloads/)).not.toBeInTheDocument();
  });
});
