import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  DateString,
  DefaultedNumeric,
  Id,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './columns';

/** A column that may be left out of an insert and is null then. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Issue 32: the stages of a recovery case (packages/domain RECOVERY_STAGES). */
export type RecoveryStageName = 'notice_served' | 'repossessed' | 'valued' | 'disposed' | 'closed';

/** A recovery case: one open per agreement (partial unique index recovery_case_one_open). */
export interface RecoveryCaseTable {
  id: Id;
  applicantProductId: number;
  stage: ColumnType<RecoveryStageName, RecoveryStageName | undefined, RecoveryStageName>;
  noticeServedOn: DateString;
  openedBy: number;
  openedAt: CreatedAt;
  closedBy: number | null;
  closedAt: NullableTimestamp;
  updatedAt: Timestamp;
  /** Issue 41: the Fourth Schedule notice uploaded, when it was not the ladder's letter. */
  noticeFileId: Nullable<number>;
  /** Issue 41: why the case was withdrawn (closed). */
  closedReason: Nullable<string>;
  /** Issue 41: the hirer's written consent to a sale before s.17's 21 days, and its date. */
  consentFileId: Nullable<number>;
  consentOn: Nullable<DateString>;
}

/** Every move of a case, with who moved it and when. */
export interface RecoveryCaseStageTable {
  id: Id;
  recoveryCaseId: number;
  fromStage: RecoveryStageName | null;
  stage: RecoveryStageName;
  changedBy: number;
  changedAt: CreatedAt;
}

export interface RecoveryRepossessionTable {
  recoveryCaseId: number;
  repossessedOn: DateString;
  agent: string;
  yard: string | null;
  condition: string;
  /** The Fifth Schedule notice's last day: 21 days after the repossession. */
  noticeDueOn: DateString;
  /** The Fifth Schedule notice's newest generated copy (every copy: recovery_notice_file). */
  noticeFileId: number | null;
  /** The day the Fifth Schedule notice was served on the hirer; null until recorded. */
  noticeServedOn: ColumnType<DateString | null, DateString | null | undefined, DateString | null>;
  /** What the notice states, kept so that a copy generated again says the same: the day written, the balance. */
  noticeGeneratedOn: ColumnType<DateString | null, DateString | null | undefined, DateString | null>;
  noticeOutstanding: ColumnType<string | null, string | null | undefined, string | null>;
  recordedBy: number;
  recordedAt: CreatedAt;
  /** Issue 41: the receipt for the goods (s.16): the time and place they were taken, and its PDF. */
  takenAt: Nullable<string>;
  place: Nullable<string>;
  receiptFileId: Nullable<number>;
  /** Issue 41: the agent's permit (s.17A) and the court order past 75 % paid (s.16, Act A1384). */
  agentPermitNo: Nullable<string>;
  courtName: Nullable<string>;
  courtOrderNo: Nullable<string>;
  courtOrderOn: Nullable<DateString>;
  /** Issue 41: what the Fifth Schedule notice states: the owner's estimate of value, the costs, the net balance. */
  estimatedValue: NullableNumeric;
  noticeCosts: NullableNumeric;
  noticeNetBalance: NullableNumeric;
}

/** Issue 41: the Fifth Schedule notice served on each of the agreement's guarantors (s.16). */
export interface RecoveryGuarantorServiceTable {
  recoveryCaseId: number;
  applicantGuarantorId: number;
  servedOn: DateString;
  recordedBy: number;
  recordedAt: CreatedAt;
}

/** Each generated copy of a case's Fifth Schedule notice, version 1 at the repossession. */
export interface RecoveryNoticeFileTable {
  id: Id;
  recoveryCaseId: number;
  version: number;
  storedFileId: number;
  generatedBy: number;
  generatedAt: CreatedAt;
}

export interface RecoveryPhotoTable {
  id: Id;
  recoveryCaseId: number;
  storedFileId: number;
  addedBy: number;
  addedAt: CreatedAt;
}

export interface RecoveryValuationTable {
  recoveryCaseId: number;
  valuedOn: DateString;
  valuer: string;
  amount: Numeric;
  recordedBy: number;
  recordedAt: CreatedAt;
}

/**
 * Charges added to what the hirer owes (issue 32: the allowed costs of recovery; issue 41: a month's late-payment
 * charges, one per agreement and month); the summary counts them.
 */
export interface ApplicantProductChargeTable {
  id: Id;
  applicantProductId: number;
  kind: 'recovery_cost' | 'late_charge';
  amount: Numeric;
  incurredOn: DateString;
  description: string;
  recoveryCaseId: number | null;
  /** Null only for a late charge the month-end posting (a job, no person) wrote. */
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface RecoveryDisposalTable {
  recoveryCaseId: number;
  disposedOn: DateString;
  buyer: string;
  price: Numeric;
  costs: Numeric;
  /** What stayed owed right after the sale, and what the sale brought beyond the debt (refund due). */
  shortfall: Numeric;
  surplus: Numeric;
  /** The 'disposal' ledger entry of the proceeds. */
  applicantProductPaymentId: number;
  applicantProductChargeId: number | null;
  recordedBy: number;
  recordedAt: CreatedAt;
  /** Issue 41: the statutory rebate posted at the disposal (non-cash 'rebate' entry), so the shortfall is net. */
  rebate: DefaultedNumeric;
  rebatePaymentId: Nullable<number>;
}

export type WriteOffRequestStatus = 'Pending' | 'Approved' | 'Rejected';

export interface WriteOffRequestTable {
  id: Id;
  recoveryCaseId: number;
  applicantProductId: number;
  amount: Numeric;
  reason: string;
  status: ColumnType<WriteOffRequestStatus, WriteOffRequestStatus | undefined, WriteOffRequestStatus>;
  requestedBy: number;
  requestedAt: CreatedAt;
  decidedAt: NullableTimestamp;
  /** The 'write_off' ledger entry, once two Superadmins approved. */
  applicantProductPaymentId: number | null;
}

/** One decision per request and approver (unique). */
export interface WriteOffApprovalTable {
  id: Id;
  writeOffRequestId: number;
  approverId: number;
  decision: 'approve' | 'reject';
  decidedAt: CreatedAt;
}
