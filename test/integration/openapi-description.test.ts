// `retail-inspector openapi` and `GET /openapi.json` as a user of Postman, a mock server or a code
// generator meets them: a valid OpenAPI 3.1 document (checked by @readme/openapi-parser, not by this
// project's code) that dereferences completely, describes both operations, the token parameter and
// the failures, whose examples are the demo dataset's answers and themselves satisfy the schemas.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { describeRun, killAllClis, runCli, startCli, stopCli, waitForOutput } from '../helpers/cli-process';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';
import { openApiContract, type OpenApiContract } from '../helpers/openapi-contract';
import { rawRequest } from '../helpers/raw-http';
import { DEMO_DATASET } from '../helpers/repo-paths';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed document

let folder: string;
let printed: Json;
let contract: OpenApiContract;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-openapi-'));
  const run = await runCli(['openapi']);
  expect(run.code, describeRun(run)).toBe(0);
  printed = JSON.parse(run.stdout) as Json;
  contract = await openApiContract(printed);
});
afterEach(killAllClis);
afterEach(closeEmbeddedServers);
afterAll(() => rm(folder, { recursive: true, force: true }));

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => (key === '$ref' ? [String(v)] : refsIn(v)));
}

describe('retail-inspector openapi', () => {
  it('prints an OpenAPI 3.1 document that an API client can dereference completely', () => {
    expect(printed.openapi).toBe('3.1.0');
    expect(printed.servers).toEqual([{ url: 'http://127.0.0.1:4180' }]);
    expect(refsIn(printed).length).toBeGreaterThan(0);
    expect(refsIn(contract.document)).toEqual([]);
  });

  it('describes both operations, the et_auth_token parameter and every documented answer', () => {
    const paths = contract.document.paths as Json;
    const info = paths['/api/v2/auth/info'].get;
    const categories = paths['/api/v2/products/getcategorys'].get;
    expect(Object.keys(info.responses)).toEqual(['200']);
    expect(Object.keys(categories.responses)).toEqual(['200', '401']);
    expect(categories.parameters).toEqual([
      expect.objectContaining({ name: 'et_auth_token', in: 'query', required: false }),
    ]);
    expect(paths['/api/v2/{method}'].get.responses['404'].content['application/json'].examples).toEqual({
      unknown: { value: { status: false, error: 'Unknown method' } },
    });
    expect(paths['/api/v2/auth/info'].post.responses['405'].headers.Allow.example).toBe('GET, HEAD');
    const failure = categories.responses['401'].content['application/json'].schema;
    expect(failure.required).toEqual(['status', 'error']);
    expect(failure.properties.status).toEqual({ type: 'boolean', const: false });
  });

  it('marks the image URL fields as URIs and keeps the fields of the runtime schemas', () => {
    const schemas = (contract.document as Json).components.schemas as Json;
    expect(schemas.Category.properties.image).toMatchObject({ type: 'string', format: 'uri' });
    expect(schemas.Category.properties.slug).toEqual({ type: ['string', 'null'] });
    expect(schemas.SystemInfo.properties.logo).toMatchObject({ format: 'uri' });
    expect(schemas.SystemInfo.properties.assets_url).toMatchObject({ format: 'uri' });
    expect(schemas.SystemInfo.required).toContain('company_name');
    expect(schemas.CategoriesResponse.properties.rows.items).toBe(schemas.Category);
  });

  it('takes its examples from the demo dataset, and each example satisfies its own schema', async () => {
    const demo = JSON.parse(await readFile(DEMO_DATASET, 'utf8')) as Json;
    const paths = contract.document.paths as Json;
    const content = (op: Json, status: string) => op.responses[status].content['application/json'];
    const info = content(paths['/api/v2/auth/info'].get, '200').examples.demo.value;
    expect(info.company_name).toBe(demo.info.company_name);
    expect(info.logo).toBe(`http://127.0.0.1:4180/${demo.info.logo}`);
    const rows = content(paths['/api/v2/products/getcategorys'].get, '200').examples.demo.value.rows;
    expect(rows[0]).toMatchObject({ id: demo.categories[0].id, name: demo.categories[0].name });
    // Each example is run through the same check a response gets.
    for (const [target, status] of [
      ['/api/v2/auth/info', '200'],
      ['/api/v2/products/getcategorys', '200'],
      ['/api/v2/products/getcategorys', '401'],
    ] as const) {
      const op = paths[target].get;
      for (const example of Object.values(content(op, status).examples) as Json[]) {
        const exchange = {
          method: 'GET',
          target,
          status: Number(status),
          contentType: 'application/json',
          text: JSON.stringify(example.value),
        };
        expect(contract.problems(exchange)).toEqual([]);
      }
    }
  });

  it('lets a validator catch an answer that breaks it: a relative image, a missing error, an undocumented status', () => {
    const exchange = { method: 'GET', contentType: 'application/json; charset=utf-8' };
    const row = { id: '1', code: 'A', name: 'A', slug: null, image: 'images/a.svg' };
    const categories = '/api/v2/products/getcategorys';
    expect(
      contract.problems({
        ...exchange,
        target: categories,
        status: 200,
        text: JSON.stringify({ status: true, rows: [row] }),
      }),
    ).toEqual(expect.arrayContaining([expect.stringContaining('/rows/0/image must match format "uri"')]));
    expect(
      contract.problems({ ...exchange, target: categories, status: 401, text: '{"status":false}' }),
    ).toEqual([expect.stringContaining("must have required property 'error'")]);
    expect(contract.problems({ ...exchange, target: '/api/v2/auth/info', status: 401, text: '{}' })).toEqual([
      expect.stringContaining('status 401 is not documented'),
    ]);
  });

  it('writes the same description as YAML with --format yaml', async () => {
    const run = await runCli(['openapi', '--format', 'yaml']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(parseYaml(run.stdout)).toEqual(printed);
  });

  it('writes --out atomically, refuses to replace a file without --force, and replaces it with --force', async () => {
    const out = join(folder, 'v2.openapi.json');
    const first = await runCli(['openapi', '--out', out]);
    expect(first.code, describeRun(first)).toBe(0);
    expect(first.stdout).toBe('');
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual(printed);

    await writeFile(out, 'keep me');
    const refused = await runCli(['openapi', '--out', out, '--format', 'yaml']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('already exists; pass --force to replace it');
    expect(await readFile(out, 'utf8')).toBe('keep me');

    const forced = await runCli(['openapi', '--out', out, '--format', 'yaml', '--force']);
    expect(forced.code, describeRun(forced)).toBe(0);
    expect(parseYaml(await readFile(out, 'utf8'))).toEqual(printed);
  });

  it('refuses an unknown format and a server URL that is not absolute', async () => {
    const format = await runCli(['openapi', '--format', 'xml']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('--format must be json or yaml, got "xml"');
    const url = await runCli(['openapi', '--server-url', 'shop.example.com']);
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('--server-url must be an absolute http(s) URL');
  });

  it('names the given --server-url as the server', async () => {
    const run = await runCli(['openapi', '--server-url', 'https://shop.example.com/']);
    expect(run.code, describeRun(run)).toBe(0);
    expect((JSON.parse(run.stdout) as Json).servers).toEqual([{ url: 'https://shop.example.com' }]);
  });
});

describe('GET /openapi.json on the embedded server', () => {
  it('answers the description with the origin the client used as its server', async () => {
    const server = await startTrackedServer({ dataset: await loadDataset(DEMO_DATASET) });
    const res = await rawRequest(server.url, '/openapi.json', {
      headers: { host: `localhost:${server.port}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const served = res.json() as Json;
    const origin = `http://localhost:${server.port}`;
    expect(served.servers).toEqual([{ url: origin }]);
    // Apart from the server (and the example URLs built on it), it is what `openapi` prints.
    const swap = (doc: Json) => JSON.parse(JSON.stringify(doc).replaceAll(origin, 'http://127.0.0.1:4180'));
    expect(swap(served)).toEqual(printed);
  });
});

describe('retail-inspector serve', () => {
  it('shows made-up example rows, none of the dataset’s, when a token is configured', async () => {
    const demo = JSON.parse(await readFile(DEMO_DATASET, 'utf8')) as Json;
    const cli = startCli(['serve', '--port', '0', '--quiet'], {
      RETAIL_INSPECTOR_TOKEN: 'tok-OpenAPI-5d0c2e',
    });
    const url = await waitForOutput(
      cli,
      'stdout',
      (text) => /^ {2}OpenAPI: {4}(http:\S+)\/openapi\.json$/m.exec(text)?.[1] ?? null,
      'the OpenAPI line',
    );
    const refused = await rawRequest(url, '/api/v2/products/getcategorys');
    expect(refused.status).toBe(401);
    const res = await rawRequest(url, '/openapi.json');
    expect(res.status).toBe(200);
    const text = res.body.toString('utf8');
    for (const row of demo.categories as Json[]) {
      expect(text).not.toContain(JSON.stringify(row.name));
      expect(text).not.toContain(JSON.stringify(row.code));
    }
    const described = await openApiContract(res.json() as Json);
    const example = (described.document.paths as Json)['/api/v2/products/getcategorys'].get.responses['200']
      .content['application/json'].examples.demo;
    expect(example.summary).toMatch(/^Made-up rows/);
    expect(example.value.rows.map((row: Json) => row.name)).toEqual(['Example category', 'Another example']);
    const exchange = {
      method: 'GET',
      target: '/api/v2/products/getcategorys',
      status: 200,
      contentType: 'application/json',
      text: JSON.stringify(example.value),
    };
    expect(described.problems(exchange)).toEqual([]);
    expect(await stopCli(cli)).toBe(0);
  });

  it('names /openapi.json in its banner and answers it there, with its own URL as the server', async () => {
    const cli = startCli(['serve', '--port', '0', '--quiet']);
    const url = await waitForOutput(
      cli,
      'stdout',
      (text) => /^ {2}OpenAPI: {4}(http:\S+)\/openapi\.json$/m.exec(text)?.[1] ?? null,
      'the OpenAPI line',
    );
    const res = await rawRequest(url, '/openapi.json');
    expect(res.status).toBe(200);
    expect((res.json() as Json).servers).toEqual([{ url }]);
    expect(await stopCli(cli)).toBe(0);
  });
});
