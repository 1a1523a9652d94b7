// @vitest-environment happy-dom
// The Changes view as a user sees it: opened, it compares the latest load of the connection in use
// with the previous one; the counts, the settings that changed, the category changes with filters
// and search, a changed image before and after; Export Markdown as a download; and the one line
// after a reload that changed something, with its way to the view.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotListing, SnapshotView } from '../../shared/snapshots';
import { snapshotTime } from '../../renderer/features/changes/snapshot-time';
import { captureDownloads } from './capture-downloads';
import { snapshotView, twoSnapshots } from './changes-fixtures';
import { HOST_INFO } from './diagnostics-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const view = () => within(screen.getByRole('region', { name: 'Changes' }));
const changeList = () => within(view().getByRole('list', { name: 'Category changes' }));

async function openChanges(fake = new FakeInspector()) {
  if (fake.snapshots.length === 0) fake.snapshots = twoSnapshots();
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(screen.getByRole('tab', { name: 'Changes' }));
  await view().findByText('The two sides differ.');
  return rendered;
}

function listing(snapshots: SnapshotView[]): SnapshotListing {
  return {
    snapshots,
    totals: { bytes: 200, imageBytes: 0, allConnectionsBytes: 200 },
    keep: 20,
    loads: { total: 2, failed: 0 },
  };
}

