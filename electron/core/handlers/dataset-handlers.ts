/** Handlers that capture installations into dataset files and open dataset files on the demo server. */
import { captureToFile } from '../capture/capture-to-file';
import { DATASET_FILTERS } from '../dataset/dataset-filters';
import { datasetPaths, type DatasetPaths } from '../dataset/dataset-paths';
import { datasetOpener } from '../server/open-dataset';
import type { HandlerContext, HandlerDeps, Handlers } from './handler-types';

export function createDatasetHandlers(
  deps: Pick<
    HandlerDeps,
    'capturesDir' | 'demo' | 'dialogs' | 'client' | 'fetch' | 'emit' | 'addRecentDocument'
  >,
  context: HandlerContext,
  // One policy for every file the renderer names (dataset-paths.ts), shared by all of them (the
  // Changes view's dataset sides too, so a file opened or captured through a dialog can be compared).
  paths: DatasetPaths = datasetPaths(deps.capturesDir),
): Pick<
  Handlers,
  'captureDataset' | 'openDataset' | 'openDatasetText' | 'startDemo' | 'stopDemo' | 'chooseDatasetFile'
> {
  const opener = datasetOpener({ ...deps, paths });
  return {
    // The Changes view's "Browse…": a dataset file from the open dialog, accepted from then on.
    async chooseDatasetFile() {
      if (!deps.dialogs) return { file: null };
      const file = await deps.dialogs.chooseOpenPath({
        title: 'Choose a dataset file',
        filters: DATASET_FILTERS,
      });
      if (file !== null) paths.trust(file);
      return { file };
    },
    captureDataset: (args) => captureToFile(deps, context, args, paths),
    // A file opened where it is (the dialog, a drop, a double-click) goes to the system's recent
    // documents once it serves; a copy of a file without a path (openDatasetText) does not.
    async openDataset({ file }) {
      const opened = await opener.openFile(file);
      if (opened.opened && opened.status.file) {
        try {
          deps.addRecentDocument?.(opened.status.file);
        } catch {
          // A convenience of the system's: the dataset is served all the same.
        }
      }
      return opened;
    },
    openDatasetText: ({ name, text }) => opener.openText(name, text),
    startDemo: (args) => opener.startDemo(args?.datasetFile),
    stopDemo: () => opener.stopDemo(),
  };
}
