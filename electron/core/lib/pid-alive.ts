/** Whether a process id still runs on this machine: used to tell a live writer from a dead one's leftovers. */

/** True when a process with `pid` runs here (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
