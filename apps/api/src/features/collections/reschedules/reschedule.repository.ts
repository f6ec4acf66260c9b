import type { Db, RescheduleStatus } from '@sewabeli/db';
import { executeNamed } from '../../../lib/prepared';

export function reschedulesOf(db: Db, agreementId: number) {
  return executeNamed(
    db,
    db
      .selectFrom('applicantProductReschedule as r')
      .innerJoin('user as creator', 'creator.id', 'r.createdBy')
      .leftJoin('applicantProductTransaction as t', 't.id', 'r.applicantProductTransactionId')
      .select([
        'r.id',
        'r.status',
        'r.month',
        'r.createdAt',
        'r.createdBy',
        'r.decidedAt',
        'r.applicantProductTransactionId',
        'creator.name as createdByName',
        't.description as startingInstalment',
      ])
      .where('r.applicantProductId', '=', agreementId)
      .orderBy('r.createdAt')
      .orderBy('r.id'),
  );
}

export function approvalsOf(db: Db, rescheduleIds: readonly number[]) {
  if (rescheduleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('applicantProductRescheduleApproval as a')
    .innerJoin('user', 'user.id', 'a.userId')
    .select([
      'a.id',
      'a.rescheduleId',
      'a.userId',
      'a.status',
      'a.submittedAt',
      'user.name as userName',
      'user.isServiceAccount as serviceAccount',
    ])
    .where('a.rescheduleId', 'in', rescheduleIds)
    .orderBy('a.submittedAt')
    .orderBy('a.id')
    .execute();
}

export function findReschedule(db: Db, id: number) {
  return db
    .selectFrom('applicantProductReschedule')
    .select(['id', 'applicantProductId', 'applicantProductTransactionId', 'month', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertReschedule(
  db: Db,
  values: {
    applicantProductId: number;
    applicantProductTransactionId: number;
    month: number;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('applicantProductReschedule')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function insertApproval(
  db: Db,
  values: { rescheduleId: number; userId: number; status: 'approve' | 'reject' },
) {
  return db.insertInto('applicantProductRescheduleApproval').values(values).execute();
}

export function setRescheduleStatus(db: Db, id: number, status: RescheduleStatus) {
  return db
    .updateTable('applicantProductReschedule')
    .set({ status, decidedAt: status === 'Pending' ? null : new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function insertShifts(
  db: Db,
  rows: {
    rescheduleId: number;
    applicantProductTransactionId: number;
    dueDateBefore: string;
    dueDateAfter: string;
  }[],
) {
  if (rows.length === 0) return Promise.resolve();
  return db.insertInto('applicantProductRescheduleShift').values(rows).execute();
}
