import type { Db } from '@sewabeli/db';
import { ringgitToSen, senToRinggit } from '@sewabeli/domain';

/** A tier as the system sees it: money in sen, scores and rates as numbers. */
export interface FinancialProgramTier {
  id: number;
  financialProgramId: number;
  name: string;
  minScore: number;
  maxScore: number;
  riskLevel: string;
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number;
  maxCapped: number;
}

export type TierValues = Omit<FinancialProgramTier, 'id' | 'financialProgramId'>;

function selectTiers(db: Db) {
  return db
    .selectFrom('financialProgramTier')
    .select([
      'id',
      'financialProgramId',
      'name',
      'minScore',
      'maxScore',
      'riskLevel',
      'minInterestRate',
      'maxInterestRate',
      'maxTenure',
      'maxCapped',
    ])
    .where('deletedAt', 'is', null);
}

type TierRecord = Awaited<ReturnType<ReturnType<typeof selectTiers>['executeTakeFirstOrThrow']>>;

function toTier(row: TierRecord): FinancialProgramTier {
  return {
    id: row.id,
    financialProgramId: row.financialProgramId,
    name: row.name,
    minScore: Number(row.minScore),
    maxScore: Number(row.maxScore),
    riskLevel: row.riskLevel,
    minInterestRate: Number(row.minInterestRate),
    maxInterestRate: Number(row.maxInterestRate),
    maxTenure: row.maxTenure,
    maxCapped: ringgitToSen(row.maxCapped),
  };
}

function toColumns(values: TierValues) {
  return { ...values, maxCapped: senToRinggit(values.maxCapped) };
}

/** The live tiers of a program, best score band first. */
export async function listTiersOfProgram(
  db: Db,
  financialProgramId: number,
): Promise<FinancialProgramTier[]> {
  const rows = await selectTiers(db)
    .where('financialProgramId', '=', financialProgramId)
    .orderBy('minScore', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toTier);
}

export async function findTier(db: Db, id: number): Promise<FinancialProgramTier | undefined> {
  const row = await selectTiers(db).where('id', '=', id).executeTakeFirst();
  return row && toTier(row);
}

export async function insertTier(
  db: Db,
  financialProgramId: number,
  values: TierValues,
  by: number,
): Promise<number> {
  const row = await db
    .insertInto('financialProgramTier')
    .values({ ...toColumns(values), financialProgramId, createdBy: by, updatedBy: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTier(db: Db, id: number, values: TierValues, by: number): Promise<void> {
  await db
    .updateTable('financialProgramTier')
    .set({ ...toColumns(values), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Applications keep pointing at a deleted tier, so tiers are hidden rather than removed. */
export async function softDeleteTier(db: Db, id: number, by: number): Promise<void> {
  await db
    .updateTable('financialProgramTier')
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
