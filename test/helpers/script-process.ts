// A TypeScript helper script run as a real child process (`node --import tsx`), for tests of what
// two processes do to one data folder: its output collected, a line waited for, killed at will.
// Every process started here is killed by killAllScripts (call it in afterEach).
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from './repo-paths';
import { bounded, until } from './waits';

/** A running script. */
export interface ScriptProcess {
  readonly child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  /** Resolves with its exit code; rejects after `ms` naming the output so far. */
  exited(ms: number): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Starts `script` with `args`, in the repository's folder. */
export function startScript(script: string, args: readonly string[]): ScriptProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    exited: (ms) => bounded(exit, ms, () => `${script} to exit; its output:\n${output}`),
  };
}

/** Waits until the script has written a line holding `text`; rejects after `ms` with its output. */
export async function waitForLine(script: ScriptProcess, text: string, ms: number): Promise<void> {
  const seen = () =>
    script
      .output()
      .split('\n')
      .some((line) => line.includes(text));
  await until(seen, ms, `"${text}" from the script`).catch((error: Error) => {
    throw new Error(`${error.message}; it wrote:\n${script.output()}`);
  });
}

/** Kills every script still running (SIGKILL). */
export async function killAllScripts(): Promise<void> {
  const left = [...running];
  for (const child of left) child.kill('SIGKILL');
  await Promise.all(
    left.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  );
}
