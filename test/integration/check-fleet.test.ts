// `check --fleet`: many installations at once, broken ones among them, over real loopback HTTP.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createV2Client } from '../../electron/core/client/v2-client';
import { checkFleet } from '../../electron/core/fleet/check-fleet';
import { readFleetFile, type FleetEntry } from '../../electron/core/fleet/fleet-file';
import { loadDataset, type LoadedDataset } from '../../electron/core/dataset/load-dataset';
import { isAppError } from '../../electron/core/lib/app-error';
import { closeAllServers, closedPort, startHttpServer, startRawServer } from '../helpers/local-servers';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { writeDatasetFolder } from '../helpers/temp-dataset';
import { conformingInfo, html, json, startFakeInstallation } from '../helpers/fake-installation';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';

const TOKEN = 'fleet-tok-Q7v2-secret';
const fetchImpl = (url: string, init: RequestInit) => fetch(url, init);
const deps = { client: createV2Client({ fetch: fetchImpl }), fetch: fetchImpl };

let folder: Awaited<ReturnType<typeof writeDatasetFolder>>;
let dataset: LoadedDataset;
let work = '';

beforeAll(async () => {
  folder = await writeDatasetFolder();
  dataset = await loadDataset(folder.file);
  work = await mkdtemp(join(tmpdir(), 'ri-fleet-'));
});
afterEach(async () => {
  await killAllClis();
  await closeEmbeddedServers();
  await closeAllServers();
});
afterAll(async () => {
  await folder.cleanup();
  await rm(work, { recursive: true, force: true });
});

async function goodInstallation(tokens: string[] = []): Promise<string> {
  return (await startTrackedServer({ dataset, tokens })).url;
}

describe('checkFleet', () => {
  it('checks 50 installations, broken ones among them, within its bound, and keeps going past failures', async () => {
    const entries: FleetEntry[] = [];
    const expected: number[] = [];
    const add = (name: string, baseUrl: string, exit: number, tokenEnv?: string) => {
      entries.push({ name, baseUrl, tokenEnv, insecure: false });
      expected.push(exit);
    };
    for (let i = 0; i < 36; i++) add(`shop-${i}`, await goodInstallation(), 0);
    for (let i = 0; i < 4; i++)
      add(`protected-${i}`, await goodInstallation([TOKEN]), 0, 'RETAIL_INSPECTOR_TOKEN_FLEET');
    add('wrong-token', await goodInstallation(['another-token-entirely']), 2, 'RETAIL_INSPECTOR_TOKEN_FLEET');
    add('missing-variable', await goodInstallation([TOKEN]), 2, 'RETAIL_INSPECTOR_TOKEN_NOT_SET_ANYWHERE');
    for (let i = 0; i < 3; i++) add(`closed-${i}`, `http://127.0.0.1:${await closedPort()}`, 2);
    for (let i = 0; i < 2; i++) add(`hangs-${i}`, (await startRawServer(() => undefined)).url, 2);
    const html = await startHttpServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Login</html>'),
    );
    add('html', html.url, 2);
    const wrongShape = await startHttpServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, id: 7 })),
    );
    add('wrong-shape', wrongShape.url, 1);
    add('bad-address', 'ftp://example.com', 2);
    expect(entries).toHaveLength(50);

    const started = performance.now();
    const report = await checkFleet(deps, entries, {
      timeoutMs: 800,
      concurrency: 10,
      env: { RETAIL_INSPECTOR_TOKEN_FLEET: TOKEN },
    });
    const elapsed = performance.now() - started;

    expect(report.installations.map((i) => i.name)).toEqual(entries.map((e) => e.name));
    expect(report.installations.map((i) => i.report.exitCode)).toEqual(expected);
    expect(report.exitCode).toBe(2);
    const causeOf = (name: string) => report.installations.find((i) => i.name === name)?.report.cause;
    expect(
      ['wrong-token', 'missing-variable', 'closed-0', 'hangs-0', 'html', 'bad-address'].map(causeOf),
    ).toEqual(['refused', 'no-token', 'unreachable', 'timeout', 'wrong-address', 'usage']);
    expect(report.installations.find((i) => i.name === 'wrong-shape')?.report.outcome).toBe('violates');
    expect(
      report.installations.find((i) => i.name === 'missing-variable')?.report.checks[0]?.message,
    ).toMatch(/NOT_SET_ANYWHERE is not set/);
    // Two hanging installations, each bounded by its timeouts, in a pool of 10: far below 50 x timeout.
    expect(elapsed).toBeLessThan(15_000);
    expect(JSON.stringify(report)).not.toContain(TOKEN);
  });
});

