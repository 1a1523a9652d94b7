// @vitest-environment happy-dom
// The shared parts (renderer/ui/) speak the language chosen: a failed load in German says what could
// not be loaded, why the address is right and Retry in German, and the disclosure of a web page that
// answered instead of data is German too (the failure's own words: failure-language.test.tsx).
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readHtmlPage } from '../../shared/html-page';
import { NGINX_502 } from '../helpers/error-pages';
import { FakeInspector } from './fake-inspector';
import { renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

/** The Categories panel in German. */
const warengruppen = async () => within(await screen.findByRole('region', { name: 'Warengruppen' }));

describe('the shared parts in German', () => {
  it('say a load not offered failed, why the address is right, and Retry, in German', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const fake = new FakeInspector();
    fake.failCall('getCategories', { kind: 'api-failure', message: 'Unknown method', httpStatus: 404 });
    renderApp(fake);
    const alert = await (await warengruppen()).findByRole('alert');
    expect(alert).toHaveTextContent('Die Warengruppen: Laden fehlgeschlagen – ');
    expect(alert).toHaveTextContent('Die Installation bietet dies nicht an: Unknown method');
    expect(alert).toHaveTextContent('Die Einstellungen antworten unter dieser Adresse');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('show a web page that answered behind a German disclosure', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const fake = new FakeInspector();
    fake.failCall('getCategories', {
      kind: 'http-status',
      statusText: '502 Bad Gateway',
      preview: '502 Bad Gateway',
      page: readHtmlPage(NGINX_502, 'text/html')!,
    });
    const { user } = renderApp(fake);
    const alert = within(await (await warengruppen()).findByRole('alert'));
    await user.click(alert.getByRole('button', { name: 'Seite anzeigen' }));
    expect(alert.getByRole('button', { name: 'Seite ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    expect(alert.getByRole('region', { name: 'Text der Seite' })).toHaveTextContent('502 Bad Gateway');
  });
});
