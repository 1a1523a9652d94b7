// The built command line (`node bin/retail-inspector.js ...`) in child processes for integration
// tests: output collected, every wait bounded, and every process still running killed by
// `killAllClis` (call it in afterEach).
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from './repo-paths';

/** A started command with everything it has written so far. */
export interface Cli {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Settles with the exit code (null when killed by a signal) once the process has exited. */
  readonly exited: Promise<number | null>;
}

/** A command run to its end. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly elapsedMs: number;
}

const running = new Set<Cli>();

/** The environment of the test run without the variables that change the command's behaviour. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!('RETAIL_INSPECTOR_TOKEN' in extra)) delete env.RETAIL_INSPECTOR_TOKEN;
  delete env.RETAIL_INSPECTOR_DEBUG;
  return env;
}

/** Starts `retail-inspector <args>` with `env` added to a clean environment. */
export function startCli(args: readonly string[], env: Record<string, string> = {}): Cli {
  const child = spawn(process.execPath, ['bin/retail-inspector.js', ...args], {
    cwd: REPO_ROOT,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => {
    // 'close' fires after the exit and after both pipes are drained, so the output is complete.
    child.once('close', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  const cli: Cli = { child, stdout: () => out, stderr: () => err, exited };
  running.add(cli);
  void exited.then(() => running.delete(cli));
  return cli;
}

/** Runs `retail-inspector <args>` to its end, waiting at most `timeoutMs`. */
export async function runCli(
  args: readonly string[],
  env: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<CliRun> {
  const started = performance.now();
  const cli = startCli(args, env);
  const code = await bounded(cli.exited, timeoutMs, `"retail-inspector ${args[0] ?? ''}" to exit`);
  return { code, stdout: cli.stdout(), stderr: cli.stderr(), elapsedMs: performance.now() - started };
}

/** Both streams of a run, for failure messages. */
export function describeRun(run: { stdout: string; stderr: string }): string {
  return `\n--- stdout ---\n${run.stdout}\n--- stderr ---\n${run.stderr}`;
}

/** Kills every command still running and waits (bounded) until each has exited. */
export async function killAllClis(): Promise<void> {
  const clis = [...running];
  running.clear();
  for (const cli of clis) {
    if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGKILL');
  }
  await Promise.all(clis.map((cli) => bounded(cli.exited, 5_000, 'a killed command to exit')));
}

/** Sends `signal` and waits (bounded) for the exit code. */
export function stopCli(cli: Cli, signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
  cli.child.kill(signal);
  return bounded(cli.exited, 10_000, `the command to exit after ${signal}`);
}

/** `promise`, or a rejection naming `what` after `ms` milliseconds. */
export function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Waits until `found` returns something other than null for what `cli` has written to stdout;
 * rejects with the output so far when the process exits first or after `timeoutMs`.
 */
export function waitForStdout<T>(
  cli: Cli,
  found: (text: string) => T | null,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const source = cli.child.stdout;
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      source?.off('data', check);
      cli.child.off('close', onClose);
      settle();
    };
    // Registered after the listener that accumulates the text, so it sees each chunk.
    function check() {
      const result = found(cli.stdout());
      if (result !== null) finish(() => resolve(result));
    }
    function onClose() {
      check();
      finish(() => reject(new Error(`exited before ${what} appeared${describeRun(outputOf(cli))}`)));
    }
    const timer = setTimeout(
      () => finish(() => reject(new Error(`no ${what} within ${timeoutMs} ms${describeRun(outputOf(cli))}`))),
      timeoutMs,
    );
    source?.on('data', check);
    cli.child.once('close', onClose);
    check();
  });
}

function outputOf(cli: Cli) {
  return { stdout: cli.stdout(), stderr: cli.stderr() };
}
