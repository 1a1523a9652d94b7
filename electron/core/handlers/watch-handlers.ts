/**
 * Handlers of Watch (issue 20, electron/core/watch/): the watch settings, the fleet board, a
 * connection's history, a run now, the saved connections to and from a fleet file, and the
 * availability of connections (the timeline's figure, the board's report).
 */
import { saveAvailabilityReport } from '../export/save-availability-report';
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
  | 'exportFleet'
  | 'getAvailability'
  | 'exportAvailability';

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
    getAvailability: ({ profileIds, from, to }) => watch.availability(profileIds, from, to),
    // The file `retail-inspector report` writes, of the connections chosen on the board.
    exportAvailability: async ({ profileIds, from, to, format }) =>
      saveAvailabilityReport(await watch.availability(profileIds, from, to), format, deps.dialogs),
  };
}
