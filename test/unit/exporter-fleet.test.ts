// The exporter's targets from real fleet files: names to addresses and tokens (a token column or
// field, else the variable token_env names), refusals naming the row, never quoting a token.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExporterFleet } from '../../electron/core/exporter/exporter-fleet';

const TOKEN = 'tok-FleetUnit-0b5e2c91d7';
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-exporter-fleet-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function fleetFile(name: string, text: string): Promise<string> {
  const file = join(folder, name);
  await writeFile(file, text);
  return file;
}

describe('readExporterFleet', () => {
  it('takes a CSV token column, else the variable token_env names, and lists every token', async () => {
    const file = await fleetFile(
      'a.csv',
      'name,base_url,token_env,insecure,token\n' +
        `Köln,https://koeln.example,RETAIL_INSPECTOR_TOKEN_KOELN,,\nBonn,https://bonn.example,,,${TOKEN}\nAachen,https://aachen.example,,,\n`,
    );
    const fleet = await readExporterFleet(file, { RETAIL_INSPECTOR_TOKEN_KOELN: 'from-the-environment' });
    expect([...fleet.targets.keys()]).toEqual(['Köln', 'Bonn', 'Aachen']);
    expect(fleet.targets.get('Köln')!.installation).toEqual({
      baseUrl: 'https://koeln.example',
      token: 'from-the-environment',
      insecure: false,
    });
    expect(fleet.targets.get('Bonn')!.installation.token).toBe(TOKEN);
    expect(fleet.targets.get('Aachen')!.installation.token).toBeUndefined();
    expect([...fleet.tokens].sort()).toEqual(['from-the-environment', TOKEN].sort());
  });

  it('takes a JSON token field, and marks a row whose variable is unset as missing its token', async () => {
    const file = await fleetFile(
      'b.json',
      JSON.stringify({
        installations: [
          { name: 'one', baseUrl: 'http://127.0.0.1:9', token: TOKEN, insecure: true },
          { name: 'two', baseUrl: 'http://127.0.0.1:9', tokenEnv: 'RETAIL_INSPECTOR_TOKEN_NOT_SET' },
        ],
      }),
    );
    const fleet = await readExporterFleet(file, {});
    expect(fleet.targets.get('one')).toMatchObject({
      tokenMissing: null,
      installation: { token: TOKEN, insecure: true },
    });
    expect(fleet.targets.get('two')!.tokenMissing).toBe(
      'the environment variable RETAIL_INSPECTOR_TOKEN_NOT_SET is not set',
    );
  });

  it('refuses a token_env outside RETAIL_INSPECTOR_TOKEN…, naming the row, and takes the token cell over token_env', async () => {
    const stolen = await fleetFile(
      'e.csv',
      'name,base_url,token_env\nshop,https://a.example,RETAIL_INSPECTOR_TOKEN\nauthor,https://author.example,HOME\n',
    );
    const error = await readExporterFleet(stolen, { HOME: '/home/operator' }).catch((e: Error) => e);
    expect(String(error)).toMatch(
      /row 3: tokenEnv: HOME may not be read: .*begins with RETAIL_INSPECTOR_TOKEN/,
    );
    expect(String(error)).not.toContain('/home/operator');
    const both = await fleetFile(
      'f.csv',
      `name,base_url,token_env,token\nshop,https://a.example,RETAIL_INSPECTOR_TOKEN,${TOKEN}\n`,
    );
    const fleet = await readExporterFleet(both, { RETAIL_INSPECTOR_TOKEN: 'from-the-environment' });
    expect(fleet.targets.get('shop')!.installation.token).toBe(TOKEN);
  });

  it('refuses two rows of one name, naming both rows', async () => {
    const file = await fleetFile('c.csv', 'name,base_url\nshop,https://a.example\nshop,https://b.example\n');
    await expect(readExporterFleet(file, {})).rejects.toThrow(/rows 2 and 3 are both named "shop"/);
  });

  it('refuses a token that is not text without showing it', async () => {
    const file = await fleetFile(
      'd.json',
      JSON.stringify([{ name: 'x', baseUrl: 'http://a.example', token: 12345678901 }]),
    );
    const error = await readExporterFleet(file, {}).catch((e: Error) => e);
    expect(String(error)).toMatch(/row 1: token/);
    expect(String(error)).not.toContain('12345678901');
  });
});

describe('readExporterFleet addresses', () => {
  it.each([
    [
      'without a scheme',
      'name,base_url\nshop,127.0.0.1:4180\n',
      /row 2 \("shop"\): its address cannot be used: .*http:\/\/127\.0\.0\.1:4180/,
    ],
    [
      'with a password',
      'name,base_url\nshop,https://user:s3cret-pass@shop.example\n',
      /row 2 \("shop"\): its address cannot be used/,
    ],
  ])('refuses a row %s, naming the row, its password never shown', async (_what, text, message) => {
    const file = await fleetFile('addresses.csv', text);
    const error = await readExporterFleet(file, {}).catch((e: Error) => e);
    expect(String(error)).toMatch(message);
    expect(String(error)).not.toContain('s3cret-pass');
  });
});
