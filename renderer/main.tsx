// The renderer's entry: makes the app's one store over window.inspector, starts loading
// (connections, then the active installation) and mounts the app inside that store's provider.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The base styles first: feature styles, imported by their components, build on its tokens.
import './styles.css';
import { App } from './App';
// After the app's styles (each component imports its own), so the print rules win.
import './features/print/print.css';
import { bridge } from './bridge';
import { createAppStore, StoreProvider } from './store';

const store = createAppStore(bridge);
store.getState().start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
