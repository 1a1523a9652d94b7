// The saved connections to and from the fleet file of `check --fleet` (importFleet, exportFleet
// through the handler table): rows added or updated by name, tokens from a column or from the
// environment variable a row names, rows that cannot be used skipped with their line and why, and an
// export that never holds a token and reads back as it was written.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { readFleetFile } from '../../electron/core/fleet/fleet-file';
import {
  createHandlerSession,
  openProfileStore,
  settleHandlerSessions,
  type HandlerSession,
} from '../helpers/handler-session';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { ExportOutcome } from '../../shared/ipc-contract';
import { FakeDialogs } from '../helpers/fake-dialogs';

const TOKEN_A = 'tok-FleetA-71c2e9a0b3';
const TOKEN_B = 'tok-FleetB-0d4f6a8e25';

let folder: string;
let profiles: ProfileStore;
let demo: DemoServer;
let session: HandlerSession;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-fleet-file-'));
  profiles = await openProfileStore(folder);
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  session = createHandlerSession({
    profiles,
    demo,
    capturesDir: join(folder, 'captures'),
    env: { RETAIL_INSPECTOR_TOKEN_SHOP_B: TOKEN_B, GITHUB_TOKEN: 'ghp-not-for-a-fleet-file' },
  });
});
afterEach(async () => {
  await settleHandlerSessions();
  await rm(folder, { recursive: true, force: true });
});

