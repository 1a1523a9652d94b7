// Our causes are ours (issue 26): a run without its token, or while this computer is offline, is
// recorded but raises no event, neither into it nor out of it, and the next run of the installation's
// own is judged against the state confirmed before.
import { describe, expect, it } from 'vitest';
import type { WatchClass, WatchEvent, WatchResult } from '../../shared/watch';
import { createConnectivity } from '../../electron/core/watch/connectivity';
import { createWatchEngine } from '../../electron/core/watch/watch-engine';
import type { WatchRunOutput } from '../../electron/core/watch/watch-run';
import { FLAG, type HistoryRecord } from '../../electron/core/watch/history/history-format';
import type { HistoryStore } from '../../electron/core/watch/history/history-store';

function output(id: string, watchClass: WatchClass, at: number): WatchRunOutput {
  const read = watchClass === 'conforms';
  const result: WatchResult = {
    profileId: id,
    at,
    watchClass,
    responseMs: read ? 10 : null,
    categories: read ? 3 : null,
    settingsHash: read ? 'a' : null,
    categoriesHash: read ? 'b' : null,
    snapshotId: null,
    summary: watchClass,
  };
  return { result, digest: { settings: null, rows: null }, snapshotSaved: false, snapshotProblem: null };
}

/** An engine whose runs show the classes queued per id, with what it recorded and raised. */
function engineOver(offline?: (id: string, result: WatchResult) => Promise<boolean>) {
  const queued = new Map<string, WatchClass[]>();
  const events: WatchEvent[] = [];
  const records: { id: string; record: HistoryRecord }[] = [];
  let at = 0;
  const history = {
    append: async (id: string, record: HistoryRecord) => void records.push({ id, record }),
    confirmedState: async () => null,
    keepConfirmedState: async () => undefined,
  } as unknown as HistoryStore;
  const engine = createWatchEngine({
    history,
    newId: () => String(events.length),
    confirmRuns: () => 2,
    nameOf: (id) => id,
    runOnce: async (id) => output(id, queued.get(id)!.shift()!, ++at),
    offline,
    onResult: (_out, event) => event && events.push(event),
  });
  async function runs(id: string, classes: WatchClass[]): Promise<void> {
    queued.set(id, [...classes]);
    for (let i = 0; i < classes.length; i++) await engine.run(id);
  }
  return { engine, events, records, runs };
}

describe('watch engine: no-token runs', () => {
  it('raises no event into no-token nor out of it, and records each run with its class', async () => {
    const { events, records, runs } = engineOver();
    await runs('A', ['conforms', 'no-token', 'no-token', 'no-token', 'conforms', 'conforms']);
    expect(events).toEqual([]);
    expect(records.map((r) => r.record.cls)).toEqual([0, 9, 9, 9, 0, 0]);
  });

  it('judges the runs after the token came back against the state confirmed before', async () => {
    const { events, runs } = engineOver();
    await runs('A', ['conforms', 'no-token', 'no-token', 'refused', 'refused']);
    expect(events.map((e) => [e.from, e.to])).toEqual([['conforms', 'refused']]);
  });

  it('neither confirms nor breaks a proposal under way', async () => {
    const { events, runs } = engineOver();
    await runs('A', ['conforms', 'unreachable', 'no-token', 'unreachable']);
    expect(events.map((e) => [e.from, e.to])).toEqual([['conforms', 'unreachable']]);
  });
});

describe('watch engine with the connectivity checker: offline runs', () => {
  function fleet(ids: string[], canary?: () => Promise<boolean>) {
    const changes: boolean[] = [];
    const connectivity = createConnectivity({
      watched: () => ids,
      canary,
      now: () => 0,
      onChange: (offline) => changes.push(offline),
    });
    const over = engineOver((id, result) => connectivity.offline(id, result.watchClass));
    return { ...over, changes };
  }

  it('raises no event when every installation fails at once, says it once, and nothing when all come back', async () => {
    const { events, records, runs, changes } = fleet(['A', 'B', 'C']);
    for (const id of ['A', 'B', 'C']) await runs(id, ['conforms']);
    // The outage: each runs three times while nothing answers.
    for (let round = 0; round < 3; round++) for (const id of ['A', 'B', 'C']) await runs(id, ['unreachable']);
    for (const id of ['A', 'B', 'C']) await runs(id, ['conforms', 'conforms']);
    expect(events).toEqual([]);
    expect(changes).toEqual([true, false]);
    expect(records.filter((r) => r.record.flags & FLAG.offline).length).toBeGreaterThanOrEqual(7);
  });

  it('still raises the event of an installation that stays down after the network is back', async () => {
    const { events, runs } = fleet(['A', 'B']);
    await runs('A', ['conforms']);
    await runs('B', ['conforms']);
    for (let round = 0; round < 3; round++) for (const id of ['A', 'B']) await runs(id, ['timeout']);
    await runs('A', ['conforms', 'conforms']);
    await runs('B', ['timeout', 'timeout']);
    expect(events.map((e) => [e.connectionName, e.from, e.to])).toEqual([['B', 'conforms', 'timeout']]);
  });

  it('with one installation, the fleet rule cannot tell: its outage is an event', async () => {
    const { events, runs, changes } = fleet(['A']);
    await runs('A', ['conforms', 'unreachable', 'unreachable']);
    expect(events.map((e) => e.to)).toEqual(['unreachable']);
    expect(changes).toEqual([]);
  });

  it('with a canary that does not answer, one installation failing is offline; with one that answers, it is an event', async () => {
    const down = fleet(['A'], async () => false);
    await down.runs('A', ['conforms', 'unreachable', 'unreachable', 'unreachable']);
    expect(down.events).toEqual([]);
    expect(down.changes).toEqual([true]);

    const up = fleet(['A', 'B'], async () => true);
    await up.runs('A', ['conforms']);
    await up.runs('B', ['conforms']);
    for (let round = 0; round < 2; round++) for (const id of ['A', 'B']) await up.runs(id, ['unreachable']);
    expect(up.events.map((e) => e.to)).toEqual(['unreachable', 'unreachable']);
  });

  it('after an answer, asks the canary again rather than reuse its "no" for an installation really down', async () => {
    let reachable = false;
    const { events, runs, changes } = fleet(['A', 'B'], async () => reachable);
    await runs('A', ['conforms']);
    await runs('B', ['conforms']);
    await runs('A', ['unreachable']);
    reachable = true;
    await runs('A', ['conforms']);
    await runs('B', ['unreachable', 'unreachable']);
    expect(changes).toEqual([true, false]);
    expect(events.map((e) => [e.connectionName, e.to])).toEqual([['B', 'unreachable']]);
  });

  it('does not count a connection without its token, nor one that has not run, in the fleet rule', async () => {
    const { changes, runs } = fleet(['A', 'B', 'C', 'D']);
    await runs('C', ['no-token']);
    await runs('A', ['unreachable']);
    expect(changes).toEqual([]);
    await runs('B', ['tls']);
    expect(changes).toEqual([true]);
  });
});
