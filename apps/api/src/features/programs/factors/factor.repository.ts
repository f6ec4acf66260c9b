import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../../lib/list';

/** A scoring factor as the system sees it: weightage as a number (percent). */
export interface Factor {
  id: number;
  financialProgramId: number;
  resourceId: number;
  /** The factor type: name of its FACTOR_CATEGORY resource. */
  type: string;
  name: string;
  description: string;
  weightage: number;
  editable: boolean;
}

export interface FactorValues {
  resourceId: number;
  name: string;
  description: string;
  weightage: number;
}

const factorColumns: ListColumns = {
  name: { ref: 'factor.name', search: 'text', sort: true },
  weightage: { ref: 'factor.weightage', search: 'number', sort: true },
  description: { ref: 'factor.description', search: 'text', sort: true },
  type: { ref: 'resource.name', search: 'text', sort: true },
};

function selectFactors(db: Db) {
  return db
    .selectFrom('factor')
    .innerJoin('resource', 'resource.id', 'factor.resourceId')
    .select([
      'factor.id',
      'factor.financialProgramId',
      'factor.resourceId',
      'resource.name as type',
      'factor.name',
      'factor.description',
      'factor.weightage',
      'factor.editable',
    ])
    .where('factor.deletedAt', 'is', null);
}

type FactorRecord = Awaited<ReturnType<ReturnType<typeof selectFactors>['executeTakeFirstOrThrow']>>;

const toFactor = (row: FactorRecord): Factor => ({ ...row, weightage: Number(row.weightage) });

export async function listFactors(db: Db, financialProgramId: number, query: ListQuery) {
  const base = selectFactors(db).where('factor.financialProgramId', '=', financialProgramId);
  const page = await listPage(db, base, query, factorColumns, 'factor.id');
  return { ...page, rows: page.rows.map(toFactor) };
}

export async function allFactorsOfProgram(db: Db, financialProgramId: number): Promise<Factor[]> {
  const rows = await selectFactors(db)
    .where('factor.financialProgramId', '=', financialProgramId)
    .orderBy('factor.id')
    .execute();
  return rows.map(toFactor);
}

export async function findFactor(db: Db, id: number): Promise<Factor | undefined> {
  const row = await selectFactors(db).where('factor.id', '=', id).executeTakeFirst();
  return row && toFactor(row);
}

export function findFactorByName(db: Db, financialProgramId: number, name: string, exceptId?: number) {
  let q = db
    .selectFrom('factor')
    .select('id')
    .where('financialProgramId', '=', financialProgramId)
    .where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase())
    .where('deletedAt', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function insertFactor(
  db: Db,
  financialProgramId: number,
  values: FactorValues,
  by: number,
): Promise<number> {
  const row = await db
    .insertInto('factor')
    .values({ ...values, financialProgramId, editable: true, createdBy: by, updatedBy: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFactor(db: Db, id: number, values: Partial<FactorValues>, by: number) {
  await db
    .updateTable('factor')
    .set({ ...values, updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Applications keep their chosen attribute of a deleted factor, so factor and attributes are hidden, not removed. */
export async function softDeleteFactor(db: Db, id: number, by: number) {
  const stamp = { deletedAt: new Date(), updatedBy: by, updatedAt: new Date() };
  await db
    .updateTable('factorAttribute')
    .set(stamp)
    .where('factorId', '=', id)
    .where('deletedAt', 'is', null)
    .execute();
  await db.updateTable('factor').set(stamp).where('id', '=', id).execute();
}
