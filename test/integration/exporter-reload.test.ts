// `retail-inspector exporter` as a real process, its fleet file changing under it: SIGHUP and
// POST /-/reload take a good file into use, a bad one keeps the fleet in use with an error in the
// log (never quoting the file's tokens) and a count in /metrics; a bad file at start is a usage
// error; it listens on 127.0.0.1 unless told otherwise; JSON log lines; SIGTERM stops it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { sample, scrape, startExporterProcess } from '../helpers/exporter-process';
import { closeAllServers, closedPort } from '../helpers/local-servers';

const FILE_TOKEN = 'tok-ExporterReload-77ac01e9f3';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-exporter-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});

async function fleet(name: string, rows: string[]): Promise<string> {
  const file = join(work, name);
  await writeFile(file, ['name,base_url,token_env,insecure,token', ...rows, ''].join('\n'));
  return file;
}

const targets = async (url: string) =>
  sample((await scrape(url, '/metrics')).body, 'retail_inspector_exporter_targets');
const reloadErrors = async (url: string) =>
  sample((await scrape(url, '/metrics')).body, 'retail_inspector_exporter_fleet_reload_errors_total');

describe('retail-inspector exporter: reloading the fleet file', () => {
  it('takes a changed file into use on SIGHUP, and keeps the old fleet when the file is bad', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const file = await fleet('hup.csv', [`one,${down},,,`]);
    const { cli, url } = await startExporterProcess(file);
    expect((await scrape(url, '/probe?target=two')).status).toBe(400);

    await writeFile(
      file,
      ['name,base_url,token_env,insecure,token', `one,${down},,,`, `two,${down},,,`].join('\n'),
    );
    cli.child.kill('SIGHUP');
    await waitForStdout(cli, (text) => (text.includes('fleet file reloaded') ? true : null), 'the reload');
    expect(await targets(url)).toBe(2);
    expect((await scrape(url, '/probe?target=two')).status).toBe(200);

    // A quote the CSV reader stops at, inside the token: its message would quote the token.
    await writeFile(file, `name,base_url,token_env,insecure,token\nthree,${down},,,${FILE_TOKEN}"x\n`);
    cli.child.kill('SIGHUP');
    await waitForStdout(cli, (text) => (text.includes('not reloaded') ? true : null), 'the failed reload');
    expect(await reloadErrors(url)).toBe(1);
    expect(await targets(url)).toBe(2);
    expect((await scrape(url, '/probe?target=two')).status).toBe(200);
    expect(cli.stdout() + cli.stderr()).not.toContain(FILE_TOKEN);
  });

  it('reloads on POST /-/reload, answering 500 for a bad file and 405 for GET', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const file = await fleet('post.csv', [`one,${down},,,`]);
    const { url } = await startExporterProcess(file);
    expect((await scrape(url, '/-/reload')).status).toBe(405);

    await writeFile(
      file,
      ['name,base_url,token_env,insecure,token', `one,${down},,,`, `one,${down},,,`].join('\n'),
    );
    const bad = await scrape(url, '/-/reload', { method: 'POST' });
    expect(bad.status).toBe(500);
    expect(bad.body).toContain('previous fleet stays in use');
    expect(await targets(url)).toBe(1);

    await writeFile(
      file,
      ['name,base_url,token_env,insecure,token', `one,${down},,,`, `two,${down},,,`].join('\n'),
    );
    const good = await scrape(url, '/-/reload', { method: 'POST' });
    expect(good).toMatchObject({ status: 200, body: 'Reloaded: 2 targets.\n' });
    expect(await reloadErrors(url)).toBe(1);
  });
});

describe('retail-inspector exporter: starting and stopping', () => {
  it('listens on 127.0.0.1 by default, logs JSON lines with --log-format json, and stops on SIGTERM', async () => {
    const file = await fleet('json.csv', [`one,http://127.0.0.1:${await closedPort()},,,${FILE_TOKEN}`]);
    const { cli, url } = await startExporterProcess(file, ['--log-format', 'json']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const first = JSON.parse(cli.stdout().split('\n')[0]!) as Record<string, unknown>;
    expect(first).toMatchObject({ level: 'info', msg: `Listening on ${url}`, fleet: file });
    expect(await stopCli(cli, 'SIGTERM')).toBe(0);
    expect(cli.stderr()).toContain('Stopped.');
  });

  it('refuses a bad fleet file at start with exit code 2, naming the row', async () => {
    const file = await fleet('bad.csv', ['one,,,,']);
    const run = await runCli(['exporter', '--fleet', file, '--port', '0']);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('row 2');
    expect(run.stderr).toContain('baseUrl');
  });

  it('refuses to start without --fleet, exit code 2', async () => {
    const run = await runCli(['exporter', '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--fleet FILE is required');
  });
});
