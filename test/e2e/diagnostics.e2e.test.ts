// The Diagnostics view, end to end (launched as in web-app.ts): the checks run on the demo data and
// pass; Markdown and JSON are exported the way the web host exports (the browser downloads them);
// "Copy as curl" puts a command on the clipboard; a token-protected connection (an embedded server
// in this process) shows its token nowhere, in the page, the downloads or the copied command; and
// axe finds no serious violation in the view, light or dark.
import { readFile } from 'node:fs/promises';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaksIn } from '../helpers/token-echo';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { categoryPage } from './category-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';
import { useLocalInstallation } from './local-installation';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { valueOf } from '../helpers/result-value';
import { TEMP_COMPANY } from '../helpers/temp-dataset';

const TOKEN = 'tok-e2e-Diagnostics/3f+8c';
const CORE = 'e2e-Diagnostics';
const SHOP_COMPANY = TEMP_COMPANY;

/** What the tests read and do in the Diagnostics view. */
function diagnosticsView(page: Page) {
  const view = page.getByRole('region', { name: 'Diagnostics' });
  return {
    view,
    tab: page.getByRole('tab', { name: 'Diagnostics' }),
    run: view.getByRole('button', { name: 'Run checks' }),
    /** The report's heading: its verdict. */
    verdict: view.getByRole('heading', { name: /^(Conforms|Violates|Could not be checked)/ }),
    /** Each check's status word, in order. */
    statuses: () =>
      view
        .getByRole('list', { name: 'Checks' })
        .getByText(/^(Pass|Warning|Fail)$/)
        .allTextContents(),
    /** Clicks `name` and returns the browser's download: its suggested name and text. */
    async download(name: string) {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: WAIT_MS }),
        view.getByRole('button', { name }).click(),
      ]);
      const path = await download.path();
      return { fileName: download.suggestedFilename(), text: await readFile(path, 'utf8') };
    },
  };
}

describe.skipIf(skipWithoutChromium())('the Diagnostics view in the browser', () => {
  // Before the app's hooks: the installation starts first and stops last.
  const installation = useLocalInstallation(TOKEN);
  const session = useAppInBrowser({ open: true, clipboard: true });
  let page: Page;
  let problems: string[] = [];
  let ui: ReturnType<typeof diagnosticsView>;

  beforeAll(async () => {
    ({ page, problems } = session);
    ui = diagnosticsView(page);
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  it('runs the checks on the demo data, and every one passes', async () => {
    await ui.tab.click();
    await ui.view.getByText('No checks run yet.').waitFor();
    await ui.run.click();
    expect(await ui.verdict.textContent()).toBe('Conforms');
    const statuses = await ui.statuses();
    expect(statuses.length).toBeGreaterThan(8);
    expect(new Set(statuses)).toEqual(new Set(['Pass']));
    await ui.view.getByText(`${statuses.length} passed · 0 warnings · 0 failed`, { exact: true }).waitFor();
    // The web host runs in Node: the browser reports its own version.
    expect(await ui.view.getByText('Chromium (browser)').count()).toBe(1);
    expect(await ui.view.getByText('not used (web host)').textContent()).toBeTruthy();
  });

  it('exports Markdown through the browser’s download', async () => {
    const { fileName, text } = await ui.download('Export Markdown');
    expect(fileName).toMatch(/^diagnostics-demo-offline-\d{8}-\d{6}\.md$/);
    expect(text).toContain('# Diagnostics: Demo (offline)');
    expect(text).toContain('**Result: conforms**');
    expect(text).toContain('| `GET /api/v2/auth/info` | 200 |');
    await ui.view.getByText(`Your browser saves it as ${fileName}, in its downloads.`).waitFor();
  });

  it('copies a call as a curl command that reaches the demo server', async () => {
    await ui.view.getByRole('button', { name: 'Copy as curl for the info call' }).click();
    await ui.view.getByRole('button', { name: 'Copied the info call as curl' }).waitFor();
    const command = await categoryPage(page).clipboardText();
    expect(command).toMatch(
      /^curl -sS -H 'Accept: application\/json' 'http:\/\/127\.0\.0\.1:\d+\/api\/v2\/auth\/info'$/,
    );
  });

  it('shows and exports a token-protected connection’s report without the token', async () => {
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', {
        name: 'Token shop',
        baseUrl: installation.server.url,
        token: TOKEN,
      }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await page.getByRole('heading', { name: SHOP_COMPANY }).waitFor();
    await ui.tab.click();
    await ui.run.click();
    await ui.view.getByText('Token shop', { exact: true }).first().waitFor();
    expect(await ui.verdict.textContent()).toBe('Conforms');
    // Each call shows its command as curl would run it: the info call's, then the categories call's.
    expect(
      await ui.view
        .getByText(/^curl /)
        .nth(1)
        .textContent(),
    ).toBe(
      `curl -sS -H 'Accept: application/json' '${installation.server.url}/api/v2/products/getcategorys' ` +
        '--get --data-urlencode "et_auth_token=$RETAIL_INSPECTOR_TOKEN"',
    );
    await ui.view.getByRole('button', { name: 'Copy as curl for the categories call' }).click();
    await ui.view.getByRole('button', { name: 'Copied the categories call as curl' }).waitFor();
    const copied = await categoryPage(page).clipboardText();
    const json = await ui.download('Export JSON');
    const markdown = await ui.download('Export Markdown');
    expect(JSON.parse(json.text)).toMatchObject({ connectionName: 'Token shop', exitCode: 0 });
    expect(markdown.text).toContain('--data-urlencode "et_auth_token=$RETAIL_INSPECTOR_TOKEN"');
    expect(json.text).toContain('getcategorys?et_auth_token=***');
    for (const text of [await page.content(), copied, json.text, markdown.text])
      expect(leaksIn(text, TOKEN, CORE)).toEqual([]);
  });

  it('shows a refused token as could not be checked, never as a violation', async () => {
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', {
        name: 'Wrong token shop',
        baseUrl: installation.server.url,
        token: 'tok-e2e-not-the-one-7d',
      }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await page.getByRole('heading', { name: SHOP_COMPANY }).waitFor();
    await ui.tab.click();
    await ui.run.click();
    await ui.view.getByText('Wrong token shop', { exact: true }).first().waitFor();
    expect(await ui.verdict.textContent()).toBe('Could not be checked: the installation refused the call');
    await ui.view.getByText(/That is no violation of the specification\./).waitFor();
    await ui.view.getByText("The installation refused the token: check the connection's token.").waitFor();
    const json = await ui.download('Export JSON');
    expect(JSON.parse(json.text)).toMatchObject({ exitCode: 2, outcome: 'not-checked', cause: 'refused' });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical accessibility violation, ${scheme}`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await ui.verdict.waitFor();
      await settleAnimations(page);
      await injectAxe(page);
      const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(failing, describeViolations(`the Diagnostics view, ${scheme}`, failing)).toEqual([]);
    });
  }

  it('logs no errors and no policy violations', () => {
    expect(problems).toEqual([]);
  });
});
