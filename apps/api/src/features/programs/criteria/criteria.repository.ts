import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../../lib/list';

export const CRITERIA_CATEGORY = 'CRITERIA_CATEGORY';

const criteriaColumns: ListColumns = {
  category: { ref: 'resource.name', search: 'text', sort: true },
  name: { ref: 'criteria.name', search: 'text', sort: true },
  description: { ref: 'criteria.description', search: 'text', sort: true },
};

function selectCriteria(db: Db) {
  return db
    .selectFrom('criteria')
    .innerJoin('resource', 'resource.id', 'criteria.resourceId')
    .select([
      'criteria.id',
      'criteria.resourceId',
      'resource.name as category',
      'criteria.name',
      'criteria.description',
      'criteria.editable',
    ])
    .where('criteria.deletedAt', 'is', null);
}

export type CriteriaRow = NonNullable<Awaited<ReturnType<typeof findCriteria>>>;

export function listCriteria(db: Db, query: ListQuery) {
  return listPage(db, selectCriteria(db), query, criteriaColumns, 'criteria.id');
}

export function allCriteria(db: Db) {
  return selectCriteria(db)
    .orderBy('resource.name')
    .orderBy('criteria.name')
    .orderBy('criteria.id')
    .execute();
}

export function findCriteria(db: Db, id: number) {
  return selectCriteria(db).where('criteria.id', '=', id).executeTakeFirst();
}

export async function lockCriteria(db: Db, id: number) {
  await db.selectFrom('criteria').select('id').where('id', '=', id).forUpdate().execute();
  return findCriteria(db, id);
}

/** Another live criterion of the same name in the same category. */
export function findCriteriaByName(db: Db, resourceId: number, name: string, exceptId?: number) {
  let q = db
    .selectFrom('criteria')
    .select('id')
    .where('resourceId', '=', resourceId)
    .where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase())
    .where('deletedAt', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export interface CriteriaValues {
  resourceId: number;
  name: string;
  description: string;
}

export async function insertCriteria(db: Db, values: CriteriaValues, by: number) {
  const row = await db
    .insertInto('criteria')
    .values({ ...values, createdBy: by, updatedBy: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCriteria(db: Db, id: number, values: CriteriaValues, by: number) {
  await db
    .updateTable('criteria')
    .set({ ...values, updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteCriteria(db: Db, id: number, by: number) {
  await db
    .updateTable('criteria')
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
