// The embedded server under any input (docs/embedded-server.md: "never crashes on odd input", "asset paths
// can never escape the dataset's folder"): property-based, over real loopback HTTP and raw sockets.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from '../../electron/core/server/embedded-server';
import { placeholderBody } from '../../electron/core/server/placeholder';
import { rawRequest, type RawResponse } from '../helpers/raw-http';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

const INFO = '/api/v2/auth/info';
const ANSWER_WITHIN_MS = 2_000;
const PROPERTY_TIMEOUT_MS = 30_000;

const FLAG_TOKEN = 'flag-token-Rk2';
const DATASET_TOKEN = `dataset-token-${randomBytes(6).toString('hex')}`;
// Distinctive file contents that must never appear in a response.
const OUTSIDE_SECRET = `OUTSIDE-SECRET-${randomBytes(8).toString('hex')}`;
const INSIDE_SECRET = `INSIDE-SECRET-${randomBytes(8).toString('hex')}`;
const IMAGES_SECRET = `IMAGES-SECRET-${randomBytes(8).toString('hex')}`;
const FORBIDDEN = [OUTSIDE_SECRET, INSIDE_SECRET, IMAGES_SECRET, DATASET_TOKEN];

let parent: string;
let server: EmbeddedServer;
/** Every body the server may answer that is not JSON: the dataset's images and the placeholder. */
let imageBodies: Buffer[];

beforeAll(async () => {
  // writeDatasetFolder makes its folder in os.tmpdir(); point that at a fresh folder of our own, so
  // a secret can sit right next to the dataset's folder without touching the shared temp folder.
  parent = await mkdtemp(join(tmpdir(), 'ri-robustness-'));
  const savedTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = parent;
  let folder: string;
  let file: string;
  try {
    ({ folder, file } = await writeDatasetFolder({
      ...validDatasetDocument(),
      auth: { tokens: [DATASET_TOKEN] },
    }));
  } finally {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
  }
  expect(folder.startsWith(parent)).toBe(true);
  await writeFile(join(parent, 'secret.txt'), OUTSIDE_SECRET);
  await writeFile(join(folder, 'secret.txt'), INSIDE_SECRET);
  await mkdir(join(folder, 'images'), { recursive: true });
  await writeFile(join(folder, 'images', 'secret.txt'), IMAGES_SECRET);

  const dataset = await loadDataset(file);
  imageBodies = [...[...dataset.assets.values()].map((asset) => asset.body), placeholderBody.body];
  server = await startEmbeddedServer({ dataset, port: 0, tokens: [FLAG_TOKEN] });
});

afterAll(async () => {
  await server?.close();
  if (parent) await rm(parent, { recursive: true, force: true });
});

// --- request targets -------------------------------------------------------------------------

/** Path segments an attacker or a confused client might send. */
const trickySegment = fc.constantFrom(
  '..',
  '.',
  '',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%252e',
  '..%2f',
  '..%2F',
  '%2f',
  '%2F..',
  '%5c',
  '..%5c',
  '%5c..%5c',
  '\\',
  '..\\..',
  '..\\',
  '%00',
  'secret.txt%00.svg',
  '%zz',
  '%',
  '%e',
  '%2',
  '%c0%ae%c0%ae',
  '%u002e%u002e',
  '%ff%fe',
  'secret.txt',
  'dataset.json',
  'images',
  'brot.svg',
  'k%C3%A4se%201.svg',
  'käse%201.svg',
  'brand',
  'logo.svg',
  '_inspector',
  'placeholder.svg',
  'api',
  'v2',
  'auth',
  'info',
  'products',
  'getcategorys',
  '~',
  '*',
  ';',
  '%3B',
  '%3F',
  '%23',
);

// The characters node:http lets through unescaped in a request target (it refuses the rest).
const latin1Char = fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code));

const segment = fc.oneof(
  { weight: 10, arbitrary: trickySegment },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: latin1Char, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'a'.repeat(n)) },
);

/** The paths the server does answer, so that the tricks below land near real files. */
const knownPath = fc.constantFrom(
  '/',
  INFO,
  '/api/v2/products/getcategorys',
  '/images/brot.svg',
  '/images/k%C3%A4se%201.svg',
  '/brand/logo.svg',
  '/_inspector/placeholder.svg',
);

