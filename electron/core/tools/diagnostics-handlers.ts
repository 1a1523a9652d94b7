/** Handlers of the diagnostics view: run the checks of `retail-inspector check`, export the report. */
import { AppError } from '../app-error';
import type { HandlerDeps, Handlers } from '../handlers';
import type { ToolContext } from './tool-context';

export function createDiagnosticsHandlers(
  _deps: HandlerDeps,
  _tools: ToolContext,
): Pick<Handlers, 'runDiagnostics' | 'exportReport'> {
  return {
    runDiagnostics: () => Promise.reject(new AppError('INTERNAL', 'Diagnostics are not built yet.')),
    exportReport: () => Promise.reject(new AppError('INTERNAL', 'Export is not built yet.')),
  };
}
