import { type CalendarDate, paymentPerformanceStatus, type Sen } from '@sewabeli/domain';

/**
 * An instalment's payment performance as the ledger stores it (collections' ledger.service): the domain's rule
 * (decisions.md §6), and no status yet for an instalment not yet due and not fully paid.
 */
export function storedPerformance(
  row: { dueDate: CalendarDate; chargeAmount: Sen; paidAmount: Sen; paidAt: CalendarDate | null },
  today: CalendarDate,
) {
  return row.dueDate > today && row.paidAmount < row.chargeAmount
    ? null
    : paymentPerformanceStatus(row, today);
}
