// @vitest-environment happy-dom
// The words after the categories toolbar say what the last export did; a new search makes a new
// list, and they are cleared then, so they never describe a list no longer shown.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryExportFileName } from '../../shared/export/category-export';
import { search, renderLoaded, shownNames } from './categories-page';
import { captureDownloads } from './capture-downloads';
import { categoriesPanel, resetAfterTest } from './render-app';

afterEach(() => {
  vi.restoreAllMocks();
  return resetAfterTest();
});

const exportButton = () => categoriesPanel().getByRole('button', { name: 'Export…' });
const outcome = () =>
  categoriesPanel()
    .getAllByRole('status')
    .find((element) => element.classList.contains('category-export__outcome'))!;

describe('the export status line', () => {
  it('clears when a new search is typed, and says the next export again', async () => {
    const downloads = captureDownloads();
    const { user } = await renderLoaded();
    await user.click(exportButton());
    await user.click(
      within(screen.getByRole('group', { name: /^Export the/ })).getByRole('button', { name: /CSV/ }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1));
    const name = categoryExportFileName('Demo (offline)', 'csv');
    expect(outcome()).toHaveTextContent(`Exported 5 categories as CSV; your browser saves it as ${name}`);

    await user.type(search(), 'c-');
    await waitFor(() => expect(shownNames()).toEqual(['Äpfel', 'Brötchen']));
    expect(outcome()).toHaveTextContent(/^$/);

    await user.click(exportButton());
    await user.click(
      within(screen.getByRole('group', { name: /^Export the/ })).getByRole('button', { name: /CSV/ }),
    );
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(outcome()).toHaveTextContent('Exported 2 categories as CSV');
  });
});
