// @vitest-environment happy-dom
// The Changes view as a user sees it: opened, it compares the latest load of the connection in use
// with the previous one; the counts, the settings that changed, the category changes with filters
// and search, a changed image before and after; Export Markdown as a download; and the one line
// after a reload that changed something, with its way to the view.
import '@testing-library/jest-dom/vitest';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotListing, SnapshotView } from '../../shared/snapshots';
import { captureDownloads } from './capture-downloads';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const view = () => within(screen.getByRole('region', { name: 'Changes' }));
const changeList = () => within(view().getByRole('list', { name: 'Category changes' }));

/** Two loads of the demo connection kept, newest first. */
const TWO = () => [
  snapshot('demo.20261125T093000000Z-bbbbbbbbbbbbbbbb', '2026-11-25T09:30:00.000Z'),
  snapshot('demo.20261125T090000000Z-aaaaaaaaaaaaaaaa', '2026-11-25T09:00:00.000Z'),
];

async function openChanges(fake = new FakeInspector()) {
  if (fake.snapshots.length === 0) fake.snapshots = TWO();
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(screen.getByRole('tab', { name: 'Changes' }));
  await view().findByText('The two sides differ.');
  return rendered;
}

function snapshot(id: string, takenAt: string): SnapshotView {
  return {
    id,
    profileId: DEMO_PROFILE.id,
    takenAt,
    categories: 5,
    companyName: COMPANY,
    bytes: 100,
    pinned: false,
    state: 'ok',
    reason: null,
    file: `/data/snapshots/${id}.json`,
  };
}

function listing(snapshots: SnapshotView[]): SnapshotListing {
  return { snapshots, totals: { bytes: 200, imageBytes: 0, allConnectionsBytes: 200 }, keep: 20 };
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
    expect(view().getByText(`Demo · ${COMPANY}, loaded 2026-11-25 09:00:00 UTC`)).toBeInTheDocument();
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
    expect(items.map((item) => item.querySelector('.change-item__name')?.textContent)).toEqual([
      'Tee',
      'Saisonware',
      'Category 25',
      'Bergkäse',
    ]);
    const pate = items[2]!;
    expect(within(pate).getByRole('img', { name: 'Image before' })).toHaveAttribute(
      'src',
      expect.stringContaining('pate'),
    );
    expect(within(pate).getByRole('img', { name: 'Image after' })).toHaveAttribute(
      'src',
      'https://assets.example.test/pate-new.png',
    );
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
    fake.snapshots = [TWO()[0]!];
    const rendered = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await rendered.user.click(screen.getByRole('tab', { name: 'Changes' }));
    expect(
      await view().findByText('Nothing to compare yet: Demo (offline) has been loaded once.'),
    ).toBeInTheDocument();
    expect(fake.callsOf('compareDatasets')).toEqual([]);

    fake.snapshots = TWO();
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
      snapshot('demo.20261125T093000000Z-bbbbbbbbbbbbbbbb', '2026-11-25T09:30:00.000Z'),
      snapshot('demo.20261125T090000000Z-aaaaaaaaaaaaaaaa', '2026-11-25T09:00:00.000Z'),
      snapshot('demo.20261125T080000000Z-cccccccccccccccc', '2026-11-25T08:00:00.000Z'),
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

  it('says in one line that a reload changed something, with a way to the Changes view', async () => {
    const fake = new FakeInspector();
    const rendered = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    fake.snapshots = TWO();
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

  it('says nothing after the first load of a connection or an unchanged one', async () => {
    const fake = new FakeInspector();
    renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    const id = 'demo.20261125T093000000Z-bbbbbbbbbbbbbbbb';
    fake.answer('listSnapshots', { ok: true, value: listing([snapshot(id, '2026-11-25T09:30:00.000Z')]) });
    act(() =>
      fake.emit('snapshotNotice', { profileId: DEMO_PROFILE.id, outcome: 'saved', id, message: null }),
    );
    act(() =>
      fake.emit('snapshotNotice', { profileId: DEMO_PROFILE.id, outcome: 'unchanged', id, message: null }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
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
