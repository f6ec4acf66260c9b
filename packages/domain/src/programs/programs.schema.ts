import { z } from 'zod';
import { lateChargeRateField } from '../collections/late-charges/late-charges';
import {
  idField,
  MAX_MONEY_SEN,
  MONEY_TOO_LARGE,
  optionalText,
  rateField,
  requiredText,
  senField,
} from '../common/fields';
import { INTEREST_METHODS } from '../loan/interest-method';
import {
  ATTRIBUTE_SCORE_MAX,
  ATTRIBUTE_SCORE_MIN,
  REQUIRED_TOTAL_WEIGHTAGE,
  totalWeightage,
} from './factors';
import { TIER_MAX_TENURE_LIMIT } from './tiers';

export const CRITERIA_MESSAGES = {
  category: 'Please select category',
  name: 'Please enter name',
  description: 'Please enter description',
} as const;

/** Collections §5 Criteria: category, name and description all required. */
export const criteriaSchema = z.object({
  category: requiredText(CRITERIA_MESSAGES.category),
  name: requiredText(CRITERIA_MESSAGES.name),
  description: requiredText(CRITERIA_MESSAGES.description, 2000),
});
export type CriteriaInput = z.infer<typeof criteriaSchema>;
export const criteriaUpdateSchema = criteriaSchema.extend({ id: idField() });
export type CriteriaUpdateInput = z.infer<typeof criteriaUpdateSchema>;

export const PROGRAM_MESSAGES = {
  fillAll: 'Please fill in all fields',
  percentage: 'Percentage of Loan Amount must be between 1 and 100',
  maxTenure: 'Max Tenure must be between 1 and 5',
} as const;

function percentageField() {
  return z
    .number({ error: PROGRAM_MESSAGES.fillAll })
    .min(1, PROGRAM_MESSAGES.percentage)
    .max(100, PROGRAM_MESSAGES.percentage);
}

const programFields = {
  name: requiredText(PROGRAM_MESSAGES.fillAll),
  maxTenure: z
    .number({ error: PROGRAM_MESSAGES.maxTenure })
    .int(PROGRAM_MESSAGES.maxTenure)
    .min(1, PROGRAM_MESSAGES.maxTenure)
    .max(TIER_MAX_TENURE_LIMIT, PROGRAM_MESSAGES.maxTenure)
    .default(5),
  percentageOnNew: percentageField(),
  percentageOnUsed: percentageField(),
  /** Issue 14: optional on the wire (the legacy calls have none); a new program is flat unless told. */
  interestMethod: z.enum(INTEREST_METHODS, { error: 'Please choose the interest method' }).optional(),
  /** Issue 41: late-payment interest, percent p.a., for the program's new agreements; null none, absent unchanged. */
  lateChargeRate: lateChargeRateField().optional(),
};

/** Collections §5 New program: POST /financialProgram {name, maxCapped, maxTenure, percentageOnNew, percentageOnUsed}. */
export const financialProgramSchema = z.object({
  ...programFields,
  maxCapped: z
    .number({ error: PROGRAM_MESSAGES.fillAll })
    .int(PROGRAM_MESSAGES.fillAll)
    .min(0, PROGRAM_MESSAGES.fillAll)
    .max(MAX_MONEY_SEN, MONEY_TOO_LARGE),
});
export type FinancialProgramInput = z.infer<typeof financialProgramSchema>;

/** PUT /financialProgram {id, name, maxTenure, percentageOnNew, percentageOnUsed}. */
export const financialProgramUpdateSchema = z.object({
  id: idField(),
  ...programFields,
  maxCapped: senField(PROGRAM_MESSAGES.fillAll).optional(),
});
export type FinancialProgramUpdateInput = z.infer<typeof financialProgramUpdateSchema>;

export const TIER_MESSAGES = {
  name: 'Please enter tier name',
  riskLevel: 'Please enter risk level',
  score: 'Score must be between 0 and 100',
  scoreOrder: 'Min Score cannot be greater than Max Score',
  interest: 'Interest rate must be between 0 and 100',
  interestOrder: 'Min Interest cannot be greater than Max Interest',
  maxTenure: 'Max Tenure must be between 0 and 5',
  maxCapped: 'Max Capped cannot be negative',
} as const;

function scoreBound() {
  return z.number({ error: TIER_MESSAGES.score }).min(0, TIER_MESSAGES.score).max(100, TIER_MESSAGES.score);
}

const tierObject = z.object({
  financialProgramId: idField(),
  name: requiredText(TIER_MESSAGES.name),
  minScore: scoreBound(),
  maxScore: scoreBound(),
  riskLevel: requiredText(TIER_MESSAGES.riskLevel, 50),
  minInterestRate: rateField(TIER_MESSAGES.interest),
  maxInterestRate: rateField(TIER_MESSAGES.interest),
  maxTenure: z
    .number({ error: TIER_MESSAGES.maxTenure })
    .int(TIER_MESSAGES.maxTenure)
    .min(0, TIER_MESSAGES.maxTenure)
    .max(TIER_MAX_TENURE_LIMIT, TIER_MESSAGES.maxTenure),
  maxCapped: senField(TIER_MESSAGES.maxCapped).default(0),
});

