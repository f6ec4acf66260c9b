import { INTEREST_METHODS, idField } from '@sewabeli/domain';
import { z } from 'zod';

// What the Product step's procedures take and answer. Money is integer sen, rates are percent numbers.

export const applicantIdSchema = z.object({ applicantId: idField() });

const sen = z.number().int();

const programOutput = z.object({
  id: z.number(),
  name: z.string(),
  percentageOnNew: z.number(),
  percentageOnUsed: z.number(),
  maxCapped: sen,
  maxTenure: z.number(),
  interestMethod: z.enum(INTEREST_METHODS),
});

/** Issue 14: the caps on a line's effective rate, so the web warns before the server refuses. */
export const rateCapsOutput = z.array(z.object({ upToYears: z.number().nullable(), maxRate: z.number() }));

/** One instalment's interest and principal (line totals, sen). */
export const splitRowOutput = z.object({
  seq: z.number(),
  instalment: sen,
  interest: sen,
  principal: sen,
  balanceAfter: sen,
});

const tierOutput = z.object({
  id: z.number(),
  name: z.string(),
  riskLevel: z.string(),
  minInterestRate: z.number(),
  maxInterestRate: z.number(),
  maxTenure: z.number(),
  maxCapped: sen,
});

export const productLineOutput = z.object({
  id: z.number(),
  applicantId: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  productId: z.number(),
  productName: z.string(),
  vendorId: z.number(),
  vendorName: z.string(),
  condition: z.string(),
  quantity: z.number().int(),
  jpjFee: sen,
  manufactureYear: z.number().nullable(),
  cost: sen,
  loanAmount: sen,
  tenure: z.number(),
  months: z.number(),
  interestRate: z.number(),
  insuranceRate: z.number(),
  prepayment: z.tuple([z.number(), z.number()]).readonly(),
  resourceId: z.number(),
  paymentMethod: z.string(),
  downpayment: sen,
  totalInterest: sen,
  totalPayable: sen,
  monthlyInstallment: sen,
  finalInstallment: sen,
  prepaymentAmount: sen,
  insurancePremium: sen,
  insuranceSst: sen,
  marginFinance: z.number(),
  effectiveRate: z.number().nullable(),
  interestMethod: z.enum(INTEREST_METHODS),
  split: z.array(splitRowOutput).nullable(),
  createdAt: z.date(),
});

export const productStepOutput = z.object({
  application: z.object({
    id: z.number(),
    hirerId: z.number(),
    hirerName: z.string(),
    progressId: z.number(),
    seq: z.number(),
    lockStatus: z.number(),
    editable: z.boolean(),
  }),
  program: programOutput,
  tier: tierOutput.nullable(),
  lines: z.array(productLineOutput),
  rateCaps: rateCapsOutput,
});

const choice = z.object({ id: z.number(), name: z.string() });

export const productChoicesOutput = z.object({
  brands: z.array(choice),
  vendors: z.array(choice),
  paymentMethods: z.array(choice),
});

export const brandIdSchema = z.object({ brandId: idField() });

export const modelChoicesOutput = z.array(choice.extend({ brandId: z.number(), cost: sen }));

export const quoteOutput = z.object({
  months: z.number(),
  quantity: z.number(),
  loanAmount: sen,
  totalInterest: sen,
  totalPayable: sen,
  monthlyInstallment: sen,
  finalInstallment: sen,
  downpayment: sen,
  prepaymentAmount: sen,
  prepaidInstalments: z.array(z.object({ seq: z.number(), amount: sen })),
  marginFinance: z.number(),
  effectiveRate: z.number(),
});

export const loanFiguresOutput = z.object({
  downpayment: sen,
  marginFinance: z.number(),
  maxLoanAmount: sen.nullable(),
  insurance: sen,
  insuranceSST: sen,
});

export const completedOutput = z.object({ id: z.number(), progressId: z.number(), seq: z.number() });
