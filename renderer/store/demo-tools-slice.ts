// The demo server view: opening dataset files, latency and failure controls, and capturing the active
// connection into an offline dataset with progress.
import type { Bridge } from '../bridge';
import type { SliceCreator } from './types';

export interface DemoToolsSlice {
  /** Placeholder until the demo server view is built. */
  readonly demoToolsReady: boolean;
}

export const createDemoToolsSlice =
  (_bridge: Bridge): SliceCreator<DemoToolsSlice> =>
  () => ({ demoToolsReady: false });
