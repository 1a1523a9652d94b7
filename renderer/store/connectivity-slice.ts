// Whether the watch in main can reach the network (watchConnectivity): while it cannot, the page
// shows one notice instead of an event per connection (features/watch-notices/OfflineNotice.tsx).
import type { Bridge } from '../bridge';
import type { SliceCreator } from './state/app-state';
import type { ConnectivitySlice } from './state/connectivity-state';

export const createConnectivitySlice =
  (bridge: Bridge): SliceCreator<ConnectivitySlice> =>
  (set) => ({
    watchOffline: null,
    followConnectivity() {
      let heard = false;
      const stop = bridge.on('watchConnectivity', ({ offline, why, at }) => {
        heard = true;
        set({ watchOffline: offline ? { why, since: at } : null });
      });
      // An outage that began before this page opened (a tab reloaded meanwhile); an event wins.
      void bridge.hostInfo({}).then((result) => {
        const outage = result.ok ? result.value.watchOffline : null;
        if (!heard && outage) set({ watchOffline: { why: outage.why, since: outage.at } });
      });
      return stop;
    },
  });
