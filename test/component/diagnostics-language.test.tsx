// @vitest-environment happy-dom
// The Diagnostics view follows the app's language: in German its heading, the run button, the
// sections, the counts with German plural words and the verdict (the CLI's words, in German); the
// checks themselves are the report's, in English as exported.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

describe('the Diagnostics view in German', () => {
  it('speaks German before and after a run', async () => {
    const { user } = renderApp(new FakeInspector());
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(await screen.findByRole('tab', { name: 'Diagnose' }));
    const view = within(screen.getByRole('region', { name: 'Diagnose' }));
    expect(view.getByText('Noch keine Prüfungen ausgeführt.')).toBeInTheDocument();

    await user.click(view.getByRole('button', { name: 'Prüfungen ausführen' }));
    expect(await view.findByRole('heading', { name: 'Aufrufe' })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'Umgebung' })).toBeInTheDocument();
    expect(view.getByText(/^\d+ bestanden · \d+ Warnung(en)? · \d+ fehlgeschlagen$/)).toBeInTheDocument();
    expect(
      view.getByRole('heading', { name: /Entspricht der Spezifikation, mit Warnungen/ }),
    ).toBeInTheDocument();
    expect(view.getByText(/^Prüfungen fertig:/)).toHaveTextContent(
      /^Prüfungen fertig: entspricht der Spezifikation\. /,
    );
    expect(view.getAllByRole('button', { name: /^Als curl kopieren für den Info-Aufruf$/ })).toHaveLength(1);
  });
});
