/** How dataset files show in the host's open and save dialogs. */
import type { FileFilter } from '../platform/file-dialogs';

/** The filter of dataset files in the host's dialogs. */
export const DATASET_FILTERS: readonly FileFilter[] = [
  { name: 'Retail Inspector dataset', extensions: ['json'] },
];
