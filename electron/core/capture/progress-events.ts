/**
 * Turns a capture's progress into captureProgress events for one call. A capture of 100,000
 * categories reports as many image completions; sending each across IPC (or the web host's event
 * stream) would cost more than the downloads, so image progress goes out at most every
 * `intervalMs`, while phase changes and the last image always go out.
 */
import type { CaptureProgressEvent } from '../../../shared/ipc-contract';
import type { CaptureProgress } from './capture-installation';

/** Sends one event. */
export type SendProgress = (event: CaptureProgressEvent) => void;

/** The reporter of one capture: `update` for the capture's progress, `writing` once it is written. */
export function progressEvents(callId: string, send: SendProgress, intervalMs = 100, now = Date.now) {
  let lastSent = -Infinity;
  let lastPhase: CaptureProgressEvent['phase'] | null = null;
  let images = { done: 0, total: 0, failed: 0 };

  function emit(phase: CaptureProgressEvent['phase'], force: boolean): void {
    if (!force && now() - lastSent < intervalMs) return;
    lastSent = now();
    lastPhase = phase;
    send({ callId, phase, ...images });
  }

  return {
    update(progress: CaptureProgress): void {
      if (progress.phase !== 'images') return emit(progress.phase, true);
      images = { done: progress.done, total: progress.total, failed: progress.failed };
      emit('images', lastPhase !== 'images' || progress.done === progress.total);
    },
    writing(): void {
      emit('writing', true);
    },
  };
}
