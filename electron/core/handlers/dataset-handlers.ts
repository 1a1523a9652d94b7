/** Handlers that capture installations into dataset files and open dataset files on the demo server. */
import { captureToFile } from '../capture/capture-to-file';
import { datasetPaths } from '../dataset/dataset-paths';
import { datasetOpener } from '../dataset/open-dataset';
import type { HandlerContext, HandlerDeps, Handlers } from './handler-types';

export function createDatasetHandlers(
  deps: Pick<HandlerDeps, 'capturesDir' | 'demo' | 'dialogs' | 'client' | 'fetch' | 'emit'>,
  context: HandlerContext,
): Pick<Handlers, 'captureDataset' | 'openDataset' | 'openDatasetText' | 'startDemo' | 'stopDemo'> {
  // One policy for every file the renderer names (dataset-paths.ts), shared by all of them.
  const paths = datasetPaths(deps.capturesDir);
  const opener = datasetOpener({ ...deps, paths });
  return {
    captureDataset: (args) => captureToFile(deps, context, args, paths),
    openDataset: ({ file }) => opener.openFile(file),
    openDatasetText: ({ name, text }) => opener.openText(name, text),
    startDemo: (args) => opener.startDemo(args?.datasetFile),
    stopDemo: () => opener.stopDemo(),
  };
}
