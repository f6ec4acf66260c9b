import type { ColumnType } from 'kysely';
import type { ApplicantProductPaymentMethod } from './agreements';
import type {
  CreatedAt,
  DateString,
  Id,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Tracking,
} from './columns';

/** Issue 31: a bank account of the financier's, where hirers pay. */
export interface BankAccountTable extends Tracking {
  id: Id;
  name: string;
  bank: string;
  accountNumber: string;
  /** The CSV column mapping chosen once for the account (the domain's CsvMapping), null until chosen. */
  csvMapping: ColumnType<unknown | null, string | null | undefined, string | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 40: the currency the account is kept in: 'MYR' only (a check constraint), the default. */
  currency: ColumnType<string, string | undefined, string>;
}

export type BankStatementFormat = 'csv' | 'camt053' | 'mt940';
export type BankStatementStatus = 'Queued' | 'Parsing' | 'Imported' | 'Failed';

export interface BankStatementTable {
  id: Id;
  bankAccountId: number;
  storedFileId: number | null;
  fileName: string;
  /** SHA-256 of the file, unique per account: a file is imported once. */
  fileHash: string;
  format: BankStatementFormat | null;
  status: ColumnType<BankStatementStatus, BankStatementStatus | undefined, BankStatementStatus>;
  progress: ColumnType<number, number | undefined, number>;
  lineCount: ColumnType<number, number | undefined, number>;
  newLineCount: ColumnType<number, number | undefined, number>;
  duplicateLineCount: ColumnType<number, number | undefined, number>;
  creditTotal: ColumnType<string, string | number | undefined, string | number>;
  debitTotal: ColumnType<string, string | number | undefined, string | number>;
  error: string | null;
  importedBy: number;
  importedAt: CreatedAt;
  finishedAt: NullableTimestamp;
}

export type BankStatementLineStatus =
  | 'Matched'
  | 'Suggested'
  | 'Unmatched'
  | 'Ignored'
  | 'Posted'
  | 'Part posted';

export interface BankStatementLineTable {
  id: Id;
  bankAccountId: number;
  bankStatementId: number;
  seq: number;
  /** The domain's lineIdentity, unique per account. */
  identity: string;
  valueDate: DateString;
  /** The day the bank booked the entry, when the statement gives one apart from the value date (issue 40). */
  bookingDate: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 40: the currency the file gave the entry in; null when it gave none (the account's). */
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  amount: Numeric;
  direction: 'credit' | 'debit';
  description: string;
  reference: string | null;
  balance: NullableNumeric;
  method: ColumnType<ApplicantProductPaymentMethod, ApplicantProductPaymentMethod | undefined>;
  matchStatus: BankStatementLineStatus;
  /** What of the credit is posted (issue 40): written with the ledger entries, never above the amount. */
  postedAmount: ColumnType<string, string | undefined, string>;
  confidence: ColumnType<number, number | undefined, number>;
  reason: string | null;
  /** The matcher's candidates (the domain's MatchCandidate[]), best first. */
  candidates: ColumnType<unknown, string | undefined, string>;
  decidedBy: number | null;
  decidedAt: NullableTimestamp;
}

/** A line's share for one agreement: the whole credit, or a part of a split one. */
export interface BankStatementAllocationTable {
  id: Id;
  bankStatementLineId: number;
  /** The line's statement, kept on the share for the statement's posted total. */
  bankStatementId: number;
  applicantProductId: number;
  amount: Numeric;
  applicantProductPaymentId: number | null;
  /** Why the last 'Post matched' did not post it (a ledger rule's message). */
  exception: string | null;
  postedBy: number | null;
  postedAt: NullableTimestamp;
}
