// @vitest-environment happy-dom
// The Changes view's "Snapshots of <connection>" section as a user sees it: each snapshot kept with
// its time, company, categories, size and state (a corrupt one with its reason), the disk space
// used; pinning, deleting one, deleting all after a confirmation, the number kept, and the list read
// again after a load's snapshot notice.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotTime } from '../../renderer/features/changes/snapshot-time';
import { snapshotView } from './changes-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const section = () => within(screen.getByRole('region', { name: 'Snapshots of Demo (offline)' }));
const table = () => within(section().getByRole('table', { name: 'Snapshots of Demo (offline)' }));

const NEWEST = '2026-11-25T09:30:00.000Z';
const OLDER = '2026-11-25T09:00:00.000Z';
const BROKEN = '2026-11-24T08:15:00.000Z';

function fakeWithSnapshots(): FakeInspector {
  const fake = new FakeInspector();
  fake.snapshots = [
    snapshotView('demo.b', NEWEST, { bytes: 2_345_678, categories: 12_000 }),
    snapshotView('demo.a', OLDER, { bytes: 1_234, pinned: true }),
    snapshotView('demo.x', BROKEN, {
      categories: null,
      companyName: null,
      bytes: 812,
      state: 'corrupt',
      reason: 'its content does not match the hash it was written with',
    }),
  ];
  fake.snapshotTotals = { bytes: 2_500_000, imageBytes: 1_800_000, allConnectionsBytes: 3_400_000 };
  return fake;
}

async function openSnapshots(fake = fakeWithSnapshots()) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(screen.getByRole('tab', { name: 'Changes' }));
  await screen.findByRole('table', { name: 'Snapshots of Demo (offline)' });
  return rendered;
}

const rowOf = (takenAt: string) => table().getByRole('row', { name: new RegExp(snapshotTime(takenAt)) });

