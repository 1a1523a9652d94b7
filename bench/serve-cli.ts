/**
 * The real `retail-inspector serve` (the built CLI, dist/cli.js) in a child process, configured as
 * users run it: its stdout is a pipe, which this process drains (counting the request log's lines),
 * as a terminal or `| tee` would. CPU time is read from /proc, so it is known on Linux only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { CLI_BIN } from '../test/helpers/repo-paths';
import { processCpuMs } from './proc-cpu';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const NEWLINE = 0x0a;

/** A running `serve`. */
export interface ServeCli {
  readonly url: string;
  /** CPU time (user + system) the process has used so far, in ms; NaN where unknown. */
  cpuMs(): Promise<number>;
  /** Lines written to stdout after the Listening line (the request log). */
  loggedLines(): number;
  /** Sends SIGINT and waits (bounded) for the exit; resolves with the lines logged in all. */
  stop(): Promise<number>;
}

function kill(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts `retail-inspector serve --port 0 --data <file> ...args`; resolves once it listens. */
export function startServeCli(file: string, args: readonly string[] = []): Promise<ServeCli> {
  const child = spawn(process.execPath, [CLI_BIN, 'serve', '--port', '0', '--data', file, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for failure messages only ("Stopped." is expected there and not worth printing).
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (errors.length < 4_000) errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let head = '';
  let lines = 0;
  let listening = false;

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      kill(child);
      reject(new Error(`serve ${args.join(' ')} did not start: ${reason}\n${errors.trim()}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => {
      if (!listening) fail(`exited (${signal ?? `code ${code}`})`);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (listening) {
        for (let i = chunk.indexOf(NEWLINE); i >= 0; i = chunk.indexOf(NEWLINE, i + 1)) lines++;
        return;
      }
      head += chunk.toString('utf8');
      const match = /^Listening on (http:\S+)/m.exec(head);
      if (!match || !head.includes('Press Ctrl+C to stop.\n')) return;
      listening = true;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        cpuMs: () => Promise.resolve(processCpuMs(child.pid)),
        loggedLines: () => lines,
        async stop() {
          child.kill('SIGINT');
          const timeout = setTimeout(() => kill(child), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timeout);
          return lines;
        },
      });
    });
  });
}
