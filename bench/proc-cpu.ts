/** A child process's CPU time read from /proc (Linux only), shared by the benches that run processes. */
import { readFileSync } from 'node:fs';

// Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ) on every common platform.
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) process `pid` has used so far, in ms; NaN where unknown. */
export function processCpuMs(pid: number | undefined): number {
  try {
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
