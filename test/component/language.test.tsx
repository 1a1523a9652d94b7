// @vitest-environment happy-dom
// The app's language: English by default (the test's system language is en-US), German chosen in
// the top bar's picker changes the words and the formats of the first screen (currency names and
// placing, dates, the page's lang) and is remembered; the system's language is followed when nothing
// was chosen; Polish counts use its plural forms; a catalog that cannot load leaves English.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY, INFO } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

/** The value cell of the row labelled `label` in the Installation panel. */
const valueOf = (label: string) =>
  installationPanel().getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Makes the page's system languages `languages` for one test. */
function systemLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
}

describe('the language', () => {
  it('is English by default, and German when chosen, with German formats; it is remembered', async () => {
    const { user } = renderApp();
    await installationPanel().findByRole('heading', { name: COMPANY });
    expect(screen.getByRole('tab', { name: 'Installation & categories' })).toBeInTheDocument();
    expect(valueOf('Currency name')).toHaveTextContent('EUR · € · Euro');
    expect(valueOf('Amount').textContent).toMatch(/^€1/);
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(await screen.findByRole('tab', { name: 'Installation & Warengruppen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Installation' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveDisplayValue('Deutsch');
    expect(screen.getByRole('combobox', { name: 'Design' })).toHaveDisplayValue('System');
    expect(installationPanel().getByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    const categories = within(screen.getByRole('region', { name: 'Warengruppen' }));
    expect(
      categories.getByRole('searchbox', { name: 'Warengruppen nach Name, Code oder Slug suchen' }),
    ).toBeInTheDocument();
    expect(categories.getByRole('combobox', { name: 'Sortieren nach' })).toHaveDisplayValue('Name');
    expect(categories.getByRole('button', { name: 'Raster' })).toHaveAttribute('aria-pressed', 'true');
    expect(categories.getByText('5 Warengruppen')).toBeInTheDocument();
    expect(valueOf('Beträge')).toHaveTextContent('2Nachkommastellen');
    // Intl in German: the euro's name and the symbol after the amount, the date with German words.
    expect(valueOf('Name der Währung')).toHaveTextContent('EUR · € · Euro');
    expect(valueOf('Betrag').textContent).toMatch(/89\s€/);
    expect(valueOf('Uhrzeit dort')).toHaveTextContent(
      /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. /,
    );
    expect(document.documentElement.lang).toBe('de');

    // Started again on this machine: still German, without a choice to make.
    cleanup();
    renderApp();
    expect(await screen.findByRole('tab', { name: 'Installation & Warengruppen' })).toBeInTheDocument();
  });

  it('follows the system’s language until one is chosen, and names it in the picker', async () => {
    systemLanguages(['fr-CH', 'de']);
    const { user } = renderApp();
    expect(await screen.findByRole('tab', { name: 'Installation et catégories' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Langue' });
    expect(picker).toHaveDisplayValue('Système (Français)');
    const names = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'Système (Français)',
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Italiano',
      'Nederlands',
      'Polski',
    ]);

    await user.selectOptions(picker, 'English');
    expect(await screen.findByRole('tab', { name: 'Installation & categories' })).toBeInTheDocument();
  });

  it('falls back to English for a system language without a catalog', async () => {
    systemLanguages(['ja-JP']);
    renderApp();
    expect(await screen.findByRole('tab', { name: 'Installation & categories' })).toBeInTheDocument();
  });

  it('says a German refresh failed in German, the failure’s title in bold, its time as German writes it', async () => {
    const fake = new FakeInspector();
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByRole('tab', { name: 'Installation & Warengruppen' });
    fake.failCall('getInfo', {
      kind: 'http-status',
      statusText: '502 Bad Gateway',
      preview: 'upstream down',
    });
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));

    const alert = await installationPanel().findByRole('alert');
    expect(alert).toHaveTextContent('Veraltet');
    // A 24-hour clock, as German writes the time.
    expect(alert).toHaveTextContent(/Angezeigt werden die Einstellungen von [0-2]\d:\d\d:\d\d\./);
    expect(alert).toHaveTextContent('Die Aktualisierung ist fehlgeschlagen:');
    // The failure's title (English, the command line's words) in bold inside the German sentence.
    expect(within(alert).getByText(/\S/, { selector: 'strong' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('counts in Polish with its plural forms', async () => {
    systemLanguages(['pl-PL']);
    // Two faulty technical fields ("2 pola"; five would be "5 pól"), 2 and 5 decimals.
    const info = { ...INFO, version: 2, id: 7, qty_decimals: '5' };
    renderApp(new FakeInspector({ info }));
    const panel = within(await screen.findByRole('region', { name: 'Instalacja' }));
    await panel.findByRole('heading', { name: COMPANY });
    expect(document.documentElement.lang).toBe('pl');
    expect(panel.getByRole('button', { name: /^Szczegóły techniczne/ })).toHaveTextContent(
      'Szczegóły techniczne · 2 pola z ostrzeżeniem',
    );
    const value = (label: string) => panel.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Kwoty')).toHaveTextContent('2miejsca po przecinku');
    expect(value('Ilości')).toHaveTextContent('5miejsc po przecinku');
    // Five categories: "5 kategorii" (two would be "2 kategorie").
    expect(await screen.findByText('5 kategorii')).toBeInTheDocument();
  });
});
