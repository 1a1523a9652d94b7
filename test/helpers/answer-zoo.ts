// The answer zoo: an installation that answers every path with the hostile answer of the case it is
// set to (404 pages, bodies past the 64 MB cap with and without Content-Length, gzip and deflate
// bombs, a reset mid-body, a drip of one byte a second, a redirect loop), for the tests that keep
// each long-running process alive through all of them (test/integration/answer-zoo-*.test.ts). One
// server per address, its case switched between steps, so a process is reused across cases. Huge
// bodies are streamed chunk by chunk as the socket drains; nothing is held whole. Built on
// local-servers.ts, so closeAllServers() stops it and every socket it holds.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Transform } from 'node:stream';
import { createDeflate, createGzip } from 'node:zlib';
import { BLOCKED_PORTS } from './blocked-port';
import { startHttpServer, type LocalServer } from './local-servers';

/** Every case, in the order the suites run them (the ones that are no answer at all last). */
export const ZOO_CASES = [
  '404 HTML',
  '404 Unknown method',
  '70 MB with Content-Length',
  '200 MB chunked',
  'gzip bomb',
  'deflate bomb',
  'redirect loop',
  'reset mid-body',
  'one byte a second',
] as const;

export type ZooCase = (typeof ZOO_CASES)[number];

/** Between cases: the specification's own small 404 on every path, so a process can settle. */
export const CALM = 'calm';

/** A running zoo. */
export interface AnswerZoo {
  readonly url: string;
  readonly port: number;
  readonly server: LocalServer;
  /** Answers every later request with `zooCase`. */
  set(zooCase: ZooCase | typeof CALM): void;
}

const MB = 1024 * 1024;
// What a bomb inflates to: twice the client's 64 MB cap.
const BOMB_BYTES = 128 * MB;
const FILLER = Buffer.alloc(64 * 1024, ' ');

let bombs: Promise<{ gzip: Buffer; deflate: Buffer }> | null = null;

/** Starts a zoo on `port` (0: a free one), set to the first case. */
export async function startAnswerZoo(port = 0): Promise<AnswerZoo> {
  const { gzip, deflate } = await (bombs ??= Promise.all([bomb(createGzip()), bomb(createDeflate())]).then(
    ([gzip, deflate]) => ({ gzip, deflate }),
  ));
  let current: ZooCase | typeof CALM = CALM;
  const server = await startHttpServer(
    (req, res) => {
      const socket = req.socket;
      switch (current) {
        case '404 HTML':
          return void res
            .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
            .end('<!doctype html><title>Not Found</title><h1>Not Found</h1>');
        case CALM:
        case '404 Unknown method':
          return void res
            .writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
            .end('{"status":false,"error":"Unknown method"}');
        case '70 MB with Content-Length':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(70 * MB) });
          return streamFiller(res, 70 * MB);
        case '200 MB chunked':
          res.writeHead(200, { 'content-type': 'application/json' });
          return streamFiller(res, 200 * MB);
        case 'gzip bomb':
          return void res
            .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
            .end(gzip);
        case 'deflate bomb':
          return void res
            .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'deflate' })
            .end(deflate);
        case 'redirect loop':
          return void res.writeHead(302, { location: req.url ?? '/' }).end();
        case 'reset mid-body':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MB) });
          res.write('{"status":true,"rows":[' + ' '.repeat(100_000));
          return void setTimeout(() => (socket as Socket).resetAndDestroy(), 50);
        case 'one byte a second':
          return drip(res);
      }
    },
    undefined,
    port,
  );
  return { url: server.url, port: server.port, server, set: (zooCase) => (current = zooCase) };
}

/** A zoo on a port fetch refuses: 6667 if free, else the next bad port (never skipped: fails naming them). */
export async function startAnswerZooOnBlockedPort(): Promise<AnswerZoo> {
  const taken: string[] = [];
  for (const port of [6667, ...BLOCKED_PORTS.filter((p) => p !== 6667)]) {
    try {
      return await startAnswerZoo(port);
    } catch (error) {
      taken.push(`${port} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  }
  throw new Error(`Every port of the Fetch standard's bad-port list tried is taken: ${taken.join(', ')}`);
}

// Writes `total` bytes of JSON whitespace as the socket drains; stops when the client goes.
function streamFiller(res: ServerResponse, total: number): void {
  let sent = 0;
  const write = () => {
    while (sent < total && !res.destroyed) {
      const chunk = FILLER.subarray(0, Math.min(FILLER.length, total - sent));
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    if (!res.destroyed) res.end();
  };
  write();
}

// A 200 whose body comes one byte a second, for as long as the client waits.
function drip(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
  res.write('{');
  const timer = setInterval(() => res.write(' '), 1_000);
  res.once('close', () => clearInterval(timer));
}

// BOMB_BYTES of zeros through `coder`, fed a megabyte at a time: the coded bytes (a few hundred KB).
function bomb(coder: Transform): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    coder.on('data', (chunk: Buffer) => parts.push(chunk));
    coder.on('end', () => resolve(Buffer.concat(parts)));
    coder.on('error', reject);
    const zeros = Buffer.alloc(MB);
    let written = 0;
    const feed = () => {
      while (written < BOMB_BYTES) {
        written += MB;
        if (!coder.write(zeros)) return void coder.once('drain', feed);
      }
      coder.end();
    };
    feed();
  });
}
