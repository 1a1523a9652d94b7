// A worker whose every job fails by: crash (stuck-worker.mjs).
import { failJobs } from './stuck-worker.mjs';

failJobs('crash');
