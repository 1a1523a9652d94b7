// @vitest-environment happy-dom
// Export… in the Categories panel, as a user meets it: it exports exactly the rows shown, in the
// order shown (after search and sort), as CSV or JSON; by keyboard alone; saved through main's save
// dialog where the host has one, or handed to the browser as a download (the web host); and it says
// how many rows went where, or that nothing was saved.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesCsv } from '../../shared/export/category-csv';
import { categoryExportFileName } from '../../shared/export/category-export';
import { search, renderLoaded, shownNames } from './categories-page';
import { HOST_INFO } from './diagnostics-fixtures';
import { FakeInspector } from './fake-inspector';
import { CATEGORIES, NAMES_BY_ID } from './fixtures';
import { categoriesPanel, renderApp, resetAfterTest } from './render-app';

afterEach(() => {
  vi.restoreAllMocks();
  return resetAfterTest();
});

/** Every file the browser is asked to save: name, type and text. */
function captureDownloads() {
  const downloads: { name: string; type: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    downloads.push({ name: this.download, type: blob.type, text: blob.text() });
  });
  return downloads;
}

const exportButton = () => categoriesPanel().getByRole('button', { name: 'Export…' });
const choices = () => within(screen.getByRole('group', { name: /^Export the/ }));
const rowsNamed = (names: readonly string[]) => names.map((name) => CATEGORIES.find((c) => c.name === name)!);

/** A fake host with save dialogs (Electron). */
function electronHost(): FakeInspector {
  const fake = new FakeInspector();
  fake.answer('hostInfo', { ok: true, value: { ...HOST_INFO, fileDialogs: true } });
  return fake;
}

describe('Export… of the categories', () => {
  it('downloads the rows the search lets through as CSV, by keyboard alone, in the web host', async () => {
    const downloads = captureDownloads();
    const { user, fake } = await renderLoaded();
    await user.type(search(), 'c-');
    await waitFor(() => expect(shownNames()).toEqual(['Äpfel', 'Brötchen']));
    const shown = shownNames();

    exportButton().focus();
    await user.keyboard('{Enter}');
    expect(exportButton()).toHaveAttribute('aria-expanded', 'true');
    expect(choices().getByRole('button', { name: /CSV/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(downloads).toHaveLength(1));
    const name = categoryExportFileName('Demo (offline)', 'csv');
    expect(downloads[0]).toMatchObject({ name, type: 'text/csv; charset=utf-8' });
    expect(await downloads[0]!.text).toBe(categoriesCsv(rowsNamed(shown)));
    const count = `${shown.length} ${shown.length === 1 ? 'category' : 'categories'}`;
    expect(
      categoriesPanel().getByText(
        `Exported ${count} as CSV; your browser saves it as ${name}, in its downloads.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(fake.callsOf('saveCategoryExport')).toEqual([]);
    // Closed again, the focus back where it was.
    expect(exportButton()).toHaveAttribute('aria-expanded', 'false');
    expect(exportButton()).toHaveFocus();
  });

  it('saves JSON in the order shown through main’s save dialog, and says where and how many', async () => {
    const { user, fake } = await renderLoaded(electronHost());
    await user.selectOptions(categoriesPanel().getByRole('combobox', { name: 'Sort by' }), 'ID');
    await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_ID));

    await user.click(exportButton());
    await user.click(choices().getByRole('button', { name: /JSON/ }));

    const fileName = categoryExportFileName('Demo (offline)', 'json');
    await waitFor(() => expect(fake.callsOf('saveCategoryExport')).toHaveLength(1));
    const sent = fake.callsOf('saveCategoryExport')[0] as { format: string; fileName: string; text: string };
    expect(sent).toMatchObject({ format: 'json', fileName });
    expect((JSON.parse(sent.text) as { name: string }[]).map((row) => row.name)).toEqual(NAMES_BY_ID);
    expect(
      await categoriesPanel().findByText(`Saved 5 categories as JSON: /home/test/Documents/${fileName}`),
    ).toHaveAttribute('role', 'status');
  });

  it('says when the save was cancelled or failed', async () => {
    const { user, fake } = await renderLoaded(electronHost());
    fake.answer('saveCategoryExport', { ok: true, value: { status: 'cancelled' } });
    await user.click(exportButton());
    await user.click(choices().getByRole('button', { name: /CSV/ }));
    expect(await categoriesPanel().findByText('Export cancelled; nothing was saved.')).toBeInTheDocument();

    fake.refuse('saveCategoryExport', {
      code: 'FILE_ACCESS',
      message: 'The categories could not be saved as /x.csv: permission denied.',
    });
    await user.click(exportButton());
    await user.click(choices().getByRole('button', { name: /CSV/ }));
    expect(
      await categoriesPanel().findByText(
        'The CSV export failed: The categories could not be saved as /x.csv: permission denied.',
      ),
    ).toBeInTheDocument();
  });

  it('closes with Escape without exporting, the focus back on Export…', async () => {
    const { user, fake } = await renderLoaded(electronHost());
    await user.click(exportButton());
    expect(choices().getByText('The 5 categories shown, in this order:')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(exportButton()).toHaveAttribute('aria-expanded', 'false');
    expect(exportButton()).toHaveFocus();
    expect(screen.queryByRole('group', { name: /^Export the/ })).toBeNull();
    expect(fake.callsOf('saveCategoryExport')).toEqual([]);
  });

  it('says so while the rest of a large list is still loading, and exports the rows that are in', async () => {
    const fake = electronHost();
    fake.firstPage = 2;
    const rest = fake.hold('getCategoriesRest');
    const { user } = renderApp(fake);
    await waitFor(() => expect(shownNames()).toHaveLength(2));
    await user.click(exportButton());
    expect(
      choices().getByText('The 2 categories shown, in this order (the rest is still loading):'),
    ).toBeVisible();
    await user.click(choices().getByRole('button', { name: /CSV/ }));
    expect(await categoriesPanel().findByText(/^Saved 2 categories as CSV/)).toBeInTheDocument();
    rest.release();
  });
});
