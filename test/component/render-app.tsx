// Renders the whole app the way renderer/main.tsx mounts it: a new store, made by createAppStore over
// a fake inspector (fake-inspector.ts) instead of window.inspector, started, and given to <App />
// through <StoreProvider>; with a user-event session. Each test file calls resetAfterTest in
// afterEach (Testing Library's automatic cleanup needs vitest globals, which this repository does
// not turn on).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../renderer/App';
import { createAppStore, StoreProvider } from '../../renderer/store';
import { FakeInspector } from './fake-inspector';

let stopStore: (() => void) | undefined;
let inspector: FakeInspector | undefined;
let undoLayout: (() => void) | undefined;

// happy-dom lays nothing out: every element is 0 × 0 and computed paddings are empty strings. The
// categories browser sizes its virtual rows from its scroller's clientWidth, clientHeight and
// computed padding, so each element is given an 800 × 600 client box (HTMLElement.prototype) and
// the scroller the padding of category-views.css; the virtualizer then renders the rows in view.
const CLIENT_BOX = { clientWidth: 800, clientHeight: 600 } as const;

function giveLayout(): () => void {
  const originals = Object.keys(CLIENT_BOX).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  for (const [name, value] of Object.entries(CLIENT_BOX)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
  const style = document.createElement('style');
  style.textContent = '.browser__scroller { padding: 0 4px; }';
  document.head.append(style);
  return () => {
    style.remove();
    for (const [name, original] of originals) {
      if (original) Object.defineProperty(HTMLElement.prototype, name, original);
      else Reflect.deleteProperty(HTMLElement.prototype, name);
    }
  };
}

/** The app over `fake` (by default one answering from fixtures.ts). */
export function renderApp(fake = new FakeInspector()) {
  // A second render in one test is the app started again (what was remembered stays).
  stopStore?.();
  inspector = fake;
  undoLayout ??= giveLayout();
  const store = createAppStore(fake.api);
  stopStore = store.getState().start();
  const user = userEvent.setup();
  const view = render(
    <StoreProvider store={store}>
      <App />
    </StoreProvider>,
  );
  return { ...view, user, store, fake };
}

/** Unmounts, stops following events, lets held calls go and forgets what the test stored. */
export async function resetAfterTest(): Promise<void> {
  cleanup();
  stopStore?.();
  stopStore = undefined;
  inspector?.releaseAll();
  inspector = undefined;
  // Released calls settle into a store nothing reads any more.
  await new Promise((resolve) => setTimeout(resolve, 0));
  undoLayout?.();
  undoLayout = undefined;
  localStorage.clear();
  delete document.documentElement.dataset.theme;
}

/** The Installation panel. */
export const installationPanel = () => within(screen.getByRole('region', { name: 'Installation' }));

/** The Categories panel. */
export const categoriesPanel = () => within(screen.getByRole('region', { name: 'Categories' }));
