// Every view of the app, each reached from a freshly loaded page showing the demo data: the
// accessibility test checks each in both schemes, the screenshot test photographs each for the docs.
import type { Page } from 'playwright-core';
import { optionNames } from './category-page';

export { DEMO_COMPANY } from '../helpers/demo-company';

const categories = (page: Page) => page.getByRole('listbox', { name: 'Categories' });

/** One view: what it is called, its screenshot's file name (docs/screenshots/<shot>.png), how to open it. */
export interface AppView {
  readonly name: string;
  readonly shot: string;
  open(page: Page): Promise<void>;
}

export const APP_VIEWS: readonly AppView[] = [
  {
    name: 'the main view (installation and categories grid)',
    shot: 'main-grid',
    async open(page) {
      await page.getByRole('button', { name: 'Grid' }).click();
      await categories(page).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'the categories list view',
    shot: 'categories-list',
    async open(page) {
      await page.getByRole('button', { name: 'List' }).click();
      await categories(page).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'the category detail sheet',
    shot: 'category-detail',
    async open(page) {
      await page.getByRole('button', { name: 'Grid' }).click();
      const first = categories(page).getByRole('option').first();
      const [name] = await optionNames(first);
      await first.click();
      await page.getByRole('dialog', { name }).waitFor();
    },
  },
  {
    name: 'the connections dialog',
    shot: 'connections',
    async open(page) {
      await page.getByRole('button', { name: /^Connections…/ }).click();
      await page
        .getByRole('dialog', { name: 'Connections' })
        .getByRole('button', { name: 'Add connection' })
        .waitFor();
    },
  },
  {
    name: 'the connection form',
    shot: 'connection-form',
    async open(page) {
      await page.getByRole('button', { name: /^Connections…/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Connections' });
      await dialog.getByRole('button', { name: 'Add connection' }).click();
      await dialog.getByLabel('Name').waitFor();
    },
  },
  {
    name: 'the requests view with a response body open',
    shot: 'requests',
    async open(page) {
      await page.getByRole('tab', { name: /^Requests/ }).click();
      const table = page.getByRole('table', { name: 'Requests the app made, newest first' });
      await table.getByRole('button').first().click();
      await page.getByRole('region', { name: 'Body text' }).waitFor();
    },
  },
  {
    name: 'the changes view comparing two sides',
    shot: 'changes',
    async open(page) {
      await page.getByRole('tab', { name: 'Changes' }).click();
      const view = page.getByRole('region', { name: 'Changes', exact: true });
      // A fresh page has one load of the demo: its latest load against itself shows the whole view.
      await view.getByRole('radio', { name: 'Two connections or dataset files' }).check();
      await view.getByRole('button', { name: 'Compare' }).click();
      await view.getByText('No changes: both sides are identical.').waitFor();
    },
  },
  {
    name: 'the diagnostics view with a report',
    shot: 'diagnostics',
    async open(page) {
      await page.getByRole('tab', { name: 'Diagnostics' }).click();
      const view = page.getByRole('region', { name: 'Diagnostics' });
      await view.getByRole('button', { name: 'Run checks' }).click();
      await view.getByRole('heading', { name: 'Conforms' }).waitFor();
    },
  },
  {
    name: 'the demo server view',
    shot: 'demo-server',
    async open(page) {
      await page.getByRole('tab', { name: 'Demo server' }).click();
      await page.getByRole('button', { name: /Open dataset file/ }).waitFor();
    },
  },
];
