// The renderer's store as the rest of the renderer sees it: createAppStore makes one over a bridge,
// StoreProvider gives it to the components, and useAppStore reads it through a selector
// (selectors.ts). Components change it only through its actions; actions call the bridge.
export { createAppStore, type AppStore } from './app-store';
export { StoreProvider, useAppStore, useAppStoreApi } from './store-context';
export type { AppState } from './state/app-state';
