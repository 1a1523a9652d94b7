// The demo server view: opening dataset files on the embedded server (its state itself is `demo` in
// the connections slice), latency and failure injection, and (dataset-capture.ts) capturing a
// connection into an offline dataset. The outcome of each action stays here, so it survives
// switching tabs.
import type { DemoStatus } from '../../shared/ipc-contract';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import type { ErrorValue, Result } from '../../shared/result';
import type { MessageId } from '../i18n/messages/en';
import { words, type Words } from '../i18n/words';
import type { Bridge } from '../bridge';
import { createDatasetCapture } from './dataset-capture';
import type { SliceCreator } from './state/app-state';
import type { DemoAction, DemoToolsSlice } from './state/demo-tools-state';

const fileName = (path: string) => path.split(/[\\/]/).pop() ?? path;

// A failure as the view shows it: the host's lines, and the paragraphs after a blank line as notes.
function failed(title: Words | MessageId, error: ErrorValue): DemoAction {
  const [first = '', ...notes] = error.message.split(/\n\s*\n/);
  const lines = first.split('\n').filter((line) => line.trim() !== '');
  return {
    status: 'failed',
    title: typeof title === 'string' ? words(title) : title,
    lines,
    notes: notes.map((note) => note.trim()).filter(Boolean),
  };
}

export const createDemoToolsSlice =
  (bridge: Bridge): SliceCreator<DemoToolsSlice> =>
  (set, get, api) => {
    // A new dataset on the demo server: the demo connection's data is reloaded from it.
    function served(demo: DemoStatus, text: Words): void {
      set({ demo, demoAction: { status: 'done', text } });
      if (get().activeProfileId === DEMO_PROFILE_ID) void get().refresh();
    }

    // `name`: how the user knows the file (null: the one the dialog chose, named after it opened).
    async function openWith(name: string | null, open: () => Promise<Result<DemoStatus | null>>) {
      set({ demoAction: { status: 'busy', what: 'open' } });
      const result = await open();
      if (!result.ok) {
        const title = words('demo.msg.notOpened', { name: name ?? words('demo.msg.theDataset') });
        set({ demoAction: failed(title, result.error) });
        return;
      }
      const demo = result.value;
      if (demo === null) return set({ demoAction: { status: 'idle' } });
      const from = name ?? (demo.file ? fileName(demo.file) : words('demo.msg.theDatasetLower'));
      served(
        demo,
        words('demo.msg.nowServing', { company: demo.companyName ?? '', count: demo.categories, from }),
      );
    }

    return {
      ...createDatasetCapture(bridge)(set, get, api),
      demoHost: null,
      demoAction: { status: 'idle' },
      lastDemoFile: null,
      faultsBusy: false,
      faultsError: null,
      async loadDemoHost() {
        const result = await bridge.hostInfo({});
        // Unreadable: the view offers what works everywhere (a file input, a named file).
        if (result.ok) set({ demoHost: result.value });
      },
      openDatasetFile: (file) =>
        openWith(file ? fileName(file) : null, async () => {
          const result = await bridge.openDataset(file ? { file } : {});
          if (!result.ok) return result;
          return { ok: true, value: result.value.opened ? result.value.status : null };
        }),
      droppedFilePath: (file) => bridge.chooseDroppedFile?.(file) ?? Promise.resolve(null),
      openDatasetText: (name, text) => openWith(name, () => bridge.openDatasetText({ name, text })),
      refuseDataset(name, reason) {
        set({
          demoAction: {
            status: 'failed',
            title: words('demo.msg.notOpened', { name }),
            lines: [reason],
            notes: [],
          },
        });
      },
      async startDemoServer() {
        set({ demoAction: { status: 'busy', what: 'start' } });
        const file = get().lastDemoFile;
        const result = await bridge.startDemo(file ? { datasetFile: file } : {});
        if (!result.ok) {
          set({ demoAction: failed('demo.msg.notStarted', result.error) });
          return;
        }
        served(result.value, words('demo.msg.running', { url: result.value.url ?? '' }));
      },
      async stopDemoServer() {
        set({ demoAction: { status: 'busy', what: 'stop' }, lastDemoFile: get().demo?.file ?? null });
        const result = await bridge.stopDemo({});
        if (!result.ok) {
          set({ demoAction: failed('demo.msg.notStopped', result.error) });
          return;
        }
        set({ demo: result.value, demoAction: { status: 'done', text: words('demo.action.isStopped') } });
      },
      async resetDemoServer() {
        set({ demoAction: { status: 'busy', what: 'start' } });
        const result = await bridge.startDemo({});
        if (!result.ok) {
          set({ demoAction: failed('demo.msg.bundledNotStarted', result.error) });
          return;
        }
        served(result.value, words('demo.msg.servingBundled', { company: result.value.companyName ?? '' }));
      },
      dismissDemoAction() {
        set({ demoAction: { status: 'idle' } });
      },
      async setFaults(latencyMs, failRate) {
        set({ faultsBusy: true, faultsError: null });
        const result = await bridge.setDemoFaults({ latencyMs, failRate });
        if (result.ok) set({ demo: result.value, faultsBusy: false });
        else set({ faultsBusy: false, faultsError: result.error.message });
      },
    };
  };