const path = fc.oneof(
  // Segments of every kind, joined by slashes or their look-alikes.
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/', '/', '//', '/api/v2/', '/images/', '/brand/', '/_inspector/', '/..', ''),
        fc.array(segment, { maxLength: 6 }),
        fc.constantFrom('/', '/', '/', '\\', '%2f', '%5c', '//'),
      )
      .map(([prefix, segments, separator]) => prefix + segments.join(separator)),
  },
  // A path the server answers, as is.
  { weight: 3, arbitrary: knownPath },
  // A path the server answers with tricky segments before it, or instead of its file name.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.array(trickySegment, { minLength: 1, maxLength: 3 }), knownPath, fc.boolean())
      .map(([tricks, known, replaceName]) =>
        replaceName
          ? `${known.slice(0, known.lastIndexOf('/') + 1)}${tricks.join('/')}`
          : `/${tricks.join('/')}${known}`,
      ),
  },
);

const queryKey = fc.oneof(
  fc.constantFrom(
    'et_auth_token',
    'ET_AUTH_TOKEN',
    'et%5Fauth%5Ftoken',
    'token',
    'et_auth_token[]',
    '',
    '%zz',
  ),
  fc.string({ maxLength: 10 }).map(encodeURIComponent),
);
const queryValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      FLAG_TOKEN,
      DATASET_TOKEN,
      '',
      '%zz',
      '%',
      '%00',
      '..%2f..%2fsecret.txt',
      '%2e%2e',
    ),
  },
  { weight: 3, arbitrary: fc.string({ maxLength: 16 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: latin1Char, maxLength: 8 }) },
);
const query = fc
  .array(fc.tuple(queryKey, fc.option(queryValue, { nil: undefined })), { maxLength: 5 })
  .chain((pairs) =>
    fc
      .constantFrom('&', ';', '&&')
      .map((separator) =>
        pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join(separator),
      ),
  );

const target = fc
  .tuple(
    path,
    fc.option(query, { nil: undefined, freq: 2 }),
    fc.option(fc.constantFrom('#', '#x', '#/../secret.txt'), { nil: undefined }),
  )
  .map(([p, q, fragment]) => `${p}${q === undefined ? '' : `?${q}`}${fragment ?? ''}`);

// CONNECT turns the connection into a tunnel; the raw-socket property covers it.
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,12}$/).filter((m) => m !== 'CONNECT' && m !== 'HEAD') },
);

// HEAD only with targets the HTTP parser accepts (origin-form, printable ASCII, far below the
// header size limit); an unparsable HEAD request has its own test below.
const parsableTarget = target.filter((t) => /^\/[\x21-\x7e]*$/.test(t) && t.length < 8_000);

const methodAndTarget = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(method, target) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('HEAD'), parsableTarget) },
);

const headers = fc.record(
  {
    'if-none-match': fc.constantFrom('*', '"nope"'),
    'accept-encoding': fc.constantFrom('gzip', 'gzip;q=0', 'br, *'),
    host: fc.constantFrom('localhost', 'evil.example:80', '[::1]:1', 'x"<b>', 'a..b', '127.0.0.1:1'),
    connection: fc.constantFrom('close', 'keep-alive'),
  },
  { requiredKeys: [] },
);

// --- checks ----------------------------------------------------------------------------------

