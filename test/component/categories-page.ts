// What the categories tests read and do: the listbox, the count, the search box, the names shown in
// order, and the app rendered until the five fixture categories show.
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeInspector } from './fake-inspector';
import { callMeta, NAMES_BY_NAME } from './fixtures';
import { categoriesPanel, renderApp } from './render-app';

/** What the fake says it measured for getCategories. */
export const CATEGORIES_META = callMeta('/api/v2/products/getcategorys');

export const listbox = () => screen.getByRole('listbox', { name: 'Categories' });
export const count = () =>
  categoriesPanel().getByText(/categor(y|ies)( loaded…)?$/, { selector: '.panel__count' });
export const search = () =>
  screen.getByRole('searchbox', { name: 'Search categories by name, code or slug' });

/** The names of the categories shown, in order. */
export function shownNames(): string[] {
  return within(listbox())
    .queryAllByRole('option')
    .map((option) => option.querySelector('.card__name, .category-row__name')?.textContent ?? '');
}

/** The app, once every fixture category shows (sorted by name). */
export async function renderLoaded(fake = new FakeInspector()) {
  const rendered = renderApp(fake);
  await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
  return rendered;
}
