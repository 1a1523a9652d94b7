// Worker threads for the pool's failure tests (watch-worker-build.ts stuckWorker): every job one of
// them gets hangs in a busy loop (hang-worker.mjs), throws outside any handler (crash-worker.mjs) or
// ends the thread (exit-worker.mjs).
import { parentPort } from 'node:worker_threads';

/** Takes the pool's jobs and fails each as `mode` says. */
export function failJobs(mode) {
  parentPort.on('message', (message) => {
    if (message.t !== 'job') return;
    if (mode === 'hang') for (;;);
    if (mode === 'exit') process.exit(3);
    setImmediate(() => {
      throw new Error('stand-in worker failure');
    });
  });
}
