import { z } from 'zod';
import { id, named, ringgit } from '../../plugins/rest-answers';
import { wireRinggitOfSen } from '../../plugins/rest-money';
import type { CriteriaRow } from './criteria.repository';
import type { Factor } from './factor.repository';
import type { FactorAttribute } from './factor-attribute.repository';
import type { FinancialProgram } from './financial-program.repository';
import type { FinancialProgramTier } from './financial-program-tier.repository';

// The legacy REST answers: the spec's field names, money as ringgit numbers (plugins/rest-money.ts). Each shape's
// schema (its `answer` in the OpenAPI document) sits beside it.

export const criteriaAnswer = z.object({
  id,
  category: z.string(),
  resourceId: id,
  name: z.string(),
  description: z.string(),
  editable: z.boolean(),
  Resource: named,
});

export const tierAnswer = z.object({
  id,
  financialProgramId: id,
  name: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
  riskLevel: z.string(),
  minInterestRate: z.number(),
  maxInterestRate: z.number(),
  maxTenure: z.number(),
  maxCapped: ringgit,
});

export const programAnswer = z.object({
  id,
  name: z.string(),
  maxCapped: ringgit,
  maxTenure: z.number(),
  percentageOnNew: z.number(),
  percentageOnUsed: z.number(),
});

export const programDetailAnswer = programAnswer.extend({ FinancialProgramTiers: z.array(tierAnswer) });

export const factorAnswer = z.object({
  id,
  financialProgramId: id,
  resourceId: id,
  name: z.string(),
  description: z.string(),
  weightage: z.number(),
  editable: z.boolean(),
  Resource: named,
});

export const factorDetailAnswer = factorAnswer.extend({
  programName: z.string(),
  FactorAttributes: z.array(
    z.object({ id, factorId: id, name: z.string(), description: z.string().nullable(), score: z.number() }),
  ),
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

/** The spec's program shape: the reform's interest method (issue 14) is not part of the legacy answers. */
export function legacyProgram(program: FinancialProgram) {
  const { interestMethod: _method, ...fields } = program;
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
