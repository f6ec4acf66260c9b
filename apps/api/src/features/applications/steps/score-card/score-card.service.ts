import type { Db } from '@sewabeli/db';
import {
  APPLICATION_MESSAGES,
  creditBureauStatus,
  deriveScoreCard,
  type ScoreCardSaveInput,
} from '@sewabeli/domain';
import { badRequest, notFound } from '../../../../lib/errors';
import { requirePermission } from '../../../../lib/require-permission';
import { recordAudit } from '../../../audit/audit.repository';
import type { SessionUser } from '../../../auth/auth.types';
import { assertApplicationEditable } from '../../application.guard';
import { completeStepIn } from '../step-progress.service';
import * as repo from './score-card.repository';

export const APPLICATION_NOT_FOUND = APPLICATION_MESSAGES.notFound;
export const APPLICATION_LOCKED = APPLICATION_MESSAGES.locked;
export const ATTRIBUTE_NOT_OF_FACTOR = 'Please select a score of this factor';
export const FACTOR_NOT_OF_PROGRAM = 'This factor is not part of the application’s program';

export async function readableApplicant(db: Db, id: number) {
  const applicant = await repo.findApplicant(db, id);
  if (!applicant) throw notFound(APPLICATION_NOT_FOUND);
  return applicant;
}

/**
 * Origination §4: steps 1..4 change only while the application is not locked. The wizard's guard checks and
 * row-locks the application inside the change's transaction, so a concurrent Submit cannot slip between check
 * and write.
 */
export async function editableApplicant(trx: Db, actor: SessionUser, id: number) {
  requirePermission(actor, 'application.write');
  await assertApplicationEditable(trx, id);
  const applicant = await repo.findApplicant(trx, id);
  if (!applicant) throw notFound(APPLICATION_NOT_FOUND);
  return applicant;
}

/** Score card: the program's factors with the application's choices, the total, the tier and the badge. */
export async function getScoreCard(db: Db, applicantId: number) {
  const applicant = await readableApplicant(db, applicantId);
  await repo.ensureApplicantFactors(db, applicantId, applicant.financialProgramId);
  const factors = await repo.listApplicantFactors(db, applicantId);
  const tiers = await repo.programTiers(db, applicant.financialProgramId);
  const { totalScore } = deriveScoreCard(factors, tiers);
  const tier = tiers.find((candidate) => candidate.id === applicant.financialProgramTierId) ?? null;
  const report = await repo.creditBureauReport(db, applicantId);
  return {
    applicantId,
    factors,
    totalScore,
    tier: tier && { id: tier.id, name: tier.name, riskLevel: tier.riskLevel },
    creditBureauStatus: creditBureauStatus(report),
  };
}

type Choice = ScoreCardSaveInput['factors'][number];

/** Stores one choice; the score is the chosen attribute's, never the client's. */
async function storeChoice(
  trx: Db,
  actor: SessionUser,
  applicantId: number,
  factors: repo.ApplicantFactorRow[],
  choice: Choice,
) {
  const factor = factors.find((row) => row.factorId === choice.factorId);
  if (!factor) throw badRequest(FACTOR_NOT_OF_PROGRAM);
  const attribute =
    choice.factorAttributeId === null
      ? null
      : factor.attributes.find((candidate) => candidate.id === choice.factorAttributeId);
  if (attribute === undefined) throw badRequest(ATTRIBUTE_NOT_OF_FACTOR);
  const values = {
    factorAttributeId: attribute?.id ?? null,
    score: attribute?.score ?? null,
    remark: choice.remark ?? null,
  };
  await repo.updateApplicantFactor(trx, applicantId, factor.factorId, values, actor.id);
  factor.factorAttributeId = values.factorAttributeId;
  factor.score = values.score;
  factor.remark = values.remark;
}

/** Decisions §4: re-derives the total and the tier from the stored choices. */
async function rederive(trx: Db, actor: SessionUser, applicant: repo.ApplicantRecord) {
  const factors = await repo.listApplicantFactors(trx, applicant.id);
  const tiers = await repo.programTiers(trx, applicant.financialProgramId);
  const outcome = deriveScoreCard(factors, tiers);
  await repo.updateApplicantScore(
    trx,
    applicant.id,
    { totalScore: outcome.totalScore, financialProgramTierId: outcome.tier?.id ?? null },
    actor.id,
  );
  return {
    totalScore: outcome.totalScore,
    tier: outcome.tier && { id: outcome.tier.id, name: outcome.tier.name, riskLevel: outcome.tier.riskLevel },
  };
}

/** The Score Card's Save: stores every choice, re-derives the tier and completes step 2 (completeStepIn). */
export function saveScoreCard(db: Db, actor: SessionUser, input: ScoreCardSaveInput) {
  return db.transaction().execute(async (trx) => {
    const applicant = await editableApplicant(trx, actor, input.applicantId);
    await repo.ensureApplicantFactors(trx, applicant.id, applicant.financialProgramId);
    const factors = await repo.listApplicantFactors(trx, applicant.id);
    const before = factors.map(({ factorId, factorAttributeId, remark }) => ({
      factorId,
      factorAttributeId,
      remark,
    }));
    for (const choice of input.factors) await storeChoice(trx, actor, applicant.id, factors, choice);
    const outcome = await rederive(trx, actor, applicant);
    await completeStepIn(trx, applicant.id, 2, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicant.scoreCard',
      entityId: applicant.id,
      before: { choices: before, totalScore: applicant.totalScore, tierId: applicant.financialProgramTierId },
      after: { choices: input.factors, totalScore: outcome.totalScore, tierId: outcome.tier?.id ?? null },
    });
    return outcome;
  });
}

/** PUT /applicantFactor: one choice by applicant_factor id; the tier is re-derived at once. */
export function saveApplicantFactor(
  db: Db,
  actor: SessionUser,
  input: { id: number; applicantId: number; factorAttributeId: number | null; remark?: string | null },
) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findApplicantFactor(trx, input.id);
    if (!row || row.applicantId !== input.applicantId) throw notFound('Score card factor not found');
    const applicant = await editableApplicant(trx, actor, row.applicantId);
    const factors = await repo.listApplicantFactors(trx, applicant.id);
    const choice = {
      factorId: row.factorId,
      factorAttributeId: input.factorAttributeId,
      remark: input.remark === undefined ? row.remark : input.remark,
    };
    await storeChoice(trx, actor, applicant.id, factors, choice);
    const outcome = await rederive(trx, actor, applicant);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicantFactor',
      entityId: row.id,
      before: row,
      after: { ...choice, totalScore: outcome.totalScore, tierId: outcome.tier?.id ?? null },
    });
    return outcome;
  });
}
