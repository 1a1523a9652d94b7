/**
 * Starts bench/servers.ts (the baselines) in a child process (node --import tsx) and reads the one
 * JSON line it prints once listening. The child ends when stop() is called or when this process
 * goes away.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Baselines } from './servers';

const START_TIMEOUT_MS = 120_000;

/** A running child with its servers. */
export interface ServerProcess {
  readonly servers: Baselines;
  /** CPU time (user + system) the child has used so far, in ms. */
  cpuMs(): Promise<number>;
  stop(): void;
}

function stopChild(child: ChildProcess): void {
  child.stdin?.end();
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

/** Spawns the baselines for the bodies at `urls`; rejects if the child fails or does not start. */
export function startServerProcess(urls: readonly string[]): Promise<ServerProcess> {
  const script = fileURLToPath(new URL('./servers.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...urls], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((line: string) => void)[] = [];
  const cpuMs = () =>
    new Promise<number>((resolve, reject) => {
      if (!child.stdin?.writable) return reject(new Error('bench servers have stopped'));
      waiting.push((line) => resolve(Number(line)));
      child.stdin.write('cpu\n');
    });

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      stopChild(child);
      reject(new Error(`bench servers did not start: ${reason}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`child exited (${signal ?? `code ${code}`})`));
    let started = false;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (started) return waiting.shift()?.(line);
      started = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      // A child that dies later answers pending questions with NaN, which callers treat as an error.
      child.once('exit', () => waiting.splice(0).forEach((answer) => answer('NaN')));
      try {
        resolve({ servers: JSON.parse(line) as Baselines, cpuMs, stop: () => stopChild(child) });
      } catch {
        fail(`unexpected output ${JSON.stringify(line.slice(0, 200))}`);
      }
    });
  });
}
