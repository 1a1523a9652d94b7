// What every long-running process must make of each case of the answer zoo: the class of its verdict
// (shared/outcome.ts), the same for the exporter's probe, watch's run and the app's checks, and the
// resident set each must fall back under afterwards.
import type { ZooCase } from './answer-zoo';

/**
 * The most memory, in MB, a process may keep once a case is over: its own ~100 MB, plus room for the
 * collector's pace, but well under one 64 MB body kept (or a 200 MB one read whole).
 */
export const RSS_BOUND_MB = 256;

// An answer that cannot be read as the API (nothing at the path, past the 64 MB cap, a redirect
// without end) is the address's fault; a cut connection is unreachable; a drip runs into the timeout.
const CLASSES: Record<ZooCase, string> = {
  '404 HTML': 'wrong-address',
  '404 Unknown method': 'wrong-address',
  '70 MB with Content-Length': 'wrong-address',
  '200 MB chunked': 'wrong-address',
  'gzip bomb': 'wrong-address',
  'deflate bomb': 'wrong-address',
  'redirect loop': 'wrong-address',
  'reset mid-body': 'unreachable',
  'one byte a second': 'timeout',
};

/** The class a process's verdict on `zooCase` has. */
export function expectedClass(zooCase: ZooCase): string {
  return CLASSES[zooCase];
}
