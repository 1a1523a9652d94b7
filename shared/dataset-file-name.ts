/**
 * The app's own extension for dataset files, `.ridataset` (JSON inside), which the desktop app is
 * registered to open with a double-click. Captures are written under it by default; `.json`, the
 * name of every dataset before it, is read everywhere as well, and written when asked for by name.
 */

/** The extension, without its dot. */
export const DATASET_EXTENSION = 'ridataset';

/** Every extension a dataset file may have, the app's own first. */
export const DATASET_EXTENSIONS = [DATASET_EXTENSION, 'json'] as const;

/** The extensions as a person reads them: ".ridataset or .json". */
export const DATASET_EXTENSIONS_TEXT = '.ridataset or .json';

const DATASET_NAME = /\.(?:ridataset|json)$/i;

/** Whether `name` (a file name or path) ends in a dataset file's extension. */
export function isDatasetFileName(name: string): boolean {
  return DATASET_NAME.test(name.trim());
}

/** `name` without its dataset extension (".ridataset" or ".json"), if it has one. */
export function withoutDatasetExtension(name: string): string {
  return name.replace(DATASET_NAME, '');
}

/**
 * The file a capture writes for `path`: as given when its name has an extension (`-o shop.json`
 * writes shop.json), else with `.ridataset` added (`-o shop` writes shop.ridataset).
 */
export function withDefaultDatasetExtension(path: string): string {
  const name = path.split(/[\\/]/).pop() ?? '';
  const stem = name.replace(/^\.+/, '');
  return stem === '' || stem.includes('.') ? path : `${path}.${DATASET_EXTENSION}`;
}
