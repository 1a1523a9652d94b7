// A worker whose every job fails by: hang (stuck-worker.mjs).
import { failJobs } from './stuck-worker.mjs';

failJobs('hang');
