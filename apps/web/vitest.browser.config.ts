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
    // expect.poll gives a screen 10 s to show what is asserted (vitest's default, 1 s, is less than a search box's
    // 300 ms debounce, its request and the list's render on a loaded 2-core machine: the CI flake of 28 November at
    // 22:25, approvals.e2e reading the unfiltered Pending list of the China Director). The assertions are the same.
    expect: { poll: { timeout: 10_000 } },
    // Files run side by side, one per worker, each worker on its own server (e2e/global-setup.ts).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    reporters: ['default'],
  },
});
