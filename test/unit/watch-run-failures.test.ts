// A run of `retail-inspector watch` that fails for a reason other than the stop is said on standard
// error (one masked line, bounded a minute), never dropped without a word; a cancelled one is silent.
import { describe, expect, it } from 'vitest';
import { scheduledRun } from '../../electron/cli/watch-run-failures';
import { secretMasker } from '../../electron/core/client/redact';
import { LINES_PER_MINUTE } from '../../electron/core/lib/last-resort';
import { cancelledRunError } from '../../electron/core/watch/watch-engine';
import type { WatchRunOutput } from '../../electron/core/watch/watch-run';

const TOKEN = 'tok-4f2a9c1e7b3d';

function setUp(run: (id: string, signal: AbortSignal) => Promise<WatchRunOutput>) {
  const lines: string[] = [];
  let clock = 0;
  const scheduled = scheduledRun({
    run,
    nameOf: (id) => (id === 'p1' ? 'Shop North' : id),
    err: (line) => lines.push(line),
    mask: secretMasker(TOKEN),
    now: () => clock,
  });
  return { scheduled, lines, advance: (ms: number) => (clock += ms) };
}

describe('watch: a failed run', () => {
  it('answers its class when it ran, and says nothing', async () => {
    const output = { result: { watchClass: 'conforms' } } as unknown as WatchRunOutput;
    const { scheduled, lines } = setUp(async () => output);
    expect(await scheduled('p1', new AbortController().signal)).toBe('conforms');
    expect(lines).toEqual([]);
  });

  it('drops a run cut short by the stop without a word', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
    const { scheduled, lines } = setUp(async () => Promise.reject(cancelledRunError()));
    expect(await scheduled('p1', new AbortController().signal)).toBeNull();
    const aborted = setUp(async () => Promise.reject(abort));
    expect(await aborted.scheduled('p1', controller.signal)).toBeNull();
    expect([...lines, ...aborted.lines]).toEqual([]);
  });

  it('says any other failure in one masked line naming the installation, and goes on', async () => {
    const { scheduled, lines } = setUp(async () =>
      Promise.reject(new TypeError(`Cannot read properties of undefined (token ${TOKEN})\nsecond line`)),
    );
    expect(await scheduled('p1', new AbortController().signal)).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The run of Shop North failed and was not recorded: TypeError: Cannot read/);
    expect(lines[0]).toMatch(/; watching goes on$/);
    expect(lines[0]).not.toContain(TOKEN);
    expect(lines[0]).not.toContain('\n');
  });

  it('writes at most LINES_PER_MINUTE lines a minute, then counts the ones not written', async () => {
    const { scheduled, lines, advance } = setUp(async () => Promise.reject(new Error('history broke')));
    const signal = new AbortController().signal;
    for (let i = 0; i < LINES_PER_MINUTE + 5; i++) await scheduled('p1', signal);
    expect(lines).toHaveLength(LINES_PER_MINUTE);
    advance(60_000);
    await scheduled('p1', signal);
    expect(lines).toHaveLength(LINES_PER_MINUTE + 1);
    expect(lines.at(-1)).toMatch(/watching goes on \(5 more not logged\)$/);
  });

  it('says at the stop how many failures the minute’s bound left unsaid, so none goes unmentioned', async () => {
    const { scheduled, lines } = setUp(async () => Promise.reject(new Error('history broke')));
    const signal = new AbortController().signal;
    for (let i = 0; i < LINES_PER_MINUTE + 3; i++) await scheduled('p1', signal);
    scheduled.flush();
    expect(lines).toHaveLength(LINES_PER_MINUTE + 1);
    expect(lines.at(-1)).toBe(
      `3 more runs failed and were not recorded (at most ${LINES_PER_MINUTE} such lines a minute are written).`,
    );
    // Said once: nothing is left to say at a second flush.
    scheduled.flush();
    expect(lines).toHaveLength(LINES_PER_MINUTE + 1);
  });
});
