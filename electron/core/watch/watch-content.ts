/**
 * What a watch run read, reduced to what the confirmation and the change words need: the SHA-256 of
 * the settings and of the category rows (masked, keys sorted, so the same content always gives the
 * same hash whatever the installation's key order), and a compact digest (a 53-bit hash per field
 * and per row, by id) from which the next change is counted without keeping the rows: about 16
 * bytes a category. Pure.
 */
import { createHash } from 'node:crypto';

/** The compact digest of one run's content; a part is null when it was not read. */
export interface ContentDigest {
  /** Field name -> hash of its value. */
  readonly settings: ReadonlyMap<string, number> | null;
  /** Hash of each row's id and of the whole row, index for index. */
  readonly rows: { readonly ids: Float64Array; readonly hashes: Float64Array } | null;
}

/** The hashes and digest of one run's content. */
export interface ContentHashes {
  readonly settingsHash: string | null;
  readonly categoriesHash: string | null;
  readonly digest: ContentDigest;
}

/** What changed between two digests; null for a part either did not read. */
export interface ContentChanges {
  readonly settings: readonly string[] | null;
  readonly categories: { readonly added: number; readonly removed: number; readonly changed: number } | null;
}

/** The hashes of `info` (without `status`) and `rows`, each text passed through `mask` first. */
export function contentHashes(
  info: Readonly<Record<string, unknown>> | null,
  rows: readonly unknown[] | null,
  mask: (text: string) => string,
): ContentHashes {
  let settingsHash: string | null = null;
  let settings: Map<string, number> | null = null;
  if (info) {
    const fields = Object.keys(info)
      .filter((key) => key !== 'status')
      .sort();
    settings = new Map();
    const hash = createHash('sha256');
    for (const field of fields) {
      const text = mask(JSON.stringify(info[field]) ?? 'undefined');
      settings.set(mask(field), cyrb53(text));
      hash.update(`${JSON.stringify(mask(field))}:${text}\n`);
    }
    settingsHash = hash.digest('hex');
  }
  let categoriesHash: string | null = null;
  let digestRows: ContentDigest['rows'] = null;
  if (rows) {
    const ids = new Float64Array(rows.length);
    const hashes = new Float64Array(rows.length);
    const hash = createHash('sha256');
    rows.forEach((row, i) => {
      const text = mask(JSON.stringify(sortedKeys(row)) ?? 'null');
      hash.update(text);
      hash.update('\n');
      hashes[i] = cyrb53(text);
      ids[i] = cyrb53(mask(String(isRecord(row) ? row.id : undefined)));
    });
    categoriesHash = hash.digest('hex');
    digestRows = { ids, hashes };
  }
  return { settingsHash, categoriesHash, digest: { settings, rows: digestRows } };
}

/** What changed from `before` to `after`: settings fields by name, categories counted by id. */
export function contentChanges(before: ContentDigest, after: ContentDigest): ContentChanges {
  let settings: string[] | null = null;
  if (before.settings && after.settings) {
    const names = new Set([...before.settings.keys(), ...after.settings.keys()]);
    settings = [...names].filter((name) => before.settings!.get(name) !== after.settings!.get(name)).sort();
  }
  let categories: ContentChanges['categories'] = null;
  if (before.rows && after.rows) {
    const was = new Map<number, number>();
    before.rows.ids.forEach((id, i) => was.set(id, before.rows!.hashes[i]!));
    let added = 0;
    let changed = 0;
    const seen = new Set<number>();
    after.rows.ids.forEach((id, i) => {
      seen.add(id);
      const old = was.get(id);
      if (old === undefined) added++;
      else if (old !== after.rows!.hashes[i]) changed++;
    });
    const removed = [...was.keys()].filter((id) => !seen.has(id)).length;
    categories = { added, removed, changed };
  }
  return { settings, categories };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A row's own fields in a fixed order (a record without a prototype: `__proto__` is a field here).
function sortedKeys(row: unknown): unknown {
  if (!isRecord(row)) return row;
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(row).sort()) out[key] = row[key];
  return out;
}

/**
 * cyrb53: a fast 53-bit string hash (public domain, by bryc), exact as a float64. Enough to tell
 * 100,000 rows apart (a collision among them is about one in a hundred billion).
 */
export function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
