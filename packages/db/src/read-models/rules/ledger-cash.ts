import { type RawBuilder, sql } from 'kysely';
import type { ApplicantProductPaymentKind } from '../../tables/agreements';

/**
 * Issue 26: the ledger kinds that are not cash. packages/domain LEDGER_KINDS is the rule; this is the copy the
 * read models' SQL needs (the db package imports nothing of ours), checked against the domain by the api's
 * ledger-cash test. Paid and collected figures leave these entries out; the outstanding balance counts them.
 */
export const NON_CASH_LEDGER_KINDS: readonly ApplicantProductPaymentKind[] = ['rebate', 'write_off'];

/** True for a cash entry: `kind` is the ledger entry's kind column. */
export function isCashSql(kind: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(kind)} not in (${sql.join(NON_CASH_LEDGER_KINDS.map((name) => sql.lit(name)))}))`;
}
