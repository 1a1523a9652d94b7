import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Integration tests start real servers, Chromium, Prometheus and child processes; a loaded two-core
    // CI machine has taken more than 10 s for one Chromium or promtool start. These bound a hung test,
    // never a passing one; the waits inside each test have their own, shorter limits.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    restoreMocks: true,
  },
});
