/**
 * Saves the request log as a HAR 1.2 file (shared/har.ts builds it) as the other exports are
 * saved: through the host's save dialog, written atomically; where the host has no dialogs (the web
 * host), handed back for the browser to save. The text is masked once more before it leaves main.
 * Fails with FILE_ACCESS, naming the file and the reason, when the chosen file cannot be written.
 */
import { requestLogHar } from '../../../shared/har';
import type { ExportOutcome, RequestLogEntry } from '../../../shared/ipc-contract';
import type { FileDialogs } from '../platform/file-dialogs';
import { saveTextFile } from './save-text-file';

/** What the export reads of the request log. */
export interface HarSource {
  list(): RequestLogEntry[];
  body(id: number, maxChars: number): { text: string } | null;
}

/** What the export needs of its host. */
export interface HarExportDeps {
  readonly dialogs: FileDialogs | null;
  /** The app's version, for the file's creator. */
  readonly version: string;
  readonly mask: (text: string) => string;
  readonly now?: () => Date;
}

/** The request log's HAR text, masked. */
export function requestLogHarText(log: HarSource, version: string, mask: (text: string) => string): string {
  const har = requestLogHar(log.list(), (id) => log.body(id, Number.MAX_SAFE_INTEGER)?.text, version);
  return mask(`${JSON.stringify(har, null, 2)}\n`);
}

/** The file name offered: "requests-<yyyymmdd-hhmmss>.har", in UTC. */
export function harFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `requests-${stamp}.har`;
}

/** Saves the log as HAR through the host's dialog, or hands it back where there is none. */
export async function saveRequestHar(log: HarSource, deps: HarExportDeps): Promise<ExportOutcome> {
  const text = requestLogHarText(log, deps.version, deps.mask);
  const fileName = harFileName((deps.now ?? (() => new Date()))());
  // HAR is JSON; DevTools and other viewers open it by the .har extension.
  return saveTextFile(
    {
      text,
      fileName,
      mimeType: 'application/json',
      title: 'Export the request log as HAR',
      filter: { name: 'HAR (HTTP Archive)', extension: 'har' },
      what: 'The request log',
    },
    deps.dialogs,
  );
}
