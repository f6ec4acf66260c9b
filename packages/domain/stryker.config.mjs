// Mutation testing of the money core (issue 18): `pnpm mutation` from the repo root, on demand and before each
// release of the money rules. Not in CI: a full run takes well over ten minutes on two cores.
// Mutants that no test can kill because they do not change behaviour carry a `Stryker disable` comment with
// the reason beside the code (see docs/decisions.md, "Mutation testing").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // pnpm does not hoist plugins where Stryker's discovery looks, so name them.
  plugins: ['@stryker-mutator/vitest-runner', '@stryker-mutator/typescript-checker'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    'src/loan/**/*.ts',
    'src/money/**/*.ts',
    'src/schedule/**/*.ts',
    'src/reschedule/**/*.ts',
    'src/collections/agreement-balance.ts',
    'src/collections/allocate-payments.ts',
    'src/collections/reports/collection-breakdowns.ts',
    'src/collections/collection-figures.ts',
    'src/collections/early-settlement.ts',
    'src/collections/reports/facility-totals.ts',
    'src/collections/overdue-age.ts',
    'src/collections/payment-rules.ts',
    'src/collections/settlement-payment.ts',
    'src/approvals/approval-chain.ts',
    'src/collections/**/late-charge*.ts',
    'src/collections/ledger-kinds.ts',
    'src/bank-statements/**/*.ts',
    'src/recovery/**/*.ts',
    'src/arrears/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test-support.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two cores: more runners only queue. `pnpm mutation --incremental` re-tests only what changed.
  concurrency: 2,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 100, low: 95, break: 95 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
