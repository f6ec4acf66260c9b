import { addMonthsClamped, type CalendarDate, minDate, monthIndex } from '../../common/calendar-date';
import type { RowId } from '../../common/row-id';
import type { Sen } from '../../money/sen';
import { bookAsOf, type CollectionRows } from '../collection-figures';
import { isCashEntry } from '../ledger-kinds';
import type { DateRange } from './selector-ranges';

export const NO_REASON = 'No reason';

/** Collections §2.3 Overdue Reason pie: the overdue remainder as of the date, grouped by late reason. */
export function overdueByReason(
  rows: CollectionRows,
  asOf: CalendarDate,
): { reason: string; totalOverdue: Sen; count: number }[] {
  const groups = new Map<string, { reason: string; totalOverdue: Sen; count: number }>();
  for (const { instalments } of bookAsOf(rows, asOf)) {
    for (const instalment of instalments) {
      const unpaid = instalment.chargeAmount - instalment.paidAmount;
      if (instalment.dueDate >= asOf || unpaid <= 0) continue;
      const reason = instalment.note?.trim() || NO_REASON;
      const group = groups.get(reason) ?? { reason, totalOverdue: 0, count: 0 };
      group.totalOverdue += unpaid;
      group.count += 1;
      groups.set(reason, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) => b.totalOverdue - a.totalOverdue || a.reason.localeCompare(b.reason),
  );
}

export interface ClientOverdue {
  hirerId: RowId;
  totalOverdue: Sen;
  /** Instalments past due and not fully paid, over all the client's agreements. */
  totalOverdueMonths: number;
  agreementIds: RowId[];
}

/** Collections §2.3 Overdue Clients / Months Overdue by Clients, largest overdue first. */
export function overdueByClient(rows: CollectionRows, asOf: CalendarDate): ClientOverdue[] {
  const clients = new Map<string, ClientOverdue>();
  for (const { agreement, instalments } of bookAsOf(rows, asOf)) {
    if (agreement.hirerId === null || agreement.hirerId === undefined) continue;
    const overdue = instalments.filter(
      (instalment) => instalment.dueDate < asOf && instalment.paidAmount < instalment.chargeAmount,
    );
    if (overdue.length === 0) continue;
    const key = String(agreement.hirerId);
    const client = clients.get(key) ?? {
      hirerId: agreement.hirerId,
      totalOverdue: 0,
      totalOverdueMonths: 0,
      agreementIds: [],
    };
    client.totalOverdue += overdue.reduce(
      (sum, instalment) => sum + instalment.chargeAmount - instalment.paidAmount,
      0,
    );
    client.totalOverdueMonths += overdue.length;
    client.agreementIds.push(agreement.id);
    clients.set(key, client);
  }
  return [...clients.values()].sort(
    (a, b) => b.totalOverdue - a.totalOverdue || String(a.hirerId).localeCompare(String(b.hirerId)),
  );
}

export interface MonthlyCollection {
  /** 'YYYY-MM'. */
  month: string;
  /** Ledger entries dated in the month. */
  totalPaid: Sen;
  /** Unpaid remainder, as of the date, of the month's instalments that are past due. */
  totalOverdue: Sen;
  /** The month's instalments fully paid. */
  paidTransactions: number;
  /** The month's instalments past due and not fully paid. */
  overdueTransactions: number;
}

/** Collections §2.3 Collection Overdue by Months (Paid versus Overdue), one row per month of the range. */
export function monthlyCollection(
  rows: CollectionRows,
  range: DateRange,
  today: CalendarDate,
): MonthlyCollection[] {
  const asOf = minDate(range.end, today);
  const months: MonthlyCollection[] = [];
  const byIndex = new Map<number, MonthlyCollection>();
  for (let date = `${range.start.slice(0, 7)}-01`; date <= asOf; date = addMonthsClamped(date, 1)) {
    const row = {
      month: date.slice(0, 7),
      totalPaid: 0,
      totalOverdue: 0,
      paidTransactions: 0,
      overdueTransactions: 0,
    };
    months.push(row);
    byIndex.set(monthIndex(date), row);
  }
  for (const { instalments, payments } of bookAsOf(rows, asOf)) {
    for (const payment of payments) {
      // Issue 26: the Paid bars are cash; a rebate is not money received.
      if (payment.paidAt >= range.start && isCashEntry(payment)) {
        const row = byIndex.get(monthIndex(payment.paidAt));
        if (row) row.totalPaid += payment.amount;
      }
    }
    for (const instalment of instalments) {
      const row = instalment.dueDate >= range.start ? byIndex.get(monthIndex(instalment.dueDate)) : undefined;
      if (!row) continue;
      if (instalment.paidAmount >= instalment.chargeAmount) row.paidTransactions += 1;
      else if (instalment.dueDate < asOf) {
        row.overdueTransactions += 1;
        row.totalOverdue += instalment.chargeAmount - instalment.paidAmount;
      }
    }
  }
  return months;
}
