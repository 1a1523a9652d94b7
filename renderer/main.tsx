// The renderer's entry: starts loading (connections, then the active installation) and mounts the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The base styles first: feature styles, imported by their components, build on its tokens.
import './styles.css';
import { App } from './App';
import { useAppStore } from './store';

useAppStore.getState().start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
