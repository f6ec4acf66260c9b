import { catchUpCollectionAnalytics, type Db, refreshCollectionAnalytics } from '@sewabeli/db';
import { agreementBalance, ringgitToSen } from '@sewabeli/domain';
import { sql } from 'kysely';

export interface SummaryFigures {
  paidAmount: number;
  outstandingBalance: number | null;
  unpaidDueDates: string[];
  /** The schedule's first due date (issue 29's Nothing due); null without instalments. */
  firstDueDate: string | null;
}

/** The agreement summaries as stored (sen, due dates as text), by line id; a line without one is absent. */
export async function storedSummaries(db: Db, lineIds: number[]): Promise<Map<number, SummaryFigures>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('applicantProductSummary')
    .select([
      'applicantProductId',
      'paidAmount',
      'outstandingBalance',
      sql<string[]>`unpaid_due_dates::text[]`.as('unpaidDueDates'),
      'firstDueDate',
    ])
    .where('applicantProductId', 'in', lineIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.applicantProductId,
      {
        paidAmount: ringgitToSen(row.paidAmount),
        outstandingBalance: row.outstandingBalance === null ? null : ringgitToSen(row.outstandingBalance),
        unpaidDueDates: row.unpaidDueDates,
        firstDueDate: row.firstDueDate,
      },
    ]),
  );
}

/**
 * The summaries recomputed here, in TypeScript, from the ledger and the instalments as stored: the figure a
 * stale or wrongly maintained summary would differ from.
 */
export async function recomputedSummaries(db: Db, lineIds: number[]): Promise<Map<number, SummaryFigures>> {
  const result = new Map<number, SummaryFigures>();
  if (lineIds.length === 0) return result;
  const lines = await db
    .selectFrom('applicantProduct')
    .select(['id', 'totalPayable', 'hpNo'])
    .where('id', 'in', lineIds)
    .execute();
  const ledger = await db
    .selectFrom('applicantProductPayment')
    .select(['applicantProductId', 'amount', 'kind'])
    .where('applicantProductId', 'in', lineIds)
    .execute();
  const charges = await db
    .selectFrom('applicantProductCharge')
    .select(['applicantProductId', 'amount'])
    .where('applicantProductId', 'in', lineIds)
    .execute();
  const instalments = await db
    .selectFrom('applicantProductTransaction')
    .select(['applicantProductId', 'dueDate', 'chargeAmount', 'paidAmount'])
    .where('applicantProductId', 'in', lineIds)
    .execute();
  for (const line of lines) {
    const entries = ledger.filter((entry) => entry.applicantProductId === line.id);
    const schedule = instalments.filter((row) => row.applicantProductId === line.id);
    if (line.hpNo === null && entries.length === 0 && schedule.length === 0) continue;
    const inSen = entries.map((entry) => ({ amount: ringgitToSen(entry.amount), kind: entry.kind }));
    const balance = agreementBalance(
      ringgitToSen(line.totalPayable),
      inSen,
      charges
        .filter((charge) => charge.applicantProductId === line.id)
        .map((charge) => ({ amount: ringgitToSen(charge.amount) })),
    );
    result.set(line.id, {
      // Issue 26: paid is the cash received; the outstanding balance counts every entry, the rebate too, and
      // (issue 32) the charges, never below 0.
      paidAmount: balance.cash,
      outstandingBalance: balance.outstanding,
      unpaidDueDates: schedule
        .filter((row) => ringgitToSen(row.paidAmount) < ringgitToSen(row.chargeAmount))
        .map((row) => row.dueDate)
        .sort(),
      firstDueDate: schedule.map((row) => row.dueDate).sort()[0] ?? null,
    });
  }
  return result;
}

/** Every line with a ledger or a schedule has a summary equal to its recomputation from the ledger. */
export async function summariesInStep(db: Db, lineIds: number[]) {
  const [stored, recomputed] = await Promise.all([
    storedSummaries(db, lineIds),
    recomputedSummaries(db, lineIds),
  ]);
  return {
    stored: Object.fromEntries([...recomputed.keys()].map((id) => [id, stored.get(id) ?? null])),
    recomputed: Object.fromEntries(recomputed),
  };
}

/** The stored allocation of the Collection Overview (issue 15), every row, in a comparable order. */
async function storedAllocation(db: Db) {
  const [lines, ledgers, instalments, days] = await Promise.all([
    sql<Record<string, unknown>>`select * from collection_line order by applicant_product_id`.execute(db),
    sql`select * from collection_line_ledger order by applicant_product_id`.execute(db),
    sql`select * from collection_instalment order by applicant_product_transaction_id`.execute(db),
    // A day's sums are the sum of its slots (issue 30); a day whose sums went back to 0 is the same as no day.
    sql`select day, sum(paid)::bigint as paid, sum(late)::bigint as late, sum(charged)::bigint as charged,
        sum(instalments)::int as instalments, sum(payable)::bigint as payable, sum(lines)::int as lines,
        sum(settled)::int as settled, sum(surplus)::bigint as surplus
      from collection_day
      group by day
      having sum(paid) <> 0 or sum(late) <> 0 or sum(charged) <> 0 or sum(instalments) <> 0 or sum(payable) <> 0
        or sum(lines) <> 0 or sum(settled) <> 0 or sum(surplus) <> 0
      order by day`.execute(db),
  ]);
  return { lines: lines.rows, ledgers: ledgers.rows, instalments: instalments.rows, days: days.rows };
}

class RolledBack extends Error {}

/**
 * The stored allocation as the writers and the catch-up left it, and as refreshCollectionAnalytics writes it from scratch over
 * the whole book (in a transaction rolled back): a stale row or a day sum maintained wrongly shows as a difference.
 */
export async function allocationInStep(db: Db) {
  // The writers noted their lines; the catch-up an overview read runs brings them up to date (issue 30).
  await catchUpCollectionAnalytics(db);
  const stored = await storedAllocation(db);
  let recomputed: typeof stored | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await refreshCollectionAnalytics(trx, 'all');
      recomputed = await storedAllocation(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return { stored, recomputed };
}
