// @vitest-environment happy-dom
// Categories that break the API specification, as a store manager meets them: every row is shown
// (a numeric id, a relative image path, a missing slug), a banner counts them and leads to
// Diagnostics, each faulty field carries a mark whose rule is the row's description in the list and,
// in the detail sheet, a focusable mark's description (its tooltip); sort and search take all rows,
// export says how many break the specification. The list is virtualized: see render-app.tsx.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listbox, search, shownNames } from './categories-page';
import { FakeInspector } from './fake-inspector';
import { categoriesPanel, renderApp, resetAfterTest } from './render-app';

afterEach(() => {
  Reflect.deleteProperty(window, 'print');
  return resetAfterTest();
});

const image = (name: string) => `https://assets.example.test/categories/${name}.png`;
const ROWS = [
  { id: '21', code: 'BROT', name: 'Brot', slug: 'brot', image: image('brot') },
  { id: '22', code: 'KAES', name: 'Käse', slug: 'kaese', image: 'img/kaese.svg' },
  { id: 23, code: 'MILCH', name: 'Milch', slug: 'milch', image: image('milch') },
  { id: '24', code: 'OBST', name: 'Obst', image: image('obst') },
  { id: '25', code: 'WEIN', name: 'Wein', slug: null, image: image('wein') },
];

async function renderFaulty() {
  const rendered = renderApp(new FakeInspector({ categories: ROWS }));
  await waitFor(() => expect(shownNames()).toEqual(['Brot', 'Käse', 'Milch', 'Obst', 'Wein']));
  return rendered;
}

const banner = () => screen.getByRole('region', { name: 'Categories that break the specification' });
const option = (name: RegExp) => within(listbox()).getByRole('option', { name });

describe('categories that break the specification', () => {
  it('shows all 5 rows under a banner that counts the 3 faulty ones and leads to Diagnostics', async () => {
    const { user } = await renderFaulty();
    expect(banner()).toHaveTextContent('3 of 5 categories break the specification — see Diagnostics');
    expect(categoriesPanel().queryByText(/could not be loaded|does not match/i)).not.toBeInTheDocument();
    expect(option(/Milch/)).toHaveTextContent('23');
    await user.click(within(banner()).getByRole('button', { name: 'see Diagnostics' }));
    expect(await screen.findByRole('heading', { name: 'Diagnostics' })).toBeInTheDocument();
  });

  it('says "slug missing" for a slug not sent (marked), "no slug" for a null one (allowed)', async () => {
    await renderFaulty();
    expect(within(option(/Obst/)).getByText('slug missing')).toBeInTheDocument();
    expect(within(option(/Wein/)).getByText('no slug')).toBeInTheDocument();
    expect(within(option(/Wein/)).queryByText('slug missing')).not.toBeInTheDocument();
  });

  it('describes each faulty row with the rule it breaks; a conforming row has no such words', async () => {
    await renderFaulty();
    expect(option(/Milch/)).toHaveAccessibleDescription(
      expect.stringContaining('Breaks the API specification. ID: expected text, got the number 23.'),
    );
    expect(option(/Käse/)).toHaveAccessibleDescription(
      expect.stringContaining('Image URL: expected an absolute http(s) URL'),
    );
    expect(option(/Obst/)).toHaveAccessibleDescription(
      expect.stringMatching(/Slug: the installation did not send it/),
    );
    expect(option(/Brot/)).not.toHaveAccessibleDescription(expect.stringContaining('Breaks'));
    expect(
      option(/Milch/).querySelector('.category-row__id .fault-flag, .card__meta .fault-flag'),
    ).toHaveAttribute('title', 'ID: expected text, got the number 23');
  });

  it('gives the faulty field in the detail sheet a mark that takes the focus and is described by its rule', async () => {
    const { user } = await renderFaulty();
    await user.click(option(/Milch/));
    const sheet = await screen.findByRole('dialog', { name: 'Milch' });
    const mark = within(sheet).getByRole('button', { name: 'ID breaks the API specification' });
    expect(mark).toHaveAccessibleDescription('expected text, got the number 23');
    expect(within(sheet).getByRole('tooltip')).toHaveTextContent('expected text, got the number 23');
    // Only the faulty field has one; the keyboard reaches it (Close has the focus first).
    expect(within(sheet).getAllByRole('button', { name: /breaks the API specification/ })).toHaveLength(1);
    let tabs = 0;
    while (document.activeElement !== mark && tabs++ < 10) await user.tab();
    expect(mark).toHaveFocus();
  });

  it('searches a number as its digits and a null as nothing, and sorts a missing name first', async () => {
    const rows = [...ROWS, { id: '26', code: 4711, name: null, slug: 'leer', image: image('leer') }];
    const { user } = renderApp(new FakeInspector({ categories: rows }));
    await waitFor(() => expect(shownNames()).toEqual(['', 'Brot', 'Käse', 'Milch', 'Obst', 'Wein']));
    expect(banner()).toHaveTextContent('4 of 6 categories break the specification');
    await user.type(search(), '4711');
    await waitFor(() => expect(shownNames()).toEqual(['']));
    await user.clear(search());
    await user.type(search(), 'null');
    await waitFor(() => expect(screen.getByText('No category matches “null”.')).toBeInTheDocument());
    await user.clear(search());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Code');
    await waitFor(() => expect(shownNames()).toEqual(['', 'Brot', 'Käse', 'Milch', 'Obst', 'Wein']));
  });

  it('exports all 5 rows and says how many break the specification', async () => {
    const fake = new FakeInspector({ categories: ROWS });
    const { user } = renderApp(fake);
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Export…' }));
    await user.click(screen.getByRole('button', { name: /^JSON/ }));
    const status = await screen.findByText(/3 of them break the specification, written as received\./);
    expect(status).toHaveTextContent(/5 categories as JSON/);
  });

  it('prints every row, marks the faulty values and says how many break the specification', async () => {
    const { user } = await renderFaulty();
    let about = '';
    let cells: string[][] = [];
    let flags: string[] = [];
    const print = vi.fn(() => {
      const table = screen.getByRole('table', { name: 'Printed categories' });
      about = table.parentElement?.textContent ?? '';
      cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent ?? ''));
      flags = [...table.querySelectorAll('.fault-flag')].map((flag) => flag.getAttribute('title') ?? '');
    });
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    await user.click(categoriesPanel().getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(cells).toHaveLength(5));
    expect(cells.map((row) => row[1])).toEqual(['Brot', 'Käse', 'Milch', 'Obst', 'Wein']);
    expect(cells[2]![4]).toBe('23');
    expect(about).toContain('3 of 5 categories break the specification; a marked value breaks it.');
    expect(flags).toEqual([
      expect.stringMatching(/^Image URL: expected an absolute/),
      'ID: expected text, got the number 23',
      expect.stringMatching(/^Slug: the installation did not send it$/),
    ]);
  });

  it('marks faulty rows of a large list’s rest once it arrives', async () => {
    const fake = new FakeInspector({ categories: ROWS });
    fake.firstPage = 2;
    const rest = fake.hold('getCategoriesRest');
    renderApp(fake);
    await waitFor(() => expect(shownNames()).toEqual(['Brot', 'Käse']));
    expect(banner()).toHaveTextContent('3 of 5 categories break the specification');
    rest.release();
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(option(/Obst/)).toHaveAccessibleDescription(
      expect.stringMatching(/Slug: the installation did not send it/),
    );
    expect(option(/Milch/)).toHaveAccessibleDescription(
      expect.stringContaining('ID: expected text, got the number 23'),
    );
  });
});
