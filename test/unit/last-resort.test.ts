// The last resort against an error nothing handled (core/lib/last-resort.ts), on an event emitter
// standing in for the process: a serving host gets one line per error (at most ten a minute, the
// rest counted into the next line) and goes on; before it serves, the error fails fast.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  caughtLine,
  describeCaught,
  installLastResort,
  LINES_PER_MINUTE,
  type Caught,
} from '../../electron/core/lib/last-resort';

function setUp() {
  const proc = new EventEmitter();
  const failed: Caught[] = [];
  let clock = 0;
  const lastResort = installLastResort(
    proc,
    (caught) => failed.push(caught),
    () => clock,
  );
  return { proc, failed, lastResort, advance: (ms: number) => (clock += ms) };
}

const invalidState = () =>
  Object.assign(new TypeError('Invalid state: Controller is already closed'), { code: 'ERR_INVALID_STATE' });

describe('installLastResort', () => {
  it('fails fast until the host serves, then reports, counts and goes on', () => {
    const { proc, failed, lastResort } = setUp();
    proc.emit('uncaughtException', invalidState());
    expect(failed).toEqual([
      expect.objectContaining({
        kind: 'uncaughtException',
        error: 'TypeError [ERR_INVALID_STATE]: Invalid state: Controller is already closed',
      }),
    ]);
    const lines: string[] = [];
    let counted = 0;
    const stop = lastResort.keepServing({
      report: (caught) => lines.push(caughtLine(caught, 'the exporter keeps serving')),
      count: () => counted++,
    });
    proc.emit('unhandledRejection', new Error('lost'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Caught an error nothing handled \(unhandledRejection\): Error: lost \(at .+\); the exporter keeps serving$/,
    );
    expect(counted).toBe(1);
    expect(failed).toHaveLength(1);
    stop();
    proc.emit('uncaughtException', new Error('after'));
    expect(failed).toHaveLength(2);
  });

  it('writes at most ten lines a minute, counts every error and says how many it did not write', () => {
    const { proc, lastResort, advance } = setUp();
    const reported: Caught[] = [];
    let counted = 0;
    lastResort.keepServing({ report: (caught) => reported.push(caught), count: () => counted++ });
    for (let i = 0; i < 500; i++) proc.emit('uncaughtException', new Error(`chunk ${i}`));
    expect(reported).toHaveLength(LINES_PER_MINUTE);
    expect(counted).toBe(500);
    advance(60_000);
    proc.emit('uncaughtException', new Error('a minute later'));
    expect(reported.at(-1)).toMatchObject({ error: 'Error: a minute later', unlogged: 490 });
    expect(caughtLine(reported.at(-1)!, 'watching goes on')).toMatch(
      /watching goes on \(490 more not logged\)$/,
    );
  });

  it('survives a report that throws and values that are no errors', () => {
    const { proc, lastResort } = setUp();
    lastResort.keepServing({
      report: () => {
        throw new Error('the log is gone');
      },
    });
    expect(() => proc.emit('uncaughtException', 'a string')).not.toThrow();
    expect(() => proc.emit('unhandledRejection', undefined)).not.toThrow();
    const hostile = {
      get name(): string {
        throw new Error('no name');
      },
    };
    expect(() =>
      proc.emit('uncaughtException', Object.setPrototypeOf(hostile, Error.prototype)),
    ).not.toThrow();
  });

  it('words a message from an installation on one printable line, cut', () => {
    const described = describeCaught(new Error(`bad\nline\u001b[31m${'x'.repeat(2_000)}`));
    expect(described.error).not.toContain('\n');
    expect(described.error).not.toContain('\u001b');
    expect(described.error).toContain('\\u000a');
    expect(described.error.length).toBeLessThan(600);
    expect(describeCaught(42)).toEqual({ error: '42', at: '' });
  });

  it('masks a token before it cuts the line, so no part of a token across the cut shows', () => {
    const token = `tok-${'T'.repeat(400)}`;
    const error = new Error(`${'m'.repeat(300)} ${token}`);
    const mask = (text: string) => text.split(token).join('****');
    expect(describeCaught(error, mask).error).not.toContain('tok-TTT');
    const { proc, lastResort } = setUp();
    const lines: Caught[] = [];
    lastResort.keepServing({ report: (caught) => lines.push(caught), mask });
    proc.emit('uncaughtException', error);
    expect(lines[0]!.error).toContain('****');
    expect(lines[0]!.error).not.toContain('tok-T');
  });

  it('leaves the process alone once uninstalled', () => {
    const { proc, lastResort } = setUp();
    lastResort.uninstall();
    expect(proc.listenerCount('uncaughtException')).toBe(0);
    expect(proc.listenerCount('unhandledRejection')).toBe(0);
  });
});
