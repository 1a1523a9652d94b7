// @vitest-environment happy-dom
// Our causes in the page (issue 26): one notice while main's watch says this computer cannot reach
// the network (gone when it can again), and for a connection whose token is not here a notice above
// its data whose Enter the token again opens the Connections dialog on its form, by keyboard.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY, SHOP_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const offlineNotice = () => screen.queryByText(/This computer cannot reach the network/);

describe('our causes in the page', () => {
  it('shows one offline notice while the watch is offline, and none once it is back', async () => {
    const { fake } = renderApp();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Installation' })).toBeInTheDocument());
    expect(offlineNotice()).not.toBeInTheDocument();
    const why = 'none of the 3 installations watched answered';
    act(() => fake.emit('watchConnectivity', { offline: true, why, at: Date.now() }));
    expect(screen.getAllByText(/This computer cannot reach the network/)).toHaveLength(1);
    expect(offlineNotice()!.closest('[role="status"]')).toHaveTextContent(why);
    act(() =>
      fake.emit('watchConnectivity', { offline: false, why: 'an installation answered', at: Date.now() }),
    );
    expect(offlineNotice()).not.toBeInTheDocument();
  });

  it('shows the notice in a page opened while the watch was already offline', async () => {
    const fake = new FakeInspector();
    fake.host = { ...fake.host, watchOffline: { at: Date.now(), why: 'the canary did not answer' } };
    renderApp(fake);
    await waitFor(() => expect(offlineNotice()).toBeInTheDocument());
    expect(offlineNotice()!.closest('[role="status"]')).toHaveTextContent('the canary did not answer');
  });

  it('says a connection has no token here, and Enter the token again opens its form by keyboard', async () => {
    const missing = {
      ...SHOP_PROFILE,
      tokenSet: false,
      tokenHint: null,
      tokenStorage: 'none' as const,
      tokenMissing: true,
    };
    const { user } = renderApp(new FakeInspector({ profiles: [missing], activeProfileId: missing.id }));
    const notice = await installationPanel().findByText(/is not available on this computer/);
    expect(notice.closest('[role="status"]')).toHaveTextContent(`The token of “${missing.name}”`);
    const button = installationPanel().getByRole('button', { name: 'Enter the token again' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Connections' });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByDisplayValue(missing.baseUrl)).toBeInTheDocument());
  });

  it('says nothing for a connection saved without a token', async () => {
    const none = {
      ...SHOP_PROFILE,
      tokenSet: false,
      tokenHint: null,
      tokenStorage: 'none' as const,
      tokenMissing: false,
    };
    renderApp(new FakeInspector({ profiles: [none], activeProfileId: none.id }));
    // Its data loaded (so the connection list is read): a connection meant to go without a token.
    await installationPanel().findByRole('heading', { name: COMPANY });
    expect(installationPanel().queryByText(/is not available on this computer/)).not.toBeInTheDocument();
  });
});
