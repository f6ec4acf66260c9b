import { type Db, liveAgreements, type RecoveryStageName, type WriteOffRequestStatus } from '@sewabeli/db';
import { sql } from 'kysely';

/** Issue 32: the recovery case's tables. SQL only; the rules are packages/domain recovery's. */

const caseColumns = [
  'recoveryCase.id',
  'recoveryCase.applicantProductId',
  'recoveryCase.stage',
  'recoveryCase.noticeServedOn',
  'recoveryCase.openedAt',
  'recoveryCase.closedAt',
  'opener.name as openedByName',
] as const;

/** The cases of an agreement, newest first (one at most is open). */
export function casesOf(db: Db, agreementId: number) {
  return db
    .selectFrom('recoveryCase')
    .innerJoin('user as opener', 'opener.id', 'recoveryCase.openedBy')
    .select(caseColumns)
    .where('recoveryCase.applicantProductId', '=', agreementId)
    .orderBy('recoveryCase.openedAt', 'desc')
    .orderBy('recoveryCase.id', 'desc')
    .execute();
}

export function findCase(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryCase')
    .innerJoin('user as opener', 'opener.id', 'recoveryCase.openedBy')
    .select(caseColumns)
    .where('recoveryCase.id', '=', caseId)
    .executeTakeFirst();
}

/** The case's row, locked (taken after the agreement's lock, in that order everywhere). */
export function lockCase(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryCase')
    .select(['id', 'applicantProductId', 'stage', 'noticeServedOn'])
    .where('id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
}

/** The agreement's start, its execution date (null while none is recorded): no recovery date precedes it. */
export async function agreementStartOf(db: Db, agreementId: number): Promise<string | null> {
  const row = await db
    .selectFrom('applicantProduct')
    .select('agreementExecution')
    .where('id', '=', agreementId)
    .executeTakeFirst();
  return row?.agreementExecution ?? null;
}

export async function insertCase(
  db: Db,
  values: { applicantProductId: number; noticeServedOn: string; openedBy: number },
): Promise<number> {
  return (await db.insertInto('recoveryCase').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function moveCase(
  db: Db,
  caseId: number,
  move: { from: RecoveryStageName | null; to: RecoveryStageName; by: number },
): Promise<void> {
  if (move.from !== null) {
    await db
      .updateTable('recoveryCase')
      .set({
        stage: move.to,
        updatedAt: new Date(),
        ...(move.to === 'closed' ? { closedAt: new Date(), closedBy: move.by } : {}),
      })
      .where('id', '=', caseId)
      .execute();
  }
  await db
    .insertInto('recoveryCaseStage')
    .values({ recoveryCaseId: caseId, fromStage: move.from, stage: move.to, changedBy: move.by })
    .execute();
}

export function stagesOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryCaseStage')
    .innerJoin('user', 'user.id', 'recoveryCaseStage.changedBy')
    .select([
      'recoveryCaseStage.fromStage',
      'recoveryCaseStage.stage',
      'recoveryCaseStage.changedAt',
      'user.name as changedByName',
    ])
    .where('recoveryCaseStage.recoveryCaseId', '=', caseId)
    .orderBy('recoveryCaseStage.id')
    .execute();
}

export function noticePartiesOf(db: Db, agreementId: number) {
  return liveAgreements(db)
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .select([
      'applicantProduct.id',
      'applicantProduct.hpNo',
      'applicantProduct.agreementExecution',
      'hirer.name as hirerName',
      'hirer.registrationNo',
      'hirer.address',
      'brand.name as brandName',
      'product.name as productName',
    ])
    .where('applicantProduct.id', '=', agreementId)
    .executeTakeFirst();
}

/** The agreement's total payable, for its balance. */
export function agreementOf(db: Db, agreementId: number) {
  return liveAgreements(db)
    .select(['applicantProduct.id', 'applicantProduct.totalPayable'])
    .where('applicantProduct.id', '=', agreementId)
    .executeTakeFirst();
}

// ---- figures ---------------------------------------------------------------------------------------------------

/**
 * Cases by stage, the disposal proceeds (cash) and write-offs (non-cash) in the ledger, and the recovery charges
 * (allowed costs) added and still owed, in ringgit. Money pays the instalments before the charges (domain
 * `amountOwed`), so what is still owed of an agreement's charges is the lesser of them and its outstanding balance
 * (the summary's, which counts the charges).
 */
export async function recoveryFigures(db: Db) {
  const [stages, money, charges] = await Promise.all([
    db
      .selectFrom('recoveryCase')
      .select(['stage', sql<number>`count(*)::int`.as('count')])
      .groupBy('stage')
      .execute(),
    db
      .selectFrom('applicantProductPayment')
      .select([
        sql<string>`coalesce(sum(amount) filter (where kind = 'disposal'), 0)::numeric(14, 2)::text`.as(
          'recovered',
        ),
        sql<string>`coalesce(sum(amount) filter (where kind = 'write_off'), 0)::numeric(14, 2)::text`.as(
          'writtenOff',
        ),
      ])
      .where('kind', 'in', ['disposal', 'write_off'])
      .executeTakeFirstOrThrow(),
    // Issue 41: the recovery costs only (late charges are the overview's own figure); they are paid last, so
    // what is still owed of them is the smaller of them and the outstanding balance.
    sql<{ chargesAdded: string; chargesOwed: string }>`
      select coalesce(sum(c.costs), 0)::numeric(14, 2)::text as "chargesAdded",
        coalesce(sum(least(c.costs, s.outstanding_balance)), 0)::numeric(14, 2)::text as "chargesOwed"
      from (select applicant_product_id, sum(amount) as costs from applicant_product_charge
        where kind = 'recovery_cost' group by applicant_product_id) c
      join applicant_product_summary s on s.applicant_product_id = c.applicant_product_id`
      .execute(db)
      .then((result) => result.rows[0] ?? { chargesAdded: '0.00', chargesOwed: '0.00' }),
  ]);
  return { stages, ...money, ...charges };
}
