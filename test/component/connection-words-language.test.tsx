// @vitest-environment happy-dom
// What main says about a connection, in German: Test connection's notes (what reading the address
// changed, the settings and rows the panels will mark) from the words main sends beside its
// English; a redirect main would not follow and an address it refuses, read back from main's
// English into their words; and a page opened without its host says so in German. The command line
// keeps the English (test/unit/address-words.test.ts).
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallFailure } from '../../shared/call-result';
import { wordsOf } from '../../shared/words';
import { App } from '../../renderer/App';
import { bridge } from '../../renderer/bridge';
import { createAppStore, StoreProvider } from '../../renderer/store';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

/** The app in German over `fake`, with the form of a new connection open and an address typed. */
async function germanTest(fake: FakeInspector) {
  localStorage.setItem('retail-inspector.language', 'de');
  const { user } = renderApp(fake);
  await within(await screen.findByRole('region', { name: 'Installation' })).findByRole('heading', {
    name: COMPANY,
  });
  await user.click(screen.getByRole('button', { name: /^Verbindungen…/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Verbindungen' }));
  await user.click(dialog.getByRole('button', { name: 'Verbindung hinzufügen' }));
  const form = within(await dialog.findByRole('form', { name: 'Neue Verbindung' }));
  await user.type(form.getByLabelText('Adresse'), 'https://shop.example.test/');
  await user.click(form.getByRole('button', { name: 'Verbindung testen' }));
  return dialog.getByRole('status', { name: '' });
}

const notesOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Test connection in German', () => {
  it('says main’s notes in German from the words beside them', async () => {
    const fake = new FakeInspector();
    const answered = await fake.api.testConnection({});
    if (!answered.ok) throw new Error('the fake answers testConnection');
    fake.answer('testConnection', {
      ok: true,
      value: {
        ...answered.value,
        notes: [
          'The trailing slash was removed.',
          '1 setting breaks the specification: Currency. The Installation panel shows each as received, with the reason.',
          '3 of 1,205 categories break the specification. The Categories panel shows each row as received, its faulty values marked.',
        ],
        noteWords: [
          wordsOf('connection.note.slashes', { count: 1 }),
          wordsOf('connection.test.infoFaults', {
            faults: wordsOf('rule.infoFaults', { count: 1, fields: wordsOf('field.default_currency') }),
          }),
          wordsOf('connection.test.categoryFaults', { faulty: 3, total: 1205 }),
        ],
      },
    });
    const region = await germanTest(fake);
    await waitFor(() => expect(region).toHaveTextContent(`Verbunden: ${COMPANY}`));
    expect(notesOf(region)).toEqual([
      'Der abschließende Schrägstrich wurde entfernt.',
      expect.stringMatching(
        /^1 Einstellung verstößt gegen die Spezifikation: .+\. Der Bereich „Installation“ zeigt jede wie empfangen, mit dem Grund\.$/,
      ),
      '3 von 1.205 Warengruppen verstoßen gegen die Spezifikation. Der Bereich „Warengruppen“ zeigt jede Zeile wie empfangen, ihre fehlerhaften Werte markiert.',
    ]);
  });

  it('reads an older host’s English notes back into German where they are the address’s, others as received', async () => {
    const fake = new FakeInspector();
    const answered = await fake.api.testConnection({});
    if (!answered.ok) throw new Error('the fake answers testConnection');
    fake.answer('testConnection', {
      ok: true,
      value: {
        ...answered.value,
        notes: [
          'The address ended in /api/v2/auth/info; the inspector adds the /api/v2/ paths itself.',
          'Something else.',
        ],
      },
    });
    const region = await germanTest(fake);
    await waitFor(() => expect(region).toHaveTextContent(`Verbunden: ${COMPANY}`));
    expect(notesOf(region)).toEqual([
      'Die Adresse endete auf /api/v2/auth/info; Retail Inspector fügt die /api/v2/-Pfade selbst hinzu.',
      'Something else.',
    ]);
  });

  it('says a redirect to another host in German, the host as received', async () => {
    const redirect: CallFailure = {
      kind: 'redirect',
      message:
        'The installation redirected to https://login.example.test; not followed, to keep the token on the host it belongs to.',
    };
    const fake = new FakeInspector();
    fake.failCall('testConnection', redirect);
    const region = await germanTest(fake);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        'Die Installation hat nach https://login.example.test umgeleitet; dem wurde nicht gefolgt, damit das Token bei seinem Host bleibt.',
      ),
    );
    expect(region).not.toHaveTextContent('not followed');
  });

  it('says an address main refuses in German', async () => {
    const fake = new FakeInspector();
    fake.failCall('testConnection', {
      kind: 'invalid-url',
      message:
        'Plain http sends the token unencrypted. Use https, or mark the connection as insecure if this network is trusted.',
    });
    const region = await germanTest(fake);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        'Einfaches http sendet das Token unverschlüsselt. Verwenden Sie https, oder markieren Sie die Verbindung als unsicher, wenn dieses Netzwerk vertrauenswürdig ist.',
      ),
    );
  });
});

describe('a page opened without its host, in German', () => {
  it('says that the inspector is not connected to its host, and how to start it', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const store = createAppStore(bridge);
    const stop = store.getState().start();
    try {
      render(
        <StoreProvider store={store}>
          <App />
        </StoreProvider>,
      );
      expect(
        await screen.findAllByText('Der Inspector ist nicht mit seinem Host verbunden'),
      ).not.toHaveLength(0);
      expect(
        screen.getAllByText(
          'Starten Sie ihn mit „npm start“, oder öffnen Sie die Adresse, die „retail-inspector web“ ausgegeben hat.',
        ),
      ).not.toHaveLength(0);
      expect(screen.queryByText(/not connected to its host/)).toBeNull();
    } finally {
      stop();
    }
  });
});
