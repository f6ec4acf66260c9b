export { createDb, type Db, type DbHandle } from './client';
export type * from './database';
export { migrateDown, migrateTo, migrateToLatest } from './migrate';
export { migrations } from './migrations/index';
export { nameStatement } from './named-statements';
export { hashPassword, verifyPassword } from './password';
export {
  catchUpCollectionAnalytics,
  refreshCollectionAnalytics,
  storedBookCte,
} from './read-models/collection-analytics';
export {
  currentPaymentSql,
  isCurrentPaymentPendingSql,
  outstandingBalanceSql,
  overdueMonthsSql,
  paidToDateSql,
} from './read-models/rules/agreement-balance';
export { allocateLedgerCte, crossesFillSql, pieceSql, prefixFillSql } from './read-models/rules/allocation';
export { arrearsSql } from './read-models/rules/arrears-position';
export { overdueAgeBucketDays, overdueAgeBucketSql } from './read-models/rules/collection-rules';
export { NON_CASH_LEDGER_KINDS } from './read-models/rules/ledger-cash';
export { lineCostSql, lineLoanSql } from './read-models/rules/line-totals';
export {
  collectionLineSql,
  liveAgreementLines,
  liveAgreementSql,
  liveAgreements,
  liveCollectionSql,
  liveLineSql,
} from './read-models/rules/live-agreement';
export { isPendingApprovalSql } from './read-models/rules/pending-approvals';
export { hpNoKeySql } from './read-models/search-texts';
export { refreshAgreementSummary } from './read-models/summary';
export { COLLECTION_PENDING_SQL } from './read-models/tiles-and-totals';
export { activeStaff } from './reads/active-staff';
export { lastChangeOf, lockApplicantRow } from './reads/applicant-lock';
export {
  DEMO_BANK_ACCOUNTS,
  DEMO_STATEMENT_FILE_NAME,
  demoBankStatementFile,
} from './seed/demo-bank-statements';
export { DEMO_SECOND_SUPERADMIN, DEMO_THIRD_SUPERADMIN } from './seed/demo-collections';
export { seed, seedBase, seedDemo, seedDemoApplicationProducts } from './seed/index';
export { LARGE_BOOK_PROGRAM, seedLargeBook } from './seed/large-book';
export * from './seed/reference-data';
export type * from './tables/agreements';
export type * from './tables/applications';
export type * from './tables/arrears';
export type * from './tables/auth';
export type * from './tables/bank-statements';
export type * from './tables/clients';
export type * from './tables/columns';
export type * from './tables/data-version';
export type * from './tables/programs';
export type * from './tables/recovery';
export type * from './tables/reference';
