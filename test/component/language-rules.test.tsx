// @vitest-environment happy-dom
// What is wrong with an installation's settings and categories, in the language shown: the line
// naming the faulty settings, the rule beside a faulty setting and the rule a category's field
// breaks are German once German is chosen (the labels too), and English again in English; the
// values stay as the installation sent them.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY, INFO } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

/** The value cell of the setting labelled `label`. */
const valueOf = (label: string) =>
  installationPanel().getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const ROWS = [
  { id: 23, code: 'MILCH', name: 'Milch', slug: 'milch', image: 'https://assets.example.test/milch.png' },
  { id: '24', code: 'OBST', name: 'Obst', image: 'https://assets.example.test/obst.png' },
];

describe('the rules a faulty installation breaks, in German', () => {
  it('names the faulty settings and says each one’s rule in the language chosen', async () => {
    const { user } = renderApp(
      new FakeInspector({ info: { ...INFO, default_currency: 'EURO', decimals: 2 } }),
    );
    await installationPanel().findByRole('heading', { name: COMPANY });
    expect(
      installationPanel().getByRole('img', {
        name: 'Warning: 2 settings break the specification: Currency, Amounts. Each is shown as received, with the reason.',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByRole('tab', { name: 'Installation & Warengruppen' });
    expect(
      installationPanel().getByRole('img', {
        name: 'Warnung: 2 Einstellungen verstoßen gegen die Spezifikation: Währung, Beträge. Jede wird wie empfangen gezeigt, mit dem Grund.',
      }),
    ).toBeInTheDocument();
    expect(
      within(valueOf('Währung')).getByRole('img', {
        name: 'Warnung: Verstößt gegen die Spezifikation: erwartet: ein Währungscode aus drei Buchstaben, erhalten: "EURO"',
      }),
    ).toBeInTheDocument();
    expect(
      within(valueOf('Beträge')).getByRole('img', {
        name: 'Warnung: Verstößt gegen die Spezifikation: erwartet: Text, erhalten: die Zahl 2',
      }),
    ).toBeInTheDocument();

    // And back: the same faults in English, as the store kept them.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'English');
    await screen.findByRole('tab', { name: 'Installation & categories' });
    expect(
      within(valueOf('Currency')).getByRole('img', {
        name: 'Warning: Breaks the specification: expected a three-letter currency code, got "EURO"',
      }),
    ).toBeInTheDocument();
  });

  it('says the rule a category’s field breaks in German, in its mark and its description', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const { user } = renderApp(new FakeInspector({ categories: ROWS }));
    const listbox = await screen.findByRole('listbox', { name: 'Warengruppen' });
    const obst = await within(listbox).findByRole('option', { name: /Obst/ });
    expect(obst).toHaveAccessibleDescription(
      expect.stringContaining(
        'Verstößt gegen die API-Spezifikation. Slug: die Installation hat es nicht gesendet.',
      ),
    );

    await user.click(within(listbox).getByRole('option', { name: /Milch/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Milch' }));
    expect(
      sheet.getByRole('button', { name: 'ID verstößt gegen die API-Spezifikation' }),
    ).toHaveAccessibleDescription('erwartet: Text, erhalten: die Zahl 23');
  });
});
