/**
 * The other places a stored token can linger beside profiles.json: temporary files of an interrupted
 * save (profiles.json.<pid>.<hex>.tmp) and damaged files moved aside (profiles.json.corrupt-<time>).
 * When the user withdraws weak storage, the tokens in those copies that are not protected by the OS
 * key store are removed too; nothing else in them is touched, so a damaged file can still be repaired
 * by hand.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { removeStaleTempFiles, writeFileAtomic } from '../lib/atomic-write';

/**
 * Removes every temporary copy of `file` and blanks weakly protected or plain tokens in its moved-aside
 * copies. Call it holding the save lock (no save of `file` is then under way). Never throws.
 */
export async function scrubTokenCopies(file: string): Promise<void> {
  const folder = dirname(file);
  const name = basename(file);
  await removeStaleTempFiles(folder, { target: name, evenIfWriterRuns: true });
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const entry of names.filter((n) => n.startsWith(`${name}.corrupt-`))) {
    const path = join(folder, entry);
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) continue;
    const scrubbed = withoutWeakTokens(text);
    if (scrubbed !== text) await writeFileAtomic(path, scrubbed, 0o600).catch(() => undefined);
  }
}

/**
 * `text` with the data of every token not under OS protection blanked. Works on text that is not
 * valid JSON (that is why the file was moved aside), including one cut off inside a token.
 */
export function withoutWeakTokens(text: string): string {
  return text.replace(
    /("protection"\s*:\s*"([^"\\]*)"\s*,\s*)?"data"\s*:\s*"[^"]*"?/g,
    (whole: string, before: string | undefined, protection: string | undefined) =>
      protection === 'os' ? whole : `${before ?? ''}"data": ""`,
  );
}
