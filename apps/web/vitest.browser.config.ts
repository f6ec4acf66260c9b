import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/workers';

// Browser journeys: a real API server (embedded PGlite) and the system Chromium via playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // A whole journey; on a loaded 2-core machine the longest (four approvers in turn) took 51 s of the old 60.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Files run side by side, one per worker, each worker on its own server (e2e/global-setup.ts).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    reporters: ['default'],
  },
});
