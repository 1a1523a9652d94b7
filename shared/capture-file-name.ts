/**
 * The file name a capture is offered under: `<connection>-<yyyy-mm-dd>.ridataset`, the connection's name
 * reduced to ASCII letters, digits and dashes so it is valid on every file system.
 */
import { DATASET_EXTENSION } from './dataset-file-name';
import { fileNameStem, localDay } from './file-name-stem';

/** e.g. "Demo (offline)" on 22 Nov 2026 → "demo-offline-2026-11-22.ridataset". */
export function captureFileName(connectionName: string, now = new Date()): string {
  return `${fileNameStem(connectionName)}-${localDay(now)}.${DATASET_EXTENSION}`;
}
