import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: PGlite instances and scrypt are CPU-bound, one file at a time.
    fileParallelism: false,
  },
});
