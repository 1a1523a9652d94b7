// `retail-inspector exporter` as a real process, against what a web page the operator visits can
// send it: a cross-origin form post to POST /-/reload (an Origin, a Sec-Fetch-Site, a form's content
// type) is refused and reloads nothing; a Host that is not the exporter's own (DNS rebinding) gets
// no answer on any path, while loopback names, --host and --allow-host names do; a fleet file whose
// token_env names a variable outside RETAIL_INSPECTOR_TOKEN… refuses the start (exit 2) and, on a
// reload, keeps the old fleet with the row named in the log.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { sample, scrape, startExporterProcess } from '../helpers/exporter-process';
import { closeAllServers, closedPort } from '../helpers/local-servers';
import { rawRequest } from '../helpers/raw-http';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-exporter-surfaces-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});

async function fleet(name: string, rows: string[]): Promise<string> {
  const file = join(work, name);
  await writeFile(file, ['name,base_url,token_env', ...rows, ''].join('\n'));
  return file;
}

const reloads = (stdout: string) =>
  stdout.split('\n').filter((l) => l.includes('fleet file reloaded')).length;

describe('retail-inspector exporter: POST /-/reload from a web page', () => {
  it.each([
    ['an Origin header', { origin: 'https://any-page.example' }, 403],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }, 403],
    ['a urlencoded form', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['a multipart form', { 'content-type': 'multipart/form-data; boundary=x' }, 415],
    ['a text/plain form', { 'content-type': 'Text/Plain;charset=UTF-8' }, 415],
  ])('refuses one with %s, reloading nothing', async (_what, headers, status) => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const file = await fleet(`form-${status}-${Object.keys(headers)[0]}.csv`, [`one,${down},`]);
    const { cli, url } = await startExporterProcess(file);
    await writeFile(file, ['name,base_url,token_env', `one,${down},`, `two,${down},`, ''].join('\n'));
    const refused = await rawRequest(url, '/-/reload', { method: 'POST', headers });
    expect(refused.status).toBe(status);
    expect(refused.text).toMatch(/^Refused: .*curl -X POST/);
    expect(reloads(cli.stdout())).toBe(0);
    expect(sample((await scrape(url, '/metrics')).body, 'retail_inspector_exporter_targets')).toBe(1);
    // What curl -X POST sends, and a browser's own address-bar navigation (Sec-Fetch-Site none): taken.
    const taken = await rawRequest(url, '/-/reload', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(taken).toMatchObject({ status: 200, text: 'Reloaded: 2 targets.\n' });
  });
});

describe('retail-inspector exporter: reads another web page makes', () => {
  it('refuses a probe or a read by an image or a fetch of another site, and opens its page for a link followed', async () => {
    const file = await fleet('pages.csv', [`one,http://127.0.0.1:${await closedPort()},`]);
    const { url } = await startExporterProcess(file);
    const probes = async () => {
      const text = (await scrape(url, '/metrics')).body;
      return ['success', 'failure']
        .map((result) => sample(text, `retail_inspector_exporter_probes_total{result="${result}"}`) ?? 0)
        .reduce((a, b) => a + b);
    };
    const before = await probes();
    const fromPages: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
      { origin: 'https://any-page.example' },
    ];
    for (const headers of fromPages) {
      for (const path of ['/probe?target=one', '/metrics', '/']) {
        const answer = await rawRequest(url, path, { headers });
        expect(answer.status, `${JSON.stringify(headers)} ${path}`).toBe(403);
        expect(answer.text).toMatch(/^Refused: a request made by another web page/);
      }
    }
    expect(await probes()).toBe(before);
    const followed = await rawRequest(url, '/', {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(followed.status).toBe(200);
    const own = await rawRequest(url, '/metrics', {
      headers: { origin: url, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
  });
});

describe('retail-inspector exporter: the Host header', () => {
  it('answers loopback names on every path and refuses any other Host with 403, logging once what to do', async () => {
    const file = await fleet('host.csv', [`one,http://127.0.0.1:${await closedPort()},`]);
    const { cli, url } = await startExporterProcess(file);
    const port = new URL(url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'LOCALHOST', `127.0.0.2:${port}`])
      expect((await rawRequest(url, '/metrics', { headers: { host } })).status, host).toBe(200);
    for (const host of [`rebound.attacker.example:${port}`, `localhost.attacker.example:${port}`]) {
      for (const [method, path] of [
        ['GET', '/metrics'],
        ['GET', '/probe?target=one'],
        ['GET', '/'],
        ['POST', '/-/reload'],
      ] as const) {
        const answer = await rawRequest(url, path, { method, headers: { host } });
        expect(answer.status, `${host} ${method} ${path}`).toBe(403);
        expect(answer.text).not.toContain('attacker');
      }
    }
    expect(reloads(cli.stdout())).toBe(0);
    const warnings = cli
      .stdout()
      .split('\n')
      .filter((l) => l.includes('--allow-host'));
    expect(warnings).toHaveLength(1);
    expect(cli.stdout()).not.toContain('attacker');
  });

  it('answers a name given with --allow-host, whatever the port (a forwarded one)', async () => {
    const file = await fleet('allow.csv', [`one,http://127.0.0.1:${await closedPort()},`]);
    const { url } = await startExporterProcess(file, ['--allow-host', 'exporter.internal,10.9.8.7']);
    for (const host of ['exporter.internal:9000', 'Exporter.Internal', '10.9.8.7:9941'])
      expect((await rawRequest(url, '/metrics', { headers: { host } })).status, host).toBe(200);
    expect((await rawRequest(url, '/metrics', { headers: { host: 'other.internal' } })).status).toBe(403);
  });

  it('refuses a malformed --allow-host with exit code 2', async () => {
    const file = await fleet('allow-bad.csv', [`one,http://127.0.0.1:${await closedPort()},`]);
    const run = await runCli(['exporter', '--fleet', file, '--port', '0', '--allow-host', 'a.example:80']);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('--allow-host takes host names or addresses');
  });
});

describe('retail-inspector exporter: token_env names only RETAIL_INSPECTOR_TOKEN… variables', () => {
  it('refuses such a fleet file at start with exit code 2, naming the row and what to do', async () => {
    const file = await fleet('stolen.csv', [
      'one,https://a.example,RETAIL_INSPECTOR_TOKEN',
      'two,https://b.example,HOME',
    ]);
    const run = await runCli(['exporter', '--fleet', file, '--port', '0'], { HOME: '/home/operator' });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(`${file}: row 3: tokenEnv: HOME may not be read`);
    expect(run.stderr).toContain('rename the variable and the cell');
  });

  it('keeps the old fleet when a reload finds one, logging the row', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const file = await fleet('reload-stolen.csv', [`one,${down},`]);
    const { cli, url } = await startExporterProcess(file, [], { GITHUB_TOKEN: 'ghp-operators-own-secret' });
    await writeFile(
      file,
      ['name,base_url,token_env', `one,${down},`, `two,${down},GITHUB_TOKEN`, ''].join('\n'),
    );
    const answer = await rawRequest(url, '/-/reload', { method: 'POST' });
    expect(answer.status).toBe(500);
    expect(cli.stdout()).toMatch(/fleet file not reloaded.*row 3: tokenEnv: GITHUB_TOKEN may not be read/);
    expect(sample((await scrape(url, '/metrics')).body, 'retail_inspector_exporter_targets')).toBe(1);
    expect(cli.stdout() + cli.stderr()).not.toContain('ghp-operators-own-secret');
  });
});
