/** Exit codes of every command (docs/cli.md, exit codes). */
export const EXIT = {
  /** Success; for check: the installation conforms; for diff: the sides are identical. */
  OK: 0,
  /**
   * check/capture: the installation answered but violates the spec or said status:false; for check
   * also an answer readable only by tolerating a fault a strict reading refuses (docs/leniencies.md);
   * for diff: the sides differ.
   */
  VIOLATION: 1,
  /** Unreachable, timed out, not this API, bad dataset, port in use, usage error. */
  FAILURE: 2,
} as const;
