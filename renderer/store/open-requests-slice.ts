// What the system asked the desktop app to open, as main checked it (shared/open-requests.ts): a
// dataset file opens on the demo server as one opened in the Demo server view does (its errors
// there too), a connect link opens the Connections dialog on a new connection's form filled in
// (saved only when the user presses Save), and a refused link opens the dialog saying why. Taken
// when the page starts (a file double-clicked to start the app came before it listened) and on
// each openRequested event.
import { readOpenRequests, type OpenRequest } from '../../shared/open-requests';
import type { Bridge } from '../bridge';
import type { AppState, SliceCreator } from './state/app-state';
import type { OpenRequestsSlice } from './state/open-requests-state';

async function open(s: AppState, request: OpenRequest): Promise<void> {
  switch (request.kind) {
    case 'file':
      s.setMainView('demo');
      return s.openDatasetFile(request.file);
    case 'fileRefused':
      s.setMainView('demo');
      return s.refuseDataset(request.name, request.reason);
    case 'connect':
      return s.showLinkForm({ name: request.name, baseUrl: request.baseUrl });
    case 'linkRefused':
      return s.showLinkRefusal(request.reason);
  }
}

export const createOpenRequestsSlice =
  (bridge: Bridge): SliceCreator<OpenRequestsSlice> =>
  (_set, get) => ({
    followOpenRequests() {
      let taking = Promise.resolve();
      // One take at a time, in order: two events close together must not open things out of order.
      const take = () => {
        taking = taking.then(async () => {
          const result = await bridge.takeOpenRequests({});
          if (!result.ok) return;
          for (const request of readOpenRequests(result.value)) await open(get(), request);
        });
      };
      const stop = bridge.on('openRequested', take);
      take();
      return stop;
    },
  });
