/** Exit codes of every command (docs/cli.md, exit codes). */
export const EXIT = {
  /** Success; for check: the installation conforms; for diff: the sides are identical. */
  OK: 0,
  /**
   * check/capture/export: the installation answered as the API but violates the spec; for check also
   * an answer readable only by tolerating a fault a strict reading refuses (docs/leniencies.md); for
   * diff: the sides differ.
   */
  VIOLATION: 1,
  /**
   * Not checked (refused, wrong address, gateway error, unreachable, TLS, timeout: shared/outcome.ts),
   * cancelled, bad dataset, port in use, usage error.
   */
  FAILURE: 2,
} as const;
