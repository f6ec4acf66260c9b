import type { ApplicantProductPaymentKind, ApplicantProductPaymentMethod, Db } from '@sewabeli/db';
import type { ChargeKind } from '@sewabeli/domain';
import { sql } from 'kysely';
import { prepared } from '../../../lib/prepared';
import { AUDIT_COLUMNS, type AuditRow } from '../../audit/audit.repository';

const ledgerQuery = prepared(
  (db: Db, args: { agreementId: number }) =>
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
      .where('p.applicantProductId', '=', args.agreementId)
      .orderBy('p.paidAt')
      .orderBy('p.id'),
  ['agreementId'],
);

/** A ledger entry and an instalment as the payment's rules read them (`paymentBasisOf`). */
export interface BasisEntry {
  id: number;
  amount: string;
  paidAt: string;
  kind: ApplicantProductPaymentKind;
  method: ApplicantProductPaymentMethod | null;
  reference: string | null;
  applicantProductTransactionId: number | null;
  idempotencyKey: string | null;
}
export interface BasisInstalment {
  id: number;
  seq: number;
  dueDate: string;
  chargeAmount: string;
  paidAmount: string;
  paidAt: string | null;
  paymentPerformanceStatus: string | null;
}

const paymentBasisQuery = prepared(
  (db: Db, p: { agreementId: number }) =>
    db.selectNoFrom([
      sql<BasisEntry[]>`coalesce((select json_agg(json_build_object('id', e.id, 'amount', e.amount::text,
          'paidAt', e.paid_at::text, 'kind', e.kind, 'method', e.method, 'reference', e.reference,
          'applicantProductTransactionId', e.applicant_product_transaction_id,
          'idempotencyKey', e.idempotency_key) order by e.paid_at, e.id)
        from applicant_product_payment e where e.applicant_product_id = ${p.agreementId}), '[]')`.as(
        'ledger',
      ),
      sql<BasisInstalment[]>`coalesce((select json_agg(json_build_object('id', t.id, 'seq', t.seq,
          'dueDate', t.due_date::text, 'chargeAmount', t.charge_amount::text, 'paidAmount', t.paid_amount::text,
          'paidAt', t.paid_at::text, 'paymentPerformanceStatus', t.payment_performance_status)
          order by t.due_date, t.seq)
        from applicant_product_transaction t where t.applicant_product_id = ${p.agreementId}), '[]')`.as(
        'instalments',
      ),
    ]),
  ['agreementId'],
);

/**
 * The agreement's ledger (ledger order: date, then id) and schedule (due date, then seq) in one statement: what a
 * payment reads under the agreement's lock (issue 30: a payment's round trips were most of its cost).
 */
export async function paymentBasisOf(db: Db, agreementId: number) {
  const [row] = await paymentBasisQuery(db, { agreementId });
  return { ledger: row?.ledger ?? [], instalments: row?.instalments ?? [] };
}

/** The agreement's ledger in ledger order (date, then id). */
export function ledgerOf(db: Db, agreementId: number) {
  return ledgerQuery(db, { agreementId });
}

/**
 * Issue 40: the agreement's payments that came from a bank statement, with the bank's value date and booking date
 * (null where the statement gives none), by payment id.
 */
export function bankDatesOf(db: Db, agreementId: number) {
  return db
    .selectFrom('bankStatementAllocation as a')
    .innerJoin('bankStatementLine as l', 'l.id', 'a.bankStatementLineId')
    .select(['a.applicantProductPaymentId as paymentId', 'l.valueDate', 'l.bookingDate'])
    .where('a.applicantProductId', '=', agreementId)
    .where('a.applicantProductPaymentId', 'is not', null)
    .execute();
}

const idempotencyKeyQuery = prepared(
  (db: Db, p: { key: string }) =>
    db
      .selectFrom('applicantProductPayment')
      .select(['id', 'applicantProductId', 'amount', 'paidAt', 'method', 'reference', 'createdBy'])
      .where('idempotencyKey', '=', p.key),
  ['key'],
);

export async function findByIdempotencyKey(db: Db, key: string) {
  return (await idempotencyKeyQuery(db, { key }))[0];
}

type LedgerEntryValues = {
  applicantProductId: number;
  applicantProductTransactionId: number | null;
  amount: string;
  paidAt: string;
  kind: ApplicantProductPaymentKind;
  method: ApplicantProductPaymentMethod | null;
  reference: string | null;
  idempotencyKey: string | null;
  createdBy: number;
};

const LEDGER_ENTRY_COLUMNS = [
  'applicantProductId',
  'applicantProductTransactionId',
  'amount',
  'paidAt',
  'kind',
  'method',
  'reference',
  'idempotencyKey',
  'createdBy',
] as const;

const insertLedgerEntryQuery = prepared(
  (db: Db, p: LedgerEntryValues) =>
    db
      .insertInto('applicantProductPayment')
      .values({ ...p, updatedBy: p.createdBy })
      // An Idempotency-Key another entry holds writes nothing (the caller says why); no key never conflicts.
      .onConflict((oc) => oc.column('idempotencyKey').where('idempotencyKey', 'is not', null).doNothing())
      .returning('id'),
  LEDGER_ENTRY_COLUMNS,
);

type NewLedgerEntry = Omit<LedgerEntryValues, 'applicantProductTransactionId' | 'idempotencyKey'> &
  Partial<Pick<LedgerEntryValues, 'applicantProductTransactionId' | 'idempotencyKey'>>;

