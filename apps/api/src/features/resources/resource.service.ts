import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { conflict } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './resource.repository';

export const listCategories = (db: Db, query: ListQuery) => repo.listCategories(db, query);
export const listResources = (db: Db, category: string, query: ListQuery) =>
  repo.listResources(db, category, query);
export const allResources = (db: Db, category?: string) => repo.allResources(db, category);

export async function createResource(
  db: Db,
  actor: SessionUser,
  input: { name: string; category: string; description?: string | null },
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    if (await repo.findResourceByName(trx, input.category, input.name)) {
      throw conflict(`${input.name} already exists in ${input.category}`);
    }
    const values = { name: input.name, category: input.category, description: input.description ?? null };
    const id = await repo.insertResource(trx, values);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'resource',
      entityId: id,
      after: values,
    });
    return { id };
  });
}
