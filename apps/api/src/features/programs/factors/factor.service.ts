import type { Db } from '@sewabeli/db';
import {
  FACTOR_MESSAGES,
  type FactorInput,
  type FactorUpdateInput,
  type FactorWeightageEditInput,
  factorDeleteIssue,
  type ListQuery,
  REQUIRED_TOTAL_WEIGHTAGE,
  totalWeightage,
} from '@sewabeli/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import { findProgram } from '../financial-programs/financial-program.repository';
import { lockProgram, PROGRAM_NOT_FOUND } from '../program-lock.repository';
import { findResourceOfCategory } from '../resource-choice.repository';
import * as repo from './factor.repository';
import { listAttributesOfFactor } from './factor-attribute.repository';

export const FACTOR_CATEGORY = 'FACTOR_CATEGORY';
export const FACTOR_NOT_FOUND = 'Factor not found';
export const FACTOR_NOT_EDITABLE = 'The name, type and attributes of this factor cannot be edited';
export const FACTOR_NOT_OF_PROGRAM = 'Factor does not belong to this program';
export const FACTOR_TOTAL_ABOVE_100 = 'Total weightage cannot exceed 100';

export const listFactors = (db: Db, financialProgramId: number, query: ListQuery) =>
  repo.listFactors(db, financialProgramId, query);

export async function allFactorsOfProgram(db: Db, financialProgramId: number) {
  if (!(await findProgram(db, financialProgramId))) throw notFound(PROGRAM_NOT_FOUND);
  return repo.allFactorsOfProgram(db, financialProgramId);
}

export async function getFactor(db: Db, id: number) {
  const factor = await repo.findFactor(db, id);
  if (!factor) throw notFound(FACTOR_NOT_FOUND);
  return factor;
}

/** The factor detail: the factor, its program's name (for the header) and its attributes. */
export async function getFactorDetail(db: Db, id: number) {
  const factor = await getFactor(db, id);
  const program = await findProgram(db, factor.financialProgramId);
  if (!program) throw notFound(FACTOR_NOT_FOUND);
  return { ...factor, programName: program.name, attributes: await listAttributesOfFactor(db, id) };
}

async function checkType(trx: Db, resourceId: number) {
  if (!(await findResourceOfCategory(trx, resourceId, FACTOR_CATEGORY)))
    throw badRequest(FACTOR_MESSAGES.type);
}

async function checkNameFree(trx: Db, financialProgramId: number, name: string, exceptId?: number) {
  if (await repo.findFactorByName(trx, financialProgramId, name, exceptId)) {
    throw conflict(`A factor named ${name} already exists in this program`);
  }
}

/**
 * One-row writes (the legacy calls) cannot keep the total at exactly 100 between two calls, so they may not push
 * it above 100; the Edit modal's Save (saveWeightages) is the one that must land on exactly 100.
 */
async function checkTotalAtMost100(trx: Db, financialProgramId: number) {
  const factors = await repo.allFactorsOfProgram(trx, financialProgramId);
  if (totalWeightage(factors.map((factor) => factor.weightage)) > REQUIRED_TOTAL_WEIGHTAGE) {
    throw badRequest(FACTOR_TOTAL_ABOVE_100);
  }
}

async function insertNewFactor(
  trx: Db,
  actor: SessionUser,
  financialProgramId: number,
  values: repo.FactorValues,
) {
  await checkType(trx, values.resourceId);
  await checkNameFree(trx, financialProgramId, values.name);
  const id = await repo.insertFactor(trx, financialProgramId, values, actor.id);
  await recordAudit(trx, {
    userId: actor.id,
    action: 'create',
    entity: 'factor',
    entityId: id,
    after: { financialProgramId, ...values, editable: true },
  });
  return id;
}

/** POST /factor: one new factor. */
export function createFactor(db: Db, actor: SessionUser, input: FactorInput): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const { financialProgramId, ...values } = input;
    await lockProgram(trx, financialProgramId);
    const id = await insertNewFactor(trx, actor, financialProgramId, values);
    await checkTotalAtMost100(trx, financialProgramId);
    return { id };
  });
}

/** Locks the factor's program and answers the factor as it stands under that lock. */
export async function lockedFactor(trx: Db, id: number) {
  const found = await getFactor(trx, id);
  await lockProgram(trx, found.financialProgramId);
  return getFactor(trx, id);
}

/** Spec §6: the name (and, with it, the type and attributes) of a factor not flagged editable stays as it is. */
function checkEditable(before: repo.Factor, next: { name: string; resourceId?: number }) {
  if (before.editable) return;
  const renamed = next.name !== before.name;
  const retyped = next.resourceId !== undefined && next.resourceId !== before.resourceId;
  if (renamed || retyped) throw forbidden(FACTOR_NOT_EDITABLE);
}

/** PUT /factor: one factor's name, type, description and weightage. */
export function updateFactor(db: Db, actor: SessionUser, input: FactorUpdateInput): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const { id, ...values } = input;
    const before = await lockedFactor(trx, id);
    checkEditable(before, values);
    await checkType(trx, values.resourceId);
    await checkNameFree(trx, before.financialProgramId, values.name, id);
    await repo.updateFactor(trx, id, values, actor.id);
    await checkTotalAtMost100(trx, before.financialProgramId);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'factor',
      entityId: id,
      before,
      after: values,
    });
    return { id };
  });
}

/**
 * The factor list's Edit modal (collections §2.7, §5): new weightages for existing factors and at most one new
 * factor, in one transaction. The total is judged over every live factor of the program once the changes are
 * in, so a factor added meanwhile by someone else cannot slip past the rule.
 */
export function saveWeightages(
  db: Db,
  actor: SessionUser,
  input: FactorWeightageEditInput,
): Promise<{ id: number | null }> {
  return db.transaction().execute(async (trx) => {
    const { financialProgramId } = input;
    await lockProgram(trx, financialProgramId);
    const current = new Map((await repo.allFactorsOfProgram(trx, financialProgramId)).map((f) => [f.id, f]));
    for (const { id, weightage } of input.factors) {
      const before = current.get(id);
      if (!before) throw badRequest(FACTOR_NOT_OF_PROGRAM);
      if (before.weightage === weightage) continue;
      await repo.updateFactor(trx, id, { weightage }, actor.id);
      await recordAudit(trx, {
        userId: actor.id,
        action: 'update',
        entity: 'factor',
        entityId: id,
        before: { weightage: before.weightage },
        after: { weightage },
      });
    }
    let newId: number | null = null;
    const added = input.newFactor;
    if (added?.weightage !== null && added?.weightage !== undefined) {
      const { name, description, resourceId, weightage } = added;
      // The schema has already required these once a weightage is given; this narrows the types.
      if (!name || !description || !resourceId) throw badRequest(FACTOR_MESSAGES.name);
      newId = await insertNewFactor(trx, actor, financialProgramId, {
        name,
        description,
        resourceId,
        weightage,
      });
    }
    const after = await repo.allFactorsOfProgram(trx, financialProgramId);
    if (totalWeightage(after.map((factor) => factor.weightage)) !== REQUIRED_TOTAL_WEIGHTAGE) {
      throw badRequest(FACTOR_MESSAGES.total);
    }
    return { id: newId };
  });
}

/** Collections §5: only a factor whose weightage is 0 may be deleted. */
export function deleteFactor(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedFactor(trx, id);
    const issue = factorDeleteIssue(before);
    if (issue) throw conflict(issue);
    await repo.softDeleteFactor(trx, id, actor.id);
    await recordAudit(trx, { userId: actor.id, action: 'delete', entity: 'factor', entityId: id, before });
    return { id };
  });
}
