import { type CalendarDate, minDate } from '../common/calendar-date';
import type { RowId } from '../common/row-id';
import { ratioPercent, type Sen } from '../money/sen';
import {
  type AllocationPiece,
  allocateLedger,
  type LedgerInstalment,
  type LedgerPayment,
} from './allocate-payments';
import { isCashEntry, type LedgerKind } from './ledger-kinds';
import {
  daysPastDue,
  isNonPerforming,
  OVERDUE_AGE_BUCKETS,
  type OverdueAgeBucket,
  overdueAgeBucket,
} from './overdue-age';
import type { DateRange } from './reports/selector-ranges';

export interface CollectionAgreementRow {
  id: RowId;
  totalPayable: Sen;
  hirerId?: RowId | null;
  /** When given, an agreement executed after the as-of date is not yet part of the book. */
  agreementExecution?: CalendarDate | null;
}

export interface CollectionInstalmentRow extends LedgerInstalment {
  agreementId: RowId;
  /** The late reason. */
  note?: string | null;
}

export interface CollectionPaymentRow extends LedgerPayment {
  agreementId: RowId;
  /** Issue 26: only cash entries count as collected; without a kind the entry is a payment (cash). */
  kind?: LedgerKind | null;
}

export interface CollectionRows {
  agreements: readonly CollectionAgreementRow[];
  instalments: readonly CollectionInstalmentRow[];
  payments: readonly CollectionPaymentRow[];
}

export interface CollectionFigures {
  start: CalendarDate;
  asOf: CalendarDate;
  /** Cash ledger entries dated within [start, asOf] (issue 26: a rebate is not money collected). */
  installmentCollected: Sen;
  /** The part of those cash entries that went onto instalments after their due date. */
  overdueCollected: Sen;
  /** Unpaid remainder, on the as-of date, of instalments due before it. */
  totalOverdue: Sen;
  overdueByAge: Record<OverdueAgeBucket, Sen>;
  /** Outstanding balance of the active (unsettled) agreements. */
  outstandingBalance: Sen;
  nonPerformingLoan: Sen;
  /** Percent, 2 decimals. */
  nonPerformingLoanRatio: number;
  /** Charges of instalments due on or before the as-of date. */
  chargesDue: Sen;
  /** totalOverdue / chargesDue, percent, 2 decimals. */
  ratioOverdueReceivable: number;
  activeAgreements: number;
  settledAgreements: number;
}

function groupBy<T extends { agreementId: RowId }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = String(row.agreementId);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export interface AgreementBook {
  agreement: CollectionAgreementRow;
  /** The agreement's instalments with their paid amount derived from the ledger as of the date. */
  instalments: (CollectionInstalmentRow & { paidAmount: Sen; paidAt: CalendarDate | null })[];
  /** Ledger entries dated on or before the date. */
  payments: CollectionPaymentRow[];
  pieces: AllocationPiece[];
  outstanding: Sen;
}

/**
 * Every agreement in the book on `asOf` (executed by then), its ledger cut at that date and re-allocated, so a
 * past period reads as it stood then.
 */
export function bookAsOf(rows: CollectionRows, asOf: CalendarDate): AgreementBook[] {
  const instalmentsOf = groupBy(rows.instalments);
  const paymentsOf = groupBy(rows.payments.filter((payment) => payment.paidAt <= asOf));
  return rows.agreements
    .filter((agreement) => !agreement.agreementExecution || agreement.agreementExecution <= asOf)
    .map((agreement) => {
      const instalments = instalmentsOf.get(String(agreement.id)) ?? [];
      const payments = paymentsOf.get(String(agreement.id)) ?? [];
      const { allocations, pieces } = allocateLedger(instalments, payments);
      const allocationOf = new Map(allocations.map((allocation) => [String(allocation.id), allocation]));
      return {
        agreement,
        instalments: instalments.map((instalment) => ({
          ...instalment,
          paidAmount: allocationOf.get(String(instalment.id))?.paidAmount ?? 0,
          paidAt: allocationOf.get(String(instalment.id))?.paidAt ?? null,
        })),
        payments,
        pieces,
        outstanding: agreement.totalPayable - payments.reduce((sum, payment) => sum + payment.amount, 0),
      };
    });
}

/**
 * Decisions §6 analytics over [start, end], judged as of min(end, today). The reference implementation the
 * SQL of the analytics calls is checked against.
 */
export function collectionFigures(
  rows: CollectionRows,
  range: DateRange,
  today: CalendarDate,
): CollectionFigures {
  const asOf = minDate(range.end, today);
  const { start } = range;
  const figures: CollectionFigures = {
    start,
    asOf,
    installmentCollected: 0,
    overdueCollected: 0,
    totalOverdue: 0,
    overdueByAge: Object.fromEntries(OVERDUE_AGE_BUCKETS.map((bucket) => [bucket, 0])) as Record<
      OverdueAgeBucket,
      Sen
    >,
    outstandingBalance: 0,
    nonPerformingLoan: 0,
    nonPerformingLoanRatio: 0,
    chargesDue: 0,
    ratioOverdueReceivable: 0,
    activeAgreements: 0,
    settledAgreements: 0,
  };

  for (const { instalments, payments, pieces, outstanding } of bookAsOf(rows, asOf)) {
    const dueDateOf = new Map(instalments.map((instalment) => [String(instalment.id), instalment.dueDate]));
    const cashIds = new Set<string>();
    for (const payment of payments) {
      if (!isCashEntry(payment)) continue;
      cashIds.add(String(payment.id));
      if (payment.paidAt >= start) figures.installmentCollected += payment.amount;
    }
    for (const piece of pieces) {
      const dueDate = dueDateOf.get(String(piece.instalmentId));
      if (!cashIds.has(String(piece.paymentId))) continue;
      if (piece.paidAt >= start && dueDate !== undefined && piece.paidAt > dueDate)
        figures.overdueCollected += piece.amount;
    }
    for (const instalment of instalments) {
      if (instalment.dueDate <= asOf) figures.chargesDue += instalment.chargeAmount;
      // Never negative (allocation never over-pays), so a paid instalment adds 0.
      const unpaid = instalment.chargeAmount - instalment.paidAmount;
      if (instalment.dueDate < asOf) {
        figures.totalOverdue += unpaid;
        figures.overdueByAge[overdueAgeBucket(daysPastDue(instalment.dueDate, asOf))] += unpaid;
      }
    }
    if (outstanding <= 0) {
      figures.settledAgreements += 1;
      continue;
    }
    figures.activeAgreements += 1;
    figures.outstandingBalance += outstanding;
    if (isNonPerforming(instalments, asOf)) figures.nonPerformingLoan += outstanding;
  }

  figures.nonPerformingLoanRatio = ratioPercent(figures.nonPerformingLoan, figures.outstandingBalance);
  figures.ratioOverdueReceivable = ratioPercent(figures.totalOverdue, figures.chargesDue);
  return figures;
}
