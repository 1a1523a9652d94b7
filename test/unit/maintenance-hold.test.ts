// The watch engine with a maintenance window, over scripted runs (no network, no clock): nothing is
// said during a window; its end is one event for what differs from its start (a class, or content,
// with the change counted against the start's content), none when it came back; a watch started
// inside a window measures its end against the first run in it. The note at a window's end is a line
// of the event's words too, so it follows the app's language.
import { describe, expect, it } from 'vitest';
import type { WatchClass, WatchEvent } from '../../shared/watch';
import { contentHashes } from '../../electron/core/watch/watch-content';
import { createWatchEngine } from '../../electron/core/watch/watch-engine';
import { notificationText } from '../../electron/core/host/notification-text';
import type { WatchRunOutput } from '../../electron/core/watch/watch-run';

interface Step {
  readonly cls: WatchClass;
  readonly rows?: readonly { id: string; name: string }[];
  readonly inWindow?: boolean;
}

const ROWS = [
  { id: '1', name: 'Brot' },
  { id: '2', name: 'Käse' },
];

/** The events (and results' maintenance flags) of `steps` run one after another. */
async function runSteps(steps: readonly Step[]) {
  let index = 0;
  const events: (WatchEvent | null)[] = [];
  const flags: boolean[] = [];
  const engine = createWatchEngine({
    history: null,
    newId: () => `e${index}`,
    confirmRuns: () => 2,
    nameOf: () => 'Shop Köln',
    inMaintenance: (_id, at) => steps[at]!.inWindow === true,
    runOnce: async (): Promise<WatchRunOutput> => {
      const step = steps[index]!;
      const rows = step.cls === 'conforms' ? (step.rows ?? ROWS) : null;
      const hashes = contentHashes(null, rows, (t) => t);
      return {
        result: {
          profileId: 'p',
          at: index,
          watchClass: step.cls,
          responseMs: 1,
          categories: rows?.length ?? null,
          settingsHash: null,
          categoriesHash: hashes.categoriesHash,
          snapshotId: null,
          summary: step.cls,
        },
        digest: hashes.digest,
        snapshotSaved: false,
        snapshotProblem: null,
      };
    },
    onResult: (output, event) => {
      events.push(event);
      flags.push(output.result.maintenance === true);
    },
  });
  for (; index < steps.length; index++) await engine.run('p');
  return { events, flags };
}

const ok: Step = { cls: 'conforms' };
const down: Step = { cls: 'unreachable' };
const inside = (step: Step): Step => ({ ...step, inWindow: true });

describe('watch engine in a maintenance window', () => {
  it('says nothing during the window and one event at its end when it is still broken', async () => {
    const { events, flags } = await runSteps([ok, inside(down), inside(down), inside(down), down]);
    expect(flags).toEqual([false, true, true, true, false]);
    expect(events.slice(0, 4)).toEqual([null, null, null, null]);
    expect(events[4]).toMatchObject({
      kind: 'transition',
      from: 'conforms',
      to: 'unreachable',
      afterMaintenance: true,
      body: expect.stringContaining('Found at the end of a maintenance window'),
    });
  });

  it('says the note at the window’s end as the last line in English and in the app’s language', async () => {
    const { events } = await runSteps([ok, inside(down), inside(down), down]);
    const event = events[3]!;
    expect(event.body).toBe(
      'Now could not be checked: the installation could not be reached (2 runs in a row); before: conforms.\nFound at the end of a maintenance window; during it nothing was reported.',
    );
    expect(notificationText(event, 'en')).toEqual({ title: event.title, body: event.body });
    expect(notificationText(event, 'de').body.split('\n')).toEqual([
      'Jetzt nicht prüfbar: die Installation war nicht erreichbar (2 Läufe in Folge); vorher: konform.',
      'Am Ende eines Wartungsfensters festgestellt; währenddessen wurde nichts gemeldet.',
    ]);
  });

  it('says nothing at all when it came back within the window, and speaks as ever after it', async () => {
    const { events } = await runSteps([
      ok,
      inside(down),
      inside(down),
      inside(ok),
      inside(ok),
      ok,
      down,
      down,
    ]);
    expect(events.slice(0, 7)).toEqual([null, null, null, null, null, null, null]);
    expect(events[7]).toMatchObject({ kind: 'transition', to: 'unreachable' });
    expect(events[7]!.afterMaintenance).toBeUndefined();
  });

  it('counts a change of content at the end against the content at the start of the window', async () => {
    const changed = { cls: 'conforms' as const, rows: [{ id: '1', name: 'Brot' }] };
    const renamed = { cls: 'conforms' as const, rows: [{ id: '1', name: 'Brötchen' }] };
    const { events } = await runSteps([
      ok,
      inside(changed),
      inside(changed),
      inside(renamed),
      inside(renamed),
      renamed,
    ]);
    expect(events.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(events[5]).toMatchObject({
      kind: 'change',
      changed: ['categories'],
      body: expect.stringContaining('Categories: 1 removed, 1 changed.'),
    });
  });

  it('starts silently when first seen inside a window', async () => {
    const { events } = await runSteps([inside(down), inside(down), down, down]);
    expect(events).toEqual([null, null, null, null]);
  });

  it('measures the end of a window it was started in against the first run in it', async () => {
    const { events } = await runSteps([inside(ok), inside(down), inside(down), down]);
    expect(events.slice(0, 3)).toEqual([null, null, null]);
    expect(events[3]).toMatchObject({
      kind: 'transition',
      from: 'conforms',
      to: 'unreachable',
      afterMaintenance: true,
    });
  });

  it('counts a change found at the end of a window it was started in against its first run', async () => {
    const renamed = { cls: 'conforms' as const, rows: [{ id: '1', name: 'Brötchen' }, ROWS[1]!] };
    const { events } = await runSteps([inside(ok), inside(renamed), inside(renamed), renamed]);
    expect(events[3]).toMatchObject({
      kind: 'change',
      body: expect.stringContaining('Categories: 1 changed.'),
    });
  });
});
