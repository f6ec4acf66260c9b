import type { ArrearsActionColumn, ArrearsProposalStatus, Db } from '@sewabeli/db';
import { liveCollectionSql, overdueMonthsSql } from '@sewabeli/db';
import { sql } from 'kysely';
import { escapeLike } from '../../lib/list';

const likePattern = (search: string) => `%${escapeLike(search)}%`;

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
 * The agreements the pass looks at: live collections with an instalment due before `today` still unpaid (domain
 * `overdueMonths` above 0, read from the summary by @sewabeli/db overdueMonthsSql), those with a snoozed proposal
 * (a broken promise brings them back), and (issue 41) those with a proposal waiting in the queue or a letter not
 * sent, judged again on the day's arrears.
 */
export async function passCandidates(db: Db, today: string): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select ap.id from applicant_product ap
      join applicant a on a.id = ap.applicant_id
      join applicant_product_summary summary on summary.applicant_product_id = ap.id
     where ${liveCollectionSql('ap', 'a')} and ${overdueMonthsSql(today)} > 0
    union
    select applicant_product_id from arrears_proposal where status in ('snoozed', 'proposed')
    union
    select applicant_product_id from arrears_message where delivery_status in ('queued', 'outbox', 'failed')
    order by 1`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** Everything the domain's decision reads for these agreements, in a few queries. */
export async function passStates(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return {
      agreements: [],
      instalments: [],
      ledger: [],
      reschedules: [],
      proposals: [],
      promises: [],
      unsent: [],
    };
  const [agreements, instalments, ledger, reschedules, proposals, promises, unsent] = await Promise.all([
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
    // The letters approved and not sent (a queued one is judged again by its job before it leaves).
    db
      .selectFrom('arrearsMessage')
      .select(['id', 'applicantProductId', 'arrearsProposalId', 'deliveryStatus'])
      .where('applicantProductId', 'in', ids)
      .where('deliveryStatus', 'in', ['outbox', 'failed'])
      .orderBy('id')
      .execute(),
  ]);
  return { agreements, instalments, ledger, reschedules, proposals, promises, unsent };
}

/**
 * A proposal, once per (agreement, step, cycle) among those not withdrawn: a second worker or a restart proposes
 * nothing twice (the partial unique index of issue 41).
 */
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
    .onConflict((oc) =>
      oc.columns(['applicantProductId', 'action', 'cycle']).where('status', '<>', 'withdrawn').doNothing(),
    )
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
    .select([
      'p.id',
      'p.applicantProductId',
      'p.action',
      'p.cycle',
      'p.status',
      'p.arrears',
      'ap.hpNo',
      'h.email as hirerEmail',
    ])
    .where('p.id', 'in', ids)
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
}

/**
 * Issue 41: a proposal withdrawn with the reason (`by` null: the system found it no longer owed). With `from`, only
 * while it still has that status (the pass does not overtake an approval made meanwhile). Answers whether it was.
 */
export async function withdrawProposal(
  db: Db,
  id: number,
  reason: string,
  by: number | null,
  from?: ArrearsProposalStatus,
): Promise<boolean> {
  let update = db
    .updateTable('arrearsProposal')
    .set({ status: 'withdrawn', reason, decidedBy: by, decidedAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id);
  if (from) update = update.where('status', '=', from);
  const rows = await update.returning('id').execute();
  return rows.length > 0;
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
