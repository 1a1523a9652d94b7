// @vitest-environment happy-dom
// Printing follows the app's language: in German, Drucken… prints the categories under German words
// (the table's name, its columns, the sort), and while it prints the document's title, which browsers
// and the PDF footer show, is German too; afterwards the title is the app's again.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'print');
  document.title = 'Retail Inspector';
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

describe('printing in German', () => {
  it('prints the categories with German words and a German title', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    document.title = 'Retail Inspector';
    const seen: { title: string; about: string; columns: string[] }[] = [];
    // happy-dom has no print dialog; this records what the page held when it would open.
    const print = vi.fn(() => {
      const table = screen.getByRole('table', { name: 'Gedruckte Warengruppen' });
      seen.push({
        title: document.title,
        about: screen.getByText(/^Sortiert nach /).textContent ?? '',
        columns: within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent ?? ''),
      });
    });
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    const { user } = renderApp(new FakeInspector());
    const panel = within(await screen.findByRole('region', { name: 'Warengruppen' }));
    await panel.findAllByRole('option');
    await user.click(panel.getByRole('button', { name: 'Drucken…' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      title: 'Installation & Warengruppen · Demo (offline) · Retail Inspector',
      about: 'Sortiert nach Name.',
      columns: ['Bild', 'Name', 'Code', 'Slug', 'ID'],
    });
    expect(document.title).toBe('Retail Inspector');
  });
});
