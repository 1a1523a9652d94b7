/**
 * Handlers of Watch (issue 20): the watch settings, the fleet board, a connection's history, a run
 * now, and the fleet file's import and export. Until the engine lands each answers INTERNAL.
 */
import { AppError } from '../lib/app-error';
import type { Handlers } from './handler-types';

type WatchMethods =
  | 'getWatchSettings'
  | 'setWatch'
  | 'setWatchOptions'
  | 'listFleet'
  | 'getHistory'
  | 'runWatchNow'
  | 'importFleet'
  | 'exportFleet';

const notYet = async (): Promise<never> => {
  throw new AppError('INTERNAL', 'Watch is not available in this build yet.');
};

export function createWatchHandlers(): Pick<Handlers, WatchMethods> {
  return {
    getWatchSettings: notYet,
    setWatch: notYet,
    setWatchOptions: notYet,
    listFleet: notYet,
    getHistory: notYet,
    runWatchNow: notYet,
    importFleet: notYet,
    exportFleet: notYet,
  };
}
