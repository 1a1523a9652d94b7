/** How dataset files show in the host's open and save dialogs. */
import { DATASET_EXTENSIONS } from '../../../shared/dataset-file-name';
import type { FileFilter } from '../platform/file-dialogs';

/** The filter of dataset files in the host's dialogs: the app's own extension and JSON. */
export const DATASET_FILTERS: readonly FileFilter[] = [
  { name: 'Retail Inspector dataset', extensions: [...DATASET_EXTENSIONS] },
];
