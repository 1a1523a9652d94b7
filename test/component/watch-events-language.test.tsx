// @vitest-environment happy-dom
// Watch events in the language shown (issue 30): main sends each event with its words
// (WatchEvent.words), and the page's toasts, a connection's timeline and the browser's own
// notifications say them in German once German is chosen, the connection's name as it is; an event
// without words (read from an older history) is shown by its English title and body. The page tells
// the host its language at start and on each choice (setLanguage), for the desktop app's
// notifications.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchEvent } from '../../shared/watch';
import { spoken, watchClassSentenceWords, watchClassWords, watchWords } from '../../shared/watch-words';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { openFleet } from './fleet-page';
import { installationPanel, renderApp, resetAfterTest } from './render-app';
import { dayHistory, fleetRow, NOW, watchEvent } from './watch-fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

/** Main shop refusing the call, as main words it (shared/watch-words.ts). */
function refusedEvent(id = 'refused'): WatchEvent {
  const title = watchWords('watch.event.named', { name: 'Main shop', what: watchClassWords('refused') });
  const body = [
    watchWords('watch.event.body.transitionRuns', {
      now: watchClassSentenceWords('refused'),
      runs: 2,
      before: watchClassWords('conforms'),
    }),
  ];
  return watchEvent(SHOP_PROFILE, { id, ...spoken(title, body) });
}

const GERMAN_TITLE = 'Main shop: nicht prüfbar (abgewiesen)';
const GERMAN_BODY =
  'Jetzt nicht prüfbar: die Installation hat den Aufruf abgelehnt (2 Läufe in Folge); vorher: konform.';

async function inGerman(fake = new FakeInspector()) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await waitFor(() => expect(fake.callsOf('hostInfo').length).toBeGreaterThan(0));
  await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
  await screen.findByRole('region', { name: 'Überwachungsmeldungen' });
  return rendered;
}

describe('watch events in German', () => {
  it('shows a toast in German, and one without words as main wrote it', async () => {
    const { fake } = await inGerman();
    act(() => fake.emit('watchEvent', refusedEvent()));
    const toasts = within(screen.getByRole('region', { name: 'Überwachungsmeldungen' }));
    const toast = toasts.getByRole('listitem', { name: GERMAN_TITLE });
    expect(toast).toHaveTextContent(GERMAN_BODY);
    expect(within(toast).getByRole('button', { name: `Ausblenden „${GERMAN_TITLE}“` })).toBeInTheDocument();

    act(() => fake.emit('watchEvent', watchEvent(SHOP_PROFILE, { id: 'older' })));
    expect(
      toasts.getByRole('listitem', { name: 'Main shop: could not be checked (refused)' }),
    ).toHaveTextContent('The installation refused the call (HTTP 401).');
  });

  it('lists a connection’s events in German on its timeline', async () => {
    const fake = new FakeInspector();
    fake.history = (from, to) => ({
      ...dayHistory(from, to, 'shop.20261125T100000000Z-00000000000000b2'),
      events: [{ ...refusedEvent(), at: from + 3_600_000 }],
    });
    const { user } = await openFleet(
      [fleetRow(DEMO_PROFILE), fleetRow(SHOP_PROFILE, { watchClass: 'refused', every: 5, lastAt: NOW })],
      [SHOP_PROFILE],
      fake,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(within(await screen.findByRole('grid')).getByText('Main shop'));
    const timeline = within(await screen.findByRole('region', { name: /^Main shop\s*: Zeitverlauf$/ }));
    expect(await timeline.findByText(GERMAN_TITLE)).toBeInTheDocument();
    expect(timeline.queryByText(/could not be checked/)).not.toBeInTheDocument();
  });

  it('says the browser’s notification in German where the browser allows one', async () => {
    const shown: { title: string; body?: string }[] = [];
    class AllowedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string }) {
        shown.push({ title, body: options.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', AllowedNotification);
    const { fake } = await inGerman();
    act(() => fake.emit('watchEvent', refusedEvent()));
    expect(shown).toEqual([{ title: GERMAN_TITLE, body: GERMAN_BODY }]);
  });

  it('tells the host the language chosen, at start and on each choice', async () => {
    const fake = new FakeInspector();
    await inGerman(fake);
    await waitFor(() =>
      expect(fake.callsOf('setLanguage')).toEqual([{ language: 'system' }, { language: 'de' }]),
    );
  });
});
