// @vitest-environment happy-dom
// Printing, as a user meets it: Print… (the browser's print dialog) in the web host and Save as PDF…
// in the desktop app lay the page out for printing first, so the printed list holds every category
// shown, not only the rows the virtualized browser has in view; the browser's own print (its menu,
// beforeprint) and Ctrl+P do the same; a long list prints without images and says so; the Changes
// view prints every change; a diagnostics report prints every line of its evidence. (happy-dom
// applies no style sheet: the print-only parts, hidden on screen in a browser, are read here as the
// page holds them.)
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiagnosticsReport } from '../../shared/ipc-contract';
import { paperSizeFor, pdfFileName } from '../../shared/print';
import type { Category } from '../../shared/v2';
import { search, shownNames } from './categories-page';
import { HOST_INFO } from './diagnostics-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY, NAMES_BY_NAME } from './fixtures';
import { categoriesPanel, installationPanel, renderApp, resetAfterTest } from './render-app';

beforeEach(() => {
  document.title = 'Retail Inspector';
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'print');
  document.title = 'Retail Inspector';
  return resetAfterTest();
});

/** window.print as `impl` (happy-dom has none; a browser opens its print dialog there). */
function stubPrint(impl: () => void = () => undefined) {
  const print = vi.fn(impl);
  Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
  return print;
}

const printed = () => screen.queryByRole('table', { name: 'Printed categories' });
/** The names in the printed table, in order. */
const printedNames = () =>
  within(printed()!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.category-print__name')!.textContent);

/** `count` categories named "Kategorie 0001" and on, with images. */
function manyCategories(count: number): Category[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return {
      id: String(i + 1),
      code: `K-${n}`,
      name: `Kategorie ${n}`,
      slug: `k-${n}`,
      image: `https://x.test/${n}.png`,
    };
  });
}

/** The app with the categories shown; `pdf` for a desktop host that saves PDFs. */
async function renderLoaded(fake: FakeInspector, pdf = false) {
  if (pdf)
    fake.answer('hostInfo', { ok: true, value: { ...HOST_INFO, fileDialogs: true, pagePdf: true } }, 5);
  const rendered = renderApp(fake);
  await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
  return rendered;
}

/** window.print, recording what the page held for printing each time the dialog would open. */
function recordPrints() {
  const seen: { names: (string | null)[]; title: string }[] = [];
  const print = stubPrint(() => {
    seen.push({ names: printed() ? printedNames() : [], title: document.title });
  });
  return Object.assign(seen, { print });
}