describe('Snapshots of the connection in use', () => {
  it('lists each snapshot with its size and state, a corrupt one with its reason, and the space used', async () => {
    await openSnapshots();
    const rows = table().getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual(
      [NEWEST, OLDER, BROKEN].map((takenAt) => snapshotTime(takenAt)),
    );
    expect(rowOf(NEWEST)).toHaveTextContent(`${COMPANY}12,0002.3 MBIntact`);
    expect(rowOf(OLDER)).toHaveTextContent('pinned');
    expect(rowOf(BROKEN)).toHaveTextContent(
      'Corrupt: its content does not match the hash it was written with',
    );
    expect(rowOf(BROKEN)).toHaveTextContent('812 B');

    const space = within(section().getByLabelText('Disk space used'));
    expect(space.getByText('This connection').nextSibling).toHaveTextContent('2.5 MB');
    expect(space.getByText('Of which images').nextSibling).toHaveTextContent('1.8 MB');
    expect(space.getByText('All connections').nextSibling).toHaveTextContent('3.4 MB');
  });

  it('pins and unpins a snapshot', async () => {
    const { user, fake } = await openSnapshots();
    await user.click(section().getByRole('button', { name: `Pin snapshot of ${snapshotTime(NEWEST)}` }));
    expect(fake.callsOf('pinSnapshot')).toEqual([{ id: 'demo.b', pinned: true }]);
    await section().findByRole('button', { name: `Unpin snapshot of ${snapshotTime(NEWEST)}` });
    expect(rowOf(NEWEST)).toHaveTextContent('pinned');

    await user.click(section().getByRole('button', { name: `Unpin snapshot of ${snapshotTime(OLDER)}` }));
    expect(fake.callsOf('pinSnapshot')).toContainEqual({ id: 'demo.a', pinned: false });
    await section().findByRole('button', { name: `Pin snapshot of ${snapshotTime(OLDER)}` });
  });

  it('deletes one snapshot, a corrupt one too', async () => {
    const { user, fake } = await openSnapshots();
    await user.click(section().getByRole('button', { name: `Delete snapshot of ${snapshotTime(BROKEN)}` }));
    expect(fake.callsOf('deleteSnapshot')).toEqual([{ id: 'demo.x' }]);
    await waitForRows(2);
    // The row went with the focused button: the keyboard goes on from the section's heading.
    expect(section().getByRole('heading', { name: 'Snapshots of Demo (offline)' })).toHaveFocus();
    expect(table().queryByText(/Corrupt/)).not.toBeInTheDocument();
  });

  it('deletes all snapshots of the connection only after a confirmation', async () => {
    const { user, fake } = await openSnapshots();
    const deleteAll = section().getByRole('button', { name: 'Delete all snapshots of this connection' });
    await user.click(deleteAll);
    const confirm = within(
      section().getByRole('group', { name: 'Delete all 3 snapshots of “Demo (offline)”?' }),
    );
    expect(confirm.getByRole('button', { name: 'Keep them' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fake.callsOf('deleteSnapshots')).toEqual([]);
    expect(table().getAllByRole('row')).toHaveLength(4);

    await user.click(deleteAll);
    await user.click(section().getByRole('button', { name: 'Delete all snapshots' }));
    expect(fake.callsOf('deleteSnapshots')).toEqual([{ profileId: DEMO_PROFILE.id }]);
    await section().findByText('No snapshots of Demo (offline) are kept.');
    expect(section().queryByRole('table')).not.toBeInTheDocument();
    expect(section().getByRole('heading', { name: 'Snapshots of Demo (offline)' })).toHaveFocus();
  });

  it('saves how many snapshots are kept, and refuses a number out of range', async () => {
    const { user, fake } = await openSnapshots();
    const keep = section().getByRole('spinbutton', { name: 'Keep the last' });
    expect(keep).toHaveValue(20);
    await user.clear(keep);
    await user.type(keep, '0');
    await user.click(section().getByRole('button', { name: 'Save' }));
    expect(section().getByText('Enter a whole number from 1 to 1,000.')).toBeInTheDocument();
    expect(fake.callsOf('setSnapshotSettings')).toEqual([]);

    await user.clear(keep);
    await user.type(keep, '5{Enter}');
    expect(fake.callsOf('setSnapshotSettings')).toEqual([{ keep: 5 }]);
    expect(section().queryByText('Enter a whole number from 1 to 1,000.')).not.toBeInTheDocument();
    expect(fake.callsOf('listSnapshots').length).toBeGreaterThan(1);
  });

  it('says when the number kept could not be read, so nothing is pruned, until it is saved again', async () => {
    const fake = fakeWithSnapshots();
    const notice =
      'The snapshot settings could not be read (/data/snapshots/settings.json: cannot be read (permission denied)), so no snapshot is pruned until the file is corrected or deleted (it holds {"keep": 20}, say), or the number to keep is saved again in the app\'s Changes view.';
    fake.snapshotNotice = notice;
    const { user } = await openSnapshots(fake);
    expect(section().getByRole('status')).toHaveTextContent(notice);
    const keep = section().getByRole('spinbutton', { name: 'Keep the last' });
    await user.clear(keep);
    await user.type(keep, '200{Enter}');
    await waitFor(() => expect(section().queryByText(notice)).not.toBeInTheDocument());
  });

  it('reads the list again after a load kept a new snapshot', async () => {
    const fake = fakeWithSnapshots();
    await openSnapshots(fake);
    const newer = '2026-11-25T10:00:00.000Z';
    fake.snapshots = [snapshotView('demo.c', newer, { bytes: 1_234 }), ...fake.snapshots];
    act(() =>
      fake.emit('snapshotNotice', {
        profileId: DEMO_PROFILE.id,
        outcome: 'saved',
        id: 'demo.c',
        message: null,
      }),
    );
    await section().findByRole('button', { name: `Delete snapshot of ${snapshotTime(newer)}` });
  });
});

/** Waits until the table lists `count` snapshots (its header row besides). */
async function waitForRows(count: number) {
  await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(count + 1));
}
