// Managing connections, end to end: a token-protected embedded server in this process, the built
// `retail-inspector web` (no OS key store there, so tokens are kept for the session unless weak
// storage is confirmed) and the real renderer in Chromium (see web-app.ts). The steps build on each
// other: add with a wrong token, fix it, use it, store tokens weakly, delete it.
import { type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from '../../electron/core/server/embedded-server';
import { TEMP_COMPANY, writeDatasetFolder } from '../helpers/temp-dataset';
import { categoryPage } from './category-page';
import { isFocused } from './focus';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';
import { DEMO_COMPANY } from '../helpers/demo-company';

const RIGHT_TOKEN = 'tok-e2e-Right-8d2f';
const WRONG_TOKEN = 'tok-e2e-Wrong-1111';
const NAME = 'E2E shop';
/** The company of the temp dataset (test/helpers/temp-dataset.ts). */
const COMPANY = TEMP_COMPANY;

describe.skipIf(skipWithoutChromium())('connections in the browser', () => {
  let dataset: Awaited<ReturnType<typeof writeDatasetFolder>> | undefined;
  let server: EmbeddedServer | undefined;

  // Before the app's hooks: the installation starts first and stops last.
  beforeAll(async () => {
    dataset = await writeDatasetFolder();
    server = await startEmbeddedServer({
      dataset: await loadDataset(dataset.file),
      host: '127.0.0.1',
      port: 0,
      tokens: [RIGHT_TOKEN],
    });
  });

  afterAll(async () => {
    await server?.close();
    await dataset?.cleanup();
  });

  const session = useAppInBrowser({ open: true });
  let page: Page;
  let consoleProblems: string[] = [];
  let dialog: Locator;

  beforeAll(async () => {
    ({ page, problems: consoleProblems } = session);
    dialog = page.getByRole('dialog', { name: 'Connections' });
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  const focusInDialog = () =>
    dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement));
  const connectionsButton = () => page.getByRole('button', { name: 'Connections…' });
  const connectionSelect = () => page.getByRole('combobox', { name: 'Connection', exact: true });
  const row = (name: string) => dialog.getByRole('listitem', { name });
  const openDialog = async () => {
    await connectionsButton().click();
    await dialog.waitFor();
  };
  const tokenNowhereInPage = async () => {
    const html = await page.content();
    expect(html).not.toContain(RIGHT_TOKEN);
    expect(html).not.toContain(WRONG_TOKEN);
  };

  it('opens with Ctrl+K, keeps the focus inside, says tokens are kept for this session only', async () => {
    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
      expect(await focusInDialog()).toBe(true);
    }
    const demo = row('Demo (offline)');
    await expect.poll(() => demo.textContent()).toMatch(/Built in.*http:\/\/127\.0\.0\.1:\d+/);
    await demo.getByRole('button', { name: 'Stop server' }).waitFor();
    const notice = dialog.getByText('Tokens are kept for this session only');
    expect(await notice.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(connectionsButton())).toBe(true);
  });

  it("shows the installation's refusal of a wrong token in plain words", async () => {
    await openDialog();
    await dialog.getByRole('button', { name: 'Add connection' }).click();
    await expect.poll(() => isFocused(dialog.getByLabel('Name'))).toBe(true);
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Address').fill(server!.url);
    await dialog.getByLabel('Token (optional)').fill(WRONG_TOKEN);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog.getByText('The installation reported an error').waitFor();
    const result = dialog.getByRole('status').filter({ hasText: 'The installation reported an error' });
    expect(await result.textContent()).toContain('Invalid et_auth_token: the token is wrong or has expired');

    await dialog.getByLabel('Use this connection after saving').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(`Saved “${NAME}”.`).waitFor();
    expect(await dialog.getByRole('status').first().textContent()).toContain(
      'The token is kept for this session only',
    );
    await expect.poll(() => row(NAME).textContent()).toMatch(/Token set ••••1111.*this session only/);
  });

  it('accepts the right token on edit and shows the installation once used', async () => {
    await dialog.getByRole('button', { name: `Edit ${NAME}` }).click();
    const token = dialog.getByLabel('Token (optional)');
    expect(await token.inputValue()).toBe('');
    await token.fill(RIGHT_TOKEN);
    // A slow installation: the test shows its progress and can be cancelled.
    server!.setFaults({ latencyMs: 5_000, failRate: 0 });
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog.getByText('Testing the connection…').waitFor();
    await dialog.getByRole('button', { name: 'Cancel test' }).click();
    await dialog.getByText('The test was cancelled.').waitFor();
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Test connection' }))).toBe(true);

    server!.setFaults({ latencyMs: 0, failRate: 0 });
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog.getByText(new RegExp(`^Connected: ${COMPANY} — \\d+ ms$`)).waitFor();

    // A trailing slash typed is removed, and the test's result says so beside what answered.
    await dialog.getByLabel('Address').fill(`${server!.url}/`);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    const tested = dialog.getByRole('status').filter({ hasText: 'Connected:' });
    await tested.getByRole('listitem').filter({ hasText: 'The trailing slash was removed.' }).waitFor();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(`Saved the changes to “${NAME}”.`).waitFor();
    await expect.poll(() => row(NAME).textContent()).toContain('Token set ••••8d2f');
    await dialog.getByRole('button', { name: `Use ${NAME}` }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(connectionsButton())).toBe(true);

    await page.getByRole('heading', { name: COMPANY }).waitFor();
    await categoryPage(page).option('Brot & Brötchen').waitFor();
    expect(await connectionSelect().inputValue()).not.toBe('demo');
    await tokenNowhereInPage();
  });

  it('never fills the token in again', async () => {
    await openDialog();
    await dialog.getByRole('button', { name: `Edit ${NAME}` }).click();
    expect(await dialog.getByLabel('Token (optional)').inputValue()).toBe('');
    await dialog.getByText('A token is set (••••8d2f)').waitFor();
    await dialog.getByLabel('Remove token').waitFor();
    await tokenNowhereInPage();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await row(NAME).waitFor();
  });

  it('stores tokens with weak protection only after a confirmation', async () => {
    await dialog.getByRole('button', { name: 'Store tokens with weak protection…' }).click();
    const confirm = dialog.getByRole('group', { name: 'Store tokens with weak protection?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Anyone who can read your files');
    await confirm.getByRole('button', { name: 'Store tokens with weak protection', exact: true }).click();

    await dialog.getByText('Tokens are stored with weak protection').waitFor();
    expect(await dialog.getByText('Tokens are kept for this session only').count()).toBe(0);
    await expect.poll(() => row(NAME).textContent(), { timeout: WAIT_MS }).toContain('weak protection');
    await dialog.getByRole('button', { name: 'Stop storing tokens' }).waitFor();
    await tokenNowhereInPage();
  });

  it('returns to the demo when the connection in use is deleted', async () => {
    await dialog.getByRole('button', { name: `Delete ${NAME}` }).click();
    await row(NAME).getByRole('button', { name: 'Delete connection' }).click();
    await dialog.getByText(`Deleted “${NAME}”. The demo connection is in use now.`).waitFor();
    await expect.poll(() => row(NAME).count()).toBe(0);
    await expect.poll(() => row('Demo (offline)').textContent()).toContain('In use');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
    await expect.poll(() => connectionSelect().inputValue()).toBe('demo');
  });

  it('logs no errors and no policy violations', () => {
    // The temp dataset's "Extern" category points at https://cdn.example.com, which cannot resolve
    // here; its card shows the fallback, and the browser logs the failed image. Nothing else may show.
    const unexpected = consoleProblems.filter(
      (text) => text !== 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED',
    );
    expect(unexpected).toEqual([]);
  });
});
