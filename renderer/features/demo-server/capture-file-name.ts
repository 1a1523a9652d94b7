// Whether a file name typed into the capture form (the web host, where the page names the file) can
// be used; the suggested name itself comes from shared/capture-file-name.ts, as main's dialog's does.
import { isDatasetFileName } from '../../../shared/dataset-file-name';

export { captureFileName } from '../../../shared/capture-file-name';

/** Why `name` cannot be a capture's file name, or null when it can. */
export function captureNameProblem(name: string): string | null {
  if (name.trim() === '') return 'Name the file to save.';
  if (!isDatasetFileName(name)) return 'The name must end in .ridataset or .json.';
  return null;
}
