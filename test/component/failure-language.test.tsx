// @vitest-environment happy-dom
// A failed call speaks the language shown: in German the Installation panel says a name that could
// not be found and a proxy's 502 web page (its title, what it means, what to do) in German, with
// the installation's own message as it said it; so do the result of Test connection and a capture
// that failed. The command line says the same failures in English
// (test/unit/failure-words-english.test.ts).
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallFailure } from '../../shared/call-result';
import { failureMessage } from '../../shared/failure-message';
import { readHtmlPage } from '../../shared/html-page';
import { NGINX_502 } from '../helpers/error-pages';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_RUNNING } from './fixtures';
import { renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

const NOT_FOUND: CallFailure = {
  kind: 'network',
  reason: 'dns',
  message: 'getaddrinfo ENOTFOUND shop.example.test',
};

const PROXY_502: CallFailure = {
  kind: 'http-status',
  statusText: '502 Bad Gateway',
  preview: NGINX_502.replace(/\s+/g, ' ').slice(0, 200),
  page: readHtmlPage(NGINX_502, 'text/html')!,
};

/** The Installation panel, once the German catalog has arrived. */
const installation = async () => within(await screen.findByRole('region', { name: 'Installation' }));

/** The app in German, `method` failing with `failure` once. */
function inGerman(method: 'getInfo' | 'testConnection', failure: CallFailure) {
  localStorage.setItem('retail-inspector.language', 'de');
  const fake = new FakeInspector();
  fake.failCall(method, failure);
  return renderApp(fake);
}

describe('a failed call in German', () => {
  it('says in the Installation panel that the server name could not be found, and what to do', async () => {
    inGerman('getInfo', NOT_FOUND);
    const alert = await (await installation()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Die Einstellungen: Laden fehlgeschlagen – die Installation war nicht erreichbar',
    );
    expect(alert).toHaveTextContent('Der Servername wurde nicht gefunden');
    // What Node said is evidence, shown as received.
    expect(alert).toHaveTextContent('getaddrinfo ENOTFOUND shop.example.test');
    expect(alert).toHaveTextContent(
      'Prüfen Sie die Adresse auf Tippfehler und ob dieser Computer online ist.',
    );
    expect(alert).not.toHaveTextContent('The server name could not be found');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('says a proxy’s 502 web page in the Installation panel: its status, title and meaning', async () => {
    inGerman('getInfo', PROXY_502);
    const alert = await (await installation()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Die Einstellungen: Laden fehlgeschlagen – ein Server oder Proxy vor der Installation ist ausgefallen',
    );
    expect(alert).toHaveTextContent(
      'Der Server hat mit HTTP 502 Bad Gateway und einer Webseite statt Daten geantwortet',
    );
    expect(alert).toHaveTextContent(
      '„502 Bad Gateway“ (nginx/1.25.3). Ein Proxy zwischen diesem Computer und der Installation konnte sie nicht erreichen.',
    );
    expect(alert).toHaveTextContent(
      /Versuchen Sie es in ein paar Minuten erneut; .* ob die Installation hinter dem Proxy läuft\./,
    );
    expect(within(alert).getByRole('button', { name: 'Seite anzeigen' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('with a web page instead of data');
  });

  it('says in the result of Test connection why the test failed', async () => {
    const { user } = inGerman('testConnection', NOT_FOUND);
    await (await installation()).findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('button', { name: /^Verbindungen…/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verbindungen' }));
    await user.click(dialog.getByRole('button', { name: 'Verbindung hinzufügen' }));
    const form = within(await dialog.findByRole('form', { name: 'Neue Verbindung' }));
    await user.type(form.getByLabelText('Adresse'), 'https://shop.example.test');
    await user.click(form.getByRole('button', { name: 'Verbindung testen' }));
    const result = dialog.getByRole('status', { name: '' });
    await waitFor(() => expect(result).toHaveTextContent('Der Servername wurde nicht gefunden'));
    expect(result).toHaveTextContent('getaddrinfo ENOTFOUND shop.example.test');
    expect(result).toHaveTextContent(
      'Prüfen Sie die Adresse auf Tippfehler und ob dieser Computer online ist.',
    );
  });

  it('says in the Demo server view why a capture failed', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const fake = new FakeInspector({ demo: DEMO_RUNNING });
    fake.answer('captureDataset', {
      ok: true,
      value: {
        status: 'failed',
        step: 'categories',
        words: failureMessage({ kind: 'api-failure', message: 'Invalid token', httpStatus: 401 }),
      },
    });
    const { user } = renderApp(fake);
    await (await installation()).findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('tab', { name: 'Demo-Server' }));
    const capture = within(await screen.findByRole('region', { name: 'Als Offline-Datensatz speichern' }));
    await user.click(
      capture.getByRole('button', { name: /^Aktive Verbindung als Offline-Datensatz speichern/ }),
    );
    const alert = await capture.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Die Aufnahme ist fehlgeschlagen: Die Installation hat einen Fehler gemeldet',
    );
    expect(alert).toHaveTextContent('Invalid token');
    expect(alert).toHaveTextContent(
      'Die Installation hat das Token abgelehnt: Prüfen Sie das Token der Verbindung. Nichts wurde geschrieben.',
    );
  });
});
