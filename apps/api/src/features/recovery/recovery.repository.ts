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

export function repossessionOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryRepossession')
    .select([
      'repossessedOn',
      'agent',
      'yard',
      'condition',
      'noticeDueOn',
      'noticeFileId',
      'noticeServedOn',
      'noticeGeneratedOn',
      'noticeOutstanding',
      'recordedAt',
    ])
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirst();
}

export async function insertRepossession(
  db: Db,
  values: {
    recoveryCaseId: number;
    repossessedOn: string;
    agent: string;
    yard: string | null;
    condition: string;
    noticeDueOn: string;
    noticeGeneratedOn: string;
    noticeOutstanding: string;
    recordedBy: number;
    takenAt: string | null;
    place: string | null;
    agentPermitNo: string | null;
    courtName: string | null;
    courtOrderNo: string | null;
    courtOrderOn: string | null;
    estimatedValue: string | null;
    noticeCosts: string | null;
    noticeNetBalance: string | null;
  },
  photoFileIds: readonly number[],
): Promise<void> {
  await db.insertInto('recoveryRepossession').values(values).execute();
  await db
    .insertInto('recoveryPhoto')
    .values(
      photoFileIds.map((storedFileId) => ({
        recoveryCaseId: values.recoveryCaseId,
        storedFileId,
        addedBy: values.recordedBy,
      })),
    )
    .execute();
}

/** A generated copy of the Fifth Schedule notice: the next version, and the repossession's newest copy. */
export async function addNoticeFile(
  db: Db,
  caseId: number,
  fileId: number,
  generatedBy: number,
): Promise<number> {
  const { version } = await db
    .selectFrom('recoveryNoticeFile')
    .select(sql<number>`coalesce(max(version), 0)::int + 1`.as('version'))
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('recoveryNoticeFile')
    .values({ recoveryCaseId: caseId, version, storedFileId: fileId, generatedBy })
    .execute();
  await db
    .updateTable('recoveryRepossession')
    .set({ noticeFileId: fileId })
    .where('recoveryCaseId', '=', caseId)
    .execute();
  return version;
}

export function noticeFilesOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryNoticeFile')
    .innerJoin('user', 'user.id', 'recoveryNoticeFile.generatedBy')
    .select([
      'recoveryNoticeFile.version',
      'recoveryNoticeFile.storedFileId',
      'recoveryNoticeFile.generatedAt',
      'user.name as generatedByName',
    ])
    .where('recoveryNoticeFile.recoveryCaseId', '=', caseId)
    .orderBy('recoveryNoticeFile.version', 'desc')
    .execute();
}

export async function setNoticeServed(db: Db, caseId: number, servedOn: string): Promise<void> {
  await db
    .updateTable('recoveryRepossession')
    .set({ noticeServedOn: servedOn })
    .where('recoveryCaseId', '=', caseId)
    .execute();
}

/**
 * Open cases whose asset was repossessed on or before `repossessedBy` and whose Fifth Schedule notice is not
 * served (the alert's candidates; the domain's fifthScheduleOverdue decides), oldest first.
 */
export function unservedNotices(db: Db, repossessedBy: string) {
  return db
    .selectFrom('recoveryRepossession as r')
    .innerJoin('recoveryCase as c', 'c.id', 'r.recoveryCaseId')
    .innerJoin('applicantProduct as ap', 'ap.id', 'c.applicantProductId')
    .innerJoin('hirer', 'hirer.id', 'ap.hirerId')
    .select([
      'c.id as caseId',
      'c.applicantProductId',
      'ap.hpNo',
      'hirer.name as hirerName',
      'r.repossessedOn',
      'r.noticeDueOn',
      'r.noticeServedOn',
    ])
    .where('r.noticeServedOn', 'is', null)
    .where('r.repossessedOn', '<=', repossessedBy)
    .where('c.stage', '<>', 'closed')
    .orderBy('r.repossessedOn')
    .orderBy('c.id')
    .execute();
}

export async function photosOf(db: Db, caseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('recoveryPhoto')
    .select('storedFileId')
    .where('recoveryCaseId', '=', caseId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.storedFileId);
}

export function valuationOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryValuation')
    .select(['valuedOn', 'valuer', 'amount'])
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirst();
}

export async function insertValuation(
  db: Db,
  values: { recoveryCaseId: number; valuedOn: string; valuer: string; amount: string; recordedBy: number },
): Promise<void> {
  await db.insertInto('recoveryValuation').values(values).execute();
}

