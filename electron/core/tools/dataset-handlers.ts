/** Handlers that capture installations into dataset files and open dataset files on the demo server. */
import type { HandlerDeps, Handlers } from '../handlers';
import { captureToFile } from './dataset/capture-to-file';
import { datasetOpener } from './dataset/open-dataset';
import type { ToolContext } from './tool-context';

export function createDatasetHandlers(
  deps: HandlerDeps,
  tools: ToolContext,
): Pick<Handlers, 'captureDataset' | 'openDataset' | 'openDatasetText'> {
  const opener = datasetOpener(deps);
  return {
    captureDataset: (args) => captureToFile(deps, tools, args),
    openDataset: ({ file }) => opener.openFile(file),
    openDatasetText: ({ name, text }) => opener.openText(name, text),
  };
}
