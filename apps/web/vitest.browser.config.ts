import { defineConfig } from 'vitest/config';

// Browser journeys: a real API server (embedded PGlite) and the system Chromium via playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // A whole journey; on a loaded 2-core machine the longest (four approvers in turn) took 51 s of the old 60.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
