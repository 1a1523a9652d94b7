/**
 * Child process of bench/run.ts: serves every contender of the HTTP benchmark, so the load generator
 * runs on another event loop. Usage: servers.ts <dataset-1000.json> <dataset-100000.json>. Prints
 * one JSON line (ServerList) once all are listening, then answers each `cpu` line on stdin with a
 * line holding its CPU time in ms; exits when its stdin closes or on SIGTERM.
 */
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { loadDataset } from '../electron/core/dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from '../electron/core/server/embedded-server';
import { V2_PATHS } from '../shared/v2';

/** One server under load, by the URL autocannon requests. */
export interface Contender {
  readonly name: string;
  readonly url: string;
}

/** One measured case: contenders answering the same bytes (the first is the baseline). */
export interface BenchCase {
  readonly name: string;
  readonly bodyBytes: number;
  readonly contenders: readonly Contender[];
}

/** What the child prints on stdout, as one JSON line. */
export interface ServerList {
  readonly cases: readonly BenchCase[];
  /** The embedded server's 100,000-category response, for the validation benchmark. */
  readonly largeCategoriesUrl: string;
}

/** A response as the embedded server sends it to a client that does not ask for gzip. */
interface Captured {
  readonly body: Buffer;
  readonly contentType: string;
}

const CATEGORIES_QUERY = `${V2_PATHS.categories}?et_auth_token=bench`;

function capture(url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        resolve({ body: Buffer.concat(chunks), contentType: String(res.headers['content-type']) });
      });
    }).on('error', reject);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

/** The baseline: a bare node:http server answering prepared bytes with the same two headers. */
function rawServer({ body, contentType }: Captured): Server {
  const headers = { 'content-type': contentType, 'content-length': body.length };
  return createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
}

/** What preparing bodies once avoids: serializing the rows on every request. */
function serializingServer({ body, contentType }: Captured): Server {
  const rows = (JSON.parse(body.toString()) as { rows: unknown[] }).rows;
  return createServer((_req, res) => {
    const bytes = Buffer.from(JSON.stringify({ status: true, rows }));
    res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
    res.end(bytes);
  });
}

async function main(): Promise<void> {
  const [file1k, file100k] = process.argv.slice(2);
  if (!file1k || !file100k) throw new Error('usage: servers.ts <dataset-1000.json> <dataset-100000.json>');
  const embedded: EmbeddedServer[] = [];
  for (const file of [file1k, file100k])
    embedded.push(await startEmbeddedServer({ dataset: await loadDataset(file) }));
  const [small, large] = embedded as [EmbeddedServer, EmbeddedServer];

  // Capturing also builds the embedded server's bodies for the origin autocannon will use.
  const smallCategories = await capture(small.url + CATEGORIES_QUERY);
  const largeCategories = await capture(large.url + CATEGORIES_QUERY);
  const info = await capture(small.url + V2_PATHS.info);
  const raw = [rawServer(smallCategories), serializingServer(smallCategories), rawServer(largeCategories)];
  const [rawSmall, serializing, rawLarge, rawInfo] = await Promise.all([...raw, rawServer(info)].map(listen));

  const list: ServerList = {
    cases: [
      {
        name: 'categories, 1,000',
        bodyBytes: smallCategories.body.length,
        contenders: [
          { name: 'raw node:http', url: rawSmall + CATEGORIES_QUERY },
          { name: 'embedded', url: small.url + CATEGORIES_QUERY },
          { name: 'node:http serializing per request', url: serializing + CATEGORIES_QUERY },
        ],
      },
      {
        name: 'categories, 100,000',
        bodyBytes: largeCategories.body.length,
        contenders: [
          { name: 'raw node:http', url: rawLarge + CATEGORIES_QUERY },
          { name: 'embedded', url: large.url + CATEGORIES_QUERY },
        ],
      },
      {
        name: 'info',
        bodyBytes: info.body.length,
        contenders: [
          { name: 'raw node:http', url: rawInfo + V2_PATHS.info },
          { name: 'embedded', url: small.url + V2_PATHS.info },
        ],
      },
    ],
    largeCategoriesUrl: large.url + CATEGORIES_QUERY,
  };
  process.stdout.write(JSON.stringify(list) + '\n');
}

// The parent owns this process: when it goes away (stdin closes) or asks (SIGTERM), stop.
createInterface({ input: process.stdin })
  .on('line', (line) => {
    if (line !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${(user + system) / 1000}\n`);
  })
  .on('close', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
main().catch((error: unknown) => {
  process.stderr.write(`bench servers: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
