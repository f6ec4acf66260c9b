import type { Db } from '@sewabeli/db';

export interface FactorAttribute {
  id: number;
  factorId: number;
  name: string;
  description: string | null;
  score: number;
}

export type AttributeValues = Omit<FactorAttribute, 'id' | 'factorId'>;

function selectAttributes(db: Db) {
  return db
    .selectFrom('factorAttribute')
    .select(['id', 'factorId', 'name', 'description', 'score'])
    .where('deletedAt', 'is', null);
}

/** The live attributes of a factor, lowest score first (the order the score card offers them). */
export function listAttributesOfFactor(db: Db, factorId: number): Promise<FactorAttribute[]> {
  return selectAttributes(db).where('factorId', '=', factorId).orderBy('score').orderBy('id').execute();
}

export function findAttribute(db: Db, id: number): Promise<FactorAttribute | undefined> {
  return selectAttributes(db).where('id', '=', id).executeTakeFirst();
}

export async function insertAttribute(db: Db, factorId: number, values: AttributeValues, by: number) {
  const row = await db
    .insertInto('factorAttribute')
    .values({ ...values, factorId, createdBy: by, updatedBy: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAttribute(db: Db, id: number, values: AttributeValues, by: number) {
  await db
    .updateTable('factorAttribute')
    .set({ ...values, updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Applications keep pointing at the attribute they chose, so it is hidden rather than removed. */
export async function softDeleteAttribute(db: Db, id: number, by: number) {
  await db
    .updateTable('factorAttribute')
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
