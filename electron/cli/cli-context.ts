import type { LogDestination } from './request-log';

/** What a command needs from its process, passed in so commands run the same in tests. */
export interface CliContext {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Writes one line to standard output. */
  readonly out: (line: string) => void;
  /** Writes one line to standard error. */
  readonly err: (line: string) => void;
  /** Folders that may hold the bundled resources (demo dataset), most specific first. */
  readonly resourceRoots: readonly string[];
  /** Settles when the user asks the process to stop (SIGINT, SIGTERM). */
  readonly stopRequested: Promise<void>;
  /**
   * Opens the destination of `serve`'s request log: an asynchronous, buffered writer on standard
   * output in the real process. Without it, lines go through `out`.
   */
  readonly openLog?: () => LogDestination;
}

/** The environment variable that may carry a token, so it stays out of shell history. */
export const TOKEN_ENV = 'RETAIL_INSPECTOR_TOKEN';
