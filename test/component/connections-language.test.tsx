// @vitest-environment happy-dom
// The Connections dialog follows the app's language: in German the button, the dialog, the list
// (with its count in German plural words), the demo connection and the form with a field's hint.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

describe('the Connections dialog in German', () => {
  it('speaks German in the list, the demo connection and the form with its hints', async () => {
    const { user } = renderApp();
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(await screen.findByRole('button', { name: /^Verbindungen…/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verbindungen' }));
    expect(dialog.getByText('Eingebaut')).toBeInTheDocument();
    expect(
      dialog.getByText(/^Die eingebaute Demo und \d+ gespeicherte Verbindung(en)?\.$/),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Verbindung hinzufügen' }));
    const form = within(await dialog.findByRole('form', { name: 'Neue Verbindung' }));
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Geben Sie der Verbindung einen Namen.'),
    );
    expect(form.getByRole('button', { name: 'Verbindung testen' })).toBeInTheDocument();
  });

  it('names the built-in demo connection in the language shown, in the top bar and the dialog', async () => {
    const { user } = renderApp();
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    const select = await screen.findByRole('combobox', { name: 'Connexion' });
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Démo (hors ligne)');
    await user.click(screen.getByRole('button', { name: /^Connexions…/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Connexions' }));
    expect(dialog.getByRole('listitem', { name: 'Démo (hors ligne)' })).toBeInTheDocument();
  });
});
