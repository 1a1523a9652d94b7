// What a command line asks the app to open (electron/shell/launch-args.ts), the first instance's and
// a second one's as Electron hands it over: Chromium's switches added, the order changed.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchRequests, LAUNCH_MAX_ITEMS, relaunchArgs } from '../../electron/shell/launch-args';

const LINK = 'retail-inspector://connect?baseUrl=https://shop.example.com';

describe('launchRequests', () => {
  it('finds the packaged app’s file and link, relative paths from the working folder', () => {
    expect(
      launchRequests(['/opt/Retail Inspector/retail-inspector', 'shop.ridataset', LINK], '/home/me'),
    ).toEqual({
      files: [resolve('/home/me', 'shop.ridataset')],
      links: [LINK],
    });
  });

  it('skips Chromium’s switches wherever they are, the app’s own path and what is no dataset', () => {
    const argv = [
      '/usr/lib/electron/electron',
      '--allow-file-access-from-files',
      '.',
      '--original-process-start-time=13213718723637733',
      '/data/old.json',
      'notes.txt',
      '-psn_0_12345',
      'dist/electron/main.js',
    ];
    expect(launchRequests(argv, '/home/me')).toEqual({ files: ['/data/old.json'], links: [] });
  });

  it('opens at most a handful of files at once', () => {
    const many = Array.from({ length: 50 }, (_, i) => `/data/${i}.ridataset`);
    expect(launchRequests(['exe', ...many], '/').files).toHaveLength(LAUNCH_MAX_ITEMS);
  });
});

describe('relaunchArgs', () => {
  it('keeps the app’s own arguments, drops what it opened already, and adds what the new start asked for', () => {
    const own = ['/usr/lib/electron/electron', '.', '--inspect-brk=0', '/data/opened-before.ridataset'];
    const second = [
      '/usr/lib/electron/electron',
      '--allow-file-access-from-files',
      'new.ridataset',
      'retail-inspector://connect?name=Nord&baseUrl=https%3A%2F%2Fnord.example.test',
    ];
    expect(relaunchArgs(own, second, '/home/me')).toEqual([
      '.',
      '--inspect-brk=0',
      '/home/me/new.ridataset',
      'retail-inspector://connect?name=Nord&baseUrl=https%3A%2F%2Fnord.example.test',
    ]);
  });
});