/** Inserts a ledger entry; undefined when its Idempotency-Key is already another entry's (nothing written). */
async function insertLedgerEntryOnce(db: Db, entry: NewLedgerEntry): Promise<number | undefined> {
  const [row] = await insertLedgerEntryQuery(db, {
    ...entry,
    applicantProductTransactionId: entry.applicantProductTransactionId ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
  });
  return row?.id;
}

const AUDIT_COLUMN_TYPES: Record<(typeof AUDIT_COLUMNS)[number], string> = {
  userId: 'integer',
  action: 'text',
  entity: 'text',
  entityId: 'text',
  before: 'jsonb',
  after: 'jsonb',
  sessionId: 'integer',
  ip: 'text',
  apiTokenName: 'text',
  apiTokenId: 'integer',
};

type AuditedEntryValues = LedgerEntryValues & { [K in keyof AuditRow as `audit_${K}`]: AuditRow[K] };

// A payment and its audit row in one statement (issue 30: a payment's round trips are most of its cost): the
// audit row is inserted from the entry's returned id, so an entry not written (its key taken) audits nothing.
const insertAuditedEntryQuery = prepared(
  (db: Db, p: AuditedEntryValues) =>
    db
      .with('entry', (w) =>
        w
          .insertInto('applicantProductPayment')
          .values({
            ...Object.fromEntries(LEDGER_ENTRY_COLUMNS.map((column) => [column, p[column]])),
            updatedBy: p.createdBy,
          } as LedgerEntryValues & { updatedBy: number })
          .onConflict((oc) => oc.column('idempotencyKey').where('idempotencyKey', 'is not', null).doNothing())
          .returning('id'),
      )
      .insertInto('auditLog')
      .columns([...AUDIT_COLUMNS])
      .expression((eb) =>
        eb.selectFrom('entry').select(
          AUDIT_COLUMNS.map((column) =>
            column === 'entityId'
              ? sql<string>`entry.id::text`.as(column)
              : // Typed here: a select list's parameters would otherwise be text.
                sql`${p[`audit_${column}`]}::${sql.raw(AUDIT_COLUMN_TYPES[column])}`.as(column),
          ),
        ),
      )
      .returning('entityId'),
  [...LEDGER_ENTRY_COLUMNS, ...AUDIT_COLUMNS.map((column) => `audit_${column}` as const)],
);

/**
 * Inserts a ledger entry with its audit row (`audit`, whose entity id becomes the entry's); undefined when its
 * Idempotency-Key is already another entry's (nothing written).
 */
export async function insertAuditedLedgerEntryOnce(
  db: Db,
  entry: NewLedgerEntry,
  audit: AuditRow,
): Promise<number | undefined> {
  const [row] = await insertAuditedEntryQuery(db, {
    ...entry,
    applicantProductTransactionId: entry.applicantProductTransactionId ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
    ...(Object.fromEntries(Object.entries(audit).map(([key, value]) => [`audit_${key}`, value])) as {
      [K in keyof AuditRow as `audit_${K}`]: AuditRow[K];
    }),
  });
  return row ? Number(row.entityId) : undefined;
}

export async function insertLedgerEntry(db: Db, entry: NewLedgerEntry): Promise<number> {
  const id = await insertLedgerEntryOnce(db, entry);
  if (id === undefined) throw new Error(`the Idempotency-Key ${entry.idempotencyKey} is another entry's`);
  return id;
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

/**
 * Inserts a charge and adds it to the summary's charges. Issue 41: a late charge is one per agreement and month
 * (a unique index); one already posted is left as it is (ON CONFLICT DO NOTHING) and the answer is null.
 */
export async function insertCharge(
  db: Db,
  charge: {
    applicantProductId: number;
    kind: ChargeKind;
    amount: string;
    incurredOn: string;
    description: string;
    recoveryCaseId: number | null;
    createdBy: number | null;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('applicantProductCharge')
    .values(charge)
    .onConflict((oc) =>
      oc.columns(['applicantProductId', 'incurredOn']).where('kind', '=', 'late_charge').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  // The summary keeps the charges' sum, which its refresh counts in the outstanding balance.
  await db
    .updateTable('applicantProductSummary')
    .set({ charges: sql`charges + ${charge.amount}::numeric` })
    .where('applicantProductId', '=', charge.applicantProductId)
    .execute();
  return row.id;
}

// Complete (decisions §5) starts a line's collection: its execution and first due date, its schedule, the
// prepayment entries collected at signing (start-collection.service).

export async function executeLine(
  db: Db,
  lineId: number,
  values: { agreementExecution: string; dueDate: string; userId: number },
): Promise<void> {
  await db
    .updateTable('applicantProduct')
    .set({
      agreementExecution: values.agreementExecution,
      dueDate: values.dueDate,
      updatedBy: values.userId,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', lineId)
    .execute();
}

export async function insertInstalments(
  db: Db,
  lineId: number,
  instalments: readonly { seq: number; dueDate: string; chargeAmount: string; description: string }[],
): Promise<Map<number, number>> {
  const rows = await db
    .insertInto('applicantProductTransaction')
    .values(instalments.map((instalment) => ({ applicantProductId: lineId, ...instalment })))
    .returning(['id', 'seq'])
    .execute();
  return new Map(rows.map((row) => [row.seq, row.id]));
}

export async function insertPrepayment(
  db: Db,
  values: { lineId: number; instalmentId: number; amount: string; paidAt: string; userId: number },
): Promise<void> {
  await db
    .insertInto('applicantProductPayment')
    .values({
      applicantProductId: values.lineId,
      applicantProductTransactionId: values.instalmentId,
      amount: values.amount,
      paidAt: values.paidAt,
      kind: 'prepayment',
      note: 'Prepayment collected at signing',
      createdBy: values.userId,
    })
    .execute();
}
