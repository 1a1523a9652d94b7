// Installations behind one proxy that fail together are one grouped event that says they share the
// proxy (issue 26, "what they share"), with the built `retail-inspector watch`: three host names
// only a real recording proxy knows (credentials required) lead to fronts of real embedded servers
// (the server of `serve`) that start answering 502 at once. The proxy is named by its origin: its
// user name and password are never printed.
import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { killAllClis, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { shopDocument } from '../helpers/changing-installation';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy';
import { SVG, writeDatasetFolder } from '../helpers/temp-dataset';

const PASSWORD = 'pr0xy-S3cret-4b1e';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

// A front of `target` that answers 502 once `failing()` says so.
async function front(target: string, failing: () => boolean) {
  const upstream = new URL(target);
  return startHttpServer((req, res) => {
    if (failing()) return void res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway');
    const headers = { ...req.headers, host: upstream.host };
    const call = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    call.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(call);
  });
}

describe('retail-inspector watch: installations behind one proxy', () => {
  it('says that the installations failing together share the proxy, without its credentials', async () => {
    const folder = await writeDatasetFolder(shopDocument(), {
      'images/brot.svg': SVG,
      'images/käse 1.svg': SVG,
    });
    cleanups.push(() => rm(folder.folder, { recursive: true, force: true }));
    const dataset = await loadDataset(folder.file);
    let failing = false;
    const names = ['shop-a.test', 'shop-b.test', 'shop-c.test'];
    const fronts = await Promise.all(
      names.map(async () => front((await startTrackedServer({ dataset, tokens: [] })).url, () => failing)),
    );
    const proxy: RecordingProxy = await startRecordingProxy({
      credentials: `watch:${PASSWORD}`,
      hosts: Object.fromEntries(names.map((n) => [n, '127.0.0.1'])),
    });
    cleanups.push(() => proxy.close());
    const work = await mkdtemp(join(tmpdir(), 'ri-grouped-proxy-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    const fleet = join(work, 'fleet.csv');
    const rows = names.map((n, i) => `Shop ${'ABC'[i]},http://${n}:${new URL(fronts[i]!.url).port},true`);
    await writeFile(fleet, ['name,base_url,insecure', ...rows].join('\n') + '\n');
    const proxyUrl = `http://watch:${PASSWORD}@127.0.0.1:${proxy.port}`;
    const cli = startCli(
      ['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json', '--confirm-runs', '1'],
      { HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl },
    );
    const lines = () =>
      cli
        .stdout()
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map(
          (l) =>
            JSON.parse(l) as {
              type: string;
              name?: string;
              watchClass?: string;
              count?: number;
              body?: string;
            },
        );
    await waitForStdout(
      cli,
      () =>
        lines().filter((l) => l.type === 'run' && l.watchClass === 'conforms').length >= 6 ? true : null,
      'conforming runs',
      30_000,
    );
    failing = true;
    const grouped = await waitForStdout(
      cli,
      () => lines().find((l) => l.type === 'event' && l.count === 3) ?? null,
      'the grouped event',
      30_000,
    );
    expect(await stopCli(cli)).toBe(0);
    expect(grouped.body).toContain(`the proxy http://127.0.0.1:${proxy.port}`);
    // Through the proxy indeed, and its password nowhere.
    expect(proxy.records.some((r) => r.target.startsWith('shop-a.test'))).toBe(true);
    expect(cli.stdout() + cli.stderr()).not.toContain(PASSWORD);
  }, 90_000);
});