describe('readFleetFile', () => {
  it('reads CSV with a header row, and JSON in both forms', async () => {
    const csv = join(work, 'fleet.csv');
    await writeFile(
      csv,
      'name,base_url,token_env\n"Shop, Berlin",https://a.example,RETAIL_INSPECTOR_TOKEN_A\n# a comment\nShop B,https://b.example,\n',
    );
    expect(await readFleetFile(csv)).toEqual([
      {
        name: 'Shop, Berlin',
        baseUrl: 'https://a.example',
        tokenEnv: 'RETAIL_INSPECTOR_TOKEN_A',
        insecure: false,
      },
      { name: 'Shop B', baseUrl: 'https://b.example', insecure: false },
    ]);
    const json = join(work, 'fleet.json');
    await writeFile(json, JSON.stringify({ installations: [{ name: 'A', baseUrl: 'https://a.example' }] }));
    expect(await readFleetFile(json)).toHaveLength(1);
  });

  it('names the row of a key a row should not have, without a path', async () => {
    const file = join(work, 'extra-key.json');
    await writeFile(file, JSON.stringify([{ name: 'A', baseUrl: 'https://a.example', tokne: 'x' }]));
    await expect(readFleetFile(file)).rejects.toThrow(/: row 1: Unrecognized key: "tokne"/);
  });

  it('refuses a fleet with a bad row, naming the file and the row', async () => {
    const file = join(work, 'bad.csv');
    await writeFile(file, 'name,base_url,token_env\nA,https://a.example,not a variable\n');
    const error = await readFleetFile(file).catch((e: unknown) => e);
    expect(isAppError(error, 'USAGE')).toBe(true);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toMatch(/row 2: tokenEnv: expected an environment variable name/);
  });
});

describe('readFleetFile: the limits the watch history keeps', () => {
  it('reads a name of 200 characters and a base URL of 2,000, and refuses longer ones, naming the row', async () => {
    const file = join(work, 'long.json');
    const name = 'N'.repeat(200);
    const baseUrl = `https://a.example/${'p'.repeat(1_982)}`;
    await writeFile(file, JSON.stringify([{ name, baseUrl }]));
    expect(await readFleetFile(file)).toEqual([{ name, baseUrl, insecure: false }]);
    await writeFile(
      file,
      JSON.stringify([
        { name, baseUrl },
        { name: `${name}x`, baseUrl: 'https://b.example' },
      ]),
    );
    await expect(readFleetFile(file)).rejects.toThrow(
      /row 2: name: expected a name of at most 200 characters/,
    );
    await writeFile(file, JSON.stringify([{ name: 'A', baseUrl: `${baseUrl}x` }]));
    await expect(readFleetFile(file)).rejects.toThrow(
      /row 1: baseUrl: expected a base URL of at most 2000 characters/,
    );
  });
});

