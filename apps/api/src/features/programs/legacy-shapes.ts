import { wireRinggitOfSen } from '../../plugins/rest-money';
import type { CriteriaRow } from './criteria.repository';
import type { Factor } from './factor.repository';
import type { FactorAttribute } from './factor-attribute.repository';
import type { FinancialProgram } from './financial-program.repository';
import type { FinancialProgramTier } from './financial-program-tier.repository';

// The legacy REST answers: the spec's field names, money as ringgit numbers (plugins/rest-money.ts).

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

export function legacyFactor(factor: Factor) {
  const { type, ...rest } = factor;
  return { ...rest, Resource: { id: factor.resourceId, name: type } };
}

export function legacyFactorDetail(factor: Factor & { attributes: FactorAttribute[] }) {
  const { attributes, ...rest } = factor;
  return { ...legacyFactor(rest), FactorAttributes: attributes };
}
