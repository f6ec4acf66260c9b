import type { Database, Db } from '@sewabeli/db';
import { type ExpressionBuilder, sql } from 'kysely';

/**
 * The one definition of "a live agreement" (STYLE: one home per seam): a live order line of a live application
 * that carries an HP number (assigned at approval, decisions.md §5). Companies, vendors, the master records,
 * the dashboard and collections build on it; the Collection Overview's SQL (collections/analytics.repository.ts)
 * spells the same condition in its `book` CTE.
 */
export function isLiveAgreement(eb: ExpressionBuilder<Database, 'applicantProduct' | 'applicant'>) {
  return eb.and([
    eb('applicantProduct.deletedAt', 'is', null),
    eb('applicant.deletedAt', 'is', null),
    eb('applicantProduct.hpNo', 'is not', null),
  ]);
}

/** Live agreements with their application joined, to select from or join further. */
export function liveAgreements(db: Db) {
  return db
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .where(isLiveAgreement);
}

// Line totals: an order line's cost and loan are per unit; the line is quantity units (decisions.md §3).
export const lineCost = sql<string>`(${sql.ref('applicantProduct.cost')} * ${sql.ref('applicantProduct.quantity')})::numeric(14,2)`;
export const lineLoan = sql<string>`(${sql.ref('applicantProduct.loanAmount')} * ${sql.ref('applicantProduct.quantity')})::numeric(14,2)`;
