/**
 * Handlers of Watch (issue 20, electron/core/watch/): the watch settings, the fleet board, a
 * connection's history, a run now, and the saved connections to and from a fleet file.
 */
import { exportFleet, importFleet } from '../watch/fleet-exchange';
import type { HandlerDeps, Handlers } from './handler-types';

type WatchMethods =
  | 'getWatchSettings'
  | 'setWatch'
  | 'setWatchOptions'
  | 'listFleet'
  | 'getHistory'
  | 'runWatchNow'
  | 'importFleet'
  | 'exportFleet';

export function createWatchHandlers(
  deps: Pick<HandlerDeps, 'watch' | 'profiles' | 'env'>,
): Pick<Handlers, WatchMethods> {
  const { watch } = deps;
  return {
    getWatchSettings: () => watch.settings(),
    setWatch: ({ profileId, every }) => watch.setWatch(profileId, every),
    setWatchOptions: (options) => watch.setOptions(options),
    listFleet: () => watch.fleet(),
    getHistory: ({ profileId, from, to, buckets }) => watch.history(profileId, from, to, buckets),
    runWatchNow: ({ profileId }) => watch.runNow(profileId),
    importFleet: ({ text, format }) =>
      importFleet({ profiles: deps.profiles, env: deps.env ?? process.env }, text, format),
    exportFleet: async ({ format }) => exportFleet(deps.profiles.list(), format),
  };
}
