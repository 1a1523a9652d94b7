// How components reach the store: through React context rather than a module-level store, so the
// store is made by whoever mounts the app (renderer/main.tsx over the real bridge, a component test
// over a fake one) and every component below <StoreProvider> reads that one.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppStore } from './app-store';
import type { AppState } from './state/app-state';

const StoreContext = createContext<AppStore | null>(null);

/** Gives `store` to every component below it. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

const OUTSIDE_PROVIDER =
  'useAppStore was called outside <StoreProvider>: render the component inside ' +
  '<StoreProvider store={createAppStore(bridge)}>, as renderer/main.tsx does.';

/**
 * The part of the provided store's state that `selector` picks; the component renders again when
 * that part changes (compared with Object.is, so a selector that builds a new array must be
 * memoized: see selectors.ts).
 */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useAppStoreApi(), selector);
}

/**
 * The provided store itself, for work of several steps that reads the latest state after each await
 * (a print) rather than the state of the render that started it.
 */
export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error(OUTSIDE_PROVIDER);
  return store;
}
