import type { ArrearsDeliveryStatus, ArrearsMessageTable, Db } from '@sewabeli/db';
import { type Insertable, sql, type Updateable } from 'kysely';
import { escapeLike } from '../../lib/list';

const likePattern = (search: string) => `%${escapeLike(search)}%`;

// ---- Letters and e-mails ---------------------------------------------------------------------------------

export async function insertMessage(db: Db, values: Insertable<ArrearsMessageTable>): Promise<number> {
  const row = await db.insertInto('arrearsMessage').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMessage(db: Db, id: number, values: Updateable<ArrearsMessageTable>) {
  await db
    .updateTable('arrearsMessage')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** A message with what its letter prints: the hirer, the agreement and its asset. */
export function messageForLetter(db: Db, id: number) {
  return db
    .selectFrom('arrearsMessage as m')
    .innerJoin('arrearsProposal as p', 'p.id', 'm.arrearsProposalId')
    .innerJoin('applicantProduct as ap', 'ap.id', 'm.applicantProductId')
    .innerJoin('hirer as h', 'h.id', 'ap.hirerId')
    .innerJoin('brand as b', 'b.id', 'ap.brandId')
    .innerJoin('product as pr', 'pr.id', 'ap.productId')
    .leftJoin('storedFile as f', 'f.id', 'm.storedFileId')
    .select([
      'm.id',
      'm.arrearsProposalId',
      'm.applicantProductId',
      'm.action',
      'm.kind',
      'm.language',
      'm.recipient',
      'f.storageKey',
      'm.payBy',
      'm.amountDue',
      'm.deliveryStatus',
      'm.approvedAt',
      'm.approvedBy',
      'p.daysPastDue',
      'p.cycle',
      'ap.hpNo',
      'ap.totalPayable',
      'ap.lateChargeRate',
      'h.name as hirerName',
      'h.registrationNo',
      'h.address',
      'b.name as brandName',
      'pr.name as productName',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** A letter locked for a decision on it (withdrawing it, or sending it): nothing else decides meanwhile. */
export function lockMessage(db: Db, id: number) {
  return db
    .selectFrom('arrearsMessage')
    .select(['id', 'arrearsProposalId', 'applicantProductId', 'action', 'deliveryStatus'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Issue 41: a letter withdrawn (by hand, or found no longer owed) with the reason; never sent after. */
export async function withdrawMessage(
  db: Db,
  id: number,
  values: { reason: string; by: number | null },
): Promise<void> {
  await db
    .updateTable('arrearsMessage')
    .set({
      deliveryStatus: 'withdrawn',
      withdrawnReason: values.reason,
      withdrawnBy: values.by,
      withdrawnAt: new Date(),
      error: null,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export function instalmentsOf(db: Db, agreementId: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select(['id', 'seq', 'dueDate', 'chargeAmount', 'paidAmount'])
    .where('applicantProductId', '=', agreementId)
    .orderBy('seq')
    .execute();
}

/** Issue 41: the ledger the letter's late-payment charges are worked out on (when money reached each instalment). */
export function ledgerOf(db: Db, agreementId: number) {
  return db
    .selectFrom('applicantProductPayment')
    .select(['id', 'amount', 'paidAt', 'applicantProductTransactionId'])
    .where('applicantProductId', '=', agreementId)
    .orderBy('paidAt')
    .orderBy('id')
    .execute();
}

/** Issue 41: the agreement's charges (late charges are paid after the instalments, oldest charge first). */
export function chargesOf(db: Db, agreementId: number) {
  return db
    .selectFrom('applicantProductCharge')
    .select(['id', 'kind', 'amount', 'incurredOn'])
    .where('applicantProductId', '=', agreementId)
    .execute();
}

/** The account hirers pay into: the first open bank account of the financier's (issue 31), if any. */
export function payingAccount(db: Db) {
  return db
    .selectFrom('bankAccount')
    .select(['name', 'bank', 'accountNumber'])
    .where('active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}

const MESSAGE_COLUMNS = [
  'm.id',
  'm.arrearsProposalId',
  'm.applicantProductId',
  'm.action',
  'm.kind',
  'm.language',
  'm.recipient',
  'm.storedFileId',
  'm.payBy',
  'm.amountDue',
  'm.approvedAt',
  'm.deliveryStatus',
  'm.error',
  'm.sentAt',
  'm.withdrawnReason',
  'm.withdrawnAt',
  'u.name as approvedByName',
  'ap.hpNo',
  'h.name as hirerName',
] as const;

function messagesBase(db: Db) {
  return db
    .selectFrom('arrearsMessage as m')
    .innerJoin('user as u', 'u.id', 'm.approvedBy')
    .innerJoin('applicantProduct as ap', 'ap.id', 'm.applicantProductId')
    .innerJoin('hirer as h', 'h.id', 'ap.hirerId');
}

export function messagesOfAgreement(db: Db, agreementId: number) {
  return messagesBase(db)
    .select(MESSAGE_COLUMNS)
    .where('m.applicantProductId', '=', agreementId)
    .orderBy('m.approvedAt', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

export async function messagePage(
  db: Db,
  status: ArrearsDeliveryStatus | null,
  search: string,
  limit: number,
  offset: number,
) {
  let base = messagesBase(db);
  if (status) base = base.where('m.deliveryStatus', '=', status);
  if (search)
    base = base.where((eb) =>
      eb.or([
        eb('h.name', 'ilike', likePattern(search)),
        eb('ap.hpNo', 'ilike', likePattern(search)),
        eb('m.recipient', 'ilike', likePattern(search)),
      ]),
    );
  const [rows, count] = await Promise.all([
    base
      .select(MESSAGE_COLUMNS)
      .orderBy('m.approvedAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

// ---- The proposals' effect (Collection Overview) ----------------------------------------------------------

/**
 * The letters and e-mails approved from `start` to `asOf` (Kuala Lumpur days), each with its agreement's ledger
 * entries from the approval's day to 14 days after it (no later than `asOf`): the window the domain's
 * `letterEffect` judges; the kinds are all passed, the domain tells cash from non-cash.
 */
export async function lettersWithLedger(db: Db, start: string, asOf: string, windowDays: number) {
  const result = await sql<{
    approvedOn: string;
    entries: { amount: string; paidAt: string; kind: string | null }[];
  }>`
    with letters as (
      select m.id, m.applicant_product_id, ((m.approved_at at time zone 'UTC') + interval '8 hours')::date as approved_on
      from arrears_message m
      where m.delivery_status <> 'withdrawn'
        and m.approved_at >= (${start}::date - interval '8 hours') at time zone 'UTC'
        and m.approved_at < (${asOf}::date + 1 - interval '8 hours') at time zone 'UTC'
    )
    select to_char(l.approved_on, 'YYYY-MM-DD') as "approvedOn",
      coalesce(json_agg(json_build_object('amount', p.amount::text, 'paidAt', to_char(p.paid_at, 'YYYY-MM-DD'),
        'kind', p.kind) order by p.id) filter (where p.id is not null), '[]') as entries
    from letters l
    left join applicant_product_payment p on p.applicant_product_id = l.applicant_product_id
      and p.paid_at >= l.approved_on and p.paid_at <= l.approved_on + ${windowDays}::int
      and p.paid_at <= ${asOf}::date
    group by l.id, l.approved_on
    order by l.id`.execute(db);
  return result.rows;
}
