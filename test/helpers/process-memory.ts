// How much memory a process holds, read from /proc (Linux), for the tests that a process gives back
// what a hostile answer made it take: its resident set now, and a bounded wait for it to fall under
// a bound (a collection may take a moment after the answer is gone).
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** The resident set of process `pid` in bytes (VmRSS of /proc/PID/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(kb) * 1024;
}

/**
 * Waits (at most `ms`) until process `pid` holds less than `boundMb` megabytes; resolves with what it
 * holds then, rejects naming the last figure.
 */
export async function residentFallsUnder(pid: number, boundMb: number, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const bytes = residentBytes(pid);
    if (bytes < boundMb * MB) return bytes / MB;
    if (Date.now() > deadline)
      throw new Error(
        `process ${pid} still holds ${Math.round(bytes / MB)} MB after ${ms} ms (bound ${boundMb} MB)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
