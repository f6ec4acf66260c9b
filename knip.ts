import type { KnipConfig } from 'knip';

// `pnpm lint` runs knip: no file, export or dependency that nothing uses. Entries marked `!` are the production
// ones (`knip --production` leaves tests, benches and scripts out: an export only a test uses shows there).
const config: KnipConfig = {
  // An export used only in its own file is a file-local name; the report is about what other files need.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {},
    'apps/web': {
      // index.html -> src/main.tsx and the routes' lazy `import()`s come from the vite plugin, tests from vitest's.
      entry: ['e2e/**/*.e2e.ts', 'bench/**/*.ts', 'scripts/*.{mjs,ts}'],
      project: ['src/**/*.{ts,tsx}!', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/*.{mjs,ts}'],
      // e2e/support/a11y.ts reads axe-core's script from disk into the page under test.
      ignoreDependencies: ['axe-core'],
    },
    'apps/api': {
      // src/worker-main.ts is `pnpm worker`'s entry (the job workers alone, for scale-out).
      entry: ['src/worker-main.ts!', 'bench/*.ts', 'scripts/*.{mjs,ts}'],
      project: ['src/**/*.ts!', 'bench/**/*.ts', 'scripts/*.{mjs,ts}'],
      // features/developer serves Swagger UI's files from the package's folder, found by require.resolve.
      ignoreDependencies: ['swagger-ui-dist'],
    },
    'packages/client': {
      // Published for integrations outside this repository: its entry's exports are its API, used or not here.
      entry: ['examples/*.ts'],
      project: ['src/**/*.ts!', 'examples/*.ts'],
    },
    'packages/domain': {
      // Private to this repo: an export of the package root that no workspace imports is dead.
      includeEntryExports: true,
      entry: ['scripts/*.mjs'],
      project: ['src/**/*.ts!', 'scripts/*.mjs'],
      // stryker.config.mjs names its options type in a JSDoc import; the package comes with @stryker-mutator/core.
      ignoreDependencies: ['@stryker-mutator/api'],
    },
    'packages/db': {
      includeEntryExports: true,
      entry: ['src/cli/*.ts!'],
      project: ['src/**/*.ts!'],
      ignoreIssues: {
        // Kysely's Migrator calls up/down of each module in the `migrations` record.
        'src/migrations/*.ts': ['exports'],
        // Each table's Selectable/Insertable/Updateable trio is kept whole, as Kysely's guide lays them out.
        'src/database.ts': ['types'],
      },
    },
    'tooling/*': {},
  },
};

export default config;
