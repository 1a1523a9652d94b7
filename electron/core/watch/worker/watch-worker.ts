/**
 * The entry of the watch's worker threads (built to dist/electron/watch-worker.mjs; worker-file.ts
 * finds it): serves the jobs of watch-jobs.ts over the folders the host gave as `workerData`.
 */
import { workerData } from 'node:worker_threads';
import { serveJobs } from '../../workers/worker-jobs';
import type { WatchWorkerData } from './watch-job-types';
import { createWatchJobs } from './watch-jobs';

serveJobs(createWatchJobs(workerData as WatchWorkerData));
