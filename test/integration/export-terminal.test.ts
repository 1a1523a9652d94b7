// `retail-inspector export` without --out on a real terminal (a pseudo-terminal made by util-linux's
// `script`): an installation's escape sequences in a category's name are shown as \u001b, never
// sent to the screen, and one line says that a file or a pipe gets the exact bytes. A pipe still
// gets them exactly (export-command.test.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { json, startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';
import { CLI_BIN } from '../helpers/repo-paths';

const run = promisify(execFile);
const TOKEN = 'tok-Terminal-Export-51c0';
const ESC = '\u001b';

afterEach(() => closeAllServers());

const quoted = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

describe('export to a terminal', () => {
  it('shows control characters of the rows as \\uXXXX and says so once', async () => {
    const server = await startFakeInstallation({
      categories: () =>
        json({
          status: true,
          rows: [
            { id: '1', code: 'A', name: `Rot${ESC}[31m`, slug: 'rot', image: 'https://shop.test/1.png' },
            {
              id: '2',
              code: 'B',
              name: `Titel${ESC}]0;pwned\u0007`,
              slug: 'b',
              image: 'https://shop.test/2.png',
            },
            { id: '3', code: 'C', name: 'Käse', slug: 'kaese', image: 'https://shop.test/3.png' },
          ],
        }),
    });
    const command = [process.execPath, CLI_BIN, 'export', '--base-url', server.url, '--format', 'csv']
      .map(quoted)
      .join(' ');
    const { stdout } = await run('script', ['-qec', command, '/dev/null'], {
      env: { ...process.env, RETAIL_INSPECTOR_TOKEN: TOKEN, NO_COLOR: '1' },
      timeout: 30_000,
    });
    expect(stdout).not.toContain(ESC);
    expect(stdout).not.toContain('\u0007');
    expect(stdout).not.toContain('\uFEFF');
    expect(stdout).toContain('1,A,Rot\\u001b[31m,rot,https://shop.test/1.png');
    expect(stdout).toContain('2,B,Titel\\u001b]0;pwned\\u0007,b,https://shop.test/2.png');
    expect(stdout).toContain('3,C,Käse,kaese,https://shop.test/3.png');
    expect(stdout).toContain(
      '2 lines hold control characters, shown as \\uXXXX on this terminal; --out FILE or a pipe writes them exactly.',
    );
    expect(stdout).not.toContain(TOKEN);
  });
});
