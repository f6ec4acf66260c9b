import type { Db } from '@sewabeli/db';
import { ringgitToSen } from '@sewabeli/domain';
import { sql } from 'kysely';

export interface SummaryFigures {
  paidAmount: number;
  outstandingBalance: number | null;
  unpaidDueDates: string[];
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
    const paid = entries.reduce((sum, entry) => sum + ringgitToSen(entry.amount), 0);
    result.set(line.id, {
      paidAmount: paid,
      outstandingBalance: ringgitToSen(line.totalPayable) - paid,
      unpaidDueDates: schedule
        .filter((row) => ringgitToSen(row.paidAmount) < ringgitToSen(row.chargeAmount))
        .map((row) => row.dueDate)
        .sort(),
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
