// Whether a file name typed into the capture form (the web host, where the page names the file) can
// be used; the suggested name itself comes from shared/capture-file-name.ts, as main's dialog's does.
import { isDatasetFileName } from '../../../shared/dataset-file-name';
import { words, type Words } from '../../i18n/words';

export { captureFileName } from '../../../shared/capture-file-name';

/** Why `name` cannot be a capture's file name, or null when it can. */
export function captureNameProblem(name: string): Words | null {
  if (name.trim() === '') return words('demo.capture.needName');
  if (!isDatasetFileName(name)) return words('demo.capture.badExtension');
  return null;
}
