import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  DateString,
  Id,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
  Tracking,
} from './columns';

/** The domain's ArrearsAction. */
export type ArrearsActionColumn =
  | 'reminder'
  | 'first_demand'
  | 'final_demand'
  | 'repossession_notice'
  | 'recovery';
/** Issue 41: 'withdrawn' once re-judged as no longer owed (or by hand, for an approved letter not sent). */
export type ArrearsProposalStatus = 'proposed' | 'approved' | 'skipped' | 'snoozed' | 'withdrawn';
export type ArrearsDeliveryStatus = 'queued' | 'sent' | 'failed' | 'outbox' | 'withdrawn';

/** Issue 32: one step of the arrears ladder (a Superadmin's setting). */
export interface ArrearsLadderStepTable extends Tracking {
  action: ArrearsActionColumn;
  days: number;
}

/** A step the daily pass proposed for an agreement; unique per (agreement, action, cycle) among those not withdrawn. */
export interface ArrearsProposalTable {
  id: Id;
  applicantProductId: number;
  action: ArrearsActionColumn;
  /** The first day of the arrears cycle (the domain's arrearsCycleStart, or a later reschedule's approval). */
  cycle: DateString;
  proposedOn: DateString;
  daysPastDue: number;
  arrears: Numeric;
  status: ColumnType<ArrearsProposalStatus, ArrearsProposalStatus | undefined, ArrearsProposalStatus>;
  reason: string | null;
  decidedBy: number | null;
  decidedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A promise to pay a proposal was snoozed for. */
export interface ArrearsPromiseTable {
  id: Id;
  arrearsProposalId: number;
  applicantProductId: number;
  madeOn: DateString;
  promisedOn: DateString;
  amount: Numeric;
  madeBy: number;
  createdAt: CreatedAt;
}

/** The letter or e-mail an approved proposal made: one per proposal. */
export interface ArrearsMessageTable {
  id: Id;
  arrearsProposalId: number;
  applicantProductId: number;
  action: ArrearsActionColumn;
  kind: 'letter' | 'email';
  language: 'ms' | 'en';
  recipient: string | null;
  storedFileId: number | null;
  payBy: DateString | null;
  amountDue: NullableNumeric;
  approvedBy: number;
  approvedAt: Date | string;
  deliveryStatus: ColumnType<ArrearsDeliveryStatus, ArrearsDeliveryStatus | undefined, ArrearsDeliveryStatus>;
  error: string | null;
  sentAt: NullableTimestamp;
  /** Issue 41: why it was withdrawn (no longer owed, or by hand), by whom (null: the system) and when. */
  withdrawnReason: string | null;
  withdrawnBy: number | null;
  withdrawnAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}
