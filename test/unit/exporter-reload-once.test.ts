// The exporter's reloads, one at a time, over its real HTTP server: a burst of POST /-/reload (or
// SIGHUP's reload()) while one runs waits for one more reload, started when the running one ends
// and shared by every request of the burst, so the file is read twice, not once per request, and
// each answer reflects the file as it was after its request.
import { afterEach, describe, expect, it } from 'vitest';
import { createV2Client } from '../../electron/core/client/v2-client';
import type { ExporterFleet } from '../../electron/core/exporter/exporter-fleet';
import { startExporter, type Exporter } from '../../electron/core/exporter/exporter-server';

let exporter: Exporter | null = null;
afterEach(async () => {
  await exporter?.close();
  exporter = null;
});

const fleetOf = (size: number): ExporterFleet => ({
  targets: new Map(
    Array.from({ length: size }, (_, i) => [
      `shop-${i}`,
      {
        name: `shop-${i}`,
        installation: { baseUrl: 'http://127.0.0.1:9', insecure: false },
        tokenMissing: null,
      },
    ]),
  ),
  tokens: [],
});

// A fleet file that takes as long to read as the test says: each read waits for its release.
function slowFile() {
  let size = 1;
  const reads: { release: () => void }[] = [];
  const loadFleet = async () => {
    const sizeAtStart = size;
    if (reads.length > 0 || started) await new Promise<void>((release) => reads.push({ release }));
    started = true;
    return fleetOf(sizeAtStart);
  };
  let started = false;
  return {
    loadFleet,
    reads,
    setSize: (n: number) => (size = n),
    releaseNext: () => reads.shift()?.release(),
  };
}

async function started(loadFleet: () => Promise<ExporterFleet>): Promise<Exporter> {
  const fetchImpl = (url: string, init: RequestInit) => fetch(url, init);
  exporter = await startExporter({
    host: '127.0.0.1',
    port: 0,
    fleetFile: 'fleet.csv',
    loadFleet,
    probe: { client: createV2Client({ fetch: fetchImpl }), fetch: fetchImpl },
    timeoutMs: 1_000,
    concurrency: 1,
    log: () => undefined,
    version: 'test',
  });
  return exporter;
}

const post = (url: string) => fetch(`${url}/-/reload`, { method: 'POST' }).then((r) => r.text());

describe('the exporter reloads one at a time', () => {
  it('answers a burst of 10 reloads with two reads of the file, the second after the burst began', async () => {
    const file = slowFile();
    const { url } = await started(file.loadFleet);
    file.setSize(2);
    const first = post(url);
    await expect.poll(() => file.reads.length).toBe(1);
    // The file changes while the first reload reads it: the burst must see the change.
    file.setSize(3);
    const burst = Array.from({ length: 10 }, () => post(url));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(file.reads).toHaveLength(1);
    file.releaseNext();
    expect(await first).toBe('Reloaded: 2 targets.\n');
    await expect.poll(() => file.reads.length).toBe(1);
    file.releaseNext();
    expect(new Set(await Promise.all(burst))).toEqual(new Set(['Reloaded: 3 targets.\n']));
    expect(file.reads).toHaveLength(0);
    // A reload after the burst reads the file again.
    const later = post(url);
    await expect.poll(() => file.reads.length).toBe(1);
    file.releaseNext();
    expect(await later).toBe('Reloaded: 3 targets.\n');
  });
});
