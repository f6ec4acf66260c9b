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
  },
});
