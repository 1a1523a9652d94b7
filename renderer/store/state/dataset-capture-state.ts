// The capture part of the demo server view's slice (dataset-capture.ts): its state and actions.
import type { CaptureOutcomeView, CaptureProgressEvent } from '../../../shared/ipc-contract';
import type { Words } from '../../i18n/words';

/** A capture from start to its outcome. */
export type CaptureState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly callId: string;
      readonly connection: string;
      readonly startedAt: number;
      readonly progress: CaptureProgressEvent | null;
      readonly cancelling: boolean;
    }
  /**
   * The file exists: the user is asked before it is replaced. `file` is where the host found it;
   * `name` is what the capture asked for, sent again with overwrite (the host writes only names it
   * resolves itself, never a path merely handed back).
   */
  | {
      readonly status: 'exists';
      readonly file: string;
      readonly name: string;
      readonly profileId: string;
      readonly connection: string;
    }
  | {
      readonly status: 'saved';
      readonly connection: string;
      readonly outcome: Extract<CaptureOutcomeView, { status: 'saved' }>;
    }
  | { readonly status: 'cancelled' }
  /** Failed: what and what to do in words; the details as words, or as the host gave them. */
  | {
      readonly status: 'failed';
      readonly title: Words;
      readonly detail: Words | string | null;
      readonly advice: Words;
    };

export interface DatasetCaptureSlice {
  readonly capture: CaptureState;
  /** The capture file name the user typed (hosts without dialogs); null for the suggested one. */
  readonly captureFileName: string | null;
  setCaptureFileName(name: string | null): void;
  /** Captures the active connection into `file` (hosts without dialogs) or the file the dialog asks for. */
  captureActive(file?: string): Promise<void>;
  /** Replaces the existing file the capture stopped at. */
  confirmOverwrite(): Promise<void>;
  cancelCapture(): Promise<void>;
  /** Forgets the capture's outcome (or the overwrite question). */
  dismissCapture(): void;
}
