// A fresh store for every component test. The renderer's components read the one bound store,
// `useAppStore` from renderer/store; each component test file replaces that export (vi.mock, see
// render-app.tsx) with a stand-in that delegates to the store `freshStore()` made last: a new
// createAppStore over the real renderer bridge, which reads the test's fake window.inspector.
import { bridge } from '../../renderer/bridge';
import type * as StoreModule from '../../renderer/store';

type AppStore = ReturnType<typeof StoreModule.createAppStore>;

let createStore: typeof StoreModule.createAppStore | undefined;
let current: AppStore | undefined;

function active(): AppStore {
  if (!current) throw new Error('No store for this test: render through renderApp() (render-app.tsx)');
  return current;
}

/** The renderer's store module, its `useAppStore` delegating to this test's store. */
export function withFreshStore(actual: typeof StoreModule): typeof StoreModule {
  createStore = actual.createAppStore;
  const useAppStore = ((selector?: (state: unknown) => unknown) =>
    (active() as (s?: unknown) => unknown)(selector)) as unknown as AppStore;
  Object.assign(useAppStore, {
    getState: () => active().getState(),
    getInitialState: () => active().getInitialState(),
    setState: (...args: Parameters<AppStore['setState']>) => active().setState(...args),
    subscribe: (...args: Parameters<AppStore['subscribe']>) => active().subscribe(...args),
  });
  return { ...actual, useAppStore };
}

/** Makes this test's store, over the renderer's bridge (window.inspector). */
export function freshStore(): AppStore {
  if (!createStore) throw new Error('renderer/store is not mocked in this file: see render-app.tsx');
  current = createStore(bridge);
  return current;
}

/** Forgets this test's store. */
export function dropStore(): void {
  current = undefined;
}
