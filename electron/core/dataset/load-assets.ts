/**
 * Collects the image files a dataset serves: the entries of its `assets` map (data: URLs) and the
 * files on disk that its relative references name. Everything is read into memory once, at load,
 * so the server never touches the disk and a path can never leave the dataset's folder.
 */
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { IssueCollector } from '../../../shared/issue-path';
import { formatJsonPath } from '../../../shared/issue-path';
import { contentTypeFor } from '../lib/content-types';
import { fsReason, formatMb } from './read-json-file';
import { unsafeReferenceReason } from './asset-reference';

/** One file the server can answer with. */
export interface Asset {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
}

/** A place in the dataset that names an asset by a relative path. */
export interface AssetReference {
  readonly jsonPath: readonly PropertyKey[];
  readonly reference: string;
}

/** Decodes the `assets` map; problems are added to `issues`. Keys are the relative paths. */
export function decodeEmbeddedAssets(
  assets: Record<string, string>,
  issues: IssueCollector,
): Map<string, Asset> {
  const out = new Map<string, Asset>();
  for (const [path, dataUrl] of Object.entries(assets)) {
    const reason = unsafeReferenceReason(path);
    if (reason) {
      issues.add({ path: formatJsonPath(['assets', path]), message: `the key ${reason}` });
      continue;
    }
    const comma = dataUrl.indexOf(',');
    const contentType = dataUrl.slice(5, dataUrl.indexOf(';'));
    out.set(path, makeAsset(Buffer.from(dataUrl.slice(comma + 1), 'base64'), contentType));
  }
  return out;
}

/**
 * Reads the disk files behind `references` that `assets` does not already hold, into `assets`.
 * A missing file, an unsafe path or a file outside `folder` is a problem added to `issues`.
 */
export async function loadDiskAssets(
  folder: string,
  references: readonly AssetReference[],
  assets: Map<string, Asset>,
  issues: IssueCollector,
  maxTotalBytes: number,
): Promise<void> {
  const realFolder = await realpath(folder);
  const failed = new Map<string, string>();
  let totalBytes = 0;
  for (const { jsonPath, reference } of references) {
    if (assets.has(reference)) continue;
    let problem: string | null | undefined = failed.get(reference) ?? unsafeReferenceReason(reference);
    if (!problem) {
      const read = await readInside(realFolder, reference, maxTotalBytes - totalBytes);
      if (typeof read === 'string') problem = read;
      else {
        totalBytes += read.length;
        assets.set(reference, makeAsset(read, contentTypeFor(reference)));
        continue;
      }
    }
    failed.set(reference, problem);
    issues.add({ path: formatJsonPath(jsonPath), message: `${JSON.stringify(reference)} ${problem}` });
  }
}

// Returns the file's bytes, or the reason it cannot be served.
async function readInside(realFolder: string, reference: string, budget: number): Promise<Buffer | string> {
  let target: string;
  try {
    target = await realpath(resolve(realFolder, reference));
  } catch (error) {
    return `was not found in "assets" nor on disk (${fsReason(error)}: ${resolve(realFolder, reference)})`;
  }
  const rel = relative(realFolder, target);
  // A symbolic link may point elsewhere even when the path itself looks contained.
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return "escapes the dataset's folder";
  const info = await stat(target);
  if (!info.isFile()) return 'is not a file';
  if (info.size > budget) return `would take the dataset over its size limit (${formatMb(info.size)} more)`;
  return readFile(target);
}

function makeAsset(body: Buffer, contentType: string): Asset {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, contentType, etag };
}
