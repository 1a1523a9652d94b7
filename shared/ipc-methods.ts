/**
 * The names of the inspector's methods and events, without their schemas, so the preload (which runs
 * sandboxed and should stay tiny) can build window.inspector without bundling zod. The contract in
 * ipc-contract.ts must cover exactly these names; the type check fails otherwise.
 */

/** Every method of window.inspector. */
export const METHODS = [
  'listProfiles',
  'saveProfile',
  'deleteProfile',
  'setActiveProfile',
  'setWeakStorageAllowed',
  'testConnection',
  'getInfo',
  'getCategories',
  'getCategoriesRest',
  'cancelCall',
  'listRequests',
  'getRequestBody',
  'clearRequests',
  'demoStatus',
  'startDemo',
  'stopDemo',
  'setDemoFaults',
  'openExternal',
  'hostInfo',
  'setTheme',
  'setLanguage',
  'runDiagnostics',
  'exportReport',
  'exportRequestsHar',
  'captureDataset',
  'openDataset',
  'openDatasetText',
  'chooseDatasetFile',
  'listSnapshots',
  'deleteSnapshot',
  'deleteSnapshots',
  'pinSnapshot',
  'getSnapshotSettings',
  'setSnapshotSettings',
  'saveCategoryExport',
  'compareDatasets',
  'exportDiff',
  'changeImage',
  'savePagePdf',
  'getWatchSettings',
  'setWatch',
  'setWatchOptions',
  'setMaintenance',
  'listFleet',
  'getHistory',
  'runWatchNow',
  'importFleet',
  'exportFleet',
  'getAvailability',
  'exportAvailability',
  'takeOpenRequests',
] as const;
export type MethodName = (typeof METHODS)[number];

/** Events main sends to the renderer. */
export const EVENTS = [
  'requestLogged',
  'demoStatus',
  'captureProgress',
  'snapshotNotice',
  'watchEvent',
  'fleetUpdated',
  'watchOpen',
  'watchConnectivity',
  'updateNotice',
  'openRequested',
] as const;
export type EventName = (typeof EVENTS)[number];

/** The IPC channel of a method; every channel carries this prefix, and the preload refuses others. */
export const methodChannel = (method: MethodName) => `inspector:${method}` as const;

/**
 * The channel the preload tells main the path of a file the user dropped or picked in the page on
 * (Electron only; no contract method, so the web host has no such call).
 */
export const DROPPED_FILE_CHANNEL = 'inspector:host:dropped-file';

/** The IPC channel of an event. */
export const eventChannel = (event: EventName) => `inspector:event:${event}` as const;
