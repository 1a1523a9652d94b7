// A worker whose every job fails by: exit (stuck-worker.mjs).
import { failJobs } from './stuck-worker.mjs';

failJobs('exit');
