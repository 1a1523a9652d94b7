/** Handlers that capture installations into dataset files and open dataset files on the demo server. */
import { AppError } from '../app-error';
import type { HandlerDeps, Handlers } from '../handlers';
import type { ToolContext } from './tool-context';

export function createDatasetHandlers(
  _deps: HandlerDeps,
  _tools: ToolContext,
): Pick<Handlers, 'captureDataset' | 'openDataset' | 'openDatasetText'> {
  return {
    captureDataset: () => Promise.reject(new AppError('INTERNAL', 'Capture is not built yet.')),
    openDataset: () => Promise.reject(new AppError('INTERNAL', 'Opening datasets is not built yet.')),
    openDatasetText: () => Promise.reject(new AppError('INTERNAL', 'Opening datasets is not built yet.')),
  };
}
