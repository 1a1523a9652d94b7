/**
 * `npm run bench:renderer`: only the renderer's Chromium section of `npm run bench` (first rows,
 * keystrokes, heap at 1,000 and 100,000 categories), for iterating on renderer speed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from './renderer-bundle';
import { CHROMIUM_PATH, haveChromium } from '../test/helpers/chromium';
import { measureRenderer, rendererTable } from './renderer-chromium';
import { writeSyntheticDataset } from './synthetic-dataset';

const log = (line = '') => process.stdout.write(line + '\n');

async function main(): Promise<void> {
  if (!haveChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  ensureBuilt(log);
  const folder = await mkdtemp(join(tmpdir(), 'retail-inspector-bench-renderer-'));
  try {
    const file1k = await writeSyntheticDataset(folder, 1_000);
    const file100k = await writeSyntheticDataset(folder, 100_000);
    const result = await measureRenderer(
      { file: file1k, count: 1_000 },
      { file: file100k, count: 100_000 },
      log,
    );
    log();
    rendererTable(result, log);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
