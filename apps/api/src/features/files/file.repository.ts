import type { Db } from '@sewabeli/db';

export async function insertStoredFile(
  db: Db,
  values: {
    storageKey: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    createdBy: number;
  },
): Promise<number> {
  const row = await db.insertInto('storedFile').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findStoredFile(db: Db, id: number) {
  return db
    .selectFrom('storedFile')
    .select(['id', 'storageKey', 'originalName', 'mimeType', 'sizeBytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}
