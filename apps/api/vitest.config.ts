import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own database (cloned from a migrated template on PostgreSQL), so two files run side by
    // side: one file alone leaves a core idle about 40 % of the time, waiting on the database.
    fileParallelism: true,
    maxWorkers: 2,
    // The files share their worker's module graph instead of importing the app anew each (issue 30: 342 s of the
    // API phase, summed over 76 files, went to imports; 43 s without isolation). Every file opens its own database
    // and app, so no state passes from one file to the next through a module.
    isolate: false,
  },
});
