import { terminalText } from '../../shared/terminal-text';
import { lazyProxyAwareFetch } from '../core/client/lazy-proxy-fetch';
import type { ProxyAwareFetch } from '../core/client/proxy-settings';
import type { ServingPolicy } from '../core/lib/last-resort';
import type { LogDestination } from './request-log';

/** What a command needs from its process, passed in so commands run the same in tests. */
export interface CliContext {
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * Writes one human-readable line to standard output. The writer shows every control character
   * in it visibly (terminalLine), line breaks included: one call is one line on the terminal.
   */
  readonly out: (line: string) => void;
  /** Writes one human-readable line to standard error, escaped as `out` does. */
  readonly err: (line: string) => void;
  /** Writes `text` to standard output exactly as given: `--json` output and our own help texts. */
  readonly outExact: (text: string) => void;
  /**
   * Whether standard output is a terminal (not a pipe or a file): where a command's exact output
   * (`export`'s rows) would reach a person's screen, and an installation's control characters
   * must be shown, not obeyed. Absent: not a terminal.
   */
  readonly stdoutIsTerminal?: boolean;
  /** Folders that may hold the bundled resources (demo dataset), most specific first. */
  readonly resourceRoots: readonly string[];
  /** Settles when the user asks the process to stop (SIGINT, SIGTERM). */
  readonly stopRequested: Promise<void>;
  /** Calls `listener` on every request to read the configuration again (SIGHUP); returns its removal. */
  readonly onReload?: (listener: () => void) => () => void;
  /**
   * Opens the destination of `serve`'s request log: an asynchronous, buffered writer on standard
   * output in the real process. Without it, lines go through `out`.
   */
  readonly openLog?: () => LogDestination;
  /**
   * The fetch for calls to installations, made on first use (a command that makes none never reads
   * the proxy variables). Throws AppError('USAGE') for a proxy variable that is not an address.
   */
  readonly network: () => ProxyAwareFetch;
  /**
   * For a long-running command: from now on an error nothing handled is reported through `policy`
   * and the process goes on (core/lib/last-resort.ts); the returned function ends that. Without it
   * (and before it is called) such an error ends the command with one line and exit code 2.
   */
  readonly keepServing?: (policy: ServingPolicy) => () => void;
}

/** `network` for a context: one proxy-aware fetch per process, following the proxy variables in `env`. */
export function networkFrom(env: Readonly<Record<string, string | undefined>>): () => ProxyAwareFetch {
  let made: ProxyAwareFetch | undefined;
  return () => (made ??= lazyProxyAwareFetch(env));
}

/** The environment variable that may carry a token, so it stays out of shell history. */
export const TOKEN_ENV = 'RETAIL_INSPECTOR_TOKEN';

/**
 * One human-readable line as the CLI writers print it: control characters escaped visibly, and a
 * line longer than any we compose cut. Escaping here, in the one place every line passes, means no
 * interpolation can be forgotten: an installation's line break, carriage return or escape sequence
 * inside any value stays on the line it came in and shows as `\u000a`, `\u000d`, `\u001b`. Our own
 * multi-line texts therefore go out one line per call (or through `outExact`). Commands still cut
 * long server-provided values where they interpolate them (terminalText), so the count names the
 * value that was cut and the rest of our line survives; this cap is only the backstop.
 */
export function terminalLine(line: string): string {
  return terminalText(line, MAX_LINE_CHARS);
}

const MAX_LINE_CHARS = 20_000;
