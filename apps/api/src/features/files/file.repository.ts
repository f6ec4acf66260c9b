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
    .select(['id', 'storageKey', 'originalName', 'mimeType', 'sizeBytes', 'createdBy'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findOwnStoredFile(db: Db, id: number, uploadedBy: number, mimeTypes: readonly string[]) {
  return db
    .selectFrom('storedFile')
    .select(['id', 'originalName'])
    .where('id', '=', id)
    .where('createdBy', '=', uploadedBy)
    .where('mimeType', 'in', [...mimeTypes])
    .executeTakeFirst();
}
