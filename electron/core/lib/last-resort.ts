/**
 * The last resort against an error no part of the code handled (an `uncaughtException` or an
 * `unhandledRejection` of the process). Every answer an installation can give is handled where it is
 * read; this is for the bug we did not find yet, so that it costs one probe or one run, never the
 * process that watches a whole fleet. A long-running host (exporter, watch, web host, the app's main
 * process) keeps serving: one line says what happened and it is counted. A short-lived command fails
 * fast with one line and its exit code. Lines carry the error's name, code, message and where it was
 * thrown, never a stack trace; masking tokens in them is the caller's (only it knows the tokens).
 */
import { terminalText } from '../../../shared/terminal-text';

/** Which of the process's last-chance events caught the error. */
export type CaughtKind = 'uncaughtException' | 'unhandledRejection';

/** What was caught, in words fit for one log line. */
export interface Caught {
  readonly kind: CaughtKind;
  /** "TypeError [ERR_INVALID_STATE]: Invalid state: Controller is already closed" */
  readonly error: string;
  /** The first frame of its stack ("ReadableStreamDefaultController.enqueue (node:internal/…)"), or "". */
  readonly at: string;
  /** Errors caught since the last line that were not written (at most LINES_PER_MINUTE a minute). */
  readonly unlogged: number;
}

/** A host that keeps serving: how it writes the line (masked) and counts the error. */
export interface ServingPolicy {
  /** Writes one line about `caught`; called at most LINES_PER_MINUTE times a minute. */
  readonly report: (caught: Caught) => void;
  /** Counts every error caught, written or not (the exporter's own metrics). */
  readonly count?: () => void;
  /** Masks the host's tokens; applied to the whole message before it is cut to a line. */
  readonly mask?: (text: string) => string;
}

/** The part of `process` the handler needs. */
export interface ProcessEvents {
  on(event: CaughtKind, listener: (error: unknown) => void): unknown;
  off(event: CaughtKind, listener: (error: unknown) => void): unknown;
}

/** The installed handler. */
export interface LastResort {
  /** From now on the process goes on after an error, under `policy`; the returned function undoes it. */
  keepServing(policy: ServingPolicy): () => void;
  /** Removes the handler from the process. */
  uninstall(): void;
}

/** How many lines a minute at most: an error thrown per chunk of a 200 MB body must not flood a log. */
export const LINES_PER_MINUTE = 10;
const MESSAGE_CHARS = 500;

/**
 * Installs the handler on `proc`. Until `keepServing` is called, an error caught goes to `failFast`
 * (which writes its line and ends the process), its text masked by `failFastMask`. Never throws: a
 * policy that throws is ignored.
 */
export function installLastResort(
  proc: ProcessEvents,
  failFast: (caught: Caught) => void,
  now: () => number = Date.now,
  failFastMask: (text: string) => string = (text) => text,
): LastResort {
  const serving: ServingPolicy[] = [];
  let windowStart = -Infinity;
  let linesInWindow = 0;
  let unlogged = 0;
  const handle = (kind: CaughtKind) => (error: unknown) => {
    const policy = serving.at(-1);
    try {
      // Masked before it is cut: a token across the cut would otherwise keep its first part.
      const described = { kind, ...describeCaught(error, policy?.mask ?? failFastMask) };
      if (!policy) return failFast({ ...described, unlogged: 0 });
      policy.count?.();
      if (now() - windowStart >= 60_000) {
        windowStart = now();
        linesInWindow = 0;
      }
      if (linesInWindow >= LINES_PER_MINUTE) {
        unlogged++;
        return;
      }
      linesInWindow++;
      policy.report({ ...described, unlogged });
      unlogged = 0;
    } catch {
      // The last resort itself failing must not be what ends the process.
    }
  };
  const onException = handle('uncaughtException');
  const onRejection = handle('unhandledRejection');
  proc.on('uncaughtException', onException);
  proc.on('unhandledRejection', onRejection);
  return {
    keepServing(policy) {
      serving.push(policy);
      return () => {
        const at = serving.indexOf(policy);
        if (at >= 0) serving.splice(at, 1);
      };
    },
    uninstall() {
      proc.off('uncaughtException', onException);
      proc.off('unhandledRejection', onRejection);
    },
  };
}

/**
 * `error` as "Name [CODE]: message" and its first stack frame, one line each, masked by `mask`, then
 * cut and made printable.
 */
export function describeCaught(
  error: unknown,
  mask: (text: string) => string = (text) => text,
): { error: string; at: string } {
  const line = (text: string) => terminalText(mask(text), MESSAGE_CHARS);
  if (!(error instanceof Error)) return { error: line(String(error)), at: '' };
  const code = (error as { code?: unknown }).code;
  const head = `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`;
  const frame = /^\s+at (.+)$/m.exec(error.stack ?? '')?.[1] ?? '';
  return { error: line(head), at: line(frame) };
}

/** The one line of a caught error for a plain-text log: "… (uncaughtException): TypeError …; <goesOn>". */
export function caughtLine(caught: Caught, goesOn: string): string {
  const at = caught.at ? ` (at ${caught.at})` : '';
  const more = caught.unlogged > 0 ? ` (${caught.unlogged} more not logged)` : '';
  return `Caught an error nothing handled (${caught.kind}): ${caught.error}${at}; ${goesOn}${more}`;
}
