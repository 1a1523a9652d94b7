// An event that speaks for several installations (one incident, `connections` and `count` on
// WatchEvent) as `retail-inspector watch` writes it on every path: the JSON line, the text line, the
// webhook body (a real local receiver) and the on-change command (a real process: its standard input
// and environment), each with `outcome` and `cause` beside `to`. The event is made by hand here: the
// grouping that raises it is the engine's.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNotifier } from '../../electron/cli/watch-notify';
import { createStamp, eventJson, eventLines, eventPayload } from '../../electron/cli/watch-output';
import { CONNECTIONS_MAX_CHARS } from '../../electron/core/watch/change-command';
import type { WatchEvent } from '../../shared/watch';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-grouped-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(closeAllServers);

const NAMES = ['Shop Köln', 'Shop Bonn', 'Shop Aachen'];
const grouped: WatchEvent = {
  id: 'incident-1',
  profileId: 'Shop Köln',
  connectionName: 'Shop Köln',
  at: Date.UTC(2026, 11, 1, 21, 0, 0),
  kind: 'transition',
  from: 'conforms',
  to: 'gateway-error',
  changed: [],
  title: '3 installations: could not be checked (gateway-error)',
  body: 'All behind proxy.example.com.',
  open: { view: 'diagnostics', profileId: 'Shop Köln' },
  connections: NAMES,
  count: 3,
};
const who = { name: 'Shop Köln', baseUrl: 'http://127.0.0.1:1' };

describe('an event of several installations', () => {
  it('carries connections, count, outcome and cause on its JSON line', () => {
    expect(JSON.parse(eventJson(grouped, who, grouped.at))).toMatchObject({
      type: 'event',
      connections: NAMES,
      count: 3,
      to: 'gateway-error',
      outcome: 'not-checked',
      cause: 'gateway-error',
    });
  });

  it('names them on its text line, the first 20 of a long list with how many more', () => {
    const text = eventLines(grouped, createStamp()).join('\n');
    expect(text).toMatch(/\n {10}3 installations: Shop Köln, Shop Bonn, Shop Aachen$/);
    const many = Array.from({ length: 45 }, (_, i) => `Shop ${i + 1}`);
    const long = eventLines({ ...grouped, connections: many, count: 45 }, createStamp()).at(-1)!;
    expect(long).toBe(`          45 installations: ${many.slice(0, 20).join(', ')}, and 25 more`);
    // Names from a fleet file are escaped as every readable line escapes them.
    const odd = eventLines({ ...grouped, connections: ['Shop\u001b[2J'], count: 1 }, createStamp()).at(-1)!;
    expect(odd).toBe('          1 installation: Shop\\u001b[2J');
  });

  it('posts them to the webhook and gives them to the on-change command', async () => {
    const bodies: string[] = [];
    const receiver = await startHttpServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(204).end();
      });
    });
    const out = join(work, 'grouped.json');
    const script = join(work, 'grouped.mjs');
    await writeFile(
      script,
      `let input = '';
process.stdin.setEncoding('utf8').on('data', (c) => (input += c)).on('end', async () => {
  const { appendFileSync } = await import('node:fs');
  appendFileSync(${JSON.stringify(out)}, JSON.stringify({ input, env: process.env }) + '\\n');
});
`,
    );
    const errors: string[] = [];
    const notifier = createNotifier({
      webhook: `${receiver.url}/hook`,
      command: `"${process.execPath}" "${script}"`,
      fetch: (url, init) => fetch(url, init),
      err: (line) => errors.push(line),
      commandOptions: { env: { PATH: process.env.PATH }, secretNames: [], secrets: [] },
    });
    // A list too long for one variable of the environment is only on standard input.
    const huge = Array.from({ length: 400 }, (_, i) => `Shop ${'x'.repeat(100)} ${i}`);
    expect(JSON.stringify(huge).length).toBeGreaterThan(CONNECTIONS_MAX_CHARS);
    const big = { ...grouped, id: 'incident-2', connections: huge, count: huge.length };
    notifier.notify(grouped, eventPayload(grouped, who));
    notifier.notify(big, eventPayload(big, who));
    // Stopping waits for the deliveries and commands under way (both are, one after the other).
    await notifier.settled(5_000);
    expect(errors).toEqual([]);

    const posted = bodies.map((b) => JSON.parse(b) as Record<string, unknown>);
    expect(posted[0]).toMatchObject({
      connections: NAMES,
      count: 3,
      outcome: 'not-checked',
      cause: 'gateway-error',
      baseUrl: who.baseUrl,
    });
    expect(posted[1]).toMatchObject({ connections: huge, count: 400 });
    const ran = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { input: string; env: Record<string, string> });
    expect(ran.map((r) => JSON.parse(r.input))).toEqual(posted);
    expect(ran[0]!.env).toMatchObject({
      RETAIL_INSPECTOR_EVENT_OUTCOME: 'not-checked',
      RETAIL_INSPECTOR_EVENT_CAUSE: 'gateway-error',
      RETAIL_INSPECTOR_EVENT_COUNT: '3',
      RETAIL_INSPECTOR_EVENT_CONNECTIONS: JSON.stringify(NAMES),
    });
    expect(ran[1]!.env.RETAIL_INSPECTOR_EVENT_COUNT).toBe('400');
    expect(ran[1]!.env.RETAIL_INSPECTOR_EVENT_CONNECTIONS).toBeUndefined();
  }, 30_000);
});
