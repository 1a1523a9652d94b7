// @vitest-environment happy-dom
// The Changes view in German: what was compared, with each side's time as German writes it, the
// counts, the settings and category changes and the pictures of a changed image; and its print's
// snapshots kept, their sizes as German writes numbers. Field names and values are the data's own.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotTime } from '../../renderer/features/changes/snapshot-time';
import { snapshotView } from './changes-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { renderApp, resetAfterTest } from './render-app';

afterEach(async () => {
  await resetAfterTest();
  document.documentElement.lang = 'en';
});

describe('the Changes view in German', () => {
  it('says what was compared, when, and what changed, in German', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const fake = new FakeInspector();
    fake.snapshots = [
      snapshotView('demo.20261125T093000000Z-bbbbbbbbbbbbbbbb', '2026-11-25T09:30:00.000Z', {
        bytes: 15_400,
      }),
      snapshotView('demo.20261125T090000000Z-aaaaaaaaaaaaaaaa', '2026-11-25T09:00:00.000Z'),
    ];
    const { user } = renderApp(fake);
    await user.click(await screen.findByRole('tab', { name: 'Änderungen' }));
    const view = within(screen.getByRole('region', { name: 'Änderungen' }));
    await view.findByText('Die beiden Seiten unterscheiden sich.');

    const sides = within(view.getByLabelText('Verglichen'));
    const time = snapshotTime('2026-11-25T09:00:00.000Z', false, 'de');
    // German writes the day before the month, a 24-hour clock.
    expect(time).toMatch(/^25\.(11\.| Nov\. )2026, \d\d:\d\d:00/);
    expect(sides.getByText('Vorher (A)').nextSibling).toHaveTextContent(`Demo · ${COMPANY}, geladen ${time}`);
    const counts = within(view.getByLabelText('Anzahlen'));
    expect(counts.getByText('Hinzugefügt').nextSibling).toHaveTextContent('1');
    expect(view.getByRole('region', { name: /^Geänderte Einstellungen/ })).toBeInTheDocument();
    const list = within(view.getByRole('list', { name: 'Geänderte Warengruppen' }));
    expect(list.getAllByText('Geändert').length).toBeGreaterThan(0);
    expect(await list.findByRole('img', { name: 'Bild vorher' })).toBeInTheDocument();
    // The snapshots kept, and the way to compare two of them.
    const kept = within(await view.findByRole('table', { name: 'Snapshots von Demo (offline)' }));
    expect(kept.getByRole('button', { name: `Snapshot von ${time} anheften` })).toBeInTheDocument();
    // A snapshot's size with German's decimal comma.
    expect(kept.getByText('15,4 kB')).toBeInTheDocument();
    expect(view.getByRole('radio', { name: 'Zwei Snapshots dieser Verbindung' })).toBeInTheDocument();
  });
});
