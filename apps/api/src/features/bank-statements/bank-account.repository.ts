import type { Db } from '@sewabeli/db';

/** The bank accounts statements are imported into (issue 40). */
const ACCOUNT_COLUMNS = ['id', 'name', 'bank', 'accountNumber', 'currency', 'csvMapping', 'active'] as const;

export function listBankAccounts(db: Db) {
  return db.selectFrom('bankAccount').select(ACCOUNT_COLUMNS).orderBy('name').orderBy('id').execute();
}

export function findBankAccount(db: Db, id: number) {
  return db.selectFrom('bankAccount').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertBankAccount(
  db: Db,
  values: { name: string; bank: string; accountNumber: string; currency: string; createdBy: number },
): Promise<number> {
  const row = await db
    .insertInto('bankAccount')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBankAccount(
  db: Db,
  id: number,
  values: {
    name?: string;
    bank?: string;
    accountNumber?: string;
    currency?: string;
    active?: boolean;
    csvMapping?: string | null;
  },
  by: number,
): Promise<void> {
  await db
    .updateTable('bankAccount')
    .set({ ...values, updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
