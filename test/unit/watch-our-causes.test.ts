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
function engineOver(
  offline?: (id: string, result: WatchResult) => Promise<boolean>,
  inMaintenance?: (id: string) => boolean,
) {
  const queued = new Map<string, WatchClass[]>();
  const events: WatchEvent[] = [];
  const records: { id: string; record: HistoryRecord }[] = [];
  let at = 0;
  const history = {
    append: async (id: string, record: HistoryRecord) => void records.push({ id, record }),
    confirmedState: async () => null,
    keepConfirmedState: async () => undefined,
    windowStart: async () => null,
    keepWindowStart: async () => undefined,
  } as unknown as HistoryStore;
  const engine = createWatchEngine({
    history,
    newId: () => String(events.length),
    confirmRuns: () => 2,
    nameOf: (id) => id,
    runOnce: async (id) => output(id, queued.get(id)!.shift()!, ++at),
    offline,
    inMaintenance,
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

  it('keeps the maintenance flag of a no-token run in a window', async () => {
    const { records, runs } = engineOver(undefined, () => true);
    await runs('A', ['conforms', 'no-token']);
    expect(records.map((r) => r.record.flags & FLAG.maintenance)).toEqual([
      FLAG.maintenance,
      FLAG.maintenance,
    ]);
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
  function fleet(ids: string[], canary?: () => Promise<boolean>, inMaintenance?: () => boolean) {
    const changes: boolean[] = [];
    const whys: string[] = [];
    const connectivity = createConnectivity({
      watched: () => ids,
      canary,
      now: () => 0,
      onChange: (offline, why) => {
        changes.push(offline);
        whys.push(why);
      },
    });
    const over = engineOver((id, result) => connectivity.offline(id, result.watchClass), inMaintenance);
    return { ...over, changes, whys };
  }

  it('raises no recovery when the watch was started offline and the network comes back', async () => {
    const { events, runs, changes, whys } = fleet(['A', 'B', 'C']);
    for (let round = 0; round < 2; round++) for (const id of ['A', 'B', 'C']) await runs(id, ['unreachable']);
    for (const id of ['A', 'B', 'C']) await runs(id, ['conforms', 'conforms']);
    expect(events).toEqual([]);
    expect(changes).toEqual([true, false]);
    expect(whys[0]).toBe('none of the 3 installations watched answered');
  });

  it('confirms an installation down from the start once its peers answered, and raises its recovery', async () => {
    const { events, runs, changes } = fleet(['A', 'B', 'C']);
    await runs('A', ['unreachable']);
    await runs('B', ['conforms']);
    await runs('C', ['conforms']);
    await runs('A', ['unreachable', 'unreachable']);
    expect(events).toEqual([]);
    await runs('A', ['conforms', 'conforms']);
    expect(changes).toEqual([]);
    expect(events.map((e) => [e.connectionName, e.from, e.to])).toEqual([['A', 'unreachable', 'conforms']]);
  });

  it('keeps the maintenance flag of an offline run in a window', async () => {
    const { records, runs } = fleet(['A', 'B'], undefined, () => true);
    await runs('A', ['conforms']);
    await runs('B', ['conforms']);
    await runs('A', ['unreachable']);
    await runs('B', ['unreachable']);
    const last = records.at(-1)!.record.flags;
    expect(last & FLAG.offline).toBe(FLAG.offline);
    expect(last & FLAG.maintenance).toBe(FLAG.maintenance);
  });

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

  it('does not count a connection without its token in the fleet rule, and waits for one that has not run', async () => {
    const { changes, whys, runs } = fleet(['A', 'B', 'C', 'D']);
    await runs('C', ['no-token']);
    await runs('A', ['unreachable']);
    await runs('B', ['tls']);
    expect(changes).toEqual([]);
    await runs('D', ['timeout']);
    expect(changes).toEqual([true]);
    expect(whys).toEqual(['none of the 3 installations that were called answered (4 watched)']);
  });
});
