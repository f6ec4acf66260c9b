import type { Db } from '@sewabeli/db';
import { type InterestMethod, type ListQuery, ringgitToSen, senToRinggit } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../../lib/list';

/** A financial program as the system sees it: money in sen, percentages as numbers. */
export interface FinancialProgram {
  id: number;
  name: string;
  maxCapped: number;
  maxTenure: number;
  percentageOnNew: number;
  percentageOnUsed: number;
  interestMethod: InterestMethod;
  /** Issue 41: late-payment interest, percent p.a., copied onto new agreements; null: none. */
  lateChargeRate: number | null;
}

const programColumns: ListColumns = {
  name: { ref: 'financialProgram.name', search: 'text', sort: true },
};

function selectPrograms(db: Db) {
  return db
    .selectFrom('financialProgram')
    .select([
      'financialProgram.id',
      'financialProgram.name',
      'financialProgram.maxCapped',
      'financialProgram.maxTenure',
      'financialProgram.percentageOnNew',
      'financialProgram.percentageOnUsed',
      'financialProgram.interestMethod',
      'financialProgram.lateChargeRate',
    ])
    .where('financialProgram.deletedAt', 'is', null);
}

type ProgramRecord = Awaited<ReturnType<ReturnType<typeof selectPrograms>['executeTakeFirstOrThrow']>>;

function toProgram(row: ProgramRecord): FinancialProgram {
  return {
    id: row.id,
    name: row.name,
    maxCapped: ringgitToSen(row.maxCapped),
    maxTenure: row.maxTenure,
    percentageOnNew: Number(row.percentageOnNew),
    percentageOnUsed: Number(row.percentageOnUsed),
    interestMethod: row.interestMethod,
    lateChargeRate: row.lateChargeRate === null ? null : Number(row.lateChargeRate),
  };
}

export async function listPrograms(db: Db, query: ListQuery) {
  const page = await listPage(db, selectPrograms(db), query, programColumns, 'financialProgram.id');
  return { ...page, rows: page.rows.map(toProgram) };
}

export async function allPrograms(db: Db): Promise<FinancialProgram[]> {
  const rows = await selectPrograms(db)
    .orderBy('financialProgram.name')
    .orderBy('financialProgram.id')
    .execute();
  return rows.map(toProgram);
}

export async function findProgram(db: Db, id: number): Promise<FinancialProgram | undefined> {
  const row = await selectPrograms(db).where('financialProgram.id', '=', id).executeTakeFirst();
  return row && toProgram(row);
}

export function findProgramByName(db: Db, name: string, exceptId?: number) {
  let q = db
    .selectFrom('financialProgram')
    .select('id')
    .where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase())
    .where('deletedAt', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** Applications ever filed under the program, soft-deleted ones included: they are history too. */
export async function countApplicationsOfProgram(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('applicant')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('financialProgramId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ProgramValues {
  name: string;
  maxCapped: number;
  maxTenure: number;
  percentageOnNew: number;
  percentageOnUsed: number;
  interestMethod?: InterestMethod;
  lateChargeRate?: number | null;
}

export async function insertProgram(db: Db, values: ProgramValues, by: number): Promise<number> {
  const row = await db
    .insertInto('financialProgram')
    .values({ ...values, maxCapped: senToRinggit(values.maxCapped), createdBy: by, updatedBy: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProgram(
  db: Db,
  id: number,
  values: Partial<ProgramValues>,
  by: number,
): Promise<void> {
  const { maxCapped, ...rest } = values;
  await db
    .updateTable('financialProgram')
    .set({
      ...rest,
      ...(maxCapped === undefined ? {} : { maxCapped: senToRinggit(maxCapped) }),
      updatedBy: by,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Hides the program with its tiers, factors and their attributes; the rows stay for the audit trail. */
export async function softDeleteProgram(db: Db, id: number, by: number): Promise<void> {
  const stamp = { deletedAt: new Date(), updatedBy: by, updatedAt: new Date() };
  const factorIds = db.selectFrom('factor').select('id').where('financialProgramId', '=', id);
  await db
    .updateTable('factorAttribute')
    .set(stamp)
    .where('factorId', 'in', factorIds)
    .where('deletedAt', 'is', null)
    .execute();
  await db
    .updateTable('factor')
    .set(stamp)
    .where('financialProgramId', '=', id)
    .where('deletedAt', 'is', null)
    .execute();
  await db
    .updateTable('financialProgramTier')
    .set(stamp)
    .where('financialProgramId', '=', id)
    .where('deletedAt', 'is', null)
    .execute();
  await db.updateTable('financialProgram').set(stamp).where('id', '=', id).execute();
}
