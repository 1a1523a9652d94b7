/**
 * Writes every icon of the packages from build-resources/icon.svg (scripts/icon-files.ts says which
 * and how). Run with `npm run icons` after changing the source image, and commit what it writes:
 * electron-builder then finds each target's icon ready-made and never downloads its icon tool.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconFiles } from './icon-files';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const svg = await readFile(join(ROOT, 'build-resources', 'icon.svg'), 'utf8');
for (const [path, bytes] of await iconFiles(svg)) {
  await mkdir(dirname(join(ROOT, path)), { recursive: true });
  await writeFile(join(ROOT, path), bytes);
  console.log(`icons: ${path} (${bytes.length} bytes)`);
}
