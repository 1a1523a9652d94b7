// Whether the watch in main can reach the network (watchConnectivity): while it cannot, the page
// shows one notice instead of an event per connection (features/watch-notices/OfflineNotice.tsx).
import type { Bridge } from '../bridge';
import type { SliceCreator } from './state/app-state';
import type { ConnectivitySlice } from './state/connectivity-state';

export const createConnectivitySlice =
  (bridge: Bridge): SliceCreator<ConnectivitySlice> =>
  (set) => ({
    watchOffline: null,
    followConnectivity: () =>
      bridge.on('watchConnectivity', ({ offline, why, at }) =>
        set({ watchOffline: offline ? { why, since: at } : null }),
      ),
  });
