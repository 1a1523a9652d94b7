/**
 * Capture progress for a terminal: on a TTY one line rewritten in place (`\r`), elsewhere (a log
 * file, CI) plain lines, at most one per interval. Terminal-agnostic: the writer and clock come in.
 */
import type { CaptureProgress } from './capture-installation';

/** Where progress goes. */
export interface ProgressTerminal {
  readonly isTTY: boolean;
  /** Writes text as is (no newline added). */
  write(text: string): void;
}

/** A progress display: `update` on every event, `finish` once before printing anything else. */
export interface ProgressReporter {
  update(progress: CaptureProgress): void;
  finish(): void;
}

const TTY_INTERVAL_MS = 100;

/** Shows progress on `terminal`; plain lines come at most once per `intervalMs`. Never throws. */
export function progressReporter(
  terminal: ProgressTerminal,
  now: () => number = () => Date.now(),
  intervalMs = 1000,
): ProgressReporter {
  let last = -Infinity;
  let shown = '';
  return {
    update(progress) {
      const text = progressText(progress);
      const final = progress.phase === 'images' && progress.done === progress.total;
      const wait = terminal.isTTY ? TTY_INTERVAL_MS : intervalMs;
      if (text === shown || (now() - last < wait && !(terminal.isTTY && final))) return;
      last = now();
      shown = text;
      terminal.write(terminal.isTTY ? `\r${text}\x1b[K` : `${text}\n`);
    },
    finish() {
      if (terminal.isTTY && shown) terminal.write('\r\x1b[K');
      shown = '';
    },
  };
}

/** One progress event as words: "Capturing images: 12/40 (1 failed)". */
export function progressText(progress: CaptureProgress): string {
  switch (progress.phase) {
    case 'info':
      return 'Capturing: system information...';
    case 'categories':
      return 'Capturing: categories...';
    case 'images': {
      const failed = progress.failed > 0 ? ` (${progress.failed} failed)` : '';
      return `Capturing images: ${progress.done}/${progress.total}${failed}`;
    }
  }
}
