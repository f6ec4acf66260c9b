import type { Db } from '@sewabeli/db';
import {
  type AnalyticsRangeInput,
  type CalendarDate,
  DASHBOARD_TOP,
  type DateRange,
  lastTwelveMonthsStart,
  maxDate,
  minDate,
  monthKey,
  monthKeys,
  quarterRange,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import { todayInKualaLumpur } from '../../lib/today';
import { resolveRange } from '../collections/overview.service';
import * as repo from './dashboard.repository';

const sen = (ringgit: string): Sen => ringgitToSen(ringgit);

/** The selector's range and the day it is judged on: min(end, today) (decisions §6, as the collection overview). */
export interface DashboardPeriod {
  start: CalendarDate;
  end: CalendarDate;
  asOf: CalendarDate;
}

export function periodOf(input: AnalyticsRangeInput, today = todayInKualaLumpur()): DashboardPeriod {
  const range: DateRange = resolveRange(input, today);
  return { ...range, asOf: minDate(range.end, today) };
}

/**
 * GET /analysis/total_approved_loan: the loan approved in the period (the 'Total Loan amount (YTD)' card), in the
 * calendar quarter of the as-of date ('Quarterly Loan amount'), and per month ('Overview Loan amount').
 */
export async function approvedLoan(db: Db, input: AnalyticsRangeInput, today = todayInKualaLumpur()) {
  const period = periodOf(input, today);
  const quarter = quarterRange(period.asOf);
  const quarterEnd = minDate(quarter.end, period.asOf);
  // One aggregate of the period, per month; the period's and the quarter's totals are sums of its months (issue
  // 15: one pass over the year's approvals instead of three). The quarter is whole months of the period ending at
  // the as-of day unless it starts before the period (a custom range, or a period after today): then its own sum.
  const months = await repo.approvedByMonth(db, period.start, period.asOf);
  const sumOf = (rows: typeof months) => ({
    loan: rows.reduce((sum, row) => sum + sen(row.loanAmount), 0),
    count: rows.reduce((sum, row) => sum + row.count, 0),
  });
  const total = sumOf(months);
  const quarterSum =
    quarter.start >= period.start
      ? sumOf(months.filter((row) => row.month >= monthKey(quarter.start)))
      : await repo
          .approvedTotal(db, quarter.start, quarterEnd)
          .then((row) => ({ loan: sen(row.loanAmount), count: row.count }));
  const byMonth = new Map(months.map((row) => [row.month, row]));
  return {
    ...period,
    quarter: { start: quarter.start, end: quarterEnd },
    totalLoan: total.loan,
    totalCount: total.count,
    quarterLoan: quarterSum.loan,
    quarterCount: quarterSum.count,
    months: monthKeys(period.start, period.asOf).map((month) => {
      const row = byMonth.get(month);
      return { month, loanAmount: row ? sen(row.loanAmount) : 0, count: row?.count ?? 0 };
    }),
  };
}

/** 'Last 12 months Transactions': the 12 months ending with the as-of month (not before the period's start). */
export function transactionMonths(period: DashboardPeriod) {
  return { start: maxDate(lastTwelveMonthsStart(period.asOf), period.start), asOf: period.asOf };
}

/** GET /analysis/overview_lead: executed and unexecuted approved agreements per month. */
export async function transactions(db: Db, input: AnalyticsRangeInput, today = todayInKualaLumpur()) {
  const period = periodOf(input, today);
  const window = transactionMonths(period);
  const rows = await repo.executionByMonth(db, window.start, window.asOf);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return {
    ...period,
    from: window.start,
    months: monthKeys(window.start, window.asOf).map((month) => ({
      month,
      executed: byMonth.get(month)?.executed ?? 0,
      unexecuted: byMonth.get(month)?.unexecuted ?? 0,
    })),
  };
}

/** 'Top 5 Model (YTD)': by approved loan in the period. */
export async function topModels(db: Db, input: AnalyticsRangeInput) {
  const period = periodOf(input);
  const rows = await repo.topModels(db, period.start, period.asOf, DASHBOARD_TOP);
  return { ...period, models: rows.map((row) => ({ ...row, loanAmount: sen(row.loanAmount) })) };
}

/** 'Top 5 Client (YTD)': by approved loan in the period. */
export async function topClients(db: Db, input: AnalyticsRangeInput) {
  const period = periodOf(input);
  const rows = await repo.topClients(db, period.start, period.asOf, DASHBOARD_TOP);
  return { ...period, clients: rows.map((row) => ({ ...row, loanAmount: sen(row.loanAmount) })) };
}

/** The approved lines of the period one by one (the legacy answers list them). */
export async function approvedLines(db: Db, period: DashboardPeriod, from = period.start) {
  const rows = await repo.approvedLines(db, from, period.asOf, period.asOf);
  return rows.map(({ approvedOn, ...row }) => ({
    ...row,
    month: monthKey(approvedOn),
    loanAmount: sen(row.loanAmount),
  }));
}

export async function linesOf(
  db: Db,
  period: DashboardPeriod,
  by: 'product' | 'hirer',
  ids: readonly number[],
) {
  const rows = await repo.linesOf(db, period.start, period.asOf, by, ids);
  return rows.map((row) => ({ ...row, loanAmount: sen(row.loanAmount) }));
}
