/**
 * Handlers of Watch (issue 20, electron/core/watch/): the watch settings, the fleet board, a
 * connection's history, a run now, and the saved connections to and from a fleet file.
 */
import { saveFleetExport } from '../export/save-fleet-export';
import { exportFleet, importFleet } from '../watch/fleet-exchange';
import type { HandlerDeps, Handlers } from './handler-types';

type WatchMethods =
  | 'getWatchSettings'
  | 'setWatch'
  | 'setWatchOptions'
  | 'setMaintenance'
  | 'listFleet'
  | 'getHistory'
  | 'runWatchNow'
  | 'importFleet'
  | 'exportFleet';

export function createWatchHandlers(
  deps: Pick<HandlerDeps, 'watch' | 'profiles' | 'env' | 'dialogs'>,
): Pick<Handlers, WatchMethods> {
  const { watch } = deps;
  return {
    getWatchSettings: () => watch.settings(),
    setWatch: ({ profileId, every }) => watch.setWatch(profileId, every),
    setWatchOptions: (options) => watch.setOptions(options),
    setMaintenance: ({ windows }) => watch.setMaintenance(windows),
    listFleet: () => watch.fleet(),
    getHistory: ({ profileId, from, to, buckets }) => watch.history(profileId, from, to, buckets),
    runWatchNow: ({ profileId }) => watch.runNow(profileId),
    importFleet: ({ text, format }) =>
      importFleet({ profiles: deps.profiles, env: deps.env ?? process.env }, text, format),
    // Saved as the other exports are: the save dialog, or the browser's download (web host).
    exportFleet: ({ format }) =>
      saveFleetExport(exportFleet(deps.profiles.list(), format), format, deps.dialogs),
  };
}
