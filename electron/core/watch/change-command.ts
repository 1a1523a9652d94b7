/**
 * Runs the user's command for a watch event (`retail-inspector watch --on-change CMD`): through the
 * system shell, the event as one line of JSON on its standard input, and a few variables describing
 * it (RETAIL_INSPECTOR_EVENT_KIND, _FROM, _TO, _CONNECTION, _TITLE, _ID). The token is in neither its
 * arguments (the command line is the user's own, nothing is added to it) nor its environment: every
 * variable that holds a token (the given names, and any whose value is one) is left out. Bounded by
 * a timeout (then killed); its output comes back as lines. Never throws.
 */
import { spawn } from 'node:child_process';
import type { WatchEvent } from '../../../shared/watch';

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

/** The environment of the command: `env` without any token, plus the event's variables. */
export function commandEnvironment(event: WatchEvent, options: ChangeCommandOptions): Record<string, string> {
  const hidden = new Set(options.secretNames);
  const secrets = options.secrets.filter((s) => s.length > 0);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.env)) {
    if (value === undefined || hidden.has(name) || secrets.some((s) => value.includes(s))) continue;
    env[name] = value;
  }
  env.RETAIL_INSPECTOR_EVENT_ID = event.id;
  env.RETAIL_INSPECTOR_EVENT_KIND = event.kind;
  env.RETAIL_INSPECTOR_EVENT_FROM = event.from ?? '';
  env.RETAIL_INSPECTOR_EVENT_TO = event.to;
  env.RETAIL_INSPECTOR_EVENT_CONNECTION = event.connectionName;
  env.RETAIL_INSPECTOR_EVENT_TITLE = event.title;
  return env;
}

/** Runs `command` for `event` (`payload` as JSON on its standard input). */
export function runChangeCommand(
  command: string,
  event: WatchEvent,
  payload: unknown,
  options: ChangeCommandOptions,
): Promise<CommandOutcome> {
  return new Promise((resolve) => {
    const output: string[] = [];
    const collect = (chunk: string) => {
      for (const line of chunk.split(/\r?\n/))
        if (line !== '' && output.length < MAX_LINES) output.push(line.slice(0, 500));
    };
    let child;
    try {
      child = spawn(command, {
        shell: true,
        env: commandEnvironment(event, options),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      resolve({ code: null, problem: `it could not be started (${(error as Error).message})`, output });
      return;
    }
    let problem: string | null = null;
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => {
      problem = `it did not finish within ${timeoutMs / 1000} s and was stopped`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', collect);
    child.stderr.setEncoding('utf8').on('data', collect);
    // A command that does not read its input closes the pipe: no fault of ours.
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(payload) + '\n');
    child.once('error', (error) => {
      problem ??= `it could not be started (${error.message})`;
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: problem ? null : code, problem, output });
    });
  });
}
