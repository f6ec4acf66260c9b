import type { Db } from '@sewabeli/db';
import type { CriteriaInput, CriteriaUpdateInput, ListQuery } from '@sewabeli/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import { findResourceOfCategory, findResourceOfCategoryByName } from '../resource-choice.repository';
import * as repo from './criteria.repository';

export const CRITERIA_NOT_FOUND = 'Criteria not found';
export const CRITERIA_NOT_EDITABLE = 'This criteria cannot be edited';
export const CRITERIA_CATEGORY_UNKNOWN = 'Please select a category from the list';

export const listCriteria = (db: Db, query: ListQuery) => repo.listCriteria(db, query);
export const allCriteria = (db: Db) => repo.allCriteria(db);

export async function getCriteria(db: Db, id: number) {
  const row = await repo.findCriteria(db, id);
  if (!row) throw notFound(CRITERIA_NOT_FOUND);
  return row;
}

/** `category` names the CRITERIA_CATEGORY resource by id (the screen's select) or by name (legacy callers). */
function findCategory(trx: Db, category: string) {
  return /^\d{1,9}$/.test(category)
    ? findResourceOfCategory(trx, Number(category), repo.CRITERIA_CATEGORY)
    : findResourceOfCategoryByName(trx, category, repo.CRITERIA_CATEGORY);
}

async function checkedValues(trx: Db, input: CriteriaInput, exceptId?: number): Promise<repo.CriteriaValues> {
  const category = await findCategory(trx, input.category);
  if (!category) throw badRequest(CRITERIA_CATEGORY_UNKNOWN);
  if (await repo.findCriteriaByName(trx, category.id, input.name, exceptId)) {
    throw conflict(`${input.name} already exists in ${category.name}`);
  }
  return { resourceId: category.id, name: input.name, description: input.description };
}

export function createCriteria(db: Db, actor: SessionUser, input: CriteriaInput): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const values = await checkedValues(trx, input);
    const id = await repo.insertCriteria(trx, values, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'criteria',
      entityId: id,
      after: values,
    });
    return { id };
  });
}

/** Spec §6: only rows flagged editable may change; the flag protects criteria the SRC report relies on. */
async function editableCriteria(trx: Db, id: number) {
  const before = await repo.lockCriteria(trx, id);
  if (!before) throw notFound(CRITERIA_NOT_FOUND);
  if (!before.editable) throw forbidden(CRITERIA_NOT_EDITABLE);
  return before;
}

export function updateCriteria(
  db: Db,
  actor: SessionUser,
  input: CriteriaUpdateInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await editableCriteria(trx, input.id);
    const values = await checkedValues(trx, input, input.id);
    await repo.updateCriteria(trx, input.id, values, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'criteria',
      entityId: input.id,
      before,
      after: values,
    });
    return { id: input.id };
  });
}

export function deleteCriteria(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await editableCriteria(trx, id);
    await repo.softDeleteCriteria(trx, id, actor.id);
    await recordAudit(trx, { userId: actor.id, action: 'delete', entity: 'criteria', entityId: id, before });
    return { id };
  });
}
