// @vitest-environment happy-dom
// What the app says after an action follows the language chosen: in German the Connections
// dialog's message after a fleet file's import (counts in German plural words, each skipped or
// merged row a German line, main's reason for a skipped row as it came) and after its export, and
// the page's notice when the choice of connection will not be remembered (main's reason inside).
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';
import { savedProfile } from './watch-fixtures';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

const SKIPPED = 'base_url "shop.example" has no scheme: did you mean https://shop.example?';

/** The app in German, loaded. */
async function inGerman(fake: FakeInspector) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
  await screen.findByRole('button', { name: /^Verbindungen…/ });
  return rendered;
}

/** The app in German with the Connections dialog open. */
async function germanDialog(fake: FakeInspector) {
  const rendered = await inGerman(fake);
  await rendered.user.click(screen.getByRole('button', { name: /^Verbindungen…/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Verbindungen' }));
  return { ...rendered, dialog };
}

describe('the notices in German', () => {
  it('says what a fleet file’s import did, row by row', async () => {
    const fake = new FakeInspector({ profiles: [DEMO_PROFILE, SHOP_PROFILE] });
    fake.fleetImport = {
      added: 1,
      updated: 2,
      skipped: [{ line: 4, reason: SKIPPED }],
      merged: [
        { line: 3, into: 2, name: 'Filiale Graz' },
        { line: 5, into: 2, name: 'Filiale Graz' },
      ],
    };
    fake.addedProfiles = [savedProfile('graz', 'Filiale Graz')];
    const { user, dialog } = await germanDialog(fake);
    const input = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['name,base_url\r\n'], 'fleet.csv', { type: 'text/csv' }));
    const message = await dialog.findByText(
      '3 Verbindungen importiert: 1 hinzugefügt, 2 aktualisiert; 2 Zeilen zusammengeführt; 1 Zeile übersprungen.',
    );
    const lines = within(message.closest('.message') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Zeile 3: mit Zeile 2 gleichen Namens „Filiale Graz“ zusammengeführt (Adresse und Einstellungen dieser Zeile gelten)',
      `Zeile 4: ${SKIPPED}`,
      'Zeile 5: mit Zeile 2 gleichen Namens „Filiale Graz“ zusammengeführt (Adresse und Einstellungen dieser Zeile gelten)',
    ]);
  });

  it('says that nothing was imported, and how many rows were skipped', async () => {
    const fake = new FakeInspector();
    fake.fleetImport = {
      added: 0,
      updated: 0,
      skipped: [
        { line: 2, reason: 'no name' },
        { line: 3, reason: 'no name' },
      ],
      merged: [],
    };
    const { user, dialog } = await germanDialog(fake);
    const input = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['[]'], 'fleet.json', { type: 'application/json' }));
    expect(
      await dialog.findByText('Nichts wurde importiert: 2 Zeilen wurden übersprungen.'),
    ).toBeInTheDocument();
  });

  it('says where a fleet file was exported, and that tokens never are', async () => {
    const fake = new FakeInspector();
    fake.answer('exportFleet', { ok: true, value: { status: 'saved', file: '/home/test/fleet.json' } });
    const { user, dialog } = await germanDialog(fake);
    await user.click(dialog.getByRole('button', { name: 'Als JSON exportieren' }));
    const message = await dialog.findByText('Die Verbindungen wurden als /home/test/fleet.json gespeichert');
    expect(message.closest('.message')).toHaveTextContent(
      'Tokens werden nie exportiert: Jede Zeile nennt die Umgebungsvariable, aus der ihr Token gelesen wird.',
    );
  });

  it('says why a fleet file was not imported, with main’s reason', async () => {
    const fake = new FakeInspector();
    fake.refuse('importFleet', { code: 'INVALID_ARGUMENT', message: 'importFleet: the file is empty' });
    const { user, dialog } = await germanDialog(fake);
    const input = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([''], 'fleet.csv', { type: 'text/csv' }));
    expect(
      await dialog.findByText('Die Filialdatei wurde nicht importiert: the file is empty'),
    ).toBeInTheDocument();
  });

  it('says in the page’s notice that the choice of connection will not be remembered', async () => {
    const fake = new FakeInspector();
    fake.refuse('setActiveProfile', { code: 'PROFILE_STORE', message: 'the disk is full' });
    const { user } = await inGerman(fake);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verbindung' }), 'Main shop');
    const notice = await screen.findByText('Diese Wahl wird nicht gemerkt: the disk is full');
    expect(notice.closest('[role="status"]')).toHaveTextContent('Ausblenden');
    await waitFor(() => expect(fake.callsOf('setActiveProfile')).toEqual([{ id: 'shop' }]));
  });
});
