/** The folders of a snapshots root: which connections have snapshots, and the bytes they take. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The connection folders (keys) under `root`; none when it is missing. */
export async function connectionFolders(root: string): Promise<string[]> {
  const found = await readdir(root, { withFileTypes: true }).catch(() => []);
  return found.filter((d) => d.isDirectory()).map((d) => d.name);
}

/** Bytes of the regular files under `folder`, recursively (locks held now aside); 0 when it is missing. */
export async function folderBytes(folder: string): Promise<number> {
  const found = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  const sizes = await Promise.all(
    found
      .filter((d) => d.isFile() && !d.name.endsWith('.lock'))
      .map((d) =>
        stat(join(d.parentPath, d.name)).then(
          (info) => info.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}
