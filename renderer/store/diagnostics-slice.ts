// The diagnostics view: the last report of the active connection's checks, and its export.
import type { Bridge } from '../bridge';
import type { SliceCreator } from './types';

export interface DiagnosticsSlice {
  /** Placeholder until the diagnostics view is built. */
  readonly diagnosticsReady: boolean;
}

export const createDiagnosticsSlice =
  (_bridge: Bridge): SliceCreator<DiagnosticsSlice> =>
  () => ({ diagnosticsReady: false });
