import type { Db } from '@sewabeli/db';
import {
  type FinancialProgramTierInput,
  type FinancialProgramTierUpdateInput,
  type ProgramDetailSaveInput,
  TIERS_OVERLAP,
  type TierUpsertInput,
  tiersOverlap,
} from '@sewabeli/domain';
import { badRequest, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import { lockProgram } from '../program-lock.repository';
import * as repo from './financial-program-tier.repository';

export const TIER_NOT_FOUND = 'Tier not found';
export const TIER_NOT_OF_PROGRAM = 'Tier does not belong to this program';

/** Tier rows of one Save: new rows have no id; `deletes` are ids of existing rows. */
export type TierChanges = ProgramDetailSaveInput['tiers'];

async function tierOfProgram(trx: Db, id: number, financialProgramId: number) {
  const tier = await repo.findTier(trx, id);
  if (!tier) throw notFound(TIER_NOT_FOUND);
  if (tier.financialProgramId !== financialProgramId) throw badRequest(TIER_NOT_OF_PROGRAM);
  return tier;
}

/** Checked after every change, against the live tiers of the program as they now stand. */
async function checkNoOverlap(trx: Db, financialProgramId: number) {
  if (tiersOverlap(await repo.listTiersOfProgram(trx, financialProgramId))) throw badRequest(TIERS_OVERLAP);
}

function valuesOf(row: TierUpsertInput | FinancialProgramTierInput): repo.TierValues {
  return {
    name: row.name,
    minScore: row.minScore,
    maxScore: row.maxScore,
    riskLevel: row.riskLevel,
    minInterestRate: row.minInterestRate,
    maxInterestRate: row.maxInterestRate,
    maxTenure: row.maxTenure,
    maxCapped: row.maxCapped,
  };
}

/** Applies the tier rows of a program-detail Save. The caller holds the program lock and the transaction. */
export async function applyTierChanges(
  trx: Db,
  actor: SessionUser,
  financialProgramId: number,
  changes: TierChanges,
): Promise<void> {
  const deleted = new Set(changes.deletes);
  for (const id of deleted) {
    const before = await tierOfProgram(trx, id, financialProgramId);
    await repo.softDeleteTier(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'financial_program_tier',
      entityId: id,
      before,
    });
  }
  for (const row of changes.upserts) {
    const values = valuesOf(row);
    if (row.id) {
      const before = await tierOfProgram(trx, row.id, financialProgramId);
      await repo.updateTier(trx, row.id, values, actor.id);
      await recordAudit(trx, {
        userId: actor.id,
        action: 'update',
        entity: 'financial_program_tier',
        entityId: row.id,
        before,
        after: values,
      });
    } else {
      const id = await repo.insertTier(trx, financialProgramId, values, actor.id);
      await recordAudit(trx, {
        userId: actor.id,
        action: 'create',
        entity: 'financial_program_tier',
        entityId: id,
        after: { financialProgramId, ...values },
      });
    }
  }
  await checkNoOverlap(trx, financialProgramId);
}

export async function getTier(db: Db, id: number) {
  const tier = await repo.findTier(db, id);
  if (!tier) throw notFound(TIER_NOT_FOUND);
  return tier;
}

export function createTier(
  db: Db,
  actor: SessionUser,
  input: FinancialProgramTierInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const { financialProgramId } = input;
    const values = valuesOf(input);
    await lockProgram(trx, financialProgramId);
    const id = await repo.insertTier(trx, financialProgramId, values, actor.id);
    await checkNoOverlap(trx, financialProgramId);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'financial_program_tier',
      entityId: id,
      after: input,
    });
    return { id };
  });
}

export function updateTier(
  db: Db,
  actor: SessionUser,
  input: FinancialProgramTierUpdateInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const { id, financialProgramId } = input;
    const values = valuesOf(input);
    await lockProgram(trx, financialProgramId);
    const before = await tierOfProgram(trx, id, financialProgramId);
    await repo.updateTier(trx, id, values, actor.id);
    await checkNoOverlap(trx, financialProgramId);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'financial_program_tier',
      entityId: id,
      before,
      after: values,
    });
    return { id };
  });
}

export function deleteTier(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const found = await getTier(trx, id);
    await lockProgram(trx, found.financialProgramId);
    const before = await tierOfProgram(trx, id, found.financialProgramId);
    await repo.softDeleteTier(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'financial_program_tier',
      entityId: id,
      before,
    });
    return { id };
  });
}
