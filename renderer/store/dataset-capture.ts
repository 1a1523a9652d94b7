// The capture part of the demo server view's slice (demo-tools-slice.ts): capturing a connection into
// an offline dataset with progress (captureProgress events of its own call), Cancel, the question
// before an existing file is replaced, and the outcome.
import type { Bridge } from '../bridge';
import { words } from '../i18n/words';
import { callId } from './load-state';
import type { SliceCreator } from './state/app-state';
import type { DatasetCaptureSlice } from './state/dataset-capture-state';

export const createDatasetCapture =
  (bridge: Bridge): SliceCreator<DatasetCaptureSlice> =>
  (set, get) => {
    async function runCapture(profileId: string, connection: string, file?: string, overwrite?: boolean) {
      const id = callId('capture');
      const mine = () => {
        const capture = get().capture;
        return capture.status === 'running' && capture.callId === id;
      };
      set({
        capture: {
          status: 'running',
          callId: id,
          connection,
          startedAt: Date.now(),
          progress: null,
          cancelling: false,
        },
      });
      const stop = bridge.on('captureProgress', (progress) => {
        const capture = get().capture;
        if (progress.callId === id && capture.status === 'running')
          set({ capture: { ...capture, progress } });
      });
      // Without a file the host's save dialog asks (Electron); absent keys, not undefined ones.
      const target = { ...(file === undefined ? {} : { file }), ...(overwrite ? { overwrite } : {}) };
      const result = await bridge.captureDataset({ profileId, callId: id, ...target });
      stop();
      if (!mine()) return;
      if (!result.ok) {
        const title = words(
          result.error.code === 'FILE_ACCESS' ? 'demo.capture.notWritten' : 'demo.capture.notStarted',
        );
        set({
          capture: {
            status: 'failed',
            title,
            detail: result.error.message,
            advice: words('demo.capture.fixCause'),
          },
        });
        return;
      }
      const outcome = result.value;
      switch (outcome.status) {
        case 'saved':
          set({ capture: { status: 'saved', connection, outcome } });
          return;
        case 'exists':
          set({
            capture: {
              status: 'exists',
              file: outcome.file,
              name: file ?? outcome.file,
              profileId,
              connection,
            },
          });
          return;
        case 'cancelled':
          set({ capture: { status: 'cancelled' } });
          return;
        case 'failed': {
          // The failure's words (shared/failure-message.ts), in the language shown.
          const { title, detail, action } = outcome.words;
          const shown = typeof detail === 'string' ? detail.trim() || null : detail;
          set({ capture: { status: 'failed', title, detail: shown, advice: action } });
        }
      }
    }

    return {
      capture: { status: 'idle' },
      captureFileName: null,
      setCaptureFileName(captureFileName) {
        set({ captureFileName });
      },
      async captureActive(file) {
        const state = get();
        const profile = state.profiles.find((p) => p.id === state.activeProfileId);
        if (!profile || state.capture.status === 'running') return;
        await runCapture(profile.id, profile.name, file);
      },
      async confirmOverwrite() {
        const capture = get().capture;
        if (capture.status !== 'exists') return;
        await runCapture(capture.profileId, capture.connection, capture.name, true);
      },
      async cancelCapture() {
        const capture = get().capture;
        if (capture.status !== 'running' || capture.cancelling) return;
        set({ capture: { ...capture, cancelling: true } });
        await bridge.cancelCall({ callId: capture.callId });
      },
      dismissCapture() {
        if (get().capture.status !== 'running') set({ capture: { status: 'idle' } });
      },
    };
  };
