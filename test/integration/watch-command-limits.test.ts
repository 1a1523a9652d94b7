// `retail-inspector watch` as a real process at its edges: an on-change command that hangs is killed
// with everything it started when the watch stops, and the process ends right after "Stopped."; a
// reader that closes standard output (`watch | head -2`) stops it; fleet rows and webhooks with
// unusable addresses are refused before anything is checked, the password never printed; one watch
// per history folder; a run that could not be checked says what to do, and the first line its date.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  describeRun,
  killAllClis,
  runCli,
  startCli,
  stopCli,
  waitForOutput,
  waitForStdout,
} from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { closeAllServers, closedPort } from '../helpers/local-servers';
import { bounded, until } from '../helpers/waits';

const TOKEN = 'tok-WatchLimits-7c1e92ab55';

let work: string;
let shop: ChangingInstallation | null = null;
const leftovers: number[] = [];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-limits-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  for (const pid of leftovers.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await shop?.cleanup();
  shop = null;
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

describe('retail-inspector watch: stopping', () => {
  it.runIf(process.platform !== 'win32')(
    'kills an on-change command that hangs, with what it started, and exits right after Stopped.',
    async () => {
      shop = await startChangingInstallation(shopDocument(), [TOKEN]);
      const pidFile = join(work, 'hang.pid');
      const cli = startCli(
        [
          'watch',
          '--base-url',
          shop.url,
          '--every',
          '1s',
          '--confirm-runs',
          '1',
          '--on-change',
          `sleep 100000 & echo $! > "${pidFile}"; wait`,
        ],
        { RETAIL_INSPECTOR_TOKEN: TOKEN },
      );
      await waitForStdout(cli, (t) => (t.includes('conforms') ? true : null), 'a first run');
      await shop.serve(shopDocument(), ['another-token-entirely']);
      await waitForStdout(cli, (t) => (t.includes('EVENT') ? true : null), 'the event', 20_000);
      await until(() => readPid(pidFile) !== null, 10_000, 'the on-change command to start');
      const sleeper = readPid(pidFile)!;
      leftovers.push(sleeper);
      const started = performance.now();
      expect(await stopCli(cli, 'SIGINT')).toBe(0);
      // Five seconds for what is under way, then it is cut: never the command's own time.
      expect(performance.now() - started).toBeLessThan(9_000);
      expect(cli.stderr()).toContain(
        `On-change command for "${shop.url}: could not be checked (refused)": killed: watch stopped`,
      );
      expect(cli.stderr()).toMatch(/Stopped\.\n$/);
      await until(() => !alive(sleeper), 2_000, 'the command’s sleep to be killed');
    },
    30_000,
  );

  it('stops as on SIGTERM when the reader of its output goes away', async () => {
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const cli = startCli(['watch', '--base-url', shop.url, '--every', '1s'], {
      RETAIL_INSPECTOR_TOKEN: TOKEN,
    });
    await waitForStdout(cli, (t) => (t.split('\n').length > 2 ? true : null), 'two runs');
    // As `| head -2` does once it has its lines: the reading end of the pipe is closed.
    cli.child.stdout!.destroy();
    expect(await bounded(cli.exited, 10_000, 'the watch to stop')).toBe(0);
    expect(cli.stderr()).toMatch(/Stopped\.\n$/);
  }, 20_000);
});

describe('retail-inspector watch: addresses refused at start', () => {
  it.each([
    ['Shop Nord,127.0.0.1:4180', 'row 3 ("Shop Nord"): its address cannot be used:'],
    [
      'Shop Nord,http://admin:pw-s3cret@127.0.0.1:4180',
      'row 3 ("Shop Nord"): its address cannot be used: Remove the user name and password',
    ],
  ])('refuses a fleet row %j with exit code 2 before anything is checked', async (row, message) => {
    const fleet = join(work, 'bad-row.csv');
    const history = join(work, 'bad-row-history');
    await writeFile(fleet, `name,base_url\nShop Süd,http://127.0.0.1:1\n${row}\n`);
    const run = await runCli(['watch', '--fleet', fleet, '--history', history]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(`${fleet}: ${message}`);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toContain('pw-s3cret');
    expect(existsSync(history)).toBe(false);
  });

  it('refuses a webhook with a user name and password, without printing the password', async () => {
    const run = await runCli([
      'watch',
      '--base-url',
      'http://127.0.0.1:1',
      '--webhook',
      'https://hook-user:pw-s3cret@hooks.example.com/T0',
    ]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('--webhook must not hold a user name or password (user:password@)');
    expect(run.stdout + run.stderr).not.toContain('pw-s3cret');
  });
});

describe('retail-inspector watch: the history folder', () => {
  it('says what to do when --history names a file', async () => {
    const file = join(work, 'a-file');
    await writeFile(file, 'not a folder');
    const run = await runCli(['watch', '--base-url', 'http://127.0.0.1:1', '--history', file]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(
      `--history ${file}: this is a file, not a folder; give a folder (it is created when missing)`,
    );
  });

  it('refuses a second watch on the same folder, and lets one start once the first has stopped', async () => {
    const history = join(work, 'shared-history');
    const port = await closedPort();
    const args = ['watch', '--base-url', `http://127.0.0.1:${port}`, '--every', '1h', '--history', history];
    const first = startCli(args);
    await waitForOutput(first, 'stderr', (t) => (t.includes('Press Ctrl+C') ? true : null), 'the start');
    const second = await runCli(args);
    expect(second.code, describeRun(second)).toBe(2);
    expect(second.stderr).toContain(
      `--history ${history} is in use by retail-inspector watch (pid ${first.child.pid} on ${hostname()}, since `,
    );
    expect(second.stderr).toContain('stop that watch or give another folder');
    expect(await stopCli(first)).toBe(0);
    expect(existsSync(join(history, '.watch.lock'))).toBe(false);
    const third = startCli(args);
    await waitForOutput(third, 'stderr', (t) => (t.includes('Press Ctrl+C') ? true : null), 'the start');
    expect(await stopCli(third)).toBe(0);
  }, 20_000);

  it('takes over the lock of a watch that is gone', async () => {
    const history = join(work, 'stale-history');
    await mkdir(history);
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    await writeFile(
      join(history, '.watch.lock'),
      JSON.stringify({ pid: gone, host: hostname(), command: 'retail-inspector watch', startedAt: 'x' }),
    );
    const port = await closedPort();
    const cli = startCli([
      'watch',
      '--base-url',
      `http://127.0.0.1:${port}`,
      '--every',
      '1h',
      '--history',
      history,
    ]);
    await waitForOutput(cli, 'stderr', (t) => (t.includes('Press Ctrl+C') ? true : null), 'the start');
    expect(await stopCli(cli)).toBe(0);
  });
});

describe('retail-inspector watch: run lines', () => {
  it('dates the first line and says what to do about a run that could not be checked', async () => {
    const port = await closedPort();
    const cli = startCli(['watch', '--base-url', `http://127.0.0.1:${port}`, '--every', '1s']);
    await waitForStdout(cli, (t) => (t.split('\n').length > 2 ? true : null), 'two runs', 15_000);
    expect(await stopCli(cli)).toBe(0);
    const [firstLine, secondLine] = cli.stdout().split('\n');
    expect(firstLine).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d  http://127\\.0\\.0\\.1:${port}: could not be checked \\(unreachable\\).*Check the address and port, and that the installation is running\\.\\)$`,
      ),
    );
    expect(secondLine).toMatch(/^\d\d:\d\d:\d\d {2}/);
  }, 20_000);
});
