// @vitest-environment happy-dom
// The app around the panels: the connections failing to load (with Retry), the notice main sends at
// start, the theme (remembered), the top bar following the demo server's events, switching the
// connection from the top bar, and the skip link.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_RUNNING, INFO, SECURE_STORAGE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

describe('App', () => {
  it('says why the connections could not be loaded, and Retry loads them', async () => {
    const fake = new FakeInspector();
    fake.refuse('listProfiles', { code: 'PROFILE_STORE', message: 'connections.json: permission denied' });
    const { user } = renderApp(fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The connections could not be loaded');
    expect(alert).toHaveTextContent('The saved connections could not be read');
    expect(alert).toHaveTextContent('connections.json: permission denied');
    expect(alert).toHaveTextContent('Check that the app’s data folder is readable, then retry.');
    expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveDisplayValue('Unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await installationPanel().findByRole('heading', { name: COMPANY })).toBeInTheDocument();
    expect(fake.callsOf('listProfiles')).toHaveLength(2);
  });

  it("shows main's notice about the saved connections until it is dismissed", async () => {
    const notice = 'The saved connections were damaged; a copy was kept as connections.json.bak.';
    const { user } = renderApp(new FakeInspector({ storage: { ...SECURE_STORAGE, notice } }));
    const shown = await screen.findByText(notice);
    await user.click(within(shown.closest('.notice')!).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('follows the theme chosen, remembers it, and follows the system again on request', async () => {
    const { user, unmount } = renderApp();
    const theme = () => screen.getByRole('combobox', { name: 'Theme' });
    expect(theme()).toHaveValue('system');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    await user.selectOptions(theme(), 'Dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    unmount();
    renderApp();
    expect(theme()).toHaveValue('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await user.selectOptions(theme(), 'System');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('tells the host the theme at start and on each change, so native menus and the window follow', async () => {
    const fake = new FakeInspector();
    const { user } = renderApp(fake);
    await waitFor(() => expect(fake.callsOf('setTheme')).toEqual([{ theme: 'system' }]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark');
    expect(fake.callsOf('setTheme')).toEqual([{ theme: 'system' }, { theme: 'dark' }]);
  });

  it("shows the demo server's address as main reports it", async () => {
    const fake = new FakeInspector();
    renderApp(fake);
    const bar = within(screen.getByRole('banner'));
    expect(await bar.findByText('http://127.0.0.1:43210')).toBeInTheDocument();
    fake.emit('demoStatus', { ...DEMO_RUNNING, running: false, url: null });
    expect(await bar.findByText('starts on first use')).toBeInTheDocument();
    fake.emit('demoStatus', { ...DEMO_RUNNING, url: 'http://127.0.0.1:50123' });
    expect(await bar.findByText('http://127.0.0.1:50123')).toBeInTheDocument();
  });

  it('switches the connection from the top bar and shows its installation', async () => {
    const fake = new FakeInspector({ infoByProfile: { shop: { ...INFO, company_name: 'Main shop GmbH' } } });
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection' }), 'Main shop');
    expect(await installationPanel().findByRole('heading', { name: 'Main shop GmbH' })).toBeInTheDocument();
    expect(fake.callsOf('setActiveProfile')).toEqual([{ id: 'shop' }]);
    expect(within(screen.getByRole('banner')).getByText('https://shop.example.test')).toBeInTheDocument();
  });

  it('says when the choice of connection will not be remembered', async () => {
    const fake = new FakeInspector();
    fake.refuse('setActiveProfile', { code: 'PROFILE_STORE', message: 'the disk is full' });
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection' }), 'Main shop');
    expect(
      await screen.findByText('This choice will not be remembered: the disk is full'),
    ).toBeInTheDocument();
  });

  it('offers a skip link to the category search', async () => {
    renderApp();
    await installationPanel().findByRole('heading', { name: COMPANY });
    const link = screen.getByRole('link', { name: 'Skip to category search' });
    expect(link).toHaveAttribute('href', '#category-search');
    expect(screen.getByRole('searchbox')).toHaveAttribute('id', 'category-search');
  });

  // Fails at the time of writing: in the Requests view the link still points to #category-search,
  // which is then inside the hidden "Installation & categories" panel, so activating it goes nowhere.
  it('has a skip link that leads to something shown, in every view', async () => {
    const { user } = renderApp();
    await installationPanel().findByRole('heading', { name: COMPANY });
    for (const tab of screen.getAllByRole('tab')) {
      await user.click(tab);
      const link = screen.queryByRole('link', { name: /^Skip to/ });
      if (!link) continue;
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      const where = `"${link.textContent}" in the view "${tab.textContent}"`;
      expect(target, where).not.toBeNull();
      expect(target?.closest('[hidden]'), where).toBeNull();
    }
  });
});
