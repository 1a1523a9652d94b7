/** The words for a file that could not be written, shared by every save the app makes. */

/** Why a file could not be written, in plain words. */
export function writeProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'the folder does not exist';
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EROFS') return 'the disk is read-only';
  if (code === 'EISDIR') return 'a folder has that name';
  return error instanceof Error ? error.message : String(error);
}
