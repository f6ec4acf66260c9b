import type { ApplicantProductPaymentKind, ApplicantProductPaymentMethod, Db } from '@sewabeli/db';
import { sql } from 'kysely';
import { executeNamed } from '../../lib/prepared';

/** The agreement's ledger in ledger order (date, then id). */
export function ledgerOf(db: Db, agreementId: number) {
  return executeNamed(
    db,
    db
      .selectFrom('applicantProductPayment as p')
      .leftJoin('user as created', 'created.id', 'p.createdBy')
      .leftJoin('user as updated', 'updated.id', 'p.updatedBy')
      .select([
        'p.id',
        'p.amount',
        'p.paidAt',
        'p.kind',
        'p.method',
        'p.reference',
        'p.applicantProductTransactionId',
        'p.idempotencyKey',
        'p.createdAt',
        'p.updatedAt',
        'created.name as createdByName',
        'updated.name as updatedByName',
      ])
      .where('p.applicantProductId', '=', agreementId)
      .orderBy('p.paidAt')
      .orderBy('p.id'),
  );
}

export function findByIdempotencyKey(db: Db, key: string) {
  return db
    .selectFrom('applicantProductPayment')
    .select(['id', 'applicantProductId', 'amount', 'paidAt', 'method', 'reference', 'createdBy'])
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

export async function insertLedgerEntry(
  db: Db,
  entry: {
    applicantProductId: number;
    applicantProductTransactionId?: number | null;
    amount: string;
    paidAt: string;
    kind: ApplicantProductPaymentKind;
    method: ApplicantProductPaymentMethod | null;
    reference: string | null;
    idempotencyKey?: string | null;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('applicantProductPayment')
    .values({ ...entry, updatedBy: entry.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Edits a payment, keeping what it was as a revision (who changed it and when). */
export async function reviseLedgerEntry(
  db: Db,
  before: { id: number; amount: string; paidAt: string },
  after: { amount: string; paidAt: string; method: ApplicantProductPaymentMethod; reference: string | null },
  by: number,
): Promise<void> {
  await db
    .insertInto('applicantProductPaymentRevision')
    .values({
      applicantProductPaymentId: before.id,
      amount: before.amount,
      paidAt: before.paidAt,
      revisedBy: by,
    })
    .execute();
  await db
    .updateTable('applicantProductPayment')
    .set({ ...after, updatedBy: by, updatedAt: new Date() })
    .where('id', '=', before.id)
    .execute();
}

export async function hasMoneyReceived(db: Db, agreementId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applicantProductPayment')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('applicantProductId', '=', agreementId)
    .where('amount', '<>', '0')
    .executeTakeFirstOrThrow();
  return row.n > 0;
}

/** Issue 32: the charges added to what the hirer owes (the allowed recovery costs), in ringgit. */
export async function chargesTotal(db: Db, agreementId: number): Promise<string> {
  const row = await db
    .selectFrom('applicantProductCharge')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(14, 2)::text`.as('total'))
    .where('applicantProductId', '=', agreementId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function insertCharge(
  db: Db,
  charge: {
    applicantProductId: number;
    kind: 'recovery_cost';
    amount: string;
    incurredOn: string;
    description: string;
    recoveryCaseId: number | null;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('applicantProductCharge')
    .values(charge)
    .returning('id')
    .executeTakeFirstOrThrow();
  // The summary keeps the charges' sum, which its refresh counts in the outstanding balance.
  await db
    .updateTable('applicantProductSummary')
    .set({ charges: sql`charges + ${charge.amount}::numeric` })
    .where('applicantProductId', '=', charge.applicantProductId)
    .execute();
  return row.id;
}
