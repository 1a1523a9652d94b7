/**
 * The handler table: one async function per method of shared/ipc-contract.ts, plain functions of the
 * dependencies passed in, composed from one small table per domain. Electron's IPC and the web host
 * both serve it through `dispatch` (dispatch.ts).
 */
import { datasetPaths } from '../dataset/dataset-paths';
import { createCallRegistry } from './call-registry';
import { createChangesHandlers } from './changes-handlers';
import { createCategoryRests } from './category-rests';
import { createDatasetHandlers } from './dataset-handlers';
import { createDemoHandlers } from './demo-handlers';
import { createDiagnosticsHandlers } from './diagnostics-handlers';
import { createExportHandlers } from './export-handlers';
import type { HandlerContext, HandlerDeps, Handlers } from './handler-types';
import { createHostHandlers } from './host-handlers';
import { createInstallationHandlers } from './installation-handlers';
import { resolveInstallation } from '../profiles/installation-for';
import { createProfileHandlers } from './profile-handlers';
import { createRequestLogHandlers } from './request-log-handlers';
import { createSnapshotHandlers } from './snapshot-handlers';
import { createWatchHandlers } from './watch-handlers';

export { dispatch, isMethodName } from './dispatch';
export type { HandlerContext, HandlerDeps, Handlers } from './handler-types';

/** Builds the handler table over `deps`. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const calls = createCallRegistry();
  const context: HandlerContext = {
    // Loads, tests and Diagnostics never call an installation without the token it was given.
    installationFor: (profileId) => resolveInstallation(deps, profileId, { tokenMissing: 'refuse' }),
    cancellable: calls.run,
  };
  const paths = deps.paths ?? datasetPaths(deps.capturesDir);
  return {
    ...createProfileHandlers(deps),
    ...createInstallationHandlers(deps, { ...context, cancel: calls.cancel, rests: createCategoryRests() }),
    ...createRequestLogHandlers(deps),
    ...createDemoHandlers(deps),
    ...createHostHandlers(deps),
    ...createDiagnosticsHandlers(deps, context),
    ...createDatasetHandlers(deps, context, paths),
    ...createSnapshotHandlers(deps),
    ...createExportHandlers(deps),
    ...createChangesHandlers(deps, paths),
    ...createWatchHandlers(deps),
  };
}