function header(res: RawResponse, name: string): string {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The body as sent before Content-Encoding. */
function decodedBody(res: RawResponse): Buffer {
  return header(res, 'content-encoding') === 'gzip' ? gunzipSync(res.body) : res.body;
}

function expectNoSecret(body: Buffer): void {
  for (const secret of FORBIDDEN) expect(body.includes(secret), `body leaks ${secret}`).toBe(false);
}

/** A body is JSON with a boolean status, or exactly one of the dataset's images with an image type. */
function expectAllowedBody(res: RawResponse): void {
  const body = decodedBody(res);
  expectNoSecret(res.body);
  expectNoSecret(body);
  const contentType = header(res, 'content-type');
  if (contentType.startsWith('application/json')) {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    expect(typeof parsed).toBe('object');
    expect(typeof (parsed as { status?: unknown }).status).toBe('boolean');
    return;
  }
  expect(contentType).toMatch(/^image\//);
  expect(imageBodies.some((image) => image.equals(body))).toBe(true);
}

/** Writes `bytes`, half-closes, and collects everything the server sends until it closes. */
function rawExchange(bytes: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server neither answered nor closed within ${ANSWER_WITHIN_MS} ms`));
    }, ANSWER_WITHIN_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset is a way of closing too.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    socket.on('connect', () => socket.end(bytes));
  });
}

async function expectAlive(): Promise<void> {
  const res = await rawRequest(server.url, INFO, { timeoutMs: ANSWER_WITHIN_MS });
  expect(res.status).toBe(200);
  expect(res.json()).toMatchObject({ status: true });
}

/** The answer to a malformed request: nothing (the connection closed) or a JSON 400. */
function expectBadRequestOrClosed(answer: Buffer): void {
  if (answer.length === 0) return;
  const text = answer.toString('latin1');
  expect(text).toMatch(/^HTTP\/1\.1 400 /);
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  expect(JSON.parse(body)).toMatchObject({ status: false });
}

// --- malformed raw requests --------------------------------------------------------------------

// A first byte no request can start with (a method begins with an uppercase letter; CR and LF
// before a request are skipped), so whatever follows, the request is malformed.
const notAMethodStart = fc
  .integer({ min: 0, max: 255 })
  .filter((b) => !(b >= 0x41 && b <= 0x5a) && b !== 0x0d && b !== 0x0a);

const arbitraryGarbage = fc
  .tuple(notAMethodStart, fc.uint8Array({ maxLength: 2_000 }))
  .map(([first, rest]) => Buffer.concat([Buffer.from([first]), rest]));

const goodTarget = fc.constantFrom(
  '/',
  INFO,
  '/api/v2/products/getcategorys?et_auth_token=x',
  '/images/brot.svg',
);

/** A request that is well formed except for one defect, and the defect. */
const malformedRequest = fc
  .record({
    // HEAD and a missing Host header have tests of their own below.
    method: fc.constantFrom('GET', 'POST'),
    target: goodTarget,
    version: fc.constant('HTTP/1.1'),
    headers: fc.constant(['Host: 127.0.0.1']),
    body: fc.constant(''),
  })
  .chain((ok) =>
    fc.oneof(
      fc.constantFrom('get', 'G(T', 'GE\tT', '\u00e9GET', 'G\u0000ET').map((m) => ({ ...ok, method: m })),
      fc
        .tuple(fc.constantFrom('\u0001', '\u007f', '\u0000', ' x', '\t', '\r'), fc.string({ maxLength: 5 }))
        .map(([bad, tail]) => ({ ...ok, target: `${ok.target}${bad}${encodeURIComponent(tail)}` })),
      fc
        .constantFrom(
          'HTTP/1.1x',
          'HTTP/x.1',
          'HTTP/11',
          'HTTPS/1.1',
          'http/1.1',
          'HTTP/1',
          'HTTP/1.',
          'HTTP/',
        )
        .map((v) => ({ ...ok, version: v })),
      fc
        .constantFrom(
          'NoColonHere',
          'Host : 127.0.0.1',
          'Ho(st: x',
          'X-Long: a\u0000b',
          'Content-Length: abc',
          'Content-Length: -1',
          ' Leading: space',
          ': empty-name',
        )
        .map((h) => ({ ...ok, headers: [...ok.headers, h] })),
      fc.constant({
        ...ok,
        method: 'POST',
        headers: [...ok.headers, 'Content-Length: 1', 'Content-Length: 2'],
      }),
      fc.constant({
        ...ok,
        method: 'POST',
        headers: [...ok.headers, 'Transfer-Encoding: chunked', 'Content-Length: 3'],
        body: '0\r\n\r\n',
      }),
    ),
  )
  .map(({ method: m, target: t, version, headers: h, body }) =>
    Buffer.from(`${m} ${t} ${version}\r\n${h.map((line) => `${line}\r\n`).join('')}\r\n${body}`, 'latin1'),
  );

// --- properties ------------------------------------------------------------------------------

describe('embedded server', () => {
  it(
    'answers any method and request target within 2 s with a status below 500 and an allowed body',
    async () => {
      await fc.assert(
        fc.asyncProperty(methodAndTarget, headers, async ([m, t], h) => {
          const res = await rawRequest(server.url, t, { method: m, headers: h, timeoutMs: ANSWER_WITHIN_MS });
          expect(res.status).toBeGreaterThanOrEqual(200);
          expect(res.status).toBeLessThan(500);
          if (m === 'HEAD' || res.status === 304) {
            expect(res.body.length).toBe(0);
            return;
          }
          expectAllowedBody(res);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never serves a file the dataset does not name, whatever path reaches for it',
    async () => {
      const escape = fc.constantFrom(
        '..',
        '%2e%2e',
        '%2E%2E',
        '.%2e',
        '%252e%252e',
        '..%5c',
        '%2e%2e%5c',
        '..\\',
      );
      const separator = fc.constantFrom('/', '%2f', '%2F', '\\', '%5c', '//');
      const name = fc.constantFrom(
        'secret.txt',
        'images/secret.txt',
        'images%2fsecret.txt',
        'dataset.json',
        'secret.txt%00.svg',
        'secret.txt%3F.svg',
        'secret%2etxt',
      );
      const reach = fc
        .tuple(
          fc.constantFrom('/', '/images/', '/brand/', '/_inspector/', '//', '/images/%2e/', '/api/v2/'),
          fc.array(escape, { maxLength: 4 }),
          separator,
          name,
          fc.constantFrom('GET', 'HEAD'),
        )
        .map(([prefix, ups, sep, file, m]) => ({ t: prefix + [...ups, file].join(sep), m }));
      await fc.assert(
        fc.asyncProperty(reach, async ({ t, m }) => {
          const res = await rawRequest(server.url, t, { method: m, timeoutMs: ANSWER_WITHIN_MS });
          expect(res.status).toBeLessThan(500);
          expect(res.status).not.toBe(200);
          expectNoSecret(res.body);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers arbitrary bytes with a 400 or a closed connection, and keeps serving',
    async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryGarbage, async (bytes) => {
          expectBadRequestOrClosed(await rawExchange(bytes));
          await expectAlive();
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers a malformed request line or header with a 400 or a closed connection, and keeps serving',
    async () => {
      await fc.assert(
        fc.asyncProperty(malformedRequest, async (bytes) => {
          expectBadRequestOrClosed(await rawExchange(bytes));
          await expectAlive();
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers CONNECT by closing the connection, and keeps serving',
    async () => {
      const connectRequest = fc
        .constantFrom('127.0.0.1:22', 'example.com:443', '/', '*')
        .map((authority) => Buffer.from(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
      await fc.assert(
        fc.asyncProperty(connectRequest, async (bytes) => {
          const answer = await rawExchange(bytes);
          if (answer.length > 0) expect(answer.toString('latin1')).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);
          await expectAlive();
        }),
        { numRuns: 20 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each([
    ['a non-ASCII byte', '/caf\u00e9'],
    ['a DEL byte', '/a\u007fb'],
    ['a target over the header size limit', `/${'a'.repeat(20_000)}`],
  ])('answers a HEAD request with %s with a 400 that has no body', async (_, badTarget) => {
    const answer = await rawExchange(
      Buffer.from(`HEAD ${badTarget} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 'latin1'),
    );
    const text = answer.toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    // A response to HEAD ends with its header block (RFC 9110 9.3.2); clients read anything after
    // it as the start of a next response.
    expect(text.slice(text.indexOf('\r\n\r\n') + 4)).toBe('');
    await expectAlive();
  });

  it('answers an HTTP/1.1 request without a Host header with a JSON 400', async () => {
    const answer = await rawExchange(Buffer.from(`GET ${INFO} HTTP/1.1\r\n\r\n`));
    const text = answer.toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text.slice(0, text.indexOf('\r\n\r\n')).toLowerCase()).toContain(
      'content-type: application/json; charset=utf-8',
    );
    expectBadRequestOrClosed(answer);
    await expectAlive();
  });
});
