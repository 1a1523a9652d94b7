// One of the Prometheus project's servers (Prometheus, Alertmanager) run for a test: Debian's binary
// on 127.0.0.1 (port 0; the port it got is read from its "Listening on" log line), its files in a temp
// folder, ready once `/-/ready` answers, stopped with SIGTERM (SIGKILL after 5 s) and its folder
// removed. Every wait is bounded, and a failed start stops what it began and names the server's log.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prometheusBinary, type PrometheusBinary } from './prometheus-tools';
import { bounded } from './waits';

/** What to run. */
export interface FamilyServerSpec {
  /** As a message names it: "Prometheus", "Alertmanager". */
  readonly name: string;
  /** The Debian package's binary (prometheus-tools.ts). */
  readonly binary: PrometheusBinary;
  /** Files written into the temp folder before the start, by name. */
  readonly files: Record<string, string>;
  /** The flags, given the temp folder; `--web.listen-address=127.0.0.1:0` is added. */
  readonly args: (dir: string) => string[];
  readonly timeoutMs: number;
  /**
   * The stops of the caller's servers still running: this one's is in it from its spawn to its stop,
   * so the caller's stop-all in afterAll also ends a start cut short by a test's timeout.
   */
  readonly running: Set<() => Promise<void>>;
}

/** A running server of the family. */
export interface FamilyServer {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** 127.0.0.1:PORT */
  readonly address: string;
  /** What it has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

const LISTENING = /msg="Listening on" address=(127\.0\.0\.1:\d+)/;

/** Starts the server and resolves once it is ready; rejects with its log when it exits or is late. */
export async function startFamilyServer(spec: FamilyServerSpec): Promise<FamilyServer> {
  const dir = await mkdtemp(join(tmpdir(), `ri-${spec.name.toLowerCase()}-`));
  for (const [name, text] of Object.entries(spec.files)) await writeFile(join(dir, name), text);
  const child = spawn(
    prometheusBinary(spec.binary),
    [...spec.args(dir), '--web.listen-address=127.0.0.1:0'],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    spec.running.delete(stop);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await bounded(exited, 10_000, `${spec.name} to exit`).finally(() => clearTimeout(killer));
    await rm(dir, { recursive: true, force: true });
  };
  spec.running.add(stop);
  try {
    const listening = new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = LISTENING.exec(log);
        if (match) {
          child.stderr.off('data', check);
          resolve(match[1]!);
        }
      };
      child.stderr.on('data', check);
      child.once('close', (code) =>
        reject(new Error(`${spec.name} exited (${code}) before listening\n${log}`)),
      );
      check();
    });
    const address = await bounded(listening, spec.timeoutMs, () => `${spec.name} to listen\n${log}`);
    const url = `http://${address}`;
    await ready(spec.name, url, Date.now() + spec.timeoutMs, () => log);
    return { url, address, log: () => log, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function ready(name: string, url: string, deadline: number, log: () => string): Promise<void> {
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} at ${url} was not ready in time\n${log()}`);
}