describe('ChangesView', () => {
  it('compares the latest load of the connection in use with the previous one and lists what changed', async () => {
    const { fake } = await openChanges();
    expect(fake.callsOf('compareDatasets')).toEqual([
      {
        before: { kind: 'latest', profileId: DEMO_PROFILE.id, offset: 1 },
        after: { kind: 'latest', profileId: DEMO_PROFILE.id, offset: 0 },
      },
    ]);
    // Each side's time in the user's locale with the zone, as every time in the view.
    const sides = within(view().getByLabelText('Compared'));
    expect(sides.getByText('Before (A)').nextSibling).toHaveTextContent(
      `Demo · ${COMPANY}, loaded ${snapshotTime('2026-11-25T09:00:00.000Z')}`,
    );
    const counts = within(view().getByLabelText('Counts'));
    expect(counts.getByText('Added').nextSibling).toHaveTextContent('1');
    expect(counts.getByText('Removed').nextSibling).toHaveTextContent('1');
    expect(counts.getByText('Changed').nextSibling).toHaveTextContent('2');
    expect(counts.getByText('Settings changed').nextSibling).toHaveTextContent('1');

    const settings = within(
      within(view().getByRole('region', { name: /^Settings changes/ })).getByRole('table'),
    );
    const currency = settings.getByRole('row', { name: /currency_code/ });
    expect(currency).toHaveTextContent('currency_codeEURCHF');

    const items = changeList().getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Tee',
      'Saisonware',
      'Pâté',
      'Käse → Bergkäse',
    ]);
    const pate = items[2]!;
    expect(await within(pate).findByRole('img', { name: 'Image before' })).toHaveAttribute(
      'src',
      expect.stringContaining('pate'),
    );
    expect(await within(pate).findByRole('img', { name: 'Image after' })).toHaveAttribute(
      'src',
      'https://assets.example.test/pate-new.png',
    );
  });

  it('shows a changed image from the bytes its snapshot stored, and says when an address no longer loads', async () => {
    const fake = new FakeInspector();
    const stored = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    const row = { id: '25', code: 'B-1', name: 'Pâté', slug: null };
    fake.changeSides = {
      before: { info: {}, categories: [{ ...row, image: 'blobs/0a.svg' }] },
      after: { info: {}, categories: [{ ...row, image: 'https://gone.example.test/pate.png' }] },
    };
    fake.storedImages = { 'blobs/0a.svg': stored };
    await openChanges(fake);
    const [pate] = changeList().getAllByRole('listitem');
    expect(within(pate!).getByRole('heading', { name: 'Pâté' })).toBeInTheDocument();
    expect(await within(pate!).findByRole('img', { name: 'Image before' })).toHaveAttribute('src', stored);
    const after = await within(pate!).findByRole('img', { name: 'Image after' });
    expect(after).toHaveAttribute('src', 'https://gone.example.test/pate.png');
    fireEvent.error(after);
    expect(await within(pate!).findByText('No longer loads from its address')).toBeInTheDocument();
    expect(fake.callsOf('changeImage')).toEqual([
      { diffId: expect.stringMatching(/^diff-/), side: 'before', categoryId: '25' },
      { diffId: expect.stringMatching(/^diff-/), side: 'after', categoryId: '25' },
    ]);
  });

  it('shows every time in one format, to the millisecond where two snapshots were taken in the same second', async () => {
    const fake = new FakeInspector();
    const [newer, older] = ['2026-11-25T09:30:00.250Z', '2026-11-25T09:30:00.100Z'];
    fake.snapshots = [
      snapshotView('demo.20261125T093000250Z-bbbbbbbbbbbbbbbb', newer),
      snapshotView('demo.20261125T093000100Z-aaaaaaaaaaaaaaaa', older),
    ];
    const { user } = await openChanges(fake);
    const table = within(view().getByRole('table', { name: 'Snapshots of Demo (offline)' }));
    expect(snapshotTime(newer, true)).not.toBe(snapshotTime(older, true));
    for (const takenAt of [newer, older]) {
      expect(
        table.getByRole('button', { name: `Pin snapshot of ${snapshotTime(takenAt, true)}` }),
      ).toBeVisible();
    }
    await user.click(view().getByRole('radio', { name: 'Two snapshots of this connection' }));
    const before = await view().findByRole('combobox', { name: 'Before (A)' });
    expect(
      within(before)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      `${snapshotTime(newer, true)} · ${COMPANY} · 5 categories`,
      `${snapshotTime(older, true)} · ${COMPANY} · 5 categories`,
    ]);
  });

  it('compares again when a snapshot it compared is deleted', async () => {
    const fake = new FakeInspector();
    fake.snapshots = [
      ...twoSnapshots(),
      snapshotView('demo.20261125T080000000Z-cccccccccccccccc', '2026-11-25T08:00:00.000Z'),
    ];
    const { user } = await openChanges(fake);
    const newest = fake.snapshots[0]!;
    const table = within(view().getByRole('table', { name: 'Snapshots of Demo (offline)' }));
    await user.click(
      table.getByRole('button', { name: `Delete snapshot of ${snapshotTime(newest.takenAt)}` }),
    );
    await waitFor(() => expect(fake.callsOf('compareDatasets')).toHaveLength(2));
    const sides = within(view().getByLabelText('Compared'));
    await waitFor(() =>
      expect(sides.getByText('After (B)').nextSibling).toHaveTextContent(
        snapshotTime('2026-11-25T09:00:00.000Z'),
      ),
    );

    // Two snapshots chosen by hand: the comparison goes, with a word why.
    await user.click(view().getByRole('radio', { name: 'Two snapshots of this connection' }));
    await user.click(await view().findByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(fake.callsOf('compareDatasets')).toHaveLength(3));
    await view().findByText('The two sides differ.');
    const shown = fake.snapshots[0]!;
    await user.click(
      table.getByRole('button', { name: `Delete snapshot of ${snapshotTime(shown.takenAt)}` }),
    );
    expect(
      await view().findByText(
        'A snapshot compared here was deleted. Choose two snapshots and compare again.',
      ),
    ).toBeInTheDocument();
    expect(view().queryByText('The two sides differ.')).not.toBeInTheDocument();
  });

  it('filters the changes by kind and searches them', async () => {
    const { user } = await openChanges();
    await user.click(view().getByRole('radio', { name: 'Removed (1)' }));
    expect(changeList().getAllByRole('listitem')).toHaveLength(1);
    expect(changeList().getByRole('listitem')).toHaveTextContent('Saisonware');

    await user.click(view().getByRole('radio', { name: 'All (4)' }));
    await user.type(view().getByRole('searchbox', { name: 'Search changes' }), 'BERG');
    expect(changeList().getAllByRole('listitem')).toHaveLength(1);
    expect(changeList().getByRole('listitem')).toHaveTextContent('Käse → Bergkäse');
    expect(view().getByText('1 of 4 changes shown')).toBeInTheDocument();

    await user.type(view().getByRole('searchbox', { name: 'Search changes' }), 'nothing like it');
    expect(view().getByText('No change matches the filter and search.')).toBeInTheDocument();
  });

  it('exports the diff as Markdown for a ticket, downloaded by the browser in the web host', async () => {
    const downloads = captureDownloads();
    const { user, fake } = await openChanges();
    await user.click(view().getByRole('button', { name: 'Export Markdown' }));
    await view().findByText(/^Your browser saves it as changes-20261125-100000\.md/);
    expect(fake.callsOf('exportDiff')).toEqual([
      { diffId: expect.stringMatching(/^diff-/), format: 'markdown' },
    ]);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('changes-20261125-100000.md');
    const text = await downloads[0]!.text;
    expect(text).toContain('## Changes');
    expect(text).toContain('`Saisonware`');
  });

  it('says when a connection has nothing to compare yet, and why a comparison failed', async () => {
    const fake = new FakeInspector();
    fake.snapshots = [twoSnapshots()[0]!];
    // Failed loads count as loads: twelve loads, three failed, the nine others all alike.
    fake.snapshotLoads = { total: 12, failed: 3 };
    const rendered = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await rendered.user.click(screen.getByRole('tab', { name: 'Changes' }));
    expect(
      await view().findByText(
        'Nothing to compare yet: Demo (offline) has been loaded 12 times, 3 failed; 1 snapshot kept.',
      ),
    ).toBeInTheDocument();
    expect(fake.callsOf('compareDatasets')).toEqual([]);

    fake.snapshots = twoSnapshots();
    fake.refuse('compareDatasets', {
      code: 'DATASET_INVALID',
      message:
        'A (before): The snapshot demo.x cannot be used: its dataset file was changed after it was written.',
    });
    await rendered.user.click(view().getByRole('button', { name: 'Compare' }));
    expect(await view().findByRole('alert')).toHaveTextContent(
      /its dataset file was changed after it was written/,
    );
  });

  it('compares two snapshots chosen from the connection’s list', async () => {
    const fake = new FakeInspector();
    const snapshots = [
      snapshotView('demo.20261125T093000000Z-bbbbbbbbbbbbbbbb', '2026-11-25T09:30:00.000Z'),
      snapshotView('demo.20261125T090000000Z-aaaaaaaaaaaaaaaa', '2026-11-25T09:00:00.000Z'),
      snapshotView('demo.20261125T080000000Z-cccccccccccccccc', '2026-11-25T08:00:00.000Z'),
    ];
    fake.snapshots = snapshots;
    const { user } = await openChanges(fake);
    await user.click(view().getByRole('radio', { name: 'Two snapshots of this connection' }));
    const before = await view().findByRole('combobox', { name: 'Before (A)' });
    expect(before).toHaveValue(snapshots[1]!.id);
    expect(view().getByRole('combobox', { name: 'After (B)' })).toHaveValue(snapshots[0]!.id);
    await user.selectOptions(before, snapshots[2]!.id);
    await user.click(view().getByRole('button', { name: 'Compare' }));
    expect(fake.callsOf('compareDatasets').at(-1)).toEqual({
      before: { kind: 'snapshot', id: snapshots[2]!.id },
      after: { kind: 'snapshot', id: snapshots[0]!.id },
    });
  });

  it('compares a connection’s latest load with a dataset file', async () => {
    const { user, fake } = await openChanges();
    await user.click(view().getByRole('radio', { name: 'Two connections or dataset files' }));
    const after = view().getByRole('combobox', { name: 'After (B)' });
    expect(view().getByRole('combobox', { name: 'Before (A)' })).toHaveValue(`latest:${DEMO_PROFILE.id}`);
    await user.selectOptions(after, 'A dataset file');
    const file = view().getByRole('textbox', { name: 'Dataset file B' });
    expect(file).toHaveAccessibleDescription(/A name in the captures folder/);
    await user.type(file, 'shop.json');
    await user.click(view().getByRole('button', { name: 'Compare' }));
    expect(fake.callsOf('compareDatasets').at(-1)).toEqual({
      before: { kind: 'latest', profileId: DEMO_PROFILE.id },
      after: { kind: 'dataset', file: 'shop.json' },
    });
  });

  it('offers Browse… for a dataset file where the host has dialogs, and compares the file chosen', async () => {
    const fake = new FakeInspector();
    fake.answer('hostInfo', { ok: true, value: { ...HOST_INFO, fileDialogs: true } }, 10);
    const { user } = await openChanges(fake);
    await user.click(view().getByRole('radio', { name: 'Two connections or dataset files' }));
    await user.selectOptions(view().getByRole('combobox', { name: 'Before (A)' }), 'A dataset file');
    await user.click(await view().findByRole('button', { name: 'Browse for dataset file A' }));
    const file = view().getByRole('textbox', { name: 'Dataset file A' });
    expect(file).toHaveValue('/home/test/Documents/shop-2026-11-25.json');
    expect(file).toHaveAccessibleDescription(
      'Browse for a dataset file, or name one in the captures folder.',
    );
    await user.click(view().getByRole('button', { name: 'Compare' }));
    expect(fake.callsOf('chooseDatasetFile')).toHaveLength(1);
    expect(fake.callsOf('compareDatasets').at(-1)).toEqual({
      before: { kind: 'dataset', file: '/home/test/Documents/shop-2026-11-25.json' },
      after: { kind: 'latest', profileId: DEMO_PROFILE.id },
    });
  });

  it('keeps the name and offers no Browse… where the host has no dialogs (the web host)', async () => {
    const { user } = await openChanges();
    await user.click(view().getByRole('radio', { name: 'Two connections or dataset files' }));
    await user.selectOptions(view().getByRole('combobox', { name: 'After (B)' }), 'A dataset file');
    expect(view().getByRole('textbox', { name: 'Dataset file B' })).toBeInTheDocument();
    expect(view().queryByRole('button', { name: /Browse/ })).toBeNull();
  });

  it('says in one line that a reload changed something, with a way to the Changes view', async () => {
    const fake = new FakeInspector();
    const rendered = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    fake.snapshots = twoSnapshots();
    const ids = fake.snapshots.map((kept) => kept.id);
    act(() =>
      fake.emit('snapshotNotice', {
        profileId: DEMO_PROFILE.id,
        outcome: 'saved',
        id: ids[0]!,
        message: null,
      }),
    );
    expect(await screen.findByText('This load differs from the previous one.')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Show changes' }));
    expect(screen.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true');
    await view().findByText('The two sides differ.');
    expect(screen.queryByText('This load differs from the previous one.')).not.toBeInTheDocument();
  });

  it('follows the first snapshot of a connection saved while the view is open', async () => {
    const fake = new FakeInspector();
    // The view opens before the first load's snapshot is written (it is written after the load).
    fake.snapshots = [];
    fake.snapshotLoads = { total: 1, failed: 0 };
    const rendered = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await rendered.user.click(screen.getByRole('tab', { name: 'Changes' }));
    expect(
      await view().findByText(
        'Nothing to compare yet: Demo (offline) has been loaded once; no snapshot kept.',
      ),
    ).toBeInTheDocument();
    fake.snapshots = [twoSnapshots()[0]!];
    act(() =>
      fake.emit('snapshotNotice', {
        profileId: DEMO_PROFILE.id,
        outcome: 'saved',
        id: fake.snapshots[0]!.id,
        message: null,
      }),
    );
    expect(
      await view().findByText(
        'Nothing to compare yet: Demo (offline) has been loaded once; 1 snapshot kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('This load differs from the previous one.')).not.toBeInTheDocument();
  });

  it('says nothing after the first load of a connection or an unchanged one', async () => {
    const fake = new FakeInspector();
    renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    const id = 'demo.20261125T093000000Z-bbbbbbbbbbbbbbbb';
    fake.answer('listSnapshots', {
      ok: true,
      value: listing([snapshotView(id, '2026-11-25T09:30:00.000Z')]),
    });
    const listings = vi.spyOn(fake.api, 'listSnapshots');
    act(() =>
      fake.emit('snapshotNotice', { profileId: DEMO_PROFILE.id, outcome: 'saved', id, message: null }),
    );
    act(() =>
      fake.emit('snapshotNotice', { profileId: DEMO_PROFILE.id, outcome: 'unchanged', id, message: null }),
    );
    // The saved load is judged by the listing it asks for: once that is answered and rendered, the
    // verdict is in the page (no guess at how long that takes).
    expect(listings).toHaveBeenCalled();
    await act(() => Promise.all(listings.mock.results.map((result) => result.value)));
    expect(screen.queryByText('This load differs from the previous one.')).not.toBeInTheDocument();
  });
});

describe('ChangesView at 100,000 changes', () => {
  it('keeps only the rows in view in the page, and searches all of them', async () => {
    const fake = new FakeInspector();
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      id: String(i + 1),
      code: `K${i}`,
      name: `Kategorie ${i + 1}`,
      slug: null,
      image: null,
    }));
    fake.changeSides = { before: { info: {}, categories: [] }, after: { info: {}, categories: many } };
    const { user } = await openChanges(fake);
    expect(within(view().getByLabelText('Counts')).getByText('Added').nextSibling).toHaveTextContent(
      '100,000',
    );
    expect(changeList().getAllByRole('listitem').length).toBeLessThan(60);
    await user.type(view().getByRole('searchbox', { name: 'Search changes' }), 'Kategorie 99999');
    await view().findByText('1 of 100,000 changes shown');
    expect(changeList().getByRole('listitem')).toHaveTextContent('Kategorie 99999');
  });
});
