// Two writers on one data folder, and what is left on disk: real processes (node with tsx running
// test/helpers/profile-writer-process.ts) saving into one profiles.json at the same time, the save
// lock held by a live process or left by a dead one, temporary files of an interrupted save, and
// every copy of a weakly stored token after the user withdraws weak storage.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../electron/core/lib/app-error';
import { createProfileStore } from '../../electron/core/profiles/profile-store';
import { lockFileOf } from '../../electron/core/profiles/save-lock';
import { FakeEncryptor } from '../helpers/fake-encryptor';
import { exchange } from '../helpers/http-exchange';
import { startWebHost, type WebHostProcess } from '../helpers/web-host-process';
import { REPO_ROOT, repoPath } from '../helpers/repo-paths';
import { createTestAppServices } from '../helpers/test-app-services';

const WRITER = repoPath('test', 'helpers', 'profile-writer-process.ts');
const TOKEN = 'tok-SHARED-FOLDER-4b1e9c';

let folder: string;
let file: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-shared-folder-'));
  file = join(folder, 'profiles.json');
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

/** Runs the writer process to its end; rejects on a non-zero exit or after 60 s. */
function runWriter(prefix: string, count: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, prefix, String(count)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`writer ${prefix} did not finish in 60 s:\n${output}`)),
      60_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`writer ${prefix} exited with ${code}:\n${output}`));
    });
  });
}

/** A process that runs until killed, and its pid. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function lockText(pid: number, command: string): string {
  return JSON.stringify({ pid, host: hostname(), command, startedAt: '2026-01-02T03:04:05.000Z' });
}

async function openStore(encryptor = new FakeEncryptor('secure'), lockTimeoutMs = 5_000) {
  const store = createProfileStore({ file, encryptor, lockTimeoutMs });
  await store.load();
  return store;
}

async function savedNames(): Promise<string[]> {
  const json = JSON.parse(await readFile(file, 'utf8')) as { profiles: { name: string }[] };
  return json.profiles.map((p) => p.name).sort();
}

describe('two processes saving connections into one data folder', () => {
  it('keeps every save of both processes when they save at the same time', async () => {
    const [a, b] = await Promise.all([runWriter('a', 25), runWriter('b', 25)]);
    expect([a.trim(), b.trim()]).toEqual(['saved 25', 'saved 25']);
    const expected = ['a', 'b'].flatMap((prefix) => Array.from({ length: 25 }, (_, i) => `${prefix}-${i}`));
    expect(await savedNames()).toEqual(expected.sort());
    // Every token was stored and is readable by a third session.
    const reader = await openStore();
    expect(reader.list().every((p) => p.tokenSet)).toBe(true);
    expect(reader.tokenFor(reader.list().find((p) => p.name === 'b-7')!.id)).toBe('tok-b-7');
    expect((await readdir(folder)).sort()).toEqual(['profiles.json']);
  });

  it('keeps what another process saved when this one saves, and shows it after a refresh', async () => {
    const mine = await openStore();
    await mine.save({ name: 'Mine', baseUrl: 'https://mine.example.com', token: TOKEN });
    await runWriter('other', 2);
    await mine.save({ name: 'Mine too', baseUrl: 'https://mine2.example.com' });
    expect(await savedNames()).toEqual(['Mine', 'Mine too', 'other-0', 'other-1']);

    await runWriter('later', 1);
    await mine.refresh();
    expect(mine.list().map((p) => p.name)).toEqual(['Mine', 'other-0', 'other-1', 'Mine too', 'later-0']);
    expect(mine.tokenFor(mine.list().find((p) => p.name === 'later-0')!.id)).toBe('tok-later-0');
  });

  it('says a connection was deleted elsewhere instead of bringing it back', async () => {
    const mine = await openStore();
    const { profile } = await mine.save({ name: 'Gone', baseUrl: 'https://gone.example.com' });
    const other = await openStore();
    await other.remove(profile.id);

    const error = await mine
      .save({ id: profile.id, name: 'Renamed', baseUrl: 'https://gone.example.com' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PROFILE_NOT_FOUND');
    expect(await savedNames()).toEqual([]);
  });

  it('names the process holding the lock when it does not finish, and saves once it is gone', async () => {
    const holder = liveProcess();
    await writeFile(lockFileOf(file), lockText(holder.pid!, 'retail-inspector web'));
    const store = await openStore(new FakeEncryptor('secure'), 300);

    const error = (await store
      .save({ name: 'A', baseUrl: 'https://a.example.com' })
      .catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('PROFILE_STORE');
    expect(error.message).toContain(`retail-inspector web (pid ${holder.pid}`);
    expect(error.message).toContain('RETAIL_INSPECTOR_DATA_DIR');
    expect(store.list()).toEqual([]);
    expect((await readdir(folder)).sort()).toEqual(['profiles.json.lock']);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    await store.save({ name: 'A', baseUrl: 'https://a.example.com' });
    expect(await savedNames()).toEqual(['A']);
    expect(store.status().notice).toContain(`pid ${holder.pid}`);
  });

  it('takes over a lock left by a process that died mid-save, with a warning, and leaves no lock', async () => {
    const pid = await deadPid();
    await writeFile(lockFileOf(file), lockText(pid, 'retail-inspector web'));
    const store = await openStore();
    await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect(await savedNames()).toEqual(['A']);
    expect(store.status().notice).toMatch(
      new RegExp(`retail-inspector web \\(pid ${pid} .*was interrupted.*taken over`),
    );
    expect((await readdir(folder)).sort()).toEqual(['profiles.json']);
  });
});

describe('two `retail-inspector web` processes on one data folder', () => {
  const hosts: WebHostProcess[] = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.stop()));
  });

  /** Calls `method` on the web host through its RPC, with its key. */
  async function rpc(
    host: WebHostProcess,
    method: string,
    args?: unknown,
  ): Promise<{ ok: boolean; value?: unknown }> {
    const url = new URL(host.url);
    const key = new URLSearchParams(url.hash.slice(1)).get('key') ?? '';
    const res = await exchange(url.origin, `/rpc/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-inspector-key': key },
      body: args === undefined ? '' : JSON.stringify(args),
    });
    return res.json() as { ok: boolean; value?: unknown };
  }

  it('keeps the connections saved through both, and each lists what the other saved', async () => {
    const dataDir = join(folder, 'web');
    const [a, b] = await Promise.all([startWebHost(20_000, '', dataDir), startWebHost(20_000, '', dataDir)]);
    hosts.push(a!, b!);
    const save = (host: WebHostProcess, name: string) =>
      rpc(host, 'saveProfile', { name, baseUrl: `https://${name}.example.com` });
    const names = Array.from({ length: 8 }, (_, i) => [`a${i}`, `b${i}`]).flat();
    const saved = await Promise.all(names.map((name) => save(name.startsWith('a') ? a! : b!, name)));
    expect(saved.every((answer) => answer.ok)).toBe(true);

    for (const host of [a!, b!]) {
      const listed = (await rpc(host, 'listProfiles')).value as {
        profiles: { name: string; demo: boolean }[];
      };
      expect(
        listed.profiles
          .filter((p) => !p.demo)
          .map((p) => p.name)
          .sort(),
      ).toEqual([...names].sort());
    }
    const onDisk = JSON.parse(await readFile(join(dataDir, 'profiles.json'), 'utf8')) as {
      profiles: unknown[];
    };
    expect(onDisk.profiles).toHaveLength(names.length);
  }, 60_000);
});

