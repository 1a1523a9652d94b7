// @vitest-environment happy-dom
// The Categories panel's states as a user sees them: the rows main sends as one JSON text, parsed
// and shown with their count; loading; no categories; each failure in plain words with a Retry that
// calls again; damaged rows. Searching, sorting and browsing: category-browser.test.tsx.
// The list is virtualized: render-app.tsx gives happy-dom's elements an 800 × 600 client box, so
// the virtualizer renders the rows in view (all five fixtures) instead of none.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFailure } from '../../shared/describe-failure';
import { CATEGORIES_META, count, listbox, renderLoaded, shownNames } from './categories-page';
import { FakeInspector } from './fake-inspector';
import { asRead, EVERY_FAILURE } from './failures';
import { NAMES_BY_NAME } from './fixtures';
import { categoriesPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

/** Makes the next getCategories answer `rowsJson` as the text of one row. */
function answerOneRowText(fake: FakeInspector, rowsJson: string): void {
  fake.answer('getCategories', {
    ok: true,
    value: { ok: true, data: { rowsJson, count: 1, sortedByName: 'en', rest: null }, meta: CATEGORIES_META },
  });
}

describe('CategoriesPanel', () => {
  it('shows the categories sorted by name, with their count, code and slug', async () => {
    await renderLoaded();
    expect(count()).toHaveTextContent('5 categories');
    const first = within(listbox()).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Äpfel');
    expect(first).toHaveTextContent('C-30');
    expect(first).toHaveTextContent('aepfel');
    const pate = within(listbox()).getByRole('option', { name: /Pâté/ });
    expect(pate).toHaveTextContent('no slug');
  });

  it('parses the rows main sends as one JSON text', async () => {
    const fake = new FakeInspector();
    const rowsJson =
      '[{"id":"1","code":"HW","name":"Hand-written","slug":null,"image":"https://x.test/a.png","x":1}]';
    answerOneRowText(fake, rowsJson);
    renderApp(fake);
    await waitFor(() => expect(shownNames()).toEqual(['Hand-written']));
    expect(count()).toHaveTextContent('1 category');
  });

  it('shows the first rows of a large list at once, then all of them when the rest arrives', async () => {
    const fake = new FakeInspector();
    fake.firstPage = 2;
    const rest = fake.hold('getCategoriesRest');
    renderApp(fake);
    await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME.slice(0, 2)));
    expect(count()).toHaveTextContent('2 of 5 categories loaded…');
    rest.release();
    await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
    expect(count()).toHaveTextContent('5 categories');
  });

  it('keeps the first rows, says the rest did not arrive, and loads everything on Retry', async () => {
    const fake = new FakeInspector();
    fake.firstPage = 2;
    const gone = 'The rest of the categories is no longer kept. Refresh to load them again.';
    fake.answer('getCategoriesRest', { ok: true, value: { ok: false, message: gone } });
    renderApp(fake);
    const banner = await categoriesPanel().findByText(gone, { exact: false });
    expect(shownNames()).toEqual(NAMES_BY_NAME.slice(0, 2));
    const retry = within(banner.closest('[role="alert"], [role="status"]') as HTMLElement).getByRole(
      'button',
      {
        name: /retry/i,
      },
    );
    retry.click();
    await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
    expect(count()).toHaveTextContent('5 categories');
  });

  it('says the categories are loading while the installation has not answered', async () => {
    const fake = new FakeInspector();
    const held = fake.hold('getCategories');
    renderApp(fake);
    expect(await categoriesPanel().findByText('Loading categories…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
    held.release();
    await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
  });

  it('says so when there are no categories, without a count', async () => {
    renderApp(new FakeInspector({ categories: [] }));
    const empty = await categoriesPanel().findByText('This installation has no categories yet.');
    expect(empty.closest('[role="status"]')).toHaveTextContent(
      'Categories added in the back office appear here after Refresh.',
    );
    expect(categoriesPanel().queryByText(/\d categor/)).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it.each(EVERY_FAILURE)(
    'says in plain words why the categories failed ($name) and retries',
    async (example) => {
      const fake = new FakeInspector();
      fake.failCall('getCategories', example.failure);
      const { user } = renderApp(fake);
      const alert = await categoriesPanel().findByRole('alert');
      const words = describeFailure(example.failure);
      expect(alert).toHaveTextContent('The categories could not be loaded');
      expect(alert).toHaveTextContent(asRead(words.title));
      expect(alert).toHaveTextContent(asRead(words.action));
      if (words.detail.trim()) expect(alert).toHaveTextContent(asRead(words.detail));

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
      expect(categoriesPanel().queryByRole('alert')).not.toBeInTheDocument();
      expect(fake.callsOf('getCategories')).toHaveLength(2);
    },
  );

  it('words a refused call as not checked, and only an answer that breaks the specification as a violation', async () => {
    const refused = new FakeInspector();
    refused.failCall('getCategories', { kind: 'api-failure', message: 'Invalid token', httpStatus: 401 });
    renderApp(refused);
    const alert = await categoriesPanel().findByRole('alert');
    expect(alert).toHaveTextContent('The categories could not be loaded: the installation refused the call');
    expect(alert).not.toHaveTextContent('violates');
    resetAfterTest();

    const broken = new FakeInspector();
    broken.failCall('getCategories', {
      kind: 'contract',
      issues: [{ path: 'rows[0].id', message: 'expected numeric text' }],
    });
    renderApp(broken);
    expect(await categoriesPanel().findByRole('alert')).toHaveTextContent(
      'The categories could not be loaded: the answer violates the specification',
    );
  });

  it.each([
    ['not JSON', '[{"id":"1",'],
    ['not a list', '{"rows":[]}'],
  ])('says the categories arrived damaged when rowsJson is %s, and retries', async (_, rowsJson) => {
    const fake = new FakeInspector();
    answerOneRowText(fake, rowsJson);
    const { user } = renderApp(fake);
    const alert = await categoriesPanel().findByRole('alert');
    expect(alert).toHaveTextContent('The inspector could not do this');
    expect(alert).toHaveTextContent('The categories arrived damaged from the inspector host.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
  });
});
