// The renderer's build: plain static files under dist/renderer, loaded from app:// in Electron and
// from the web host in a browser. Relative asset URLs work under both.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    // The CSP forbids inline scripts; keep everything in files.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