describe('temporary files of an interrupted save', () => {
  it('are removed at start-up, while a live process’s write under way is left alone', async () => {
    const dead = await deadPid();
    const live = liveProcess();
    const stale = `profiles.json.${dead}.0123abcd.tmp`;
    const underWay = `profiles.json.${live.pid}.89abcdef.tmp`;
    await writeFile(join(folder, stale), '{"interrupted": true}');
    await writeFile(join(folder, underWay), '{"being written": true}');
    await writeFile(join(folder, 'notes.tmp'), 'not ours');

    await openStore();

    expect((await readdir(folder)).sort()).toEqual(['notes.tmp', underWay].sort());
  });

  it('are removed from the captures and opened folders when the app services start', async () => {
    const dataDir = join(folder, 'data');
    const dead = await deadPid();
    for (const sub of ['captures', 'opened']) {
      await mkdir(join(dataDir, sub), { recursive: true });
      await writeFile(join(dataDir, sub, `shop.json.${dead}.0123abcd.tmp`), '{}');
      await writeFile(join(dataDir, sub, 'shop.json'), '{}');
    }
    const services = await createTestAppServices(dataDir);
    await services.dispose();
    expect(await readdir(join(dataDir, 'captures'))).toEqual(['shop.json']);
    expect(await readdir(join(dataDir, 'opened'))).toEqual(['shop.json']);
  });
});

describe('withdrawing weak storage', () => {
  it('leaves no copy of a weakly stored token on disk: not in the file, a temp file or a damaged copy', async () => {
    const weak = new FakeEncryptor('weak');
    const store = await openStore(weak);
    await store.setWeakStorageAllowed(true);
    await store.save({ name: 'Shop', baseUrl: 'https://shop.example.com', token: TOKEN });
    const stored = await readFile(file, 'utf8');
    const sealed = (JSON.parse(stored) as { profiles: { token: { data: string } }[] }).profiles[0]!.token
      .data;
    // Left by saves that were interrupted or damaged: a temp file of a live process, a damaged copy
    // cut off inside the token, and one holding it whole.
    const live = liveProcess();
    await writeFile(join(folder, `profiles.json.${live.pid}.0123abcd.tmp`), stored);
    await writeFile(
      join(folder, 'profiles.json.corrupt-2026-01-01T00-00-00-000Z'),
      stored.slice(0, stored.indexOf(sealed) + 10),
    );
    await writeFile(join(folder, 'profiles.json.corrupt-2026-01-02T00-00-00-000Z'), stored + '\n}garbage');

    await store.setWeakStorageAllowed(false);

    const names = (await readdir(folder)).sort();
    expect(names).toEqual([
      'profiles.json',
      'profiles.json.corrupt-2026-01-01T00-00-00-000Z',
      'profiles.json.corrupt-2026-01-02T00-00-00-000Z',
    ]);
    for (const name of names) {
      const text = await readFile(join(folder, name), 'utf8');
      expect(text, name).not.toContain(sealed.slice(0, 10));
      expect(text, name).not.toContain(TOKEN);
    }
    // The damaged copies keep everything else, for repair by hand.
    expect(await readFile(join(folder, 'profiles.json.corrupt-2026-01-02T00-00-00-000Z'), 'utf8')).toContain(
      '"name": "Shop"',
    );
    // The token stays for this session.
    expect(store.tokenFor(store.list()[0]!.id)).toBe(TOKEN);
  });
});
