import { type Db, overdueAgeBucketDays } from '@sewabeli/db';
import {
  type AnalyticsRangeInput,
  type CalendarDate,
  calendarYearRange,
  chargePayments,
  type DateRange,
  type ListPage,
  minDate,
  OVERDUE_AGE_BUCKETS,
  type OverdueAgeBucket,
  parseCalendarDate,
  ratioPercent,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import { todayInKualaLumpur } from '../../lib/today';
import { letterEffectOf } from '../arrears/arrears-letter.service';
import * as analytics from './analytics.repository';
import * as lateRepo from './late-charge.repository';

type ClientOverdue = analytics.ClientOverdueRow;

/** A missing end is today; a missing start is 1 January of the end's year (the overview opens on this year). */
export function resolveRange(input: AnalyticsRangeInput, today: CalendarDate): DateRange {
  const end = input.endDate ?? today;
  const start = input.startDate ?? calendarYearRange(parseCalendarDate(minDate(end, today)).year).start;
  return { start, end };
}

/** Decisions §6: everything is judged as of min(end, today). */
function asOfOf(range: DateRange, today: CalendarDate): CalendarDate {
  return minDate(range.end, today);
}

export interface OverviewFigures {
  start: CalendarDate;
  asOf: CalendarDate;
  installmentCollected: Sen;
  overdueCollected: Sen;
  totalOverdue: Sen;
  chargesDue: Sen;
  outstandingBalance: Sen;
  nonPerformingLoan: Sen;
  nonPerformingLoanRatio: number;
  ratioOverdueReceivable: number;
  activeAgreements: number;
  settledAgreements: number;
  overdueByAge: { bucket: OverdueAgeBucket; totalOverdue: Sen; count: number }[];
}

/** GET /analysis/overview_overdue_transaction: the summary figures and the overdue age buckets. */
export async function overviewFigures(db: Db, input: AnalyticsRangeInput): Promise<OverviewFigures> {
  const today = todayInKualaLumpur();
  const range = resolveRange(input, today);
  const asOf = asOfOf(range, today);
  const row = await analytics.figures(db, range.start, asOf);
  const ages = row.overdueByAge;
  const totalOverdue = ringgitToSen(row.totalOverdue);
  const chargesDue = ringgitToSen(row.chargesDue);
  const outstandingBalance = ringgitToSen(row.outstandingBalance);
  const nonPerformingLoan = ringgitToSen(row.nonPerformingLoan);
  return {
    start: range.start,
    asOf,
    installmentCollected: ringgitToSen(row.installmentCollected),
    overdueCollected: ringgitToSen(row.overdueCollected),
    totalOverdue,
    chargesDue,
    outstandingBalance,
    nonPerformingLoan,
    nonPerformingLoanRatio: ratioPercent(nonPerformingLoan, outstandingBalance),
    ratioOverdueReceivable: ratioPercent(totalOverdue, chargesDue),
    activeAgreements: row.activeAgreements,
    settledAgreements: row.settledAgreements,
    overdueByAge: OVERDUE_AGE_BUCKETS.map((bucket) => {
      const found = ages.find((age) => age.bucket === bucket);
      return { bucket, totalOverdue: found ? ringgitToSen(found.totalOverdue) : 0, count: found?.count ?? 0 };
    }),
  };
}

/**
 * Issue 41: the late-payment charges on the overview, as of its day: posted (the charges table's plain sum), paid
 * and outstanding. Non-cash income until paid: what paid them is the money beyond each agreement's instalments
 * (the domain's chargePayments), never counted in the instalments collected. The other figures are unchanged.
 */
export async function lateChargeFigures(db: Db, input: AnalyticsRangeInput) {
  const today = todayInKualaLumpur();
  const asOf = asOfOf(resolveRange(input, today), today);
  const [posted, book] = await Promise.all([
    lateRepo.lateChargesPosted(db, asOf),
    lateRepo.lateChargeBook(db, asOf),
  ]);
  const paid = book
    .flatMap((row) =>
      chargePayments(
        ringgitToSen(row.totalPayable),
        ringgitToSen(row.ledger),
        row.charges.map((charge) => ({ ...charge, amount: ringgitToSen(charge.amount) })),
      ),
    )
    .filter((charge) => charge.kind === 'late_charge')
    .reduce((sum, charge) => sum + charge.paid, 0);
  const postedSen = ringgitToSen(posted);
  return { asOf, posted: postedSen, paid, outstanding: postedSen - paid, agreements: book.length };
}

/** Issue 32: the proposals' effect over the overview's range (the letters approved from its start to as of). */
export async function proposalsEffect(db: Db, input: AnalyticsRangeInput) {
  const today = todayInKualaLumpur();
  const range = resolveRange(input, today);
  return letterEffectOf(db, { start: range.start, asOf: asOfOf(range, today) });
}

/** GET /analysis/overview_overdue_transaction_reason: the overdue remainder by late reason. */
export async function overdueReasons(db: Db, input: AnalyticsRangeInput) {
  const today = todayInKualaLumpur();
  const asOf = asOfOf(resolveRange(input, today), today);
  const result = await analytics.overdueByReason(db, asOf);
  const totalOverdue = ringgitToSen(result.totalOverdue);
  const chargesDue = ringgitToSen(result.chargesDue);
  return {
    asOf,
    reasons: result.reasons.map((row) => ({
      reason: row.reason,
      totalOverdue: ringgitToSen(row.totalOverdue),
      count: row.count,
    })),
    totalReceivableOverdue: {
      totalOverdue,
      chargesDue,
      ratioOverdueReceivable: ratioPercent(totalOverdue, chargesDue),
    },
  };
}

function clientsAsOf(
  db: Db,
  input: AnalyticsRangeInput,
  page: { order: analytics.ClientOrder; limit?: number; offset?: number },
) {
  const today = todayInKualaLumpur();
  return analytics.overdueByClient(db, asOfOf(resolveRange(input, today), today), page);
}

/** Every overdue client as of the range's end: largest overdue first, or most months first (by 'months'). */
export async function overdueClients(
  db: Db,
  input: AnalyticsRangeInput,
  order: analytics.ClientOrder,
): Promise<ClientOverdue[]> {
  return (await clientsAsOf(db, input, { order })).rows;
}

/** The Overdue Clients grid: one page, largest overdue first, and how many clients are overdue. */
export async function overdueClientsPage(
  db: Db,
  input: AnalyticsRangeInput & { page: number; pageSize: number },
): Promise<ListPage<ClientOverdue>> {
  const { page, pageSize } = input;
  const result = await clientsAsOf(db, input, {
    order: 'overdue',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { ...result, page, pageSize };
}

/** Months Overdue by Clients: the first `limit` clients by months overdue, then by overdue. */
export async function clientsByMonths(
  db: Db,
  input: AnalyticsRangeInput & { limit: number },
): Promise<ClientOverdue[]> {
  return (await clientsAsOf(db, input, { order: 'months', limit: input.limit })).rows;
}

/** GET /analysis/monthlyCollection: per month, paid versus overdue. */
export async function monthlyCollection(db: Db, input: AnalyticsRangeInput) {
  const today = todayInKualaLumpur();
  const range = resolveRange(input, today);
  const rows = await analytics.monthlyCollection(db, range.start, asOfOf(range, today));
  return rows.map((row) => ({
    month: row.month,
    totalPaid: ringgitToSen(row.totalPaid),
    totalOverdue: ringgitToSen(row.totalOverdue),
    paidTransactions: row.paidTransactions,
    overdueTransactions: row.overdueTransactions,
  }));
}

export const DETAIL_LIMIT = 200;

/** The overdue instalments behind a point of the Overdue Transaction or Collection Overdue by Months chart. */
export async function overdueDetail(
  db: Db,
  input: AnalyticsRangeInput & { bucket?: OverdueAgeBucket; month?: string },
) {
  const today = todayInKualaLumpur();
  const asOf = asOfOf(resolveRange(input, today), today);
  const rows = await analytics.overdueInstalments(
    db,
    asOf,
    { ...(input.bucket ? overdueAgeBucketDays(input.bucket) : {}), month: input.month },
    DETAIL_LIMIT,
  );
  return {
    asOf,
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, unpaid, ...row }) => ({ ...row, unpaid: ringgitToSen(unpaid) })),
  };
}
