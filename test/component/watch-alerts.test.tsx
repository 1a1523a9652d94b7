// @vitest-environment happy-dom
// A confirmed watch event in the page. In a browser tab that may not notify (here: no Notification
// API at all) it becomes a toast: read out (a live region), reachable by Tab, opened (Diagnostics,
// or the Changes view for exactly its pair) or dismissed (its button, or Escape). Where main shows
// native notifications (the desktop app) the page shows nothing, and a click on one (watchOpen)
// opens its view. The browser's own Notification API: test/e2e/fleet.e2e.test.ts, in Chromium.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST_INFO } from './diagnostics-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY, SHOP_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';
import { watchEvent } from './watch-fixtures';

afterEach(resetAfterTest);

const toasts = () => within(screen.getByRole('region', { name: 'Watch notifications' }));
const CHANGES_OPEN = {
  view: 'changes',
  before: 'shop.20261124T080000000Z-00000000000000a1',
  after: 'shop.20261125T100000000Z-00000000000000b2',
} as const;

async function loaded(fake = new FakeInspector()) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  // The host said whether it notifies itself.
  await waitFor(() => expect(fake.callsOf('hostInfo').length).toBeGreaterThan(0));
  return rendered;
}

describe('WatchToasts', () => {
  it('shows a certificate warning in the warning colour, though the shop conforms, opening Diagnostics', async () => {
    const { user, fake } = await loaded();
    const title = 'Certificate of Main shop expires in 10 days';
    const warning = watchEvent(SHOP_PROFILE, {
      kind: 'certificate-expiring',
      from: null,
      to: 'conforms',
      title,
      body: 'The certificate of Main shop expires in 10 days, on 2026-12-05, issued by Example CA, for shop.example.',
    });
    act(() => fake.emit('watchEvent', warning));
    const toast = toasts().getByRole('listitem', { name: title });
    expect(toast).toHaveTextContent('on 2026-12-05, issued by Example CA');
    // The colour of a warning (toasts.css: --warning), not the green of a shop that conforms.
    expect(toast).toHaveClass('toast--neutral');
    expect(toast).not.toHaveClass('toast--good');
    await user.click(within(toast).getByRole('button', { name: 'Open Diagnostics' }));
    expect(toasts().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows an event as a toast in a live region, and Dismiss removes it', async () => {
    const { user, fake } = await loaded();
    act(() => fake.emit('watchEvent', watchEvent(SHOP_PROFILE)));
    const toast = toasts().getByRole('listitem', { name: 'Main shop: could not be checked (refused)' });
    expect(toast).toHaveTextContent('The installation refused the call (HTTP 401).');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await user.click(within(toast).getByRole('button', { name: /^Dismiss/ }));
    expect(toasts().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is reached with Tab and dismissed with Escape', async () => {
    const { user, fake } = await loaded();
    act(() => fake.emit('watchEvent', watchEvent(SHOP_PROFILE)));
    const open = toasts().getByRole('button', { name: 'Open Diagnostics' });
    open.focus();
    await user.tab();
    expect(toasts().getByRole('button', { name: /^Dismiss/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toasts().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('stacks many into one: the newest with a counter, all on request, Dismiss all clears them', async () => {
    const { user, fake } = await loaded();
    act(() => {
      for (let i = 0; i < 30; i++)
        fake.emit('watchEvent', watchEvent(SHOP_PROFILE, { id: `e${i}`, title: `Event ${i}` }));
    });
    const titles = () =>
      toasts()
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    expect(titles()).toEqual(['Event 29']);
    expect(toasts().getByText('29 more notices')).toBeInTheDocument();
    const all = toasts().getByRole('button', { name: 'Show all 30' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    await user.click(all);
    expect(titles()).toHaveLength(30);
    expect(titles()[0]).toBe('Event 29');
    expect(toasts().getByRole('button', { name: 'Show the newest only' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(toasts().getByRole('button', { name: 'Dismiss all' }));
    expect(toasts().queryByRole('listitem')).not.toBeInTheDocument();
    expect(toasts().queryByText(/more notice/)).not.toBeInTheDocument();
  });

  it('says one more notice in the singular, and a grouped event opens the fleet board', async () => {
    const { user, fake } = await loaded();
    act(() => {
      fake.emit('watchEvent', watchEvent(SHOP_PROFILE, { id: 'a', title: 'Event a' }));
      fake.emit(
        'watchEvent',
        watchEvent(SHOP_PROFILE, {
          id: 'g',
          title: '4 installations: could not be checked (unreachable)',
          open: { view: 'fleet' },
          count: 4,
          connections: ['A', 'B', 'C', 'D'],
        }),
      );
    });
    expect(toasts().getByText('1 more notice')).toBeInTheDocument();
    await user.click(toasts().getByRole('button', { name: 'Show the fleet' }));
    expect(screen.getByRole('tab', { name: 'Fleet' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Diagnostics of the connection, switching to it', async () => {
    const { user, fake } = await loaded();
    act(() => fake.emit('watchEvent', watchEvent(SHOP_PROFILE)));
    await user.click(toasts().getByRole('button', { name: 'Open Diagnostics' }));
    await waitFor(() => expect(fake.callsOf('runDiagnostics')).toMatchObject([{ profileId: 'shop' }]));
    expect(fake.callsOf('setActiveProfile')).toEqual([{ id: 'shop' }]);
    expect(screen.getByRole('tab', { name: 'Diagnostics' })).toHaveAttribute('aria-selected', 'true');
    expect(toasts().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('opens the Changes view for exactly the pair of a change', async () => {
    const { user, fake } = await loaded();
    const event = watchEvent(SHOP_PROFILE, {
      kind: 'change',
      from: null,
      to: 'conforms',
      changed: ['categories'],
      title: 'Main shop: 3 categories changed',
      open: CHANGES_OPEN,
    });
    act(() => fake.emit('watchEvent', event));
    await user.click(toasts().getByRole('button', { name: 'Show the changes' }));
    await waitFor(() =>
      expect(fake.callsOf('compareDatasets')).toEqual([
        {
          before: { kind: 'snapshot', id: CHANGES_OPEN.before },
          after: { kind: 'snapshot', id: CHANGES_OPEN.after },
        },
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('an event of a connection not in this app', () => {
  const GONE = { view: 'diagnostics', profileId: 'https://gone.example/' } as const;

  it('says so instead of opening an empty Diagnostics', async () => {
    const { user, fake } = await loaded();
    const event = watchEvent(SHOP_PROFILE, { profileId: GONE.profileId, open: GONE });
    act(() => fake.emit('watchEvent', event));
    await user.click(toasts().getByRole('button', { name: 'Open Diagnostics' }));
    const note = toasts().getByRole('listitem', { name: 'Nothing to open' });
    expect(note).toHaveTextContent('The connection of that event is not in this app');
    expect(fake.callsOf('runDiagnostics')).toEqual([]);
    expect(fake.callsOf('setActiveProfile')).toEqual([]);
    expect(screen.getByRole('tab', { name: 'Diagnostics' })).toHaveAttribute('aria-selected', 'false');
    await user.click(within(note).getByRole('button', { name: /^Dismiss/ }));
    expect(toasts().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says so for a native notification clicked too, and still opens the pair of a change', async () => {
    const fake = new FakeInspector();
    fake.host = { ...HOST_INFO, fileDialogs: true, pagePdf: true, nativeNotifications: true };
    await loaded(fake);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Installation & categories' })).toBeInTheDocument(),
    );
    act(() => fake.emit('watchOpen', GONE));
    await toasts().findByRole('listitem', { name: 'Nothing to open' });
    expect(fake.callsOf('runDiagnostics')).toEqual([]);
    act(() => fake.emit('watchOpen', CHANGES_OPEN));
    await waitFor(() => expect(fake.callsOf('compareDatasets')).toHaveLength(1));
    expect(toasts().queryByRole('listitem', { name: 'Nothing to open' })).not.toBeInTheDocument();
  });
});

describe('native notifications (the desktop app)', () => {
  it('shows no toast where main notifies, and opens the view of a notification clicked', async () => {
    const fake = new FakeInspector();
    fake.host = { ...HOST_INFO, fileDialogs: true, pagePdf: true, nativeNotifications: true };
    await loaded(fake);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Installation & categories' })).toBeInTheDocument(),
    );
    act(() => fake.emit('watchEvent', watchEvent(SHOP_PROFILE)));
    expect(toasts().queryByRole('listitem')).not.toBeInTheDocument();
    // The user clicked the notification: main brought the window forward and says what to open.
    act(() => fake.emit('watchOpen', CHANGES_OPEN));
    await waitFor(() => expect(fake.callsOf('compareDatasets')).toHaveLength(1));
    // The connection is found from the snapshot's id.
    expect(fake.callsOf('setActiveProfile')).toEqual([{ id: 'shop' }]);
    expect(screen.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true');
  });
});