describe('Print… of the categories', () => {
  it('prints every category shown, not only the rows in view, and puts the page back afterwards', async () => {
    const fake = new FakeInspector({ categories: manyCategories(300) });
    const { user } = await renderLoaded(fake);
    expect(shownNames().length).toBeLessThan(100);
    const prints = recordPrints();

    await user.click(categoriesPanel().getByRole('button', { name: 'Print…' }));

    await waitFor(() => expect(prints).toHaveLength(1));
    expect(prints[0]!.names).toEqual(manyCategories(300).map((c) => c.name));
    expect(prints[0]!.title).toBe('Installation & categories · Demo (offline) · Retail Inspector');
    await waitFor(() => expect(printed()).not.toBeInTheDocument());
    expect(document.title).toBe('Retail Inspector');
    expect(fake.callsOf('savePagePdf')).toEqual([]);
  });

  it('prints the rows the search lets through, in the order shown, and says what was searched', async () => {
    const { user } = await renderLoaded(new FakeInspector());
    await user.type(search(), 'c-');
    await waitFor(() => expect(shownNames()).toEqual(['Äpfel', 'Brötchen']));
    const prints = recordPrints();
    let about = '';
    prints.print.mockImplementation(() => {
      prints.push({ names: printedNames(), title: document.title });
      about = screen.getByText(/^Sorted by /).textContent ?? '';
    });
    await user.click(categoriesPanel().getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(prints).toHaveLength(1));
    expect(prints[0]!.names).toEqual(['Äpfel', 'Brötchen']);
    expect(about).toBe('Sorted by name; only those matching “c-”.');
  });

  it('prints each category with its image, name, code, slug and id', async () => {
    const { user } = await renderLoaded(new FakeInspector());
    let cells: string[][] = [];
    let images: (string | null)[] = [];
    stubPrint(() => {
      const rows = within(printed()!).getAllByRole('row');
      cells = rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
      images = rows.slice(1).map((row) => row.querySelector('img')?.getAttribute('src') ?? null);
    });
    await user.click(categoriesPanel().getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(cells.length).toBeGreaterThan(0));
    expect(cells[0]).toEqual(['Image', 'Name', 'Code', 'Slug', 'ID']);
    expect(cells.slice(1).map((row) => row[1])).toEqual(NAMES_BY_NAME);
    expect(cells.find((row) => row[1] === 'Pâté')).toEqual(['', 'Pâté', 'B-1', 'no slug', '25']);
    expect(images).toContain('https://assets.example.test/categories/pate.png');
  });

  it('prints a list of more than 1,000 categories without images, and says so beside the button', async () => {
    const fake = new FakeInspector({ categories: manyCategories(1_001) });
    const { user } = await renderLoaded(fake);
    let headers: string[] = [];
    let images = -1;
    stubPrint(() => {
      headers = within(printed()!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent ?? '');
      images = printed()!.querySelectorAll('img').length;
    });
    await user.click(categoriesPanel().getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(headers).toEqual(['Name', 'Code', 'Slug', 'ID']));
    expect(images).toBe(0);
    expect(
      categoriesPanel().getByText(
        'The 1,001 categories are printed without images (a print shows them for up to 1,000).',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('lays the page out at once when the browser prints by itself, and back after', async () => {
    const fake = new FakeInspector({ categories: manyCategories(200) });
    await renderLoaded(fake);
    fireEvent(window, new Event('beforeprint'));
    expect(printedNames()).toHaveLength(200);
    expect(document.title).toBe('Installation & categories · Demo (offline) · Retail Inspector');
    fireEvent(window, new Event('afterprint'));
    expect(printed()).not.toBeInTheDocument();
    expect(document.title).toBe('Retail Inspector');
  });

  it('prints with the view’s own Print… on Ctrl+P', async () => {
    const { user } = await renderLoaded(new FakeInspector());
    const prints = recordPrints();
    await user.keyboard('{Control>}p{/Control}');
    await waitFor(() => expect(prints).toHaveLength(1));
    expect(prints[0]!.names).toEqual(NAMES_BY_NAME);
  });
});

describe('Save as PDF… in the desktop app', () => {
  it('has main save the page laid out for printing, and says where the PDF went', async () => {
    const fake = new FakeInspector({ categories: manyCategories(300) });
    const { user } = await renderLoaded(fake, true);
    const hold = fake.hold('savePagePdf');
    const print = stubPrint();

    await user.click(await categoriesPanel().findByRole('button', { name: 'Save as PDF…' }));

    await waitFor(() => expect(fake.callsOf('savePagePdf')).toHaveLength(1));
    const fileName = pdfFileName('Demo (offline)', 'categories');
    expect(fake.callsOf('savePagePdf')[0]).toEqual({ fileName, paperSize: paperSizeFor(navigator.language) });
    // While main prints, the page holds every category and the footer's title names them.
    expect(printedNames()).toHaveLength(300);
    expect(document.title).toBe('Installation & categories · Demo (offline) · Retail Inspector');
    expect(categoriesPanel().getByText('Saving the PDF…')).toBeInTheDocument();
    hold.release();

    expect(await categoriesPanel().findByText(`Saved as /home/test/Documents/${fileName}`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(printed()).not.toBeInTheDocument();
    expect(document.title).toBe('Retail Inspector');
    expect(print).not.toHaveBeenCalled();
  });

  it('says that a cancelled save saved nothing, and why a save failed', async () => {
    const fake = new FakeInspector();
    const { user } = await renderLoaded(fake, true);
    const button = await categoriesPanel().findByRole('button', { name: 'Save as PDF…' });
    fake.answer('savePagePdf', { ok: true, value: { status: 'cancelled' } });
    await user.click(button);
    expect(
      await categoriesPanel().findByText('Save as PDF cancelled; nothing was saved.'),
    ).toBeInTheDocument();

    fake.refuse('savePagePdf', {
      code: 'FILE_ACCESS',
      message: 'The PDF could not be saved as /media/usb/list.pdf: the disk is full.',
    });
    await user.click(button);
    expect(
      await categoriesPanel().findByText(
        'The PDF could not be saved: The PDF could not be saved as /media/usb/list.pdf: the disk is full.',
      ),
    ).toHaveClass('action-outcome--failed');
    expect(printed()).not.toBeInTheDocument();
  });
});

describe('printing the Changes view and a diagnostics report', () => {
  it('prints every category change, not only the rows in view', async () => {
    const fake = new FakeInspector();
    fake.snapshots = [];
    const many = manyCategories(400).map((c) => ({ ...c, image: null }));
    fake.changeSides = { before: { info: {}, categories: [] }, after: { info: {}, categories: many } };
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('tab', { name: 'Changes' }));
    const view = within(screen.getByRole('region', { name: 'Changes' }));
    await user.click(view.getByRole('radio', { name: 'Two connections or dataset files' }));
    await user.click(view.getByRole('button', { name: 'Compare' }));
    await view.findByText('The two sides differ.');
    expect(
      within(view.getByRole('list', { name: 'Category changes' })).getAllByRole('listitem').length,
    ).toBeLessThan(60);
    let items: string[] = [];
    let title = '';
    stubPrint(() => {
      items = within(view.getByRole('list', { name: 'Printed changes' }))
        .getAllByRole('heading')
        .map((h) => h.textContent ?? '');
      title = document.title;
    });
    await user.click(view.getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(items).toHaveLength(400));
    expect(items[399]).toBe('Kategorie 0400');
    expect(title).toBe('Changes · Demo (offline) · Retail Inspector');
  });

  it('prints every line of a report’s long evidence', async () => {
    const fake = new FakeInspector();
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('tab', { name: 'Diagnostics' }));
    const view = within(screen.getByRole('region', { name: 'Diagnostics' }));
    const report: DiagnosticsReport = {
      ...(await firstReport(fake, user, view)),
      reportId: 'long',
      checks: [
        {
          id: 'categories.shape',
          title: 'GET /api/v2/products/getcategorys matches the specification',
          status: 'fail',
          message: '12 problem(s)',
          details: Array.from({ length: 12 }, (_, i) => `rows[${i}].id: expected numeric text`),
        },
      ],
    };
    fake.answer('runDiagnostics', { ok: true, value: report });
    await user.click(view.getByRole('button', { name: 'Run checks' }));
    const evidence = () => within(view.getByRole('list', { name: /^Evidence: / })).getAllByRole('listitem');
    await waitFor(() => expect(evidence()).toHaveLength(8));
    let lines = 0;
    stubPrint(() => {
      lines = evidence().length;
    });
    await user.click(view.getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(lines).toBe(12));
    await waitFor(() => expect(evidence()).toHaveLength(8));
  });
});

// Runs the checks once and resolves with the report main kept.
async function firstReport(
  fake: FakeInspector,
  user: ReturnType<typeof renderApp>['user'],
  view: ReturnType<typeof within>,
): Promise<DiagnosticsReport> {
  await user.click(view.getByRole('button', { name: 'Run checks' }));
  await view.findByText('Conforms, with warnings');
  return [...fake.reports.values()].at(-1)!;
}
