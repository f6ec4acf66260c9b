import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';

/** A resource chosen in a select (criteria category, factor type), only if it belongs to the expected category. */
export function findResourceOfCategory(db: Db, id: number, category: string) {
  return db
    .selectFrom('resource')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('category', '=', category)
    .executeTakeFirst();
}

export function findResourceOfCategoryByName(db: Db, name: string, category: string) {
  return db
    .selectFrom('resource')
    .select(['id', 'name'])
    .where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase())
    .where('category', '=', category)
    .executeTakeFirst();
}
