// `retail-inspector watch --history DIR` whose snapshot settings (DIR/.snapshots/settings.json) cannot
// be read: it says so on standard error at its start, and prunes nothing on a guess. A real process
// against a real embedded server.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';

let work: string;
let shop: ChangingInstallation | null = null;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-snapshot-settings-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeEmbeddedServers();
  await shop?.cleanup();
  shop = null;
});

describe('retail-inspector watch: snapshot settings that cannot be read', () => {
  it('warns at its start and keeps its snapshots', async () => {
    shop = await startChangingInstallation(shopDocument(), []);
    const history = join(work, 'history');
    const settings = join(history, '.snapshots', 'settings.json');
    await mkdir(join(history, '.snapshots'), { recursive: true });
    await writeFile(settings, '{"keep": 200');
    const cli = startCli(['watch', '--base-url', shop.url, '--every', '1s', '--history', history]);
    await waitForStdout(cli, (t) => (t.includes('conforms') ? true : null), 'the first run');
    expect(await stopCli(cli, 'SIGINT')).toBe(0);
    expect(cli.stderr()).toContain(
      `Warning: The snapshot settings could not be read (${settings} is not valid JSON), so no snapshot is pruned until the file is corrected or deleted (it holds {"keep": 20}, say), or the number to keep is saved again in the app's Changes view.`,
    );
    // The file is left as it was, for the user to mend or replace.
    expect(await readFile(settings, 'utf8')).toBe('{"keep": 200');
  }, 20_000);
});
