import { type Db, refreshAgreementSummary } from '@sewabeli/db';
import {
  type ArrearsAction,
  type CollectionBadge,
  type CurrentPayment,
  collectionBadge,
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  disclosedSplit,
  type InstalmentSplitRow,
  type InstalmentStatus,
  type InterestMethod,
  instalmentStatus,
  isCashKind,
  isPrepaymentPlan,
  type LateReasonInput,
  type LedgerKind,
  type ListQuery,
  lateReasonChoices,
  lateReasonIssue,
  latestPayment,
  nonCashLabel,
  nonCashTotal,
  type PaymentMethod,
  type PaymentPerformanceStatus,
  type PaymentTiming,
  paymentPerformanceStatus,
  paymentTiming,
  prepaymentPlanLabel,
  rescheduleBlockReason,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './collection.repository';
import * as listRepo from './collection-list.repository';
import { type LateChargesView, lateChargesOf } from './late-charges/late-charges.service';
import * as ledgerRepo from './ledger/ledger.repository';
import {
  COLLECTION_NOT_FOUND,
  INSTALMENT_NOT_FOUND,
  withLockedAgreement,
} from './ledger/ledger-basis.service';
import { type RescheduleView, reschedulesOf } from './reschedules/reschedule.service';

export const COLLECTION_HAS_PAYMENTS = 'This collection cannot be deleted: payments have been received on it';

/** A collection's row as every list reads it (the whole-list call adds the agreement's terms). */
type CollectionRow = Omit<
  Awaited<ReturnType<typeof listRepo.allCollections>>[number],
  'registrationNo' | 'monthlyInstallment' | 'interestRate' | 'prepayment'
>;

export interface CollectionListRow {
  id: number;
  hirerId: number;
  hirerName: string;
  brandName: string;
  productName: string;
  hpNo: string | null;
  paidAmount: Sen;
  loanAmount: Sen;
  totalPayable: Sen;
  tenure: number;
  hasPendingPayment: boolean;
  /** Decisions §6 with issue 29: Pending, Nothing due or Paid. */
  currentPayment: CurrentPayment;
  overdueMonths: number;
  outstandingBalance: Sen;
}

export function toListRow(row: CollectionRow): CollectionListRow {
  return {
    id: row.id,
    hirerId: row.hirerId,
    hirerName: row.hirerName,
    brandName: row.brandName,
    productName: row.productName,
    hpNo: row.hpNo,
    paidAmount: ringgitToSen(row.paidAmount),
    loanAmount: ringgitToSen(row.loanAmount),
    totalPayable: ringgitToSen(row.totalPayable),
    tenure: row.tenure,
    hasPendingPayment: row.hasPendingPayment,
    currentPayment: row.currentPayment,
    overdueMonths: row.overdueMonths,
    outstandingBalance: ringgitToSen(row.outstandingBalance),
  };
}

export async function listCollections(
  db: Db,
  status: listRepo.CollectionStatus,
  query: ListQuery,
  ladderStep: ArrearsAction | null = null,
) {
  const page = await listRepo.listCollections(db, status, query, todayInKualaLumpur(), ladderStep);
  return { ...page, rows: page.rows.map(toListRow) };
}

/** An agreement's terms as the legacy collection list names them (collections §3). */
export interface AgreementTerms {
  registrationNo: string;
  brandId: number;
  productId: number;
  monthlyInstallment: Sen;
  interestRate: number;
  prepayment: [number, number];
}

/**
 * Every collection (or one page of them) with its schedule, for the legacy GET /applicantProduct/transaction/all
 * (collections §3: an ApplicantProduct carries its ApplicantProductTransactions).
 */
export async function allCollections(
  db: Db,
  window?: { page: number; pageSize: number },
): Promise<(CollectionListRow & AgreementTerms & { instalments: InstalmentView[] })[]> {
  const today = todayInKualaLumpur();
  const rows = await listRepo.allCollections(db, today, window);
  const first = rows[0];
  const last = rows.at(-1);
  const byAgreement = new Map<number, InstalmentView[]>();
  if (first && last)
    for (const instalment of await repo.instalmentsInRange(db, first.id, last.id)) {
      const list = byAgreement.get(instalment.applicantProductId) ?? [];
      list.push(instalmentView(instalment, today));
      byAgreement.set(instalment.applicantProductId, list);
    }
  return rows.map((row) => ({
    ...toListRow(row),
    registrationNo: row.registrationNo,
    brandId: row.brandId,
    productId: row.productId,
    monthlyInstallment: ringgitToSen(row.monthlyInstallment),
    interestRate: Number(row.interestRate),
    prepayment: isPrepaymentPlan(row.prepayment) ? [row.prepayment[0], row.prepayment[1]] : [0, 0],
    instalments: byAgreement.get(row.id) ?? [],
  }));
}

/** An instalment as the collection screens read it: its status, timing and performance judged today. */
function instalmentView(
  instalment: Awaited<ReturnType<typeof repo.instalmentsOf>>[number],
  today: string,
): InstalmentView {
  const amounts = {
    dueDate: instalment.dueDate,
    chargeAmount: ringgitToSen(instalment.chargeAmount),
    paidAmount: ringgitToSen(instalment.paidAmount),
  };
  const status = instalmentStatus(amounts, today);
  const notYetJudged = amounts.dueDate > today && status !== 'Paid';
  return {
    id: instalment.id,
    seq: instalment.seq,
    description: instalment.description,
    ...amounts,
    paidAt: instalment.paidAt,
    note: instalment.note,
    status,
    timing: paymentTiming(amounts.dueDate, status === 'Paid' ? instalment.paidAt : null),
    performance: notYetJudged
      ? null
      : paymentPerformanceStatus({ ...amounts, paidAt: instalment.paidAt }, today),
  };
}

export interface InstalmentView {
  id: number;
  seq: number;
  description: string;
  dueDate: string;
  chargeAmount: Sen;
  paidAmount: Sen;
  paidAt: string | null;
  note: string | null;
  status: InstalmentStatus;
  timing: PaymentTiming;
  performance: PaymentPerformanceStatus | null;
}

export interface LedgerEntryView {
  id: number;
  amount: Sen;
  paidAt: string;
  kind: LedgerKind;
  /** Issue 26: money received (false for the rebate, a write-off). */
  cash: boolean;
  method: PaymentMethod | null;
  reference: string | null;
  instalmentId: number | null;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Issue 40: for a payment posted from a bank statement, the bank's value date and booking date. */
  bankStatement: { valueDate: string; bookingDate: string | null } | null;
}

export interface CollectionProfile extends CollectionListRow {
  applicantId: number;
  registrationNo: string;
  brandId: number;
  productId: number;
  monthlyInstallment: Sen;
  interestRate: number;
  /** Issue 14: the agreement's interest method, its effective rate, and the split of a reducing-balance one. */
  interestMethod: InterestMethod;
  effectiveRate: number | null;
  split: InstalmentSplitRow[] | null;
  prepayment: [number, number];
  prepaymentLabel: string;
  agreementExecution: string | null;
  badge: CollectionBadge;
  /** Issue 26: the non-cash entries (the rebate), shown on their own line; paidAmount is the cash alone. */
  nonCash: Sen;
  nonCashLabel: string;
  instalments: InstalmentView[];
  payments: LedgerEntryView[];
  latestPaymentId: number | null;
  reschedules: RescheduleView[];
  /** Why Reschedule is disabled (a request Pending, or settled); null when it may be requested. */
  rescheduleBlockedReason: string | null;
  /** Issue 41: late-payment charges accrued to today, per instalment and in total; non-cash until paid. */
  lateCharges: LateChargesView;
}

function splitOf(
  row: NonNullable<Awaited<ReturnType<typeof repo.findCollection>>>,
  prepayment: [number, number],
): InstalmentSplitRow[] | null {
  return disclosedSplit(row.interestMethod, {
    cost: ringgitToSen(row.cost),
    loanAmount: ringgitToSen(row.unitLoanAmount),
    interestRate: Number(row.interestRate),
    tenureYears: row.tenure,
    prepayment,
    quantity: row.quantity,
  });
}

export async function getCollection(
  db: Db,
  id: number,
  /** The configuration's LATE_CHARGE_CAP_PERCENT (the router passes it). */
  lateChargeCap: number = DEFAULT_LATE_CHARGE_CAP_PERCENT,
): Promise<CollectionProfile> {
  const today = todayInKualaLumpur();
  const row = await repo.findCollection(db, id, today);
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
  const [instalmentRows, ledger, reschedules, bankDates] = await Promise.all([
    repo.instalmentsOf(db, id),
    ledgerRepo.ledgerOf(db, id),
    reschedulesOf(db, id),
    ledgerRepo.bankDatesOf(db, id),
  ]);
  const bankDateOf = new Map(
    bankDates.map((row) => [row.paymentId, { valueDate: row.valueDate, bookingDate: row.bookingDate }]),
  );
  const base = toListRow(row);
  const lateCharges = await lateChargesOf(db, { ...row, id }, today, lateChargeCap, {
    instalments: instalmentRows,
    ledger,
  });
  const instalments = instalmentRows.map((instalment) => instalmentView(instalment, today));
  const payments = ledger.map(
    (entry): LedgerEntryView => ({
      id: entry.id,
      amount: ringgitToSen(entry.amount),
      paidAt: entry.paidAt,
      kind: entry.kind,
      cash: isCashKind(entry.kind),
      method: entry.method,
      reference: entry.reference,
      instalmentId: entry.applicantProductTransactionId,
      createdBy: entry.createdByName,
      updatedBy: entry.updatedByName,
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      bankStatement: bankDateOf.get(entry.id) ?? null,
    }),
  );
  const prepayment: [number, number] = isPrepaymentPlan(row.prepayment)
    ? [row.prepayment[0], row.prepayment[1]]
    : [0, 0];
  return {
    ...base,
    applicantId: row.applicantId,
    registrationNo: row.registrationNo,
    brandId: row.brandId,
    productId: row.productId,
    monthlyInstallment: ringgitToSen(row.monthlyInstallment),
    interestRate: Number(row.interestRate),
    interestMethod: row.interestMethod,
    effectiveRate: row.effectiveRate === null ? null : Number(row.effectiveRate),
    split: splitOf(row, prepayment),
    prepayment,
    prepaymentLabel: prepaymentPlanLabel(prepayment),
    agreementExecution: row.agreementExecution,
    badge: collectionBadge(
      base.outstandingBalance,
      reschedules.map((request) => request.status),
      payments.some((payment) => payment.kind === 'write_off'),
    ),
    nonCash: nonCashTotal(payments),
    nonCashLabel: nonCashLabel(row.interestMethod, payments),
    instalments,
    payments,
    latestPaymentId: latestPayment(payments)?.id ?? null,
    reschedules,
    rescheduleBlockedReason: rescheduleBlockReason({
      requests: reschedules,
      outstandingBalance: base.outstandingBalance,
    }),
    lateCharges,
  };
}

/** Decisions §9: a collection is soft-deleted by a Superadmin, and never once money has been received. */
export async function deleteCollection(db: Db, actor: SessionUser, id: number): Promise<void> {
  await withLockedAgreement(db, id, async (trx) => {
    if (await ledgerRepo.hasMoneyReceived(trx, id)) throw conflict(COLLECTION_HAS_PAYMENTS);
    await repo.softDeleteCollection(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'applicant_product',
      entityId: id,
      before: { id },
    });
  });
}

export async function addLateReason(db: Db, actor: SessionUser, input: LateReasonInput): Promise<void> {
  const instalment = await repo.findInstalment(db, input.id);
  if (!instalment) throw notFound(INSTALMENT_NOT_FOUND);
  await withLockedAgreement(db, instalment.applicantProductId, async (trx) => {
    // Judged on the instalment as the lock found it.
    const current = await repo.findInstalment(trx, input.id);
    const issue =
      current && lateReasonIssue({ dueDate: current.dueDate, note: current.note }, todayInKualaLumpur());
    if (issue) throw badRequest(issue);
    await repo.setInstalmentNote(trx, input.id, input.note);
    // The Collection Overview's stored allocation carries the late reason (issue 15).
    await refreshAgreementSummary(trx, [instalment.applicantProductId]);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicant_product_transaction',
      entityId: input.id,
      before: { note: instalment.note },
      after: { note: input.note },
    });
  });
}

/** Collections §2.2/§9: the reasons recorded so far and the three predefined ones. */
export async function lateReasons(db: Db): Promise<string[]> {
  return lateReasonChoices(await repo.recordedReasons(db));
}