describe('importFleet', () => {
  it('adds the rows of a CSV file, with tokens from a column or the variable a row names, skipping what cannot be used', async () => {
    const text = [
      'name,base_url,token_env,insecure,token',
      '# the chain',
      `Shop A,https://a.example.com,,,${TOKEN_A}`,
      'Shop B,https://b.example.com,RETAIL_INSPECTOR_TOKEN_SHOP_B,,',
      'Shop C,https://c.example.com,RETAIL_INSPECTOR_TOKEN_UNSET,,',
      'Shop D,b.example.com,,,',
      ',https://e.example.com,,,',
      'Shop F,http://f.example.com,,true,',
    ].join('\n');
    const outcome = await session.value('importFleet', { text, format: 'csv' });
    expect(outcome.added).toBe(3);
    expect(outcome.updated).toBe(0);
    expect(outcome.skipped).toEqual([
      {
        line: 5,
        reason: 'the environment variable RETAIL_INSPECTOR_TOKEN_UNSET is not set where the app runs',
      },
      { line: 6, reason: expect.stringMatching(/did you mean https:\/\/b\.example\.com/) },
      { line: 7, reason: 'name: expected a name' },
    ]);
    const listed = profiles.list();
    expect(listed.map((p) => [p.name, p.baseUrl, p.insecure, p.tokenSet])).toEqual([
      ['Shop A', 'https://a.example.com', false, true],
      ['Shop B', 'https://b.example.com', false, true],
      ['Shop F', 'http://f.example.com', true, false],
    ]);
    expect(profiles.tokenFor(listed[0]!.id)).toBe(TOKEN_A);
    expect(profiles.tokenFor(listed[1]!.id)).toBe(TOKEN_B);
    expect(JSON.stringify(outcome)).not.toContain(TOKEN_A);
  });

  it('updates a connection of the same name, keeping its token when the row gives none', async () => {
    const { profile } = await session.value('saveProfile', {
      name: 'Shop A',
      baseUrl: 'https://old.example.com',
      token: TOKEN_A,
    });
    const text = JSON.stringify([
      { name: 'Shop A', baseUrl: 'https://new.example.com' },
      { name: 'Shop G', baseUrl: 'https://g.example.com' },
    ]);
    expect(await session.value('importFleet', { text, format: 'json' })).toEqual({
      added: 1,
      updated: 1,
      skipped: [],
      merged: [],
    });
    expect(profiles.get(profile.id)).toMatchObject({ baseUrl: 'https://new.example.com', tokenSet: true });
    expect(profiles.tokenFor(profile.id)).toBe(TOKEN_A);
  });

  it('says a text is not in the format chosen, and refuses a text that is no fleet file', async () => {
    expect(await session.value('importFleet', { text: '[]', format: 'csv' })).toEqual({
      added: 0,
      updated: 0,
      skipped: [{ line: 1, reason: 'the CSV file is not CSV' }],
      merged: [],
    });
    const error = await session.errorOf('importFleet', { text: '{"installations": 5}', format: 'json' });
    expect(error).toMatchObject({
      code: 'USAGE',
      message: 'the JSON file: expected a list of installations',
    });
  });

  it('refuses a token_env naming a variable outside RETAIL_INSPECTOR_TOKEN…, naming the line, and never reads it', async () => {
    const text = [
      'name,base_url,token_env',
      'Stolen,https://author.example.com,GITHUB_TOKEN',
      'Shop B,https://b.example.com,RETAIL_INSPECTOR_TOKEN_SHOP_B',
    ].join('\n');
    const outcome = await session.value('importFleet', { text, format: 'csv' });
    expect(outcome.added).toBe(1);
    expect(outcome.skipped).toEqual([
      {
        line: 2,
        reason: expect.stringMatching(
          /^tokenEnv: GITHUB_TOKEN may not be read: .*only name a variable that begins with RETAIL_INSPECTOR_TOKEN/,
        ),
      },
    ]);
    expect(profiles.list().map((p) => p.name)).toEqual(['Shop B']);
    expect(JSON.stringify(outcome)).not.toContain('ghp-not-for-a-fleet-file');
  });

  it('reads the token and token_env cells by one rule: the token cell wins, an empty cell is no cell', async () => {
    const text = JSON.stringify([
      {
        name: 'Both',
        baseUrl: 'https://a.example.com',
        token: TOKEN_A,
        tokenEnv: 'RETAIL_INSPECTOR_TOKEN_SHOP_B',
      },
      { name: 'Empty', baseUrl: 'https://b.example.com', token: '', tokenEnv: '' },
      { name: 'Nulls', baseUrl: 'https://c.example.com', token: null, tokenEnv: null },
    ]);
    const outcome = await session.value('importFleet', { text, format: 'json' });
    expect(outcome).toEqual({ added: 3, updated: 0, skipped: [], merged: [] });
    const [both, empty, nulls] = profiles.list();
    expect(profiles.tokenFor(both!.id)).toBe(TOKEN_A);
    expect([empty!.tokenSet, nulls!.tokenSet]).toEqual([false, false]);
  });

  it('merges rows whose names are equal after trimming into one connection, with a note', async () => {
    const text = [
      'name,base_url,token_env,insecure,token',
      `Shop Köln,https://old.example.com,,,${TOKEN_A}`,
      'Shop Bonn,https://bonn.example.com,,,',
      '"  Shop Köln ",https://koeln.example.com,,,',
    ].join('\n');
    const outcome = await session.value('importFleet', { text, format: 'csv' });
    expect(outcome).toEqual({
      added: 2,
      updated: 0,
      skipped: [],
      merged: [{ line: 4, into: 2, name: 'Shop Köln' }],
    });
    const listed = profiles.list();
    expect(listed.map((p) => [p.name, p.baseUrl])).toEqual([
      ['Shop Köln', 'https://koeln.example.com'],
      ['Shop Bonn', 'https://bonn.example.com'],
    ]);
    // The later row gave no token: the earlier row's is kept.
    expect(profiles.tokenFor(listed[0]!.id)).toBe(TOKEN_A);
  });

  it('imports 5,000 rows at once, every one listed', async () => {
    const lines = ['name,base_url,token_env'];
    for (let i = 0; i < 5_000; i++)
      lines.push(`Shop ${i},https://shop-${i}.example.com,RETAIL_INSPECTOR_TOKEN_SHOP_B`);
    const outcome = await session.value('importFleet', { text: lines.join('\n'), format: 'csv' });
    expect(outcome).toEqual({ added: 5_000, updated: 0, skipped: [], merged: [] });
    expect(profiles.list()).toHaveLength(5_000);
  });
});

/** The text of an export a host without dialogs hands back for the browser to save. */
function downloaded(outcome: ExportOutcome) {
  if (outcome.status !== 'download') throw new Error(`expected a download, got ${outcome.status}`);
  return outcome;
}

