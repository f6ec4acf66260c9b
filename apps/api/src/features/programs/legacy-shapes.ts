import { z } from 'zod';
import { named, ringgit } from '../../plugins/rest-answers';
import { wireRinggitOfSen } from '../../plugins/rest-money';
import type { CriteriaRow } from './criteria/criteria.repository';
import { criteriaRow } from './criteria/criteria.router';
import type { Factor } from './factors/factor.repository';
import { attributeRow, factorRow } from './factors/factor.router';
import type { FactorAttribute } from './factors/factor-attribute.repository';
import type { FinancialProgram } from './financial-programs/financial-program.repository';
import { programRow } from './financial-programs/financial-program.router';
import type { FinancialProgramTier } from './tiers/financial-program-tier.repository';
import { tierRow } from './tiers/financial-program-tier.router';

// The legacy REST answers: the spec's field names, money as ringgit numbers (plugins/rest-money.ts). Their schemas
// (each route's `answer` in the OpenAPI document) are the routers' tRPC rows as the legacy wire renames them.
export const criteriaAnswer = criteriaRow.extend({ Resource: named });

export const tierAnswer = tierRow.extend({ maxCapped: ringgit });

export const programAnswer = programRow
  .omit({ interestMethod: true, lateChargeRate: true })
  .extend({ maxCapped: ringgit });

export const programDetailAnswer = programAnswer.extend({ FinancialProgramTiers: z.array(tierAnswer) });

export const factorAnswer = factorRow.omit({ type: true }).extend({ Resource: named });

export const factorDetailAnswer = factorAnswer.extend({
  programName: z.string(),
  FactorAttributes: z.array(attributeRow),
});

export function legacyCriteria(row: CriteriaRow) {
  return {
    id: row.id,
    category: row.category,
    resourceId: row.resourceId,
    name: row.name,
    description: row.description,
    editable: row.editable,
    Resource: { id: row.resourceId, name: row.category },
  };
}

export function legacyTier(tier: FinancialProgramTier) {
  return { ...tier, maxCapped: wireRinggitOfSen(tier.maxCapped) };
}

/**
 * The spec's program shape: the reform's interest method (issue 14) and late-payment rate (issue 41) are not part
 * of the legacy answers.
 */
export function legacyProgram(program: FinancialProgram) {
  const { interestMethod: _method, lateChargeRate: _lateChargeRate, ...fields } = program;
  return { ...fields, maxCapped: wireRinggitOfSen(program.maxCapped) };
}

export function legacyProgramDetail(program: FinancialProgram & { tiers: FinancialProgramTier[] }) {
  const { tiers, ...rest } = program;
  return { ...legacyProgram(rest), FinancialProgramTiers: tiers.map(legacyTier) };
}

export function legacyFactor<F extends Factor>(factor: F) {
  const { type, ...rest } = factor;
  return { ...rest, Resource: { id: factor.resourceId, name: type } };
}

export function legacyFactorDetail(factor: Factor & { programName: string; attributes: FactorAttribute[] }) {
  const { attributes, ...rest } = factor;
  return { ...legacyFactor(rest), FactorAttributes: attributes };
}
