import type { Db, WriteOffRequestStatus } from '@sewabeli/db';
import { sql } from 'kysely';

/** Issue 32: write-off requests and their decisions. SQL only; the rules are packages/domain recovery's. */

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
