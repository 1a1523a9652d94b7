/**
 * The entry of the watch's worker threads (built to dist/electron/watch-worker.mjs; worker-file.ts
 * finds it): serves the jobs of watch-jobs.ts over the folders the host gave as `workerData`. On
 * Linux the thread first lowers its own scheduling priority, so main (the window) wins the cores.
 */
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { serveJobs } from '../../workers/worker-jobs';
import type { WatchWorkerData } from './watch-job-types';
import { createWatchJobs } from './watch-jobs';

// Ten steps lower: main gets the cores first; the worker still runs whenever main idles.
const WORKER_NICE = 10;

// Linux keeps a nice value per thread, and setpriority(2) on "this process" sets the calling
// thread's; macOS and Windows would lower the whole app, main included, so they are left alone.
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not allowed here (a container's policy): the worker runs at main's priority.
  }
}

serveJobs(createWatchJobs(workerData as WatchWorkerData));
