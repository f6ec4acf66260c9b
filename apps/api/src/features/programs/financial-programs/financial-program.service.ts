import type { Db } from '@sewabeli/db';
import {
  DELETE_REFUSALS,
  type FinancialProgramInput,
  type FinancialProgramUpdateInput,
  type ListQuery,
  lateChargeRateIssue,
  type ProgramDetailSaveInput,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import { lockProgram, PROGRAM_NOT_FOUND } from '../program-lock.repository';
import * as tiers from '../tiers/financial-program-tier.repository';
import { applyTierChanges } from '../tiers/financial-program-tier.service';
import * as repo from './financial-program.repository';

export const listPrograms = (db: Db, query: ListQuery) => repo.listPrograms(db, query);
export const allPrograms = (db: Db) => repo.allPrograms(db);

export async function getProgram(db: Db, id: number) {
  const program = await repo.findProgram(db, id);
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
  return { ...program, tiers: await tiers.listTiersOfProgram(db, id) };
}

/**
 * Issue 41: a program's late-payment rate is the default of agreements whose goods are not known yet, so it is held
 * to the cap for goods under the Hire-Purchase Act; an agreement outside the Act may be given more on its record.
 */
function checkLateChargeRate(rate: number | null | undefined, lateChargeCap: number): void {
  const issue = rate === undefined ? null : lateChargeRateIssue(rate, lateChargeCap, true);
  if (issue) throw badRequest(issue);
}

async function checkNameFree(trx: Db, name: string, exceptId?: number) {
  if (await repo.findProgramByName(trx, name, exceptId)) throw conflict(`${name} already exists`);
}

export function createProgram(
  db: Db,
  actor: SessionUser,
  input: FinancialProgramInput,
  lateChargeCap: number,
): Promise<{ id: number }> {
  checkLateChargeRate(input.lateChargeRate, lateChargeCap);
  return db.transaction().execute(async (trx) => {
    await checkNameFree(trx, input.name);
    const values = { ...input };
    const id = await repo.insertProgram(trx, values, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'financial_program',
      entityId: id,
      after: values,
    });
    return { id };
  });
}

/** The program's own fields; the caller holds the program lock. */
async function writeProgram(trx: Db, actor: SessionUser, input: FinancialProgramUpdateInput) {
  await checkNameFree(trx, input.name, input.id);
  const values = {
    name: input.name,
    maxTenure: input.maxTenure,
    percentageOnNew: input.percentageOnNew,
    percentageOnUsed: input.percentageOnUsed,
    ...(input.maxCapped === undefined ? {} : { maxCapped: input.maxCapped }),
    // Issue 14: changing it affects the lines added from now on; every line keeps the method it was added with.
    ...(input.interestMethod === undefined ? {} : { interestMethod: input.interestMethod }),
    // Issue 41: likewise, agreements keep the late-payment rate they were given.
    ...(input.lateChargeRate === undefined ? {} : { lateChargeRate: input.lateChargeRate }),
  };
  await repo.updateProgram(trx, input.id, values, actor.id);
  return values;
}

export function updateProgram(
  db: Db,
  actor: SessionUser,
  input: FinancialProgramUpdateInput,
  lateChargeCap: number,
): Promise<{ id: number }> {
  checkLateChargeRate(input.lateChargeRate, lateChargeCap);
  return db.transaction().execute(async (trx) => {
    await lockProgram(trx, input.id);
    const before = await repo.findProgram(trx, input.id);
    const after = await writeProgram(trx, actor, input);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'financial_program',
      entityId: input.id,
      before,
      after,
    });
    return { id: input.id };
  });
}

/**
 * The program detail's Save: the program's fields and every tier change in one transaction. Any refused row
 * (a bad tier, a tier of another program, overlapping score bands) rolls all of it back.
 */
export function saveProgramDetail(
  db: Db,
  actor: SessionUser,
  input: ProgramDetailSaveInput,
  lateChargeCap: number,
): Promise<{ id: number }> {
  checkLateChargeRate(input.lateChargeRate, lateChargeCap);
  return db.transaction().execute(async (trx) => {
    await lockProgram(trx, input.id);
    const before = await getProgram(trx, input.id);
    await writeProgram(trx, actor, input);
    await applyTierChanges(trx, actor, input.id, input.tiers);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'financial_program',
      entityId: input.id,
      before,
      after: await getProgram(trx, input.id),
    });
    return { id: input.id };
  });
}

/** Decisions §9: a program that applications were filed under is refused; otherwise it is hidden with its rows. */
export function deleteProgram(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await lockProgram(trx, id);
    const used = await repo.countApplicationsOfProgram(trx, id);
    if (used > 0) {
      throw conflict(DELETE_REFUSALS.program(used));
    }
    const before = await getProgram(trx, id);
    await repo.softDeleteProgram(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'financial_program',
      entityId: id,
      before,
    });
    return { id };
  });
}
