// `retail-inspector watch` writes its lines in the order of their times, as a log is read: runs go on
// side by side, and a slow installation's run ends after a quick one's that began later, so a line
// carries the time it is written (its run ended then), and the run's start stays in `at`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { startChangingInstallation, type ChangingInstallation } from '../helpers/changing-installation';

const SLOW_MS = 1_500;

let work: string;
let slow: ChangingInstallation;
let quick: ChangingInstallation;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-order-'));
  slow = await startChangingInstallation();
  quick = await startChangingInstallation();
  slow.server().setFaults({ latencyMs: SLOW_MS, failRate: 0 });
});
afterAll(async () => {
  await Promise.all([slow.cleanup(), quick.cleanup()]);
  await closeEmbeddedServers();
  await rm(work, { recursive: true, force: true });
});
afterEach(() => killAllClis());

interface RunLine {
  readonly name: string;
  readonly time: string;
  readonly at: number;
}

describe('watch: lines in time order', () => {
  it('stamps a slow run when it ended, so the quick run begun later comes first and earlier', async () => {
    const fleet = join(work, 'fleet.csv');
    await writeFile(fleet, `name,base_url\nSlow shop,${slow.url}\nQuick shop,${quick.url}\n`);
    const cli = startCli(['watch', '--fleet', fleet, '--every', '1m', '--log-format', 'json']);
    const runs = () =>
      cli
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"type":"run"'))
        .map((line) => JSON.parse(line) as RunLine);
    await waitForStdout(cli, () => (runs().length >= 2 ? true : null), 'a run of each shop', 20_000);
    expect(await stopCli(cli, 'SIGINT')).toBe(0);

    const [first, second] = runs();
    expect([first!.name, second!.name]).toEqual(['Quick shop', 'Slow shop']);
    // The times read down the log as they happened…
    expect(Date.parse(second!.time)).toBeGreaterThanOrEqual(Date.parse(first!.time));
    // …because the slow run's line is stamped when it ended, not when it began.
    expect(Date.parse(second!.time) - second!.at).toBeGreaterThanOrEqual(SLOW_MS);
  });
});
