/**
 * What the watch told of a connection's certificate (certificate-levels.ts), beside its history
 * (`<connection key>/certificate.json`), so a watch started again (the app reopened, `watch`
 * restarted) does not warn again of a level it warned of. Written when a warning is told or the
 * certificate is renewed (then removed). Read leniently: a missing, foreign or damaged file reads as
 * null (the level reached is then told once more). Reads never throw; a write throws on a write error.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { CERTIFICATE_THRESHOLDS } from '../../../../shared/watch';
import { writeFileAtomic } from '../../lib/atomic-write';
import { readRegular } from '../../snapshots/snapshot-read';
import type { CertificateNotice } from '../certificate-levels';

const FILE = 'certificate.json';
const MAX_BYTES = 1_024;

const FileSchema = z.object({
  version: z.literal(1),
  notAfter: z
    .string()
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text))),
  threshold: z.literal(CERTIFICATE_THRESHOLDS),
});

/** What was told of the certificate kept in `folder`, or null when nothing can be read. */
export async function readCertificateNotice(folder: string): Promise<CertificateNotice | null> {
  const read = await readRegular(join(folder, FILE), MAX_BYTES);
  if (!read.ok) return null;
  try {
    const parsed = FileSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
    return parsed.success ? { notAfter: parsed.data.notAfter, threshold: parsed.data.threshold } : null;
  } catch {
    return null;
  }
}

/** Keeps `notice` in `folder` (which exists), atomically; null removes it. */
export async function writeCertificateNotice(
  folder: string,
  notice: CertificateNotice | null,
): Promise<void> {
  if (notice === null) {
    await rm(join(folder, FILE), { force: true });
    return;
  }
  const content = { version: 1, notAfter: notice.notAfter, threshold: notice.threshold };
  await writeFileAtomic(join(folder, FILE), JSON.stringify(content) + '\n', 0o600);
}
