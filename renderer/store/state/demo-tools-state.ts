// The demo server view's slice state and actions (demo-tools-slice.ts), with its capture part.
import type { Words } from '../../i18n/words';
import type { HostInfo } from '../../../shared/ipc-contract';
import type { Result } from '../../../shared/result';
import type { DatasetCaptureSlice } from './dataset-capture-state';

/** What the last action on the demo server came to. */
export type DemoAction =
  | { readonly status: 'idle' }
  | { readonly status: 'busy'; readonly what: 'open' | 'start' | 'stop' }
  | { readonly status: 'done'; readonly text: Words }
  /**
   * `lines`: the host's message, then one problem a line (a dataset's JSON paths); `notes`: advice
   * the host gave after a blank line.
   */
  | {
      readonly status: 'failed';
      readonly title: Words;
      readonly lines: readonly string[];
      readonly notes: readonly string[];
    };

export interface DemoToolsSlice extends DatasetCaptureSlice {
  /** What this host can do (file dialogs, the captures folder); null until read or when unreadable. */
  readonly demoHost: HostInfo | null;
  readonly demoAction: DemoAction;
  /** The dataset the server served before the view stopped it, so Start brings it back. */
  readonly lastDemoFile: string | null;
  readonly faultsBusy: boolean;
  readonly faultsError: string | null;
  loadDemoHost(): Promise<void>;
  /** Opens a dataset file: `file`, or the one chosen in the host's dialog. */
  openDatasetFile(file?: string): Promise<void>;
  /**
   * Where a dropped or picked file is on disk, where the host can tell (the desktop app): its path as
   * the host accepted it, or why the host refused it; null where the host cannot tell.
   */
  droppedFilePath(file: File): Promise<Result<string> | null>;
  /** Opens a dataset from its text (a dropped or browser-picked file). */
  openDatasetText(name: string, text: string): Promise<void>;
  /** Says why a file the user gave cannot be opened, without asking the host. */
  refuseDataset(name: string, reason: string): void;
  startDemoServer(): Promise<void>;
  stopDemoServer(): Promise<void>;
  /** Serves the bundled demo dataset again. */
  resetDemoServer(): Promise<void>;
  dismissDemoAction(): void;
  setFaults(latencyMs: number, failRate: number): Promise<void>;
}
