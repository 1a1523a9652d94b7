// The one availability rule: which runs count and how, and the figures of a known pattern of runs,
// as a support engineer quotes them to a customer.
import { describe, expect, it } from 'vitest';
import { DOWN_CAUSES, RUN_FLAG, runCount, summarizeAvailability } from '../../shared/availability';
import { percentText } from '../../shared/availability-report';
import { WATCH_CLASSES, watchClassCode, type WatchClass } from '../../shared/watch';

const plain = { maintenance: false, offline: false };

interface Run {
  readonly at: number;
  readonly watchClass: WatchClass;
  readonly ms?: number;
  readonly flags?: number;
}

function columns(runs: readonly Run[]) {
  return {
    length: runs.length,
    at: runs.map((r) => r.at),
    cls: runs.map((r) => watchClassCode(r.watchClass)),
    flags: runs.map((r) => r.flags ?? 0),
    ms: runs.map((r) => r.ms ?? Number.NaN),
  };
}

const MIN = 60_000;

describe('how a run counts', () => {
  it('up, degraded, down by the installation, not counted for our causes', () => {
    const counted = Object.fromEntries(WATCH_CLASSES.map((c) => [c, runCount(watchClassCode(c), plain)]));
    expect(counted).toEqual({
      conforms: 'up',
      violates: 'degraded',
      refused: 'down',
      'wrong-address': 'down',
      'gateway-error': 'down',
      unreachable: 'down',
      tls: 'down',
      timeout: 'down',
      usage: 'not-counted',
      'no-token': 'not-counted',
      'not-offered': 'down',
    });
    expect(DOWN_CAUSES).toHaveLength(7);
  });

  it('never counts a run in a maintenance window or while this computer was offline, nor an unknown class', () => {
    const down = watchClassCode('unreachable');
    expect(runCount(down, { maintenance: true, offline: false })).toBe('not-counted');
    expect(runCount(down, { maintenance: false, offline: true })).toBe('not-counted');
    expect(runCount(watchClassCode('conforms'), { maintenance: true, offline: false })).toBe('not-counted');
    expect(runCount(200, plain)).toBe('not-counted');
  });
});

describe('the figures of a range', () => {
  it('sums a known pattern exactly', () => {
    const runs: Run[] = [
      { at: 0, watchClass: 'conforms', ms: 100 },
      { at: 1 * MIN, watchClass: 'conforms', ms: 300 },
      { at: 2 * MIN, watchClass: 'timeout' },
      // Not counted inside an incident: neither ends nor breaks it.
      { at: 3 * MIN, watchClass: 'unreachable', flags: RUN_FLAG.offline },
      { at: 4 * MIN, watchClass: 'refused', ms: 20 },
      { at: 6 * MIN, watchClass: 'violates', ms: 200 },
      { at: 7 * MIN, watchClass: 'no-token' },
      { at: 8 * MIN, watchClass: 'gateway-error', flags: RUN_FLAG.maintenance },
      { at: 9 * MIN, watchClass: 'conforms', ms: 500 },
      { at: 10 * MIN, watchClass: 'tls' },
    ];
    // Stored out of order, as runs that end late are: read in time order.
    const summary = summarizeAvailability(columns([...runs].reverse()));
    expect(summary).toEqual({
      availability: 4 / 7,
      degraded: 1 / 7,
      counted: 7,
      upRuns: 3,
      degradedRuns: 1,
      downRuns: 3,
      notCountedRuns: 3,
      // 2 to 6 min, and the one at 10 min still open when the range ends.
      incidents: 2,
      longestIncidentMs: 4 * MIN,
      medianResponseMs: 250,
    });
  });

  it('an incident still open at the end lasts to the last run of the range', () => {
    const summary = summarizeAvailability(
      columns([
        { at: 0, watchClass: 'conforms' },
        { at: 1 * MIN, watchClass: 'unreachable' },
        { at: 2 * MIN, watchClass: 'unreachable' },
        { at: 30 * MIN, watchClass: 'no-token' },
      ]),
    );
    expect(summary.incidents).toBe(1);
    expect(summary.longestIncidentMs).toBe(29 * MIN);
    expect(summary.availability).toBe(1 / 3);
  });

  it('says nothing counted rather than 0 % for a range of our causes only', () => {
    const summary = summarizeAvailability(columns([{ at: 0, watchClass: 'no-token' }]));
    expect(summary).toMatchObject({ availability: null, degraded: null, counted: 0, notCountedRuns: 1 });
    expect(summary.medianResponseMs).toBeNull();
    expect(percentText(summary.availability)).toBe('–');
  });
});

describe('percentages', () => {
  it('round down, so a connection that was down at all never reads 100.00 %', () => {
    expect(percentText(1)).toBe('100 %');
    expect(percentText(99_999 / 100_000)).toBe('99.99 %');
    expect(percentText(0.5)).toBe('50.00 %');
    expect(percentText(0)).toBe('0.00 %');
  });

  it('take the decimal separator of the language shown, still rounded down', () => {
    expect(percentText(99_999 / 100_000, 'de')).toBe('99,99 %');
    expect(percentText(0.004, 'fr')).toBe('0,40 %');
    expect(percentText(0.5, 'en')).toBe('50.00 %');
    expect(percentText(1, 'de')).toBe('100 %');
    expect(percentText(null, 'de')).toBe('–');
  });
});
