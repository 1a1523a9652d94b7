// @vitest-environment happy-dom
// A connection's timeline, opened from the board: its history over 24 hours, 7 days, 90 days or a
// year (getHistory over that span, about one stretch per pixel), in words; "Check now"; the runs
// that saved a snapshot, each opening the Changes view between it and the snapshot kept before it
// (or saying why it cannot); the events, each opening what its notification opens. The chart itself
// is drawn in Chromium (test/e2e/fleet.e2e.test.ts): happy-dom has no canvas.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotView } from './changes-fixtures';
import { FakeInspector } from './fake-inspector';
import { DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { openFleet, rowOf } from './fleet-page';
import { resetAfterTest } from './render-app';
import { dayHistory, fleetRow, NOW, watchEvent } from './watch-fixtures';

afterEach(resetAfterTest);

const DAY = 86_400_000;
const SNAPSHOT = 'shop.20261125T100000000Z-00000000000000b2';
const EARLIER = 'shop.20261124T080000000Z-00000000000000a1';

/** A snapshot kept of the shop connection. */
const shopSnapshot = (id: string, takenAt: string) =>
  snapshotView(id, takenAt, { profileId: SHOP_PROFILE.id, categories: 64 });

const timeline = () => within(screen.getByRole('region', { name: /^Main shop\s*: timeline$/ }));

async function openTimeline(fake = new FakeInspector()) {
  fake.history = (from, to) => dayHistory(from, to, SNAPSHOT);
  const rows = [
    fleetRow(DEMO_PROFILE),
    fleetRow(SHOP_PROFILE, { watchClass: 'conforms', every: 5, lastAt: NOW }),
  ];
  const rendered = await openFleet(rows, [SHOP_PROFILE], fake);
  await rendered.user.click(rowOf('Main shop'));
  await timeline().findByText(/^24 results in the last 24 hours/);
  return rendered;
}

describe('TimelinePanel', () => {
  it('loads the last 24 hours and says how they went', async () => {
    const { fake } = await openTimeline();
    const asked = fake.callsOf('getHistory').at(-1)!;
    expect(asked.profileId).toBe('shop');
    expect(asked.to - asked.from).toBe(DAY);
    expect(asked.buckets).toBeGreaterThanOrEqual(200);
    expect(
      timeline().getByText(
        '24 results in the last 24 hours: unreachable 2, conforms 22; slowest answer 123 ms.',
      ),
    ).toBeInTheDocument();
    expect(timeline().getByRole('img', { name: /^Timeline of 24 results/ })).toBeInTheDocument();
  });

  it('shows another range when one is chosen', async () => {
    const { user, fake } = await openTimeline();
    await user.click(timeline().getByRole('radio', { name: '7 days' }));
    await waitFor(() => {
      const asked = fake.callsOf('getHistory').at(-1)!;
      expect(asked.to - asked.from).toBe(7 * DAY);
    });
    await user.click(timeline().getByRole('radio', { name: '1 year' }));
    await waitFor(() => {
      const asked = fake.callsOf('getHistory').at(-1)!;
      expect(asked.to - asked.from).toBe(365 * DAY);
    });
    expect(await timeline().findByText(/in the last 1 year:/)).toBeInTheDocument();
  });

  it('runs the watch now and says what it found', async () => {
    const { user, fake } = await openTimeline();
    await user.click(timeline().getByRole('button', { name: 'Check now' }));
    expect(fake.callsOf('runWatchNow')).toEqual([{ profileId: 'shop' }]);
    expect(await timeline().findByText('Checked now: conforms, 5 categories, 12 ms.')).toBeInTheDocument();
  });

  it('opens the Changes view between a snapshot and the one kept before it', async () => {
    const fake = new FakeInspector();
    fake.snapshots = [
      shopSnapshot('shop.20261125T110000000Z-00000000000000c3', '2026-11-25T11:00:00.000Z'),
      shopSnapshot(SNAPSHOT, '2026-11-25T10:00:00.000Z'),
      shopSnapshot(EARLIER, '2026-11-24T08:00:00.000Z'),
    ];
    const { user } = await openTimeline(fake);
    const snapshots = within(timeline().getByRole('region', { name: /^Snapshots saved/ }));
    await user.click(snapshots.getByRole('button', { name: /^Compare with the one before/ }));

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(fake.callsOf('compareDatasets').at(-1)).toEqual({
      before: { kind: 'snapshot', id: EARLIER },
      after: { kind: 'snapshot', id: SNAPSHOT },
    });
    // The app switched to the connection, and the picker shows exactly that pair.
    expect(fake.callsOf('setActiveProfile').at(-1)).toEqual({ id: 'shop' });
    const changes = within(screen.getByRole('region', { name: 'Changes' }));
    expect(changes.getByRole('radio', { name: 'Two snapshots of this connection' })).toBeChecked();
    await waitFor(() => expect(changes.getByLabelText('After (B)')).toHaveValue(SNAPSHOT));
    expect(changes.getByLabelText('Before (A)')).toHaveValue(EARLIER);
  });

  it('says so when the snapshot is no longer kept, or is the oldest one kept', async () => {
    const fake = new FakeInspector();
    const { user } = await openTimeline(fake);
    const compare = () =>
      within(timeline().getByRole('region', { name: /^Snapshots saved/ })).getByRole('button', {
        name: /^Compare with the one before/,
      });
    await user.click(compare());
    expect(
      await timeline().findByText(/^That snapshot is no longer kept: each connection keeps its last 20/),
    ).toBeInTheDocument();
    fake.snapshots = [shopSnapshot(SNAPSHOT, '2026-11-25T10:00:00.000Z')];
    await user.click(compare());
    expect(
      await timeline().findByText(/^That is the oldest snapshot kept of this connection/),
    ).toBeInTheDocument();
    expect(fake.callsOf('compareDatasets')).toEqual([]);
  });

  it('opens Diagnostics of the connection from an event', async () => {
    const fake = new FakeInspector();
    const event = watchEvent(SHOP_PROFILE, { at: NOW - 3_600_000 });
    fake.history = (from, to) => ({
      ...dayHistory(from, to, SNAPSHOT),
      events: [{ ...event, at: from + 3_600_000 }],
    });
    const rows = [fleetRow(DEMO_PROFILE), fleetRow(SHOP_PROFILE)];
    const { user } = await openFleet(rows, [SHOP_PROFILE], fake);
    await user.click(rowOf('Main shop'));
    const events = within(await timeline().findByRole('region', { name: /^Events/ }));
    expect(events.getByText('Main shop: could not be checked (refused)')).toBeInTheDocument();
    await user.click(events.getByRole('button', { name: /^Open Diagnostics/ }));
    await waitFor(() => expect(fake.callsOf('runDiagnostics')).toMatchObject([{ profileId: 'shop' }]));
    expect(screen.getByRole('tab', { name: 'Diagnostics' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says what to do when nothing ran in the range, instead of an empty chart', async () => {
    const fake = new FakeInspector();
    fake.history = (from, to) => ({
      ...dayHistory(from, to, SNAPSHOT),
      buckets: 0,
      at: [],
      cls: [],
      msMin: [],
      msMax: [],
      categoriesMin: [],
      categoriesMax: [],
      points: [],
      runs: 0,
    });
    const { user } = await openFleet([fleetRow(DEMO_PROFILE), fleetRow(SHOP_PROFILE)], [SHOP_PROFILE], fake);
    await user.click(rowOf('Main shop'));
    expect(await timeline().findByText('No watch results in the last 24 hours.')).toBeInTheDocument();
    expect(
      timeline().getByText(
        /^This connection is not watched: choose how often in Connections \(.+\), or check it once with Check now\.$/,
      ),
    ).toBeInTheDocument();
    expect(timeline().queryByRole('img', { name: /^Timeline of / })).toBeNull();
    expect(timeline().queryByRole('region', { name: /^Snapshots saved/ })).toBeNull();
  });

  it('closes', async () => {
    const { user } = await openTimeline();
    await user.click(timeline().getByRole('button', { name: 'Close the timeline' }));
    expect(screen.queryByRole('region', { name: /timeline$/ })).not.toBeInTheDocument();
  });
});
