// `retail-inspector exporter --maintenance FILE` as a real process over a real embedded server: the
// probe answer of a target in a window carries retail_inspector_maintenance 1 (a gauge with its HELP,
// beside the verdict as ever), every other target 0; the windows are read again with the fleet on
// POST /-/reload, a bad file then keeping both in use; a bad file at start is a usage error naming
// the file and the JSON path.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis, runCli } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { shopDocument, startChangingInstallation } from '../helpers/changing-installation';
import { promtoolCheckMetrics, sample, scrape, startExporterProcess } from '../helpers/exporter-process';

const TOKEN = 'tok-ExporterMaint-3c9e14ab70';

let work: string;
beforeAll(async () => void (work = await mkdtemp(join(tmpdir(), 'ri-exporter-maint-'))));
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeEmbeddedServers();
});

// A daily window that began a minute ago (UTC), for `targets`.
const windowsNow = (targets: string[] | '*') =>
  JSON.stringify({
    windows: [
      {
        targets,
        start: new Date(Date.now() - 60_000).toISOString().slice(0, 19),
        duration: '1h',
        every: 'day',
        timezone: 'UTC',
      },
    ],
  });

const probe = async (url: string, target: string) => {
  const answer = await scrape(url, `/probe?target=${encodeURIComponent(target)}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('retail-inspector exporter --maintenance', () => {
  it('answers retail_inspector_maintenance 1 for a target in a window, 0 for the others, reloaded with the fleet', async () => {
    const shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const fleet = join(work, 'fleet.csv');
    await writeFile(
      fleet,
      `name,base_url,token_env\nShop Köln,${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\nShop Bonn,${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\n`,
    );
    const windows = join(work, 'windows.json');
    await writeFile(windows, windowsNow(['Shop Köln']));
    const { url } = await startExporterProcess(fleet, ['--maintenance', windows], {
      RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN,
    });

    const koeln = await probe(url, 'Shop Köln');
    expect(sample(koeln, 'retail_inspector_maintenance')).toBe(1);
    expect(koeln).toContain(
      '# HELP retail_inspector_maintenance Whether the target is in a maintenance window',
    );
    expect(koeln).toContain('# TYPE retail_inspector_maintenance gauge');
    // The probe ran as ever: the verdict is there beside it.
    expect(sample(koeln, 'retail_inspector_conforms')).toBe(1);
    expect((await promtoolCheckMetrics(koeln)).code).toBe(0);
    expect(sample(await probe(url, 'Shop Bonn'), 'retail_inspector_maintenance')).toBe(0);

    // The windows change with the fleet on POST /-/reload.
    await writeFile(windows, windowsNow(['Shop Bonn']));
    expect((await scrape(url, '/-/reload', { method: 'POST' })).status).toBe(200);
    expect(sample(await probe(url, 'Shop Köln'), 'retail_inspector_maintenance')).toBe(0);
    expect(sample(await probe(url, 'Shop Bonn'), 'retail_inspector_maintenance')).toBe(1);

    // A bad file on reload keeps what was in use.
    await writeFile(windows, JSON.stringify({ windows: [{ targets: '*', start: 'soon' }] }));
    const bad = await scrape(url, '/-/reload', { method: 'POST' });
    expect(bad.status).toBe(500);
    expect(sample(await probe(url, 'Shop Bonn'), 'retail_inspector_maintenance')).toBe(1);
    await shop.cleanup();
  });

  it('answers 0 without --maintenance', async () => {
    const fleet = join(work, 'plain.csv');
    await writeFile(fleet, 'name,base_url\nShop,http://127.0.0.1:1\n');
    const { url } = await startExporterProcess(fleet);
    expect(sample(await probe(url, 'Shop'), 'retail_inspector_maintenance')).toBe(0);
  });

  it('refuses a bad file at start, naming the file and the JSON path', async () => {
    const fleet = join(work, 'one.csv');
    await writeFile(fleet, 'name,base_url\nShop,http://127.0.0.1:1\n');
    const bad = join(work, 'bad.yaml');
    await writeFile(
      bad,
      'windows:\n  - targets: "*"\n    start: "2026-12-02T02:00"\n    duration: 2h\n    every: "0 2 * *"\n    timezone: UTC\n',
    );
    const run = await runCli(['exporter', '--fleet', fleet, '--port', '0', '--maintenance', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${bad}: windows[0].every: not a cron expression`);
  });
});
