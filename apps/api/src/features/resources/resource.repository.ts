import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';

const resourceColumns: ListColumns = {
  name: { ref: 'resource.name', search: 'text', sort: true },
  description: { ref: 'resource.description', search: 'text', sort: true },
};

const categoryColumns: ListColumns = {
  category: { ref: 'categories.category', search: 'text', sort: true },
  count: { ref: 'categories.count', sort: true },
};

export function listResources(db: Db, category: string, query: ListQuery) {
  const base = db
    .selectFrom('resource')
    .select(['resource.id', 'resource.name', 'resource.category', 'resource.description'])
    .where('resource.category', '=', category);
  return listPage(db, base, query, resourceColumns, 'resource.id');
}

export function listCategories(db: Db, query: ListQuery) {
  const base = db
    .selectFrom((eb) =>
      eb
        .selectFrom('resource')
        .select(['resource.category', sql<number>`count(*)::int`.as('count')])
        .groupBy('resource.category')
        .as('categories'),
    )
    .select(['categories.category', 'categories.count']);
  return listPage(db, base, query, categoryColumns, 'categories.category');
}

export function allResources(db: Db, category?: string) {
  let q = db
    .selectFrom('resource')
    .select(['resource.id', 'resource.name', 'resource.category', 'resource.description'])
    .orderBy('resource.category')
    .orderBy('resource.name');
  if (category) q = q.where('resource.category', '=', category);
  return q.execute();
}

export function findResourceByName(db: Db, category: string, name: string) {
  return db
    .selectFrom('resource')
    .select(['id'])
    .where('category', '=', category)
    .where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertResource(
  db: Db,
  values: { name: string; category: string; description: string | null },
) {
  const row = await db.insertInto('resource').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
