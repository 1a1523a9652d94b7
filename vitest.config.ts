import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Integration tests start real servers and child processes; give slow machines room.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    restoreMocks: true,
  },
});
