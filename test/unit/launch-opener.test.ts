// What becomes of a file or link the system hands the app (electron/core/host/launch-opener.ts), on
// real files: a dataset is accepted for reading as a dropped one; a bad file and a bad link wait for
// the page with the reason.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_LINK_REASON } from '../../shared/connect-link';
import { datasetPaths } from '../../electron/core/dataset/dataset-paths';
import { acceptDroppedFile } from '../../electron/core/dataset/dropped-file';
import { createLaunchOpener } from '../../electron/core/host/launch-opener';
import { openRequestQueue } from '../../electron/core/platform/open-requests';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-launch-opener-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function opener() {
  const paths = datasetPaths(join(folder, 'captures'));
  let told = 0;
  const queue = openRequestQueue(() => told++);
  const open = createLaunchOpener({
    queue,
    chooseFile: (file) => acceptDroppedFile(paths, file),
  });
  return { open, queue, paths, told: () => told };
}

describe('createLaunchOpener', () => {
  it('accepts a .ridataset file for reading, and tells the page', async () => {
    const file = join(folder, 'shop.ridataset');
    await writeFile(file, '{}');
    const { open, queue, paths, told } = opener();
    await open.openFile(file);
    expect(queue.take()).toEqual([{ kind: 'file', file }]);
    expect(queue.take()).toEqual([]);
    expect(paths.isTrusted(file)).toBe(true);
    expect(told()).toBe(1);
  });

  it('passes on why a file cannot open, without trusting it', async () => {
    const { open, queue, paths } = opener();
    const missing = join(folder, 'gone.ridataset');
    await open.openFile(missing);
    await open.openFile(join(folder, 'notes.txt'));
    expect(queue.take()).toEqual([
      {
        kind: 'fileRefused',
        name: 'gone.ridataset',
        reason: 'gone.ridataset cannot be found; it may have been moved or deleted.',
      },
      {
        kind: 'fileRefused',
        name: 'notes.txt',
        reason: 'notes.txt is not a dataset file: only .ridataset and .json files can be opened.',
      },
    ]);
    expect(paths.isTrusted(missing)).toBe(false);
  });

  it('reads links: a connect link fills the form, one with a token is refused', () => {
    const { open, queue } = opener();
    open.openLink('retail-inspector://connect?name=Shop&baseUrl=https://shop.example.com');
    open.openLink('retail-inspector://connect?baseUrl=https://shop.example.com&token=abc');
    expect(queue.take()).toEqual([
      { kind: 'connect', name: 'Shop', baseUrl: 'https://shop.example.com' },
      { kind: 'linkRefused', reason: TOKEN_LINK_REASON },
    ]);
  });
});
