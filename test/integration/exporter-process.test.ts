// The built exporter restarts itself in place with its V8 flags and MALLOC_ARENA_MAX=2 (Linux: read
// from /proc), answers and stops as usual, and runs as started when told to.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTER_NODE_FLAGS, TUNING_VARIABLE } from '../../electron/cli/exporter-process';
import { killAllClis, stopCli } from '../helpers/cli-process';
import { scrape, startExporterProcess } from '../helpers/exporter-process';
import { closedPort } from '../helpers/local-servers';

let folder: string;
let fleetFile: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-exporter-process-'));
  fleetFile = join(folder, 'fleet.csv');
  await writeFile(
    fleetFile,
    `name,base_url,token_env,insecure\ndown,http://127.0.0.1:${await closedPort()},,\n`,
  );
});

afterEach(async () => {
  await killAllClis();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function processOf(pid: number | undefined) {
  const read = async (file: string) => (await readFile(`/proc/${pid}/${file}`, 'utf8')).split('\0');
  return { args: await read('cmdline'), env: await read('environ') };
}

describe('retail-inspector exporter: its process', () => {
  it('runs under its V8 flags and two malloc arenas, in the process it was started as', async () => {
    const exporter = await startExporterProcess(fleetFile);
    const { args, env } = await processOf(exporter.cli.child.pid);
    expect(args).toEqual(expect.arrayContaining([...EXPORTER_NODE_FLAGS, 'exporter']));
    expect(env).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', `${TUNING_VARIABLE}=on`]));
    expect((await scrape(exporter.url, '/probe?target=down')).body).toContain('retail_inspector_up 0');
    expect(await stopCli(exporter.cli, 'SIGTERM')).toBe(0);
  });

  it('runs as started when RETAIL_INSPECTOR_EXPORTER_TUNING is set', async () => {
    const exporter = await startExporterProcess(fleetFile, [], { [TUNING_VARIABLE]: 'off' });
    const { args, env } = await processOf(exporter.cli.child.pid);
    expect(args.filter((arg) => EXPORTER_NODE_FLAGS.includes(arg as never))).toEqual([]);
    expect(env).not.toContain('MALLOC_ARENA_MAX=2');
    expect(await stopCli(exporter.cli, 'SIGTERM')).toBe(0);
  });
});
