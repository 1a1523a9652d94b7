// @vitest-environment happy-dom
// The Demo server view follows the app's language: in German the panels, the server's state, the
// faults in force (a sentence put together from words), what the store says after Stop, and the
// capture form's hint on a bad name.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_RUNNING } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('the Demo server view in German', () => {
  it('speaks German in the server, faults and capture panels', async () => {
    const { user } = renderApp(new FakeInspector({ demo: DEMO_RUNNING }));
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(await screen.findByRole('tab', { name: 'Demo-Server' }));
    expect(await panel('Demo-Server').findByText('Läuft')).toBeInTheDocument();
    expect(panel('Demo-Server').getByRole('button', { name: 'Server stoppen' })).toBeInTheDocument();
    expect(panel('Langsame oder unzuverlässige Installation').getByRole('status')).toHaveTextContent(
      'Der Demo-Server antwortet sofort und scheitert nie absichtlich.',
    );
    // What the store says after an action, in German too.
    await user.click(panel('Demo-Server').getByRole('button', { name: 'Server stoppen' }));
    expect(await panel('Demo-Server').findByText('Der Demo-Server ist gestoppt.')).toBeInTheDocument();

    const capture = panel('Als Offline-Datensatz speichern');
    await user.clear(capture.getByLabelText('Dateiname'));
    await user.click(
      capture.getByRole('button', { name: 'Aktive Verbindung als Offline-Datensatz speichern' }),
    );
    expect(capture.getByLabelText('Dateiname')).toHaveAccessibleDescription(
      expect.stringContaining('Benennen Sie die zu speichernde Datei.'),
    );
  });
});
