import { proxyAwareFetch, type ProxyAwareFetch } from '../core/client/proxy-aware-fetch';

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
   * The fetch for calls to installations, made on first use (a command that makes none never reads
   * the proxy variables). Throws AppError('USAGE') for a proxy variable that is not an address.
   */
  readonly network: () => ProxyAwareFetch;
}

/** `network` for a context: one proxy-aware fetch per process, following the proxy variables in `env`. */
export function networkFrom(env: Readonly<Record<string, string | undefined>>): () => ProxyAwareFetch {
  let made: ProxyAwareFetch | undefined;
  return () => (made ??= proxyAwareFetch(env));
}

/** The environment variable that may carry a token, so it stays out of shell history. */
export const TOKEN_ENV = 'RETAIL_INSPECTOR_TOKEN';
