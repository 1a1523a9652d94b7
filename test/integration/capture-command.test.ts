// `retail-inspector capture` as a user runs it: the built command in a child process against a local
// embedded server (and a node:http installation with a broken image). Exit codes as `check`; the
// token never printed. Every process and server is stopped after its test; every wait is bounded.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from '../../electron/core/server/embedded-server';
import { describeRun, killAllClis, runCli, startCli, stopCli, type CliRun } from '../helpers/cli-process';
import { startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, closedPort } from '../helpers/local-servers';
import { rawRequest } from '../helpers/raw-http';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { until } from '../helpers/waits';

const TOKEN = 'tok-Capture-Cli-5e1a9c77';
const STACK_LINE = /^\s+at /m;

let work: string;
let out: string;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-capture-cli-'));
  out = join(work, 'capture.json');
  cleanups.push(() => rm(work, { recursive: true, force: true }));
});

afterEach(async () => {
  await killAllClis();
  await closeAllServers();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** The embedded server on a temp dataset with local images only, requiring TOKEN. */
async function serveEmbedded(): Promise<EmbeddedServer> {
  const document = validDatasetDocument();
  document.categories = document.categories.filter((row) => !String(row.image).startsWith('https:'));
  const folder = await writeDatasetFolder(document);
  cleanups.push(folder.cleanup);
  const server = await startEmbeddedServer({ dataset: await loadDataset(folder.file), tokens: [TOKEN] });
  cleanups.push(() => server.close());
  return server;
}

function capture(baseUrl: string, args: string[] = [], env: Record<string, string> = {}): Promise<CliRun> {
  return runCli(['capture', '--base-url', baseUrl, '--out', out, ...args], env);
}

function expectNoToken(run: CliRun): void {
  expect(run.stdout).not.toContain(TOKEN);
  expect(run.stderr).not.toContain(TOKEN);
}

describe('retail-inspector capture', () => {
  it('exits 0 and writes a dataset that loadDataset accepts, with a summary on stdout', async () => {
    const server = await serveEmbedded();
    const run = await capture(server.url, ['--token', TOKEN]);
    expect(run.code, describeRun(run)).toBe(0);
    const dataset = await loadDataset(out);
    expect(dataset.categories.map((c) => c.id)).toEqual(['10', '11', '12']);
    expect(run.stdout).toContain(`Captured ${server.url}`);
    expect(run.stdout).toMatch(/^ {2}Categories: {2}3 \(1 with the placeholder image\)$/m);
    // The logo and both images have the same bytes: stored once.
    expect(run.stdout).toMatch(/^ {2}Images: {6}1 embedded \(from 3 addresses\), 0 failed$/m);
    expectNoToken(run);
  });

  it('adds .ridataset to an --out without an extension, which serve --data then reads', async () => {
    const server = await serveEmbedded();
    out = join(work, 'shop');
    const run = await capture(server.url, ['--token', TOKEN]);
    expect(run.code, describeRun(run)).toBe(0);
    const written = join(work, 'shop.ridataset');
    expect(run.stdout).toMatch(/^ {2}File: {8}.*shop\.ridataset /m);
    expect((await loadDataset(written)).categories).toHaveLength(3);
    await expect(readFile(out)).rejects.toThrow(/ENOENT/);
    const served = startCli(['serve', '--data', written, '--port', '0']);
    await until(() => /http:\/\/127\.0\.0\.1:\d+/.test(served.stdout()), 10_000, 'serve to listen');
    await stopCli(served);
  });

  it('takes the token from RETAIL_INSPECTOR_TOKEN and never prints it', async () => {
    const server = await serveEmbedded();
    const run = await capture(server.url, [], { RETAIL_INSPECTOR_TOKEN: TOKEN });
    expect(run.code, describeRun(run)).toBe(0);
    expect((await loadDataset(out)).categories).toHaveLength(3);
    expectNoToken(run);
    expect(await readFile(out, 'utf8')).not.toContain(TOKEN);
  });

  it('exits 2 (refused, not a violation) with the server message and writes nothing when the token is wrong', async () => {
    const server = await serveEmbedded();
    const wrong = 'tok-Not-The-Right-One-41';
    const refusal = await rawRequest(server.url, `/api/v2/products/getcategorys?et_auth_token=${wrong}`);
    const message = (refusal.json() as { error: string }).error;
    const run = await capture(server.url, ['--token', wrong]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toMatch(/^Nothing was written\.$/m);
    expect(run.stderr).not.toContain(wrong);
    await expect(readFile(out)).rejects.toThrow(/ENOENT/);
  });

  it('exits 2 and leaves an existing --out file unchanged without --force', async () => {
    const server = await serveEmbedded();
    await writeFile(out, 'keep me');
    const run = await capture(server.url, ['--token', TOKEN]);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toMatch(/already exists; pass --force/);
    expect(await readFile(out, 'utf8')).toBe('keep me');
  });

  it('replaces an existing --out file with --force', async () => {
    const server = await serveEmbedded();
    await writeFile(out, 'replace me');
    const run = await capture(server.url, ['--token', TOKEN, '--force']);
    expect(run.code, describeRun(run)).toBe(0);
    expect((await loadDataset(out)).categories).toHaveLength(3);
  });

  it('exits 2 saying the connection was refused when nothing listens', async () => {
    const run = await capture(`http://127.0.0.1:${await closedPort()}`);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toMatch(/^retail-inspector capture: The server refused the connection/m);
    expect(run.stderr).not.toMatch(STACK_LINE);
  });

  it('stops on Ctrl+C while the installation has not answered, exits 2 and writes nothing', async () => {
    const installation = await startFakeInstallation({ info: () => ({ hang: true }) });
    const cli = startCli(['capture', '--base-url', installation.url, '--out', out]);
    await until(() => installation.requests.length > 0, 5_000, 'the info request');
    expect(await stopCli(cli, 'SIGINT')).toBe(2);
    expect(cli.stderr()).toMatch(/^Nothing was written\.$/m);
    await expect(readFile(out)).rejects.toThrow(/ENOENT/);
  });

  it('exits 0 with a warning and lists the image that failed', async () => {
    const installation = await startFakeInstallation({
      image: (req) =>
        req.url?.includes('bread')
          ? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' }
          : { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg/>' },
    });
    const run = await capture(installation.url, ['--quiet']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toContain(`${installation.url}/img/bread.svg answered HTTP 404; used by category 1`);
    expect(run.stderr).toMatch(/^Warning: 1 image\(s\) could not be captured/m);
    expect((await loadDataset(out)).categories[0]?.image).toBe(`${installation.url}/img/bread.svg`);
  });

  it('exits 2 with one usage line and no stack trace when --out is missing', async () => {
    const run = await runCli(['capture', '--base-url', 'http://127.0.0.1:9']);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual([expect.stringMatching(/^retail-inspector capture: --out FILE is required/)]);
    expect(run.stderr).not.toMatch(STACK_LINE);
  });
});