function withTierOrder<
  T extends z.ZodType<{
    minScore: number;
    maxScore: number;
    minInterestRate: number;
    maxInterestRate: number;
  }>,
>(schema: T) {
  return schema
    .refine((tier) => tier.minScore <= tier.maxScore, {
      message: TIER_MESSAGES.scoreOrder,
      path: ['maxScore'],
    })
    .refine((tier) => tier.minInterestRate <= tier.maxInterestRate, {
      message: TIER_MESSAGES.interestOrder,
      path: ['maxInterestRate'],
    });
}

/** POST /financialProgramTier; collections §3/§9 bounds plus min <= max for score and interest. */
export const financialProgramTierSchema = withTierOrder(tierObject);
export type FinancialProgramTierInput = z.infer<typeof financialProgramTierSchema>;

/** PUT /financialProgramTier: the same fields plus id. */
export const financialProgramTierUpdateSchema = withTierOrder(tierObject.extend({ id: idField() }));
export type FinancialProgramTierUpdateInput = z.infer<typeof financialProgramTierUpdateSchema>;

export const FACTOR_MESSAGES = {
  total: 'Total weightage must be exactly 100',
  name: 'Please enter new factor name',
  description: 'Please enter new factor description',
  type: 'Please select factor type',
  weightage: 'Weightage must be between 0 and 100',
  attributeScore: 'Score must be in the range of 0-10',
  attributeName: 'Please enter attribute name',
} as const;

const weightageField = z
  .number({ error: FACTOR_MESSAGES.weightage })
  .min(0, FACTOR_MESSAGES.weightage)
  .max(100, FACTOR_MESSAGES.weightage);

/** POST /factor {name, description, weightage, resourceId} (with financialProgramId). */
export const factorSchema = z.object({
  financialProgramId: idField(),
  name: requiredText(FACTOR_MESSAGES.name),
  description: requiredText(FACTOR_MESSAGES.description, 2000),
  weightage: weightageField,
  resourceId: idField(FACTOR_MESSAGES.type),
});
export type FactorInput = z.infer<typeof factorSchema>;

/** PUT /factor {id, resourceId, name, description, weightage}. */
export const factorUpdateSchema = factorSchema.omit({ financialProgramId: true }).extend({ id: idField() });
export type FactorUpdateInput = z.infer<typeof factorUpdateSchema>;

/**
 * Collections §5 factor edit modal: the weightages of the existing factors and of an optional new factor must
 * total exactly 100; once a new factor has a weightage, its name, description and type are required.
 */
export const factorWeightageEditSchema = z
  .object({
    financialProgramId: idField(),
    factors: z.array(z.object({ id: idField(), weightage: weightageField })),
    newFactor: z
      .object({
        name: z.string().trim().nullish(),
        description: z.string().trim().nullish(),
        weightage: weightageField.nullish(),
        resourceId: z.number().int().positive().nullish(),
      })
      .nullish(),
  })
  .superRefine((value, ctx) => {
    const added = value.newFactor;
    const hasNew = added?.weightage !== null && added?.weightage !== undefined;
    if (hasNew) {
      if (!added?.name)
        ctx.addIssue({ code: 'custom', message: FACTOR_MESSAGES.name, path: ['newFactor', 'name'] });
      if (!added?.description)
        ctx.addIssue({
          code: 'custom',
          message: FACTOR_MESSAGES.description,
          path: ['newFactor', 'description'],
        });
      if (!added?.resourceId)
        ctx.addIssue({ code: 'custom', message: FACTOR_MESSAGES.type, path: ['newFactor', 'resourceId'] });
    }
    const total = totalWeightage([
      ...value.factors.map((factor) => factor.weightage),
      hasNew ? added?.weightage : 0,
    ]);
    if (total !== REQUIRED_TOTAL_WEIGHTAGE)
      ctx.addIssue({ code: 'custom', message: FACTOR_MESSAGES.total, path: ['total'] });
  });
export type FactorWeightageEditInput = z.infer<typeof factorWeightageEditSchema>;

const attributeScore = z
  .number({ error: FACTOR_MESSAGES.attributeScore })
  .min(ATTRIBUTE_SCORE_MIN, FACTOR_MESSAGES.attributeScore)
  .max(ATTRIBUTE_SCORE_MAX, FACTOR_MESSAGES.attributeScore);

/** POST /factorAttribute {factorId, name, description, score}: collections §5 score 0..10. */
export const factorAttributeSchema = z.object({
  factorId: idField(),
  name: requiredText(FACTOR_MESSAGES.attributeName),
  description: optionalText(2000),
  score: attributeScore,
});
export type FactorAttributeInput = z.infer<typeof factorAttributeSchema>;

/** PUT /factorAttribute {id, factorId, name, description, score}. */
export const factorAttributeUpdateSchema = factorAttributeSchema.extend({ id: idField() });
export type FactorAttributeUpdateInput = z.infer<typeof factorAttributeUpdateSchema>;