describe('exportFleet', () => {
  it('saves through the save dialog where the host has one, offering the file name', async () => {
    await session.value('saveProfile', {
      name: 'Shop Köln',
      baseUrl: 'https://koeln.example.com',
      token: TOKEN_A,
    });
    const file = join(folder, 'chosen', 'fleet.csv');
    await mkdir(join(folder, 'chosen'));
    const dialogs = new FakeDialogs(file);
    const desktop = createHandlerSession({ profiles, demo, capturesDir: join(folder, 'captures'), dialogs });
    expect(await desktop.value('exportFleet', { format: 'csv' })).toEqual({ status: 'saved', file });
    expect(dialogs.saves).toMatchObject([
      { title: 'Export connections', defaultName: 'connections.csv', filters: [{ extensions: ['csv'] }] },
    ]);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('Shop Köln,https://koeln.example.com,RETAIL_INSPECTOR_TOKEN_SHOP_KOLN,false');
    expect(text).not.toContain(TOKEN_A);
    const cancelled = createHandlerSession({
      profiles,
      demo,
      capturesDir: join(folder, 'captures'),
      dialogs: new FakeDialogs(null),
    });
    expect(await cancelled.value('exportFleet', { format: 'json' })).toEqual({ status: 'cancelled' });
  });

  it('writes the connections as `check --fleet` reads them, naming a variable instead of each token', async () => {
    await session.value('saveProfile', {
      name: 'Shop Köln',
      baseUrl: 'https://koeln.example.com',
      token: TOKEN_A,
    });
    await session.value('saveProfile', {
      name: '=HYPERLINK("x")',
      baseUrl: 'http://192.168.1.20:8080',
      insecure: true,
    });
    const csv = downloaded(await session.value('exportFleet', { format: 'csv' }));
    expect(csv.fileName).toBe('connections.csv');
    expect(csv.mimeType).toBe('text/csv; charset=utf-8');
    expect(csv.text).toBe(
      '\uFEFFname,base_url,token_env,insecure\r\n' +
        'Shop Köln,https://koeln.example.com,RETAIL_INSPECTOR_TOKEN_SHOP_KOLN,false\r\n' +
        `"'=HYPERLINK(""x"")",http://192.168.1.20:8080,,true\r\n`,
    );
    const json = downloaded(await session.value('exportFleet', { format: 'json' }));
    expect(JSON.parse(json.text)).toEqual([
      {
        name: 'Shop Köln',
        baseUrl: 'https://koeln.example.com',
        tokenEnv: 'RETAIL_INSPECTOR_TOKEN_SHOP_KOLN',
      },
      { name: '=HYPERLINK("x")', baseUrl: 'http://192.168.1.20:8080', insecure: true },
    ]);
    expect(csv.text + json.text).not.toContain(TOKEN_A);
    // What check --fleet reads.
    const file = join(folder, 'fleet.json');
    await writeFile(file, json.text);
    expect((await readFleetFile(file)).map((e) => e.name)).toEqual(['Shop Köln', '=HYPERLINK("x")']);
    // And back: the guarded name is read as it was; both are updates.
    const again = await session.value('importFleet', {
      text: csv.text.replace('RETAIL_INSPECTOR_TOKEN_SHOP_KOLN', ''),
      format: 'csv',
    });
    expect(again).toEqual({ added: 0, updated: 2, skipped: [], merged: [] });
  });
  it('never writes two rows of one name: a later connection of a name is exported as "<name> (2)"', async () => {
    for (const baseUrl of ['https://a.example.com', 'https://b.example.com', 'https://c.example.com'])
      await session.value('saveProfile', { name: 'Shop Köln', baseUrl });
    await session.value('saveProfile', { name: 'Shop Köln (2)', baseUrl: 'https://d.example.com' });
    expect(profiles.list()).toHaveLength(4);
    const json = downloaded(await session.value('exportFleet', { format: 'json' }));
    expect(JSON.parse(json.text).map((r: { name: string }) => r.name)).toEqual([
      'Shop Köln',
      'Shop Köln (2)',
      'Shop Köln (3)',
      'Shop Köln (2) (2)',
    ]);
    // "=x" is written "'=x" in CSV, as a connection named "'=x" is: one of them is renamed.
    await session.value('saveProfile', { name: '=x', baseUrl: 'https://e.example.com' });
    await session.value('saveProfile', { name: "'=x", baseUrl: 'https://f.example.com' });
    const csv = downloaded(await session.value('exportFleet', { format: 'csv' }));
    const file = join(folder, 'exported.csv');
    await writeFile(file, csv.text);
    const names = (await readFleetFile(file)).map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(-2)).toEqual(["'=x", "'=x (2)"]);
  });
});
