/**
 * What the watch told of a connection's certificates (certificate-levels.ts), beside its history
 * (`<connection key>/certificate.json`), so a watch started again (the app reopened, `watch`
 * restarted) does not warn again of a level it warned of. Written when a warning is told, a
 * renewal is seen or a certificate told of has ended; removed when nothing is left to keep. Version
 * 2 keeps one notice per certificate (an old and a renewed one served in turn); version 1 (one
 * notice) is read as one. Read leniently: a missing, foreign or damaged file reads as nothing told
 * (the level reached is then told once more). Reads never throw; a write throws on a write error.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { CERTIFICATE_THRESHOLDS } from '../../../../shared/watch';
import { writeFileAtomic } from '../../lib/atomic-write';
import { readRegular } from '../../snapshots/snapshot-read';
import { KEPT_CERTIFICATES, type CertificateNotice } from '../certificate-levels';

const FILE = 'certificate.json';
const MAX_BYTES = 1_024;

const notAfter = z
  .string()
  .max(40)
  .refine((text) => !Number.isNaN(Date.parse(text)));
const threshold = z.literal(CERTIFICATE_THRESHOLDS);

const FileSchema = z.union([
  z.object({ version: z.literal(1), notAfter, threshold }),
  z.object({
    version: z.literal(2),
    certificates: z.array(z.object({ notAfter, threshold: threshold.nullable() })).max(KEPT_CERTIFICATES),
  }),
]);

/** What was told of the certificates kept in `folder`; none when nothing can be read. */
export async function readCertificateNotices(folder: string): Promise<CertificateNotice[]> {
  const read = await readRegular(join(folder, FILE), MAX_BYTES);
  if (!read.ok) return [];
  try {
    const parsed = FileSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
    if (!parsed.success) return [];
    const data = parsed.data;
    if (data.version === 1) return [{ notAfter: data.notAfter, threshold: data.threshold }];
    return data.certificates.map((n) => ({ notAfter: n.notAfter, threshold: n.threshold }));
  } catch {
    return [];
  }
}

/** Keeps `notices` in `folder` (which exists), atomically; none removes the file. */
export async function writeCertificateNotices(
  folder: string,
  notices: readonly CertificateNotice[],
): Promise<void> {
  if (notices.length === 0) {
    await rm(join(folder, FILE), { force: true });
    return;
  }
  const certificates = notices
    .slice(-KEPT_CERTIFICATES)
    .map((n) => ({ notAfter: n.notAfter, threshold: n.threshold }));
  await writeFileAtomic(join(folder, FILE), JSON.stringify({ version: 2, certificates }) + '\n', 0o600);
}
