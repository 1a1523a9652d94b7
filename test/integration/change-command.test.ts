// The on-change command of `retail-inspector watch` (electron/core/watch/change-command.ts) as real
// shell processes: one that outlives its timeout is killed with everything it started (its process
// group), one stopped by the watch stopping likewise, and one that leaves a process behind holding its
// output open still comes back; its environment keeps PATH when a token is short.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commandEnvironment, runChangeCommand } from '../../electron/core/watch/change-command';
import type { WatchEvent } from '../../shared/watch';
import { bounded, until } from '../helpers/waits';

const event = {
  id: 'e1',
  kind: 'transition',
  from: 'conforms',
  to: 'refused',
  connectionName: 'Shop',
  title: 'Shop: could not be checked (refused)',
} as WatchEvent;

let work: string;
const leftovers: number[] = [];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-change-command-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(() => {
  for (const pid of leftovers.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A command starting `sleep 100000` in the background, its pid written to a file, then waiting. */
function sleeper(name: string, wait = true) {
  const file = join(work, `${name}.pid`);
  const command = `sleep 100000 & echo $! > "${file}"${wait ? '; wait' : ''}`;
  const pid = async () => {
    await until(() => readFileSyncSafe(file) !== '', 5_000, 'the pid file');
    const value = Number(readFileSyncSafe(file));
    leftovers.push(value);
    return value;
  };
  return { command, pid };
}

function readFileSyncSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

const options = { env: process.env, secretNames: [], secrets: [] };

describe('runChangeCommand', () => {
  it.runIf(process.platform !== 'win32')(
    'kills the command and what it started after the timeout, and says so',
    async () => {
      const { command, pid } = sleeper('timeout');
      const outcome = runChangeCommand(command, event, event, { ...options, timeoutMs: 700 });
      const started = await pid();
      const done = await bounded(outcome, 5_000, 'the command to be stopped');
      expect(done).toMatchObject({
        code: null,
        problem: 'it did not finish within 0.7 s and was stopped',
      });
      await until(() => !alive(started), 2_000, 'the background sleep to be killed');
    },
  );

  it.runIf(process.platform !== 'win32')(
    'kills the command and what it started when the watch stops',
    async () => {
      const { command, pid } = sleeper('abort');
      const stop = new AbortController();
      const outcome = runChangeCommand(command, event, event, options, stop.signal);
      const started = await pid();
      stop.abort();
      expect(await bounded(outcome, 3_000, 'the command to be stopped')).toMatchObject({
        code: null,
        problem: 'killed: watch stopped',
      });
      await until(() => !alive(started), 2_000, 'the background sleep to be killed');
    },
  );

  it.runIf(process.platform !== 'win32')(
    'comes back with the exit code when a process it left behind keeps its output open',
    async () => {
      const { command, pid } = sleeper('left', false);
      const outcome = runChangeCommand(`${command}; echo done`, event, event, options);
      await pid();
      expect(await bounded(outcome, 5_000, 'the outcome')).toEqual({
        code: 0,
        problem: null,
        output: ['done'],
      });
    },
  );
});

describe('commandEnvironment', () => {
  it('keeps variables that merely contain a short token, and drops one that is the token', () => {
    const env = commandEnvironment(event, {
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', SHORT: 'bin', LONG: 'x-tok-0123456789-y' },
      secretNames: [],
      secrets: ['bin', 'tok-0123456789'],
    });
    expect(env.PATH).toBe('/usr/local/bin:/usr/bin:/bin');
    expect(env.SHORT).toBeUndefined();
    expect(env.LONG).toBeUndefined();
  });
});
