// Reading watch.json as a user's data folder may hold it: missing is the defaults; a named pipe or a
// folder in its place, or a file too large, is a notice (nothing watched, nothing waited on), never a
// hang of the app's start or an error.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WATCH_SETTINGS, readWatchSettings } from '../../electron/core/watch/watch-settings';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ri-watch-settings-'));
  file = join(dir, 'watch.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('readWatchSettings', () => {
  it('takes a missing file for the defaults, without a notice', async () => {
    expect(await readWatchSettings(file)).toEqual(DEFAULT_WATCH_SETTINGS);
  });

  it('reads a named pipe in its place without waiting on it: nothing watched, and a notice', async () => {
    execFileSync('mkfifo', [file]);
    // Nobody writes to the pipe: a blocking read would never return (the test would time out).
    const read = await readWatchSettings(file);
    expect(read.every).toEqual({});
    expect(read.notice).toBe(
      `The watch settings could not be read (${file}: is not a file), so no connection is watched; choose again and they are saved anew.`,
    );
  });

  it('says a folder in its place, or a file over the size a settings file can have, without reading it', async () => {
    await mkdir(file);
    expect((await readWatchSettings(file)).notice).toMatch(/watch\.json: is not a file\), so no connection/);
    await rm(file, { recursive: true });
    await writeFile(file, ' '.repeat(2_000_001));
    expect((await readWatchSettings(file)).notice).toMatch(
      /watch\.json: is 2\.000001 MB, larger than the 2\.000000 MB limit of a watch settings file/,
    );
  });
});
