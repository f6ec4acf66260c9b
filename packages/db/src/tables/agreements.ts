import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  DateString,
  DefaultedNumeric,
  Id,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  SearchText,
  SoftDelete,
  Timestamp,
  Tracking,
  TriState,
} from './columns';
import type { InterestMethodColumn } from './programs';

export type ApplicantProductCondition = 'New' | 'Used' | 'Pre-Owned' | 'Recon';

/** [a, b]: a (0|1) instalments prepaid against the first, b (0|1|2) held against the last (decisions.md section 3). */
export type Prepayment = [number, number];

/**
 * An order line of an application and, once the application completes, the agreement / master record /
 * collection. cost, loanAmount and jpjFee are per unit; downpayment, totalInterest, totalPayable,
 * monthlyInstallment, finalInstallment, prepaymentAmount, insurancePremium and insuranceSst are line totals
 * (quantity x per unit). hirerId always equals the application's hirer (composite foreign key).
 */
export interface ApplicantProductTable extends Tracking, SoftDelete {
  id: Id;
  applicantId: number;
  hirerId: number;
  brandId: number;
  productId: number;
  vendorId: number;
  condition: ApplicantProductCondition;
  /** 1 new, 0 used, null unknown. */
  isNew: TriState;
  quantity: ColumnType<number, number | undefined, number>;
  jpjFee: DefaultedNumeric;
  manufactureYear: number | null;
  engine: string | null;
  /** Legacy wire name `chasis`. */
  chassis: string | null;
  registrationNo: string | null;
  cost: Numeric;
  loanAmount: Numeric;
  /** Years (1..5); shown x12 as months. */
  tenure: number;
  interestRate: Numeric;
  insuranceRate: DefaultedNumeric;
  /** Written as JSON text, e.g. '[1,0]'. */
  prepayment: ColumnType<Prepayment, string | undefined, string>;
  /** Mode of repayment: a resource of category REPAYMENT_MODE. */
  resourceId: number;
  downpayment: Numeric;
  totalInterest: Numeric;
  /** The spec's totalAmountPayable / totalPayable. */
  totalPayable: Numeric;
  monthlyInstallment: Numeric;
  finalInstallment: Numeric;
  /** Percent: loan / cost x 100. */
  marginFinance: Numeric;
  /** Effective yield, percent. */
  effectiveRate: NullableNumeric;
  /** Issue 41: late-payment interest, percent p.a. (capped for goods under the Act when applied); null: none. */
  lateChargeRate: NullableNumeric;
  prepaymentAmount: DefaultedNumeric;
  insurancePremium: DefaultedNumeric;
  insuranceSst: DefaultedNumeric;
  /** Letter of offer number; unique, assigned at approval. */
  letterOffer: string | null;
  /** HP agreement number; unique, assigned at approval. */
  hpNo: string | null;
  principleStamp: string | null;
  subsidiaryStamp: string | null;
  coverNote: string | null;
  /** Insurance agent: a resource of category INSURANCE_AGENT. */
  agentId: number | null;
  insuranceStatus: string | null;
  insuranceStartDate: DateString | null;
  insuranceEndDate: DateString | null;
  agreementExecution: DateString | null;
  dueDate: DateString | null;
  disbursementDate: DateString | null;
  salesman: string | null;
  rcOri: TriState;
  insc: TriState;
  fis: TriState;
  stampIsPaid: TriState;
  stampingIsDelivered: TriState;
  agreementIsDelivered: TriState;
  agreementIsReceived: TriState;
  disbursementNoticeIsDelivered: TriState;
  boardResolutionIsReceived: TriState;
  regCardIsDelivered: TriState;
  vehicleIsDischarged: TriState;
  /** Issue 14: the program's interest method when the line was added, kept for life. */
  interestMethod: ColumnType<InterestMethodColumn, InterestMethodColumn | undefined, InterestMethodColumn>;
  searchText: SearchText;
}

/** One per (agreement, document type). */
export interface AgreementDocumentTable extends Tracking {
  id: Id;
  applicantProductId: number;
  /** Document type: a resource of category DOCUMENT_AGREEMENT. */
  resourceId: number;
  generatedFileId: number | null;
  signedFileId: number | null;
  generatedAt: NullableTimestamp;
  signedAt: NullableTimestamp;
}

