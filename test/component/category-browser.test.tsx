// @vitest-environment happy-dom
// Browsing the categories as a user does: search as you type (case and accents ignored, "/" focuses
// it, Escape clears it), sort by name, code or id, grid or list (remembered), the keyboard, and the
// detail sheet with every field. The list is virtualized: see render-app.tsx for the layout happy-dom
// is given so that the rows in view render.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { count, listbox, renderLoaded, search, shownNames } from './categories-page';
import { CATEGORIES, NAMES_BY_CODE, NAMES_BY_ID, NAMES_BY_NAME } from './fixtures';
import { resetAfterTest } from './render-app';

afterEach(resetAfterTest);

describe('CategoryBrowser', () => {
  describe('search', () => {
    it('filters as the user types, ignoring case and accents', async () => {
      const { user } = await renderLoaded();
      await user.type(search(), 'BROTCHEN');
      await waitFor(() => expect(shownNames()).toEqual(['Brötchen']));
      expect(count()).toHaveTextContent('1 of 5 categories');

      await user.clear(search());
      await user.type(search(), 'pate');
      await waitFor(() => expect(shownNames()).toEqual(['Pâté']));

      await user.clear(search());
      await user.type(search(), 'äp');
      await waitFor(() => expect(shownNames()).toEqual(['Äpfel']));
    });

    it('narrows with every keystroke', async () => {
      const { user } = await renderLoaded();
      await user.type(search(), 'e');
      await waitFor(() => expect(shownNames()).toEqual(['Äpfel', 'Brötchen', 'Käse', 'Pâté', 'Zwiebeln']));
      await user.type(search(), 'b');
      await waitFor(() => expect(shownNames()).toEqual(['Zwiebeln']));
    });

    it('finds categories by code and by slug', async () => {
      const { user } = await renderLoaded();
      await user.type(search(), 'a-1');
      await waitFor(() => expect(shownNames()).toEqual(['Zwiebeln']));
      await user.clear(search());
      await user.type(search(), 'kaese');
      await waitFor(() => expect(shownNames()).toEqual(['Käse']));
    });

    it('says when nothing matches, and Clear search brings every category back', async () => {
      const { user } = await renderLoaded();
      await user.type(search(), 'croissant');
      expect(await screen.findByText('No category matches “croissant”.')).toBeInTheDocument();
      expect(count()).toHaveTextContent('0 of 5 categories');
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
      expect(search()).toHaveValue('');
    });

    it('clears with Escape', async () => {
      const { user } = await renderLoaded();
      await user.type(search(), 'käse');
      await waitFor(() => expect(shownNames()).toEqual(['Käse']));
      await user.keyboard('{Escape}');
      expect(search()).toHaveValue('');
      await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
    });

    it('is focused by "/" from anywhere outside a text field, without typing the slash', async () => {
      const { user } = await renderLoaded();
      await user.click(screen.getByRole('heading', { name: 'Categories' }));
      expect(search()).not.toHaveFocus();
      await user.keyboard('/');
      expect(search()).toHaveFocus();
      expect(search()).toHaveValue('');
      // Inside the search box a slash is just a slash.
      await user.keyboard('c/');
      expect(search()).toHaveValue('c/');
    });
  });

  describe('sort', () => {
    it.each([
      ['code', 'Code', NAMES_BY_CODE],
      ['id', 'ID', NAMES_BY_ID],
      ['name', 'Name', NAMES_BY_NAME],
    ])('orders by %s (numbers within text by value)', async (value, label, names) => {
      const { user } = await renderLoaded();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(value);
      await waitFor(() => expect(shownNames()).toEqual(names));
    });

    it('keeps the search while the order changes', async () => {
      const { user } = await renderLoaded();
      await user.type(search(), 'a-');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Code');
      await waitFor(() => expect(shownNames()).toEqual(['Käse', 'Zwiebeln']));
    });
  });

  describe('views', () => {
    it('names each category by its name alone, and describes it by its code and slug (and id in the list)', async () => {
      const { user } = await renderLoaded();
      const card = within(listbox()).getByRole('option', { name: 'Käse' });
      expect(card).toHaveAccessibleDescription('A-7 kaese');
      await user.click(screen.getByRole('button', { name: 'List' }));
      const row = within(listbox()).getByRole('option', { name: 'Käse' });
      expect(row).toHaveAccessibleDescription('A-7 kaese 100');
    });

    it('shows a list with the id of each category, and remembers the choice', async () => {
      const { user, unmount } = await renderLoaded();
      const gridButton = screen.getByRole('button', { name: 'Grid' });
      expect(gridButton).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'List' }));
      expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      const row = within(listbox()).getByRole('option', { name: /Käse/ });
      expect(row).toHaveClass('category-row');
      expect(row).toHaveTextContent('100');

      unmount();
      await renderLoaded();
      expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(listbox()).getAllByRole('option')[0]).toHaveClass('category-row');
    });
  });

  describe('keyboard and details', () => {
    it('moves the active category with the arrow keys and opens it with Enter', async () => {
      const { user } = await renderLoaded();
      listbox().focus();
      expect(listbox()).toHaveAttribute('aria-activedescendant', 'category-option-0');
      await user.keyboard('{ArrowRight}');
      expect(listbox()).toHaveAttribute('aria-activedescendant', 'category-option-1');
      expect(within(listbox()).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{End}');
      expect(listbox()).toHaveAttribute('aria-activedescendant', 'category-option-4');
      await user.keyboard('{Home}{ArrowRight}{Enter}');
      const sheet = await screen.findByRole('dialog', { name: 'Brötchen' });
      expect(sheet).toHaveTextContent('C-4');
    });

    it('shows every field, the added ones too, and the raw JSON; Escape closes it', async () => {
      const { user } = await renderLoaded();
      await user.click(within(listbox()).getByRole('option', { name: /Äpfel/ }));
      const sheet = await screen.findByRole('dialog', { name: 'Äpfel' });
      const fields = Object.fromEntries(
        [...sheet.querySelectorAll('dt')].map((dt) => [
          dt.textContent,
          dt.nextElementSibling?.querySelector('.detail-field__text, .detail-field__none')?.textContent,
        ]),
      );
      expect(fields).toEqual({
        ID: '12',
        Code: 'C-30',
        Name: 'Äpfel',
        Slug: 'aepfel',
        'Image URL': 'https://assets.example.test/categories/aepfel.png',
        parent_id: '3',
        visible: 'true',
      });
      expect(within(sheet).getByText('Added by the installation')).toBeInTheDocument();
      const json = within(sheet).getByRole('region', { name: 'Raw JSON' });
      expect(JSON.parse(json.textContent ?? '')).toEqual(CATEGORIES.find((c) => c.name === 'Äpfel'));
      expect(within(sheet).getByRole('button', { name: 'Copy the ID' })).toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: /^Close/ })).toHaveFocus();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Äpfel' })).not.toBeInTheDocument());
      expect(listbox()).toHaveFocus();
      expect(listbox()).toHaveAttribute('aria-activedescendant', 'category-option-0');
    });

    it('says "no slug" for a category without one', async () => {
      const { user } = await renderLoaded();
      await user.click(within(listbox()).getByRole('option', { name: /Pâté/ }));
      const sheet = await screen.findByRole('dialog', { name: 'Pâté' });
      const slug = within(sheet).getByText('Slug', { selector: 'dt' }).nextElementSibling;
      expect(slug).toHaveTextContent('no slug');
    });
  });
});