describe('retail-inspector check --fleet', () => {
  it('prints a table and exits with the worst code; one unreachable installation does not stop the rest', async () => {
    const file = join(work, 'cli-fleet.csv');
    await writeFile(
      file,
      `name,base_url,token_env\ngood,${await goodInstallation()},\nprotected,${await goodInstallation([TOKEN])},RETAIL_INSPECTOR_TOKEN_FLEET\ndown,http://127.0.0.1:${await closedPort()},\n`,
    );
    const run = await runCli(['check', '--fleet', file, '--timeout', '2000'], {
      RETAIL_INSPECTOR_TOKEN_FLEET: TOKEN,
    });
    expect(run.code, describeRun(run)).toBe(2);
    // The pool of 8 never runs more than the 3 there are: the line says what really happens.
    expect(run.stderr).toContain('Checking 3 installations, 3 at a time');
    expect(run.stderr).toMatch(/^ {2}\[\d\/3\] down: not checked \(unreachable\), exit 2$/m);
    expect(run.stdout).toMatch(/^good\s+conforms\s+-\s/m);
    expect(run.stdout).toMatch(/^protected\s+conforms/m);
    expect(run.stdout).toMatch(/^down\s+not checked\s+unreachable\s/m);
    expect(run.stdout).toContain(
      'Result: 2 conform, 0 violate the specification, 1 could not be checked (1 unreachable) (exit 2)',
    );
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  });

  it('names the cause of every installation it could not check, and a down shop is no violating one', async () => {
    const good = await goodInstallation();
    const violating = await startFakeInstallation({
      info: (_req, base) => json({ ...conformingInfo(base), default_currency: 'XXY' }),
    });
    const gateway = await startFakeInstallation({
      info: () => html('<h1>502 Bad Gateway</h1>', 502),
      categories: () => html('<h1>502 Bad Gateway</h1>', 502),
    });
    const silent = await startRawServer(() => undefined);
    const rows = [
      ['conforming', good, ''],
      ['violating', violating.url, ''],
      ['refusing', await goodInstallation([TOKEN]), 'RETAIL_INSPECTOR_TOKEN_WRONG'],
      ['api-suffix', `${good}/api`, ''],
      ['behind-proxy', gateway.url, ''],
      ['down', `http://127.0.0.1:${await closedPort()}`, ''],
      ['tls-to-plain', good.replace('http://', 'https://'), ''],
      ['silent', silent.url, ''],
      ['no-scheme', good.replace('http://', ''), ''],
    ];
    const file = join(work, 'one-of-each.csv');
    await writeFile(file, `name,base_url,token_env\n${rows.map((row) => row.join(',')).join('\n')}\n`);
    const run = await runCli(['check', '--fleet', file, '--timeout', '1000'], {
      RETAIL_INSPECTOR_TOKEN_WRONG: 'not-the-token-of-this-shop',
    });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('Checking 9 installations, 8 at a time');
    const verdicts = [
      ['conforming', 'conforms', '-'],
      ['violating', 'violates', '-'],
      ['refusing', 'not checked', 'refused'],
      ['api-suffix', 'not checked', 'wrong-address'],
      ['behind-proxy', 'not checked', 'gateway-error'],
      ['down', 'not checked', 'unreachable'],
      ['tls-to-plain', 'not checked', 'tls'],
      ['silent', 'not checked', 'timeout'],
      ['no-scheme', 'not checked', 'usage'],
    ];
    for (const [name, result, cause] of verdicts)
      expect(run.stdout, describeRun(run)).toMatch(new RegExp(`^${name}\\s+${result}\\s+${cause}\\s`, 'm'));
    expect(run.stdout).toContain(
      'Result: 1 conforms, 1 violates the specification, 7 could not be checked (1 refused, 1 wrong-address, 1 gateway-error, 1 unreachable, 1 tls, 1 timeout, 1 usage) (exit 2)',
    );
    expect(run.stdout + run.stderr).not.toContain('not-the-token-of-this-shop');
  });

  it('calls an installation whose variable is unset "not checked" for our cause no-token, not "unreachable"', async () => {
    // Nothing was tried: the table's verdict must not send the reader to the network.
    const file = join(work, 'unset-fleet.csv');
    await writeFile(
      file,
      `name,base_url,token_env\nnokey,${await goodInstallation([TOKEN])},RETAIL_INSPECTOR_TOKEN_UNSET\n`,
    );
    const run = await runCli(['check', '--fleet', file, '--timeout', '2000']);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toMatch(/^nokey\s+not checked\s+no-token\s.*RETAIL_INSPECTOR_TOKEN_UNSET is not set/m);
    expect(run.stdout).not.toContain('unreachable');
  });

  it('reads the token column and field as the exporter and the app do: the token cell wins over token_env', async () => {
    const csv = join(work, 'token-column.csv');
    await writeFile(
      csv,
      [
        'name,base_url,token_env,insecure,token',
        `column,${await goodInstallation([TOKEN])},,,${TOKEN}`,
        `both,${await goodInstallation([TOKEN])},RETAIL_INSPECTOR_TOKEN_WRONG,,${TOKEN}`,
        `none,${await goodInstallation()},,,`,
        '',
      ].join('\n'),
    );
    const run = await runCli(['check', '--fleet', csv, '--timeout', '2000'], {
      RETAIL_INSPECTOR_TOKEN_WRONG: 'not-the-token-of-this-shop',
    });
    expect(run.code, describeRun(run)).toBe(0);
    for (const name of ['column', 'both', 'none'])
      expect(run.stdout).toMatch(new RegExp(`^${name}\\s+conforms`, 'm'));
    const json = join(work, 'token-field.json');
    await writeFile(
      json,
      JSON.stringify([{ name: 'field', baseUrl: await goodInstallation([TOKEN]), token: TOKEN }]),
    );
    const fromJson = await runCli(['check', '--fleet', json, '--json']);
    expect(fromJson.code, describeRun(fromJson)).toBe(0);
    expect(run.stdout + run.stderr + fromJson.stdout + fromJson.stderr).not.toContain(TOKEN);
  });

  it('refuses a token_env outside RETAIL_INSPECTOR_TOKEN…, naming the row, and calls no installation', async () => {
    const calls: string[] = [];
    const author = await startHttpServer((req, res) => {
      calls.push(req.headers.authorization ?? '');
      res.writeHead(404).end();
    });
    const file = join(work, 'shared-by-someone.csv');
    await writeFile(
      file,
      `name,base_url,token_env\nfine,${author.url},\nauthor,${author.url},GITHUB_TOKEN\n`,
    );
    const run = await runCli(['check', '--fleet', file, '--timeout', '2000'], {
      GITHUB_TOKEN: 'ghp-operators-own-secret',
    });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(`${file}: row 3: tokenEnv: GITHUB_TOKEN may not be read`);
    expect(run.stderr).toContain('begins with RETAIL_INSPECTOR_TOKEN');
    expect(run.stderr).toContain('rename the variable and the cell');
    expect(calls).toEqual([]);
    expect(run.stdout + run.stderr).not.toContain('ghp-operators-own-secret');
  });

  it('prints one JSON report with --json', async () => {
    const file = join(work, 'cli-fleet.json');
    await writeFile(file, JSON.stringify([{ name: 'good', baseUrl: await goodInstallation() }]));
    const run = await runCli(['check', '--fleet', file, '--json']);
    expect(run.code, describeRun(run)).toBe(0);
    const report = JSON.parse(run.stdout) as {
      ok: boolean;
      installations: { name: string; report: { exitCode: number } }[];
    };
    expect(report.ok).toBe(true);
    expect(report.installations[0]).toMatchObject({ name: 'good', report: { exitCode: 0 } });
  });

  it('refuses --fleet together with --base-url, and a missing fleet file, with exit 2 and no stack trace', async () => {
    const both = await runCli(['check', '--fleet', 'x.csv', '--base-url', 'https://a.example']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--fleet takes its addresses and tokens from the file/);
    const missing = await runCli(['check', '--fleet', join(work, 'nope.csv')]);
    expect(missing.code).toBe(2);
    // The same words as a dataset file that is not there.
    expect(missing.stderr).toContain(`${join(work, 'nope.csv')}: cannot be read (no such file)`);
    expect(missing.stderr).not.toMatch(/^\s+at /m);
  });
});
