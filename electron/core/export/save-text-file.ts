/**
 * The one way a text export leaves main: through the host's save dialog, written atomically so
 * nothing ever opens half a file; where the host has no dialogs (the web host), handed back for the
 * browser to download. Fails with FILE_ACCESS, naming the file and the reason, when the chosen file
 * cannot be written.
 */
import type { ExportOutcome } from '../../../shared/ipc-contract';
import { writeProblem } from '../lib/write-problem';
import type { FileDialogs } from '../platform/file-dialogs';
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';

/** A text to save, and how the dialog and the download offer it. */
export interface TextExport {
  readonly text: string;
  readonly fileName: string;
  readonly mimeType: string;
  /** The save dialog's title, e.g. "Export categories". */
  readonly title: string;
  /** The dialog's file type: its name ("CSV") and extension ("csv"). */
  readonly filter: { readonly name: string; readonly extension: string };
  /** What it is in the failure's words, e.g. "The categories". */
  readonly what: string;
}

/** Saves `exported` through `dialogs`, or hands it back where there are none. */
export async function saveTextFile(
  exported: TextExport,
  dialogs: FileDialogs | null,
): Promise<ExportOutcome> {
  const { text, fileName, mimeType } = exported;
  if (!dialogs) return { status: 'download', fileName, mimeType, text };
  const file = await dialogs.chooseSavePath({
    title: exported.title,
    defaultName: fileName,
    filters: [{ name: exported.filter.name, extensions: [exported.filter.extension] }],
  });
  if (file === null) return { status: 'cancelled' };
  try {
    await writeFileAtomic(file, text);
  } catch (error) {
    throw new AppError(
      'FILE_ACCESS',
      `${exported.what} could not be saved as ${file}: ${writeProblem(error)}.`,
    );
  }
  return { status: 'saved', file };
}
