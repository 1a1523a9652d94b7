/**
 * Child process of bench/run.ts: serves the baselines of the HTTP benchmark, so the load generator
 * runs on another event loop. Usage: servers.ts <categories-1000-url> <categories-100000-url>
 * <info-url>: it fetches each body from a running `serve` and answers the same bytes. Prints one
 * JSON line (Baselines) once all are listening, then answers each `cpu` line on stdin with a line
 * holding its CPU time in ms; exits when its stdin closes or on SIGTERM.
 */
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

/** What the child prints on stdout, as one JSON line: base URLs of the baseline servers. */
export interface Baselines {
  /** Raw node:http answering the 1,000-category body from a prepared buffer. */
  readonly rawSmall: string;
  /** node:http serializing the 1,000 rows on every request (what preparing bodies avoids). */
  readonly serializing: string;
  readonly rawLarge: string;
  readonly rawInfo: string;
  readonly smallBytes: number;
  readonly largeBytes: number;
  readonly infoBytes: number;
}

/** A response as `serve` sends it to a client that does not ask for gzip. */
interface Captured {
  readonly body: Buffer;
  readonly contentType: string;
}

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
  const [smallUrl, largeUrl, infoUrl] = process.argv.slice(2);
  if (!smallUrl || !largeUrl || !infoUrl) {
    throw new Error('usage: servers.ts <categories-1000-url> <categories-100000-url> <info-url>');
  }
  const small = await capture(smallUrl);
  const large = await capture(largeUrl);
  const info = await capture(infoUrl);
  const servers = [rawServer(small), serializingServer(small), rawServer(large), rawServer(info)];
  const [rawSmall, serializing, rawLarge, rawInfo] = await Promise.all(servers.map(listen));
  const baselines: Baselines = {
    rawSmall: rawSmall!,
    serializing: serializing!,
    rawLarge: rawLarge!,
    rawInfo: rawInfo!,
    smallBytes: small.body.length,
    largeBytes: large.body.length,
    infoBytes: info.body.length,
  };
  process.stdout.write(JSON.stringify(baselines) + '\n');
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
