// The capture's terminal progress: one line rewritten in place on a TTY, at most one plain line per
// second elsewhere.
import { describe, expect, it } from 'vitest';
import { progressReporter } from '../../electron/core/capture/progress-line';

function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { written, isTTY, write: (text: string) => void written.push(text) };
}

describe('progressReporter', () => {
  it('rewrites one line with \\r on a TTY and clears it when finished', () => {
    const tty = terminal(true);
    let now = 0;
    const progress = progressReporter(tty, () => now);
    progress.update({ phase: 'info' });
    now = 200;
    progress.update({ phase: 'images', done: 2, total: 2, failed: 1 });
    progress.finish();
    expect(tty.written).toEqual([
      '\rCapturing: system information...\x1b[K',
      '\rCapturing images: 2/2 (1 failed)\x1b[K',
      '\r\x1b[K',
    ]);
  });

  it('writes plain lines at most once per second when not a TTY', () => {
    const log = terminal(false);
    let now = 0;
    const progress = progressReporter(log, () => now);
    progress.update({ phase: 'info' });
    now = 400;
    progress.update({ phase: 'categories' });
    now = 1_000;
    progress.update({ phase: 'images', done: 1, total: 9, failed: 0 });
    now = 1_999;
    progress.update({ phase: 'images', done: 9, total: 9, failed: 0 });
    progress.finish();
    expect(log.written).toEqual(['Capturing: system information...\n', 'Capturing images: 1/9\n']);
  });
});
