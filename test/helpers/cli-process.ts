// The built command line (`node bin/retail-inspector.js ...`) in child processes for integration
// tests: output collected, every wait bounded, and every process still running killed by
// `killAllClis` (call it in afterEach).
import { spawn, type ChildProcess } from 'node:child_process';
import { CLI_BIN, REPO_ROOT } from './repo-paths';
import { bounded } from './waits';

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
  const child = spawn(process.execPath, [CLI_BIN, ...args], {
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

/**
 * Waits until `found` returns something other than null for the text `stream` of `cli` has written;
 * rejects with the output so far when the process exits first or after `timeoutMs`.
 */
export function waitForOutput<T>(
  cli: Cli,
  stream: 'stdout' | 'stderr',
  found: (text: string) => T | null,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const text = stream === 'stdout' ? cli.stdout : cli.stderr;
  const source = stream === 'stdout' ? cli.child.stdout : cli.child.stderr;
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
      const result = found(text());
      if (result !== null) finish(() => resolve(result));
    }
    function onClose() {
      check();
      finish(() =>
        reject(new Error(`exited before ${what} appeared on ${stream}${describeRun(outputOf(cli))}`)),
      );
    }
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new Error(`no ${what} on ${stream} within ${timeoutMs} ms${describeRun(outputOf(cli))}`)),
        ),
      timeoutMs,
    );
    source?.on('data', check);
    cli.child.once('close', onClose);
    check();
  });
}

/** `waitForOutput` on stdout. */
export function waitForStdout<T>(
  cli: Cli,
  found: (text: string) => T | null,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  return waitForOutput(cli, 'stdout', found, what, timeoutMs);
}

function outputOf(cli: Cli) {
  return { stdout: cli.stdout(), stderr: cli.stderr() };
}