export function disposalOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryDisposal')
    .select([
      'disposedOn',
      'buyer',
      'price',
      'costs',
      'shortfall',
      'surplus',
      'applicantProductPaymentId',
      'applicantProductChargeId',
      'rebate',
    ])
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirst();
}

export async function insertDisposal(
  db: Db,
  values: {
    recoveryCaseId: number;
    disposedOn: string;
    buyer: string;
    price: string;
    costs: string;
    shortfall: string;
    surplus: string;
    applicantProductPaymentId: number;
    applicantProductChargeId: number | null;
    recordedBy: number;
    rebate: string;
    rebatePaymentId: number | null;
  },
): Promise<void> {
  await db.insertInto('recoveryDisposal').values(values).execute();
}

/** What the Fifth Schedule notice names: the hirer, the HP number and the asset. */
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

// ---- write-offs ------------------------------------------------------------------------------------------------

const requestColumns = [
  'writeOffRequest.id',
  'writeOffRequest.recoveryCaseId',
  'writeOffRequest.applicantProductId',
  'writeOffRequest.amount',
  'writeOffRequest.reason',
  'writeOffRequest.status',
  'writeOffRequest.requestedBy',
  'writeOffRequest.requestedAt',
  'writeOffRequest.decidedAt',
  'requester.name as requestedByName',
] as const;

export function writeOffRequestsOfCase(db: Db, caseId: number) {
  return db
    .selectFrom('writeOffRequest')
    .innerJoin('user as requester', 'requester.id', 'writeOffRequest.requestedBy')
    .select(requestColumns)
    .where('writeOffRequest.recoveryCaseId', '=', caseId)
    .orderBy('writeOffRequest.id', 'desc')
    .execute();
}

export function findWriteOffRequest(db: Db, requestId: number) {
  return db
    .selectFrom('writeOffRequest')
    .innerJoin('user as requester', 'requester.id', 'writeOffRequest.requestedBy')
    .select(requestColumns)
    .where('writeOffRequest.id', '=', requestId)
    .executeTakeFirst();
}

/** The request's row, locked: its decisions are taken one at a time. */
export function lockWriteOffRequest(db: Db, requestId: number) {
  return db
    .selectFrom('writeOffRequest')
    .select(['id', 'recoveryCaseId', 'applicantProductId', 'amount', 'status', 'requestedBy'])
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

export async function hasPendingWriteOff(db: Db, caseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('writeOffRequest')
    .select('id')
    .where('recoveryCaseId', '=', caseId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertWriteOffRequest(
  db: Db,
  values: {
    recoveryCaseId: number;
    applicantProductId: number;
    amount: string;
    reason: string;
    requestedBy: number;
  },
): Promise<number> {
  return (await db.insertInto('writeOffRequest').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export function decisionsOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('writeOffApproval')
    .innerJoin('user', 'user.id', 'writeOffApproval.approverId')
    .select([
      'writeOffApproval.writeOffRequestId',
      'writeOffApproval.approverId',
      'writeOffApproval.decision',
      'writeOffApproval.decidedAt',
      'user.name as approverName',
      'user.isServiceAccount as serviceAccount',
    ])
    .where('writeOffApproval.writeOffRequestId', 'in', [...requestIds])
    .orderBy('writeOffApproval.id')
    .execute();
}

export async function insertDecision(
  db: Db,
  values: { writeOffRequestId: number; approverId: number; decision: 'approve' | 'reject' },
): Promise<void> {
  await db.insertInto('writeOffApproval').values(values).execute();
}

export async function setWriteOffStatus(
  db: Db,
  requestId: number,
  status: WriteOffRequestStatus,
  paymentId: number | null,
): Promise<void> {
  await db
    .updateTable('writeOffRequest')
    .set({
      status,
      decidedAt: status === 'Pending' ? null : new Date(),
      applicantProductPaymentId: paymentId,
    })
    .where('id', '=', requestId)
    .execute();
}

/** One page of write-off requests in a status, newest first, with the agreement's HP number and hirer. */
export async function writeOffRequestPage(
  db: Db,
  query: { status: WriteOffRequestStatus | null; page: number; pageSize: number },
) {
  let base = db
    .selectFrom('writeOffRequest')
    .innerJoin('applicantProduct', 'applicantProduct.id', 'writeOffRequest.applicantProductId')
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId');
  if (query.status) base = base.where('writeOffRequest.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('user as requester', 'requester.id', 'writeOffRequest.requestedBy')
      .select([...requestColumns, 'applicantProduct.hpNo', 'hirer.name as hirerName'])
      .orderBy('writeOffRequest.requestedAt', 'desc')
      .orderBy('writeOffRequest.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
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
