import type {
  ArrearsActionColumn,
  ArrearsDeliveryStatus,
  ArrearsMessageTable,
  ArrearsProposalStatus,
  Db,
} from '@sewabeli/db';
import { liveCollectionSql } from '@sewabeli/db';
import { type Insertable, sql, type Updateable } from 'kysely';

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

// ---- The ladder ------------------------------------------------------------------------------------------

export function ladderSteps(db: Db) {
  return db.selectFrom('arrearsLadderStep').select(['action', 'days']).orderBy('days').execute();
}

export async function replaceLadder(
  db: Db,
  steps: readonly { action: ArrearsActionColumn; days: number }[],
  by: number,
): Promise<void> {
  await db.deleteFrom('arrearsLadderStep').execute();
  if (steps.length > 0)
    await db
      .insertInto('arrearsLadderStep')
      .values(steps.map((step) => ({ ...step, createdBy: by, updatedBy: by })))
      .execute();
}

// ---- The day's pass --------------------------------------------------------------------------------------

/**
 * The agreements the pass looks at: live collections with an instalment due before `today` still unpaid (the
 * summary's unpaid due dates), and those with a snoozed proposal (a broken promise brings them back).
 */
export async function passCandidates(db: Db, today: string): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select ap.id from applicant_product ap
      join applicant a on a.id = ap.applicant_id
      join applicant_product_summary s on s.applicant_product_id = ap.id
     where ${liveCollectionSql('ap', 'a')} and s.unpaid_due_dates[1] < ${today}::date
    union
    select applicant_product_id from arrears_proposal where status = 'snoozed'
    order by 1`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** Everything the domain's decision reads for these agreements, in a few queries. */
export async function passStates(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return { agreements: [], instalments: [], ledger: [], reschedules: [], proposals: [], promises: [] };
  const [agreements, instalments, ledger, reschedules, proposals, promises] = await Promise.all([
    db
      .selectFrom('applicantProduct as ap')
      .innerJoin('applicant as a', 'a.id', 'ap.applicantId')
      .select([
        'ap.id',
        'ap.totalPayable',
        sql<boolean>`(ap.deleted_at is not null or a.deleted_at is not null)`.as('closed'),
      ])
      .where('ap.id', 'in', ids)
      .execute(),
    db
      .selectFrom('applicantProductTransaction')
      .select(['id', 'applicantProductId', 'seq', 'dueDate', 'chargeAmount'])
      .where('applicantProductId', 'in', ids)
      .execute(),
    db
      .selectFrom('applicantProductPayment')
      .select(['id', 'applicantProductId', 'amount', 'paidAt', 'kind', 'applicantProductTransactionId'])
      .where('applicantProductId', 'in', ids)
      .execute(),
    db
      .selectFrom('applicantProductReschedule')
      .select(['applicantProductId', 'status', 'decidedAt'])
      .where('applicantProductId', 'in', ids)
      .execute(),
    db
      .selectFrom('arrearsProposal')
      .select(['id', 'applicantProductId', 'action', 'cycle', 'status'])
      .where('applicantProductId', 'in', ids)
      .execute(),
    db
      .selectFrom('arrearsPromise')
      .select(['arrearsProposalId', 'madeOn', 'promisedOn', 'amount', 'id'])
      .where('applicantProductId', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return { agreements, instalments, ledger, reschedules, proposals, promises };
}

/** A proposal, once per (agreement, step, cycle): a second worker or a restart proposes nothing twice. */
export async function insertProposal(
  db: Db,
  values: {
    applicantProductId: number;
    action: ArrearsActionColumn;
    cycle: string;
    proposedOn: string;
    daysPastDue: number;
    arrears: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('arrearsProposal')
    .values(values)
    .onConflict((oc) => oc.columns(['applicantProductId', 'action', 'cycle']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Snoozed proposals whose promise was broken come back to the queue (a second pass finds them not snoozed). */
export async function reviveProposals(db: Db, ids: readonly number[], today: string, reason: string) {
  if (ids.length === 0) return 0;
  const rows = await db
    .updateTable('arrearsProposal')
    .set({
      status: 'proposed',
      proposedOn: today,
      reason,
      decidedBy: null,
      decidedAt: null,
      updatedAt: new Date(),
    })
    .where('id', 'in', ids)
    .where('status', '=', 'snoozed')
    .returning('id')
    .execute();
  return rows.length;
}

// ---- The queue -------------------------------------------------------------------------------------------

function queueBase(db: Db, action: ArrearsActionColumn | null, search: string) {
  let query = db
    .selectFrom('arrearsProposal as p')
    .innerJoin('applicantProduct as ap', 'ap.id', 'p.applicantProductId')
    .innerJoin('hirer as h', 'h.id', 'ap.hirerId')
    .where('p.status', '=', 'proposed');
  if (action) query = query.where('p.action', '=', action);
  if (search)
    query = query.where((eb) =>
      eb.or([eb('h.name', 'ilike', likePattern(search)), eb('ap.hpNo', 'ilike', likePattern(search))]),
    );
  return query;
}

/** The undecided proposals per step (count and arrears), for the queue's groups. */
export function queueGroups(db: Db, search: string) {
  return queueBase(db, null, search)
    .select([
      'p.action',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(p.arrears), 0)::text`.as('arrears'),
    ])
    .groupBy('p.action')
    .execute();
}

export async function queuePage(
  db: Db,
  action: ArrearsActionColumn | null,
  search: string,
  limit: number,
  offset: number,
) {
  const base = queueBase(db, action, search);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('brand as b', 'b.id', 'ap.brandId')
      .innerJoin('product as pr', 'pr.id', 'ap.productId')
      .select([
        'p.id',
        'p.applicantProductId',
        'p.action',
        'p.cycle',
        'p.proposedOn',
        'p.daysPastDue',
        'p.arrears',
        'p.reason',
        'ap.hpNo',
        'h.id as hirerId',
        'h.name as hirerName',
        'h.email as hirerEmail',
        'b.name as brandName',
        'pr.name as productName',
      ])
      .orderBy('p.daysPastDue', 'desc')
      .orderBy('p.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The proposals, locked, for a decision on them. */
export function lockProposals(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('arrearsProposal as p')
    .innerJoin('applicantProduct as ap', 'ap.id', 'p.applicantProductId')
    .innerJoin('hirer as h', 'h.id', 'ap.hirerId')
    .select(['p.id', 'p.applicantProductId', 'p.action', 'p.status', 'p.arrears', 'h.email as hirerEmail'])
    .where('p.id', 'in', ids)
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
}

export async function decideProposal(
  db: Db,
  id: number,
  values: { status: ArrearsProposalStatus; reason?: string | null; decidedBy: number },
) {
  await db
    .updateTable('arrearsProposal')
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function insertPromise(
  db: Db,
  values: {
    arrearsProposalId: number;
    applicantProductId: number;
    madeOn: string;
    promisedOn: string;
    amount: string;
    madeBy: number;
  },
) {
  await db.insertInto('arrearsPromise').values(values).execute();
}

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
      'ap.hpNo',
      'ap.totalPayable',
      'h.name as hirerName',
      'h.registrationNo',
      'h.address',
      'b.name as brandName',
      'pr.name as productName',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export function instalmentsOf(db: Db, agreementId: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select(['id', 'seq', 'dueDate', 'chargeAmount', 'paidAmount'])
    .where('applicantProductId', '=', agreementId)
    .orderBy('seq')
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
      where m.approved_at >= (${start}::date - interval '8 hours') at time zone 'UTC'
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
