/**
 * Saves the saved connections as a fleet file (electron/core/watch/fleet-exchange.ts writes its
 * text, never a token) as the other exports are saved: through the host's save dialog, written
 * atomically; where the host has no dialogs (the web host), handed back for the browser to save.
 * Fails with FILE_ACCESS, naming the file and the reason, when the chosen file cannot be written.
 */
import type { ExportOutcome } from '../../../shared/ipc-contract';
import type { FleetExport, FleetFormat } from '../../../shared/watch';
import type { FileDialogs } from '../platform/file-dialogs';
import { saveTextFile } from './save-text-file';

const FORMATS = {
  csv: { label: 'CSV', extension: 'csv', mimeType: 'text/csv; charset=utf-8' },
  json: { label: 'JSON', extension: 'json', mimeType: 'application/json' },
} as const satisfies Record<FleetFormat, { label: string; extension: string; mimeType: string }>;

/** Saves `exported` (in `format`) through `dialogs`, or hands it back where there are none. */
export async function saveFleetExport(
  exported: FleetExport,
  format: FleetFormat,
  dialogs: FileDialogs | null,
): Promise<ExportOutcome> {
  const { label, extension, mimeType } = FORMATS[format];
  return saveTextFile(
    {
      text: exported.text,
      fileName: exported.fileName,
      mimeType,
      title: 'Export connections',
      filter: { name: label, extension },
      what: 'The connections',
    },
    dialogs,
  );
}
