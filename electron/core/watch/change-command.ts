/**
 * Runs the user's command for a watch event (`retail-inspector watch --on-change CMD`): through the
 * system shell, the event as one line of JSON on its standard input, and a few variables describing
 * it (RETAIL_INSPECTOR_EVENT_KIND, _FROM, _TO, _OUTCOME, _CAUSE, _CONNECTION, _TITLE, _ID, and for an
 * event of several installations _COUNT and _CONNECTIONS). The token is in neither its
 * arguments (the command line is the user's own, nothing is added to it) nor its environment: every
 * variable that holds a token (the given names, and any whose value contains one of at least
 * SHORT_TOKEN_CHARS, or is a shorter one) is left out. It runs in a process group of its own, which
 * is killed as a whole after the timeout or when `signal` aborts; the outcome comes back within
 * a second of that even when a process outside the group holds its output open. Never throws.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SHORT_TOKEN_CHARS } from '../../../shared/profiles';
import { verdictOfClass, type WatchEvent } from '../../../shared/watch';

/** What became of a command. */
export interface CommandOutcome {
  /** The exit code; null when it was killed or could not start. */
  readonly code: number | null;
  /** Why it failed to start or was killed; null otherwise. */
  readonly problem: string | null;
  /** What it wrote (standard output, then standard error), at most 100 lines of 500 characters. */
  readonly output: readonly string[];
}

/** Options of runChangeCommand. */
export interface ChangeCommandOptions {
  /** The environment to start from (the process's). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Variables never passed on (the token variables). */
  readonly secretNames: readonly string[];
  /** Values never passed on, under any name (the tokens). */
  readonly secrets: readonly string[];
  /** Default 60 s. */
  readonly timeoutMs?: number;
}

const MAX_LINES = 100;
/** The longest RETAIL_INSPECTOR_EVENT_CONNECTIONS (a JSON array of names) passed; longer is left out. */
export const CONNECTIONS_MAX_CHARS = 32_000;
// After the shell has exited (or been killed), how long its output may still be drained: a process it
// left behind that holds the pipes open must not hold the outcome back.
const DRAIN_MS = 1_000;

/** The environment of the command: `env` without any token, plus the event's variables. */
export function commandEnvironment(event: WatchEvent, options: ChangeCommandOptions): Record<string, string> {
  const hidden = new Set(options.secretNames);
  // A short token (`bin`) would match inside PATH and the like: it is hidden only as a whole value.
  const long = options.secrets.filter((s) => s.length >= SHORT_TOKEN_CHARS);
  const short = new Set(options.secrets.filter((s) => s.length > 0 && s.length < SHORT_TOKEN_CHARS));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.env)) {
    if (value === undefined || hidden.has(name) || short.has(value) || long.some((s) => value.includes(s)))
      continue;
    env[name] = value;
  }
  env.RETAIL_INSPECTOR_EVENT_ID = event.id;
  env.RETAIL_INSPECTOR_EVENT_KIND = event.kind;
  env.RETAIL_INSPECTOR_EVENT_FROM = event.from ?? '';
  env.RETAIL_INSPECTOR_EVENT_TO = event.to;
  env.RETAIL_INSPECTOR_EVENT_CONNECTION = event.connectionName;
  env.RETAIL_INSPECTOR_EVENT_TITLE = event.title;
  const verdict = verdictOfClass(event.to);
  env.RETAIL_INSPECTOR_EVENT_OUTCOME = verdict.outcome;
  env.RETAIL_INSPECTOR_EVENT_CAUSE = verdict.cause ?? '';
  if (event.connections) {
    env.RETAIL_INSPECTOR_EVENT_COUNT = String(event.count ?? event.connections.length);
    // One variable is capped by the system (128 KB on Linux): a longer list is only on standard input.
    const names = JSON.stringify(event.connections);
    if (names.length <= CONNECTIONS_MAX_CHARS) env.RETAIL_INSPECTOR_EVENT_CONNECTIONS = names;
  }
  return env;
}

/**
 * Runs `command` for `event` (`payload` as JSON on its standard input); `signal` (the watch stopping)
 * kills it as the timeout does.
 */
export function runChangeCommand(
  command: string,
  event: WatchEvent,
  payload: unknown,
  options: ChangeCommandOptions,
  signal?: AbortSignal,
): Promise<CommandOutcome> {
  return new Promise((resolve) => {
    const output: string[] = [];
    const collect = (chunk: string) => {
      for (const line of chunk.split(/\r?\n/))
        if (line !== '' && output.length < MAX_LINES) output.push(line.slice(0, 500));
    };
    let child: ChildProcess;
    try {
      child = spawn(command, {
        shell: true,
        env: commandEnvironment(event, options),
        stdio: ['pipe', 'pipe', 'pipe'],
        // A group of its own, so that what the shell started is killed with it.
        detached: process.platform !== 'win32',
      });
    } catch (error) {
      resolve({ code: null, problem: `it could not be started (${(error as Error).message})`, output });
      return;
    }
    let problem: string | null = null;
    let exitCode: number | null = null;
    let drain: NodeJS.Timeout | undefined;
    const timeoutMs = options.timeoutMs ?? 60_000;
    const stop = (why: string) => {
      problem ??= why;
      killGroup(child);
      drain ??= setTimeout(finish, DRAIN_MS);
    };
    const timer = setTimeout(
      () => stop(`it did not finish within ${timeoutMs / 1000} s and was stopped`),
      timeoutMs,
    );
    const onAbort = () => stop('killed: watch stopped');
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    function finish() {
      clearTimeout(timer);
      clearTimeout(drain);
      signal?.removeEventListener('abort', onAbort);
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      resolve({ code: problem ? null : exitCode, problem, output });
    }
    child.stdout?.setEncoding('utf8').on('data', collect);
    child.stderr?.setEncoding('utf8').on('data', collect);
    // A command that does not read its input closes the pipe: no fault of ours.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(JSON.stringify(payload) + '\n');
    child.once('error', (error) => {
      problem ??= `it could not be started (${error.message})`;
      drain ??= setTimeout(finish, DRAIN_MS);
    });
    child.once('exit', (code) => {
      exitCode = code;
      drain ??= setTimeout(finish, DRAIN_MS);
    });
    child.once('close', finish);
  });
}

// The whole group on POSIX (the shell and everything it started); the shell alone elsewhere.
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    // Already gone.
  }
}
