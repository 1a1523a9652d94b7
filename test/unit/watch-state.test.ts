// Confirmation of watch runs (electron/core/watch/watch-state.ts) as a user would feel it: the first
// run is silent, one flaky answer never alerts, a new class or new content alerts only once enough
// consecutive runs agree, and a refused call says nothing about the content.
import { describe, expect, it } from 'vitest';
import {
  NO_STATE,
  observe,
  type Decision,
  type Observation,
  type WatchState,
} from '../../electron/core/watch/watch-state';
import type { WatchClass } from '../../shared/watch';

function seen(
  watchClass: WatchClass,
  settings: string | null = 'S1',
  categories: string | null = 'C1',
): Observation {
  return {
    watchClass,
    settingsHash: settings,
    categoriesHash: categories,
    snapshotId: categories && `snap-${categories}`,
  };
}

const NOTHING: Observation = {
  watchClass: 'refused',
  settingsHash: null,
  categoriesHash: null,
  snapshotId: null,
};

/** The decisions of `runs` one after another, from a connection never run. */
function decisions(runs: readonly Observation[], confirmRuns = 2): Decision[] {
  let state: WatchState = NO_STATE;
  return runs.map((run) => {
    const next = observe(state, run, confirmRuns);
    state = next.state;
    return next.decision;
  });
}

const kinds = (list: Decision[]) => list.map((d) => d.kind);

describe('watch confirmation', () => {
  it('confirms the first run silently', () => {
    expect(kinds(decisions([seen('refused', null, null)]))).toEqual(['first']);
  });

  it('raises nothing for one flaky answer between two good ones', () => {
    const list = decisions([
      seen('conforms'),
      NOTHING,
      seen('conforms'),
      seen('unreachable', null, null),
      seen('conforms'),
    ]);
    expect(kinds(list)).toEqual(['first', 'none', 'none', 'none', 'none']);
  });

  it('raises a transition once two consecutive runs agree on the new class', () => {
    const list = decisions([seen('conforms'), NOTHING, NOTHING, NOTHING]);
    expect(kinds(list)).toEqual(['first', 'none', 'transition', 'none']);
    expect(list[2]).toMatchObject({
      before: { watchClass: 'conforms' },
      after: { watchClass: 'refused', settingsHash: 'S1', categoriesHash: 'C1' },
      changed: [],
    });
  });

  it('needs as many agreeing runs as set', () => {
    expect(kinds(decisions([seen('conforms'), NOTHING, NOTHING, NOTHING], 3))).toEqual([
      'first',
      'none',
      'none',
      'transition',
    ]);
    expect(kinds(decisions([seen('conforms'), NOTHING], 1))).toEqual(['first', 'transition']);
  });

  it('never confirms answers that keep disagreeing with each other', () => {
    const flapping = [
      seen('conforms'),
      NOTHING,
      seen('unreachable', null, null),
      NOTHING,
      seen('timeout', null, null),
    ];
    expect(kinds(decisions(flapping))).toEqual(['first', 'none', 'none', 'none', 'none']);
  });

  it('raises a change of categories within the same class after two runs agree, naming the snapshots', () => {
    const list = decisions([seen('conforms'), seen('conforms', 'S1', 'C2'), seen('conforms', 'S1', 'C2')]);
    expect(kinds(list)).toEqual(['first', 'none', 'change']);
    expect(list[1]).toEqual({ kind: 'none', differs: ['categories'] });
    expect(list[2]).toMatchObject({
      changed: ['categories'],
      before: { snapshotId: 'snap-C1' },
      after: { snapshotId: 'snap-C2', watchClass: 'conforms' },
    });
  });

  it('starts counting again when the content changes once more before it is confirmed', () => {
    const runs = [seen('conforms'), seen('conforms', 'S2'), seen('conforms', 'S3'), seen('conforms', 'S3')];
    const list = decisions(runs);
    expect(kinds(list)).toEqual(['first', 'none', 'none', 'change']);
    expect(list[3]).toMatchObject({ changed: ['settings'], after: { settingsHash: 'S3' } });
  });

  it('takes a refused call for no change of content, and names a change that came with a recovery', () => {
    const back = decisions([seen('conforms'), NOTHING, NOTHING, seen('conforms'), seen('conforms')]);
    expect(kinds(back)).toEqual(['first', 'none', 'transition', 'none', 'transition']);
    expect(back[4]).toMatchObject({ before: { watchClass: 'refused' }, changed: [] });
    const changedMeanwhile = decisions([
      seen('conforms'),
      NOTHING,
      NOTHING,
      seen('conforms', 'S1', 'C9'),
      seen('conforms', 'S1', 'C9'),
    ]);
    expect(changedMeanwhile[4]).toMatchObject({ kind: 'transition', changed: ['categories'] });
  });

  it('learns content it did not know without raising anything', () => {
    const list = decisions([NOTHING, seen('refused', 'S1', null), seen('refused', 'S1', null)]);
    expect(kinds(list)).toEqual(['first', 'none', 'none']);
  });

  it('raises a violation of a conforming installation as a transition', () => {
    const list = decisions([seen('conforms'), seen('violates', 'S1', 'C2'), seen('violates', 'S1', 'C2')]);
    expect(list[2]).toMatchObject({
      kind: 'transition',
      before: { watchClass: 'conforms' },
      after: { watchClass: 'violates' },
      changed: ['categories'],
    });
  });
});
