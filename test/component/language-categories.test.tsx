// @vitest-environment happy-dom
// The categories in German: the banner over rows that break the specification counts them in
// German and leads to Diagnose, a missing slug says so in German, and the detail sheet names its
// fields, its mark and its copy buttons in German (the rule a field breaks, too: language-rules).
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

const ROWS = [
  { id: '21', code: 'BROT', name: 'Brot', slug: 'brot', image: 'https://assets.example.test/brot.png' },
  { id: 23, code: 'MILCH', name: 'Milch', slug: 'milch', image: 'https://assets.example.test/milch.png' },
  { id: '24', code: 'OBST', name: 'Obst', image: 'https://assets.example.test/obst.png' },
];

describe('the categories in German', () => {
  it('count faulty rows, mark a missing slug and name the detail sheet’s parts in German', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const { user } = renderApp(new FakeInspector({ categories: ROWS }));
    // The listbox is named in German too.
    const listbox = () => screen.getByRole('listbox', { name: 'Warengruppen' });
    await within(await screen.findByRole('listbox', { name: 'Warengruppen' })).findByRole('option', {
      name: /Obst/,
    });
    const banner = screen.getByRole('region', {
      name: 'Warengruppen, die gegen die Spezifikation verstoßen',
    });
    expect(banner).toHaveTextContent(
      '2 von 3 Warengruppen verstoßen gegen die Spezifikation – siehe Diagnose',
    );
    const obst = within(listbox()).getByRole('option', { name: /Obst/ });
    expect(within(obst).getByText('Slug fehlt')).toBeInTheDocument();
    expect(obst).toHaveAccessibleDescription(
      expect.stringContaining('Verstößt gegen die API-Spezifikation. Slug:'),
    );

    await user.click(within(listbox()).getByRole('option', { name: /Milch/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Milch' }));
    expect(sheet.getByText('Warengruppe')).toBeInTheDocument();
    expect(sheet.getByRole('heading', { name: 'Felder' })).toBeInTheDocument();
    expect(
      sheet.getByRole('button', { name: 'ID verstößt gegen die API-Spezifikation' }),
    ).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'Kopieren die JSON-Rohdaten' })).toBeInTheDocument();
  });
});