/** An instalment. paidAmount and paidAt are derived from the payment ledger; paidAmount <= chargeAmount. */
export interface ApplicantProductTransactionTable {
  id: Id;
  applicantProductId: number;
  /** 1..n, unique per agreement. */
  seq: number;
  description: string;
  dueDate: DateString;
  chargeAmount: Numeric;
  paidAmount: DefaultedNumeric;
  paidAt: DateString | null;
  /** The late reason. */
  note: string | null;
  paymentPerformanceStatus: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/**
 * Issue 14: 'settlement' pays an agreement off early, 'rebate' writes off the charges it has not earned. Issue 32:
 * 'disposal' is the proceeds of selling the repossessed asset, 'write_off' a shortfall written off.
 */
export type ApplicantProductPaymentKind =
  | 'payment'
  | 'prepayment'
  | 'correction'
  | 'settlement'
  | 'rebate'
  | 'disposal'
  | 'write_off';

/** Issue 26: how the money of a cash entry came; null on a non-cash entry. */
export type ApplicantProductPaymentMethod =
  | 'bank_transfer'
  | 'cheque'
  | 'cash'
  | 'duitnow'
  | 'jompay'
  | 'fpx'
  | 'other';

/**
 * The payment ledger, the truth about money received. amount >= 0 for payment and prepayment (an edited
 * payment may be 0); a correction targets an instalment, is not 0 and may be negative.
 */
export interface ApplicantProductPaymentTable {
  id: Id;
  applicantProductId: number;
  applicantProductTransactionId: number | null;
  amount: Numeric;
  paidAt: DateString;
  kind: ColumnType<
    ApplicantProductPaymentKind,
    ApplicantProductPaymentKind | undefined,
    ApplicantProductPaymentKind
  >;
  note: string | null;
  /** Issue 26: how the money came (cash entries; 'other' for legacy calls and older entries). */
  method: ColumnType<ApplicantProductPaymentMethod | null, ApplicantProductPaymentMethod | null | undefined>;
  /** The bank, cheque or transaction reference (or receipt number of cash); required but for cash. */
  reference: ColumnType<string | null, string | null | undefined>;
  /** The client's Idempotency-Key of a payment; a replay answers the first result. */
  idempotencyKey: string | null;
  createdBy: number;
  updatedBy: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** What a payment was before an edit of the latest payment changed it. */
export interface ApplicantProductPaymentRevisionTable {
  id: Id;
  applicantProductPaymentId: number;
  amount: Numeric;
  paidAt: DateString;
  revisedBy: number;
  revisedAt: CreatedAt;
}

/**
 * One row per agreement with a ledger or instalments: its ledger summed and its unpaid due dates (ascending),
 * written only by refreshAgreementSummary in the transaction of each ledger change (issue 15).
 */
export interface ApplicantProductSummaryTable {
  applicantProductId: number;
  paidAmount: Numeric;
  outstandingBalance: string | null;
  /** Due dates of the instalments not fully paid, ascending: overdue months on a day count those before it. */
  unpaidDueDates: ColumnType<string[], string[], string[]>;
  /** The schedule's first due date (issue 29: nothing has fallen due before it); null without instalments. */
  firstDueDate: ColumnType<DateString | null, DateString | null | undefined, DateString | null>;
  /**
   * Issue 32: the charges added to what the hirer owes (the sum of applicant_product_charge), kept by the charge
   * writer in its transaction; the refresh counts them in the outstanding balance.
   */
  charges: ColumnType<string, string | number | undefined, string | number>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** The collection list's 'All' search text, kept by the summary's trigger (migration 2026_11_27_2120). */
  searchText: SearchText;
  /**
   * Kept by the summary's trigger: on a day D the overdue months are at most month(D - 1) + overdue_bound
   * (month = year * 12 + month); null without unpaid due dates (migration 2026_11_27_2120).
   */
  overdueBound: ColumnType<number | null, never, never>;
}

/**
 * One row: the number of live executed lines (not deleted, HP number, execution date), kept by applicant_product's
 * statement triggers (issue 15, migration 2026_11_27_2145); read only by the collection list.
 */
export interface CollectionTotalTable {
  id: ColumnType<boolean, never, never>;
  lines: ColumnType<number, never, never>;
}

/** The pending collections, one row per connection slot (issue 30; kept by triggers, read as the sum). */
export interface CollectionPendingTable {
  slot: ColumnType<number, never, never>;
  collections: ColumnType<number, never, never>;
}

/**
 * The Master List's tiles per calendar day of created_at in Kuala Lumpur, over the lines with an HP number and not
 * deleted (issue 15): kept by applicant_product's statement triggers, read only by the application.
 */
export interface MasterRecordDailyTotalsTable {
  day: DateString;
  records: number;
  interestRateSum: string;
  costSum: string;
  loanSum: string;
}

/**
 * Per master record (HP number, not deleted), the columns the Master List's tiles filter and sum over a search or
 * tag (issue 15): a narrow copy of applicant_product kept by its statement triggers, read only by the application.
 */
export interface MasterRecordSearchTable {
  applicantProductId: number;
  applicantId: number;
  hirerId: number;
  brandId: number;
  productId: number;
  agentId: number | null;
  resourceId: number;
  createdAt: Date;
  /** The interest rate (percent) times 10,000. */
  interestRateE4: number;
  /** The line's cost, per unit times quantity, in sen. */
  costSen: number;
  /** The line's loan amount, per unit times quantity, in sen. */
  loanSen: number;
  searchText: string;
}

/**
 * The Collection Overview's stored allocation (issue 15; packages/db collection-analytics.ts), amounts in sen,
 * written only by refreshCollectionAnalytics in the transaction of each ledger or schedule change.
 */
export interface CollectionLineTable {
  applicantProductId: number;
  regular: boolean;
  execution: DateString | null;
  totalPayable: string | null;
  firstActivity: DateString | null;
  lastPaidOn: DateString | null;
  settledOn: DateString | null;
  overpaid: string | null;
}

export interface CollectionLineLedgerTable {
  applicantProductId: number;
  paidDates: ColumnType<string[], string[], string[]>;
  paidAmounts: ColumnType<string[], string[], string[]>;
  lateAmounts: ColumnType<string[], string[], string[]>;
}

export interface CollectionInstalmentTable {
  applicantProductTransactionId: number;
  applicantProductId: number;
  hirerId: number;
  execution: DateString;
  dueDate: DateString;
  charge: string;
  note: string | null;
  fillBefore: string;
  fullAt: DateString | null;
  partDates: ColumnType<string[] | null, string[] | null, string[] | null>;
  partCum: ColumnType<string[] | null, string[] | null, string[] | null>;
}

/** A line whose stored allocation may be older than its ledger (issue 30; read-models/collection-analytics.ts). */
export interface CollectionAnalyticsStaleTable {
  applicantProductId: number;
}

export interface CollectionDayTable {
  day: DateString;
  /** The writer's connection slot (issue 30): a day's sums are the sum of its slots. */
  slot: number;
  paid: string;
  late: string;
  charged: string;
  instalments: number;
  payable: string;
  lines: number;
  settled: number;
  surplus: string;
}

/** The due date an approved reschedule moved, before and after. */
export interface ApplicantProductRescheduleShiftTable {
  id: Id;
  rescheduleId: number;
  applicantProductTransactionId: number;
  dueDateBefore: DateString;
  dueDateAfter: DateString;
}

export type RescheduleStatus = 'Pending' | 'Approved' | 'Rejected';

/** A payment holiday request; at most one Pending per agreement (partial unique index). */
export interface ApplicantProductRescheduleTable {
  id: Id;
  applicantProductId: number;
  /** The starting instalment. */
  applicantProductTransactionId: number;
  /** 1..12. */
  month: number;
  status: ColumnType<RescheduleStatus, RescheduleStatus | undefined, RescheduleStatus>;
  decidedAt: NullableTimestamp;
  createdBy: number;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** One decision per (reschedule, user). */
export interface ApplicantProductRescheduleApprovalTable {
  id: Id;
  rescheduleId: number;
  userId: number;
  status: 'approve' | 'reject';
  submittedAt: Timestamp;
}

/** One serial per year, shared by the HP and letter-of-offer numbers of a line (issue 11). */
export interface AgreementSerialTable {
  year: number;
  lastSerial: number;
}
