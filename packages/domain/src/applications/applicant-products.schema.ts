import { z } from 'zod';
import { idField, moneyField, optionalId, optionalMoneyField, rateField } from '../common/fields';
import { INSURANCE_RATE_OPTIONS } from '../loan/financing/insurance';
import { CONDITIONS, DEFAULT_JPJ_FEE, JPJ_FEE_OPTIONS } from '../loan/financing/loan-options';
import { PREPAYMENT_FIRST_OPTIONS, PREPAYMENT_LAST_OPTIONS } from '../loan/prepayment';

export const PRODUCT_LINE_MESSAGES = {
  brandId: 'Please select a brand',
  productId: 'Please select a model',
  vendorId: 'Please select a vendor',
  cost: 'Please enter the cost of equipment',
  condition: 'Please select a condition',
  quantity: 'Please enter the number of unit',
  loanAmount: 'Please enter the finance amount',
  prepayment: 'Please select a prepayment',
  insuranceRate: 'Please select an insurance',
  interestRate: 'Please enter the interest rate',
  tenure: 'Please select a tenure',
  resourceId: 'Please select a payment method',
  jpjFee: 'Please select a JPJ registration fee',
  manufactureYear: 'Please enter the year of manufacture',
} as const;

/** Cost and finance amount: the field's message when empty or 0, else the shared money messages (issue 29). */
export const PRODUCT_LINE_MONEY_RULES = {
  cost: { required: PRODUCT_LINE_MESSAGES.cost, positive: PRODUCT_LINE_MESSAGES.cost },
  loanAmount: { required: PRODUCT_LINE_MESSAGES.loanAmount, positive: PRODUCT_LINE_MESSAGES.loanAmount },
} as const;

const prepaymentField = z.tuple(
  [
    z
      .number()
      .refine(
        (value) => (PREPAYMENT_FIRST_OPTIONS as readonly number[]).includes(value),
        PRODUCT_LINE_MESSAGES.prepayment,
      ),
    z
      .number()
      .refine(
        (value) => (PREPAYMENT_LAST_OPTIONS as readonly number[]).includes(value),
        PRODUCT_LINE_MESSAGES.prepayment,
      ),
  ],
  { error: PRODUCT_LINE_MESSAGES.prepayment },
);

const insuranceRateField = z
  .number({ error: PRODUCT_LINE_MESSAGES.insuranceRate })
  .refine(
    (value) => INSURANCE_RATE_OPTIONS.some((option) => option.value === value),
    PRODUCT_LINE_MESSAGES.insuranceRate,
  );

/** Origination §5 Add product: every field's message, reported together. Money in sen, per unit. */
export const applicantProductSchema = z.object({
  applicantId: idField(),
  hirerId: optionalId(),
  brandId: idField(PRODUCT_LINE_MESSAGES.brandId),
  productId: idField(PRODUCT_LINE_MESSAGES.productId),
  vendorId: idField(PRODUCT_LINE_MESSAGES.vendorId),
  cost: moneyField(PRODUCT_LINE_MONEY_RULES.cost),
  condition: z.enum(CONDITIONS, { error: PRODUCT_LINE_MESSAGES.condition }),
  quantity: z
    .number({ error: PRODUCT_LINE_MESSAGES.quantity })
    .int(PRODUCT_LINE_MESSAGES.quantity)
    .min(1, PRODUCT_LINE_MESSAGES.quantity),
  loanAmount: moneyField(PRODUCT_LINE_MONEY_RULES.loanAmount),
  prepayment: prepaymentField,
  insuranceRate: insuranceRateField,
  interestRate: rateField(PRODUCT_LINE_MESSAGES.interestRate),
  tenure: z
    .number({ error: PRODUCT_LINE_MESSAGES.tenure })
    .int(PRODUCT_LINE_MESSAGES.tenure)
    .min(1, PRODUCT_LINE_MESSAGES.tenure)
    .max(5, PRODUCT_LINE_MESSAGES.tenure),
  resourceId: idField(PRODUCT_LINE_MESSAGES.resourceId),
  jpjFee: z
    .number({ error: PRODUCT_LINE_MESSAGES.jpjFee })
    .refine((value) => JPJ_FEE_OPTIONS.includes(value), PRODUCT_LINE_MESSAGES.jpjFee)
    .default(DEFAULT_JPJ_FEE),
  manufactureYear: z
    .number({ error: PRODUCT_LINE_MESSAGES.manufactureYear })
    .int(PRODUCT_LINE_MESSAGES.manufactureYear)
    .min(1900, PRODUCT_LINE_MESSAGES.manufactureYear)
    .max(2100, PRODUCT_LINE_MESSAGES.manufactureYear),
});
export type ApplicantProductInput = z.infer<typeof applicantProductSchema>;

/** PUT /applicantProduct {id, cost, loanAmount, interestRate, insuranceRate}: editing a saved line. */
export const applicantProductUpdateSchema = z.object({
  id: idField(),
  cost: moneyField(PRODUCT_LINE_MONEY_RULES.cost),
  loanAmount: moneyField(PRODUCT_LINE_MONEY_RULES.loanAmount),
  interestRate: rateField(PRODUCT_LINE_MESSAGES.interestRate),
  insuranceRate: insuranceRateField,
});
export type ApplicantProductUpdateInput = z.infer<typeof applicantProductUpdateSchema>;

/** POST /applicantProduct/calculate {cost, loanAmount, prepayment, loanMonth, interestRate} (sen). */
export const calculateSchema = z.object({
  cost: moneyField(PRODUCT_LINE_MONEY_RULES.cost),
  loanAmount: moneyField(PRODUCT_LINE_MONEY_RULES.loanAmount),
  prepayment: prepaymentField,
  loanMonth: z
    .number({ error: PRODUCT_LINE_MESSAGES.tenure })
    .int(PRODUCT_LINE_MESSAGES.tenure)
    .min(1, PRODUCT_LINE_MESSAGES.tenure)
    .max(600, PRODUCT_LINE_MESSAGES.tenure),
  interestRate: rateField(PRODUCT_LINE_MESSAGES.interestRate),
  quantity: z.number().int().min(1).default(1),
});
export type CalculateInput = z.infer<typeof calculateSchema>;

/** POST /applicantProduct/calculate_loan {cost, loanAmount, insuranceRate} (sen). */
export const calculateLoanSchema = z.object({
  cost: moneyField(PRODUCT_LINE_MONEY_RULES.cost),
  loanAmount: optionalMoneyField().transform((value) => value ?? 0),
  insuranceRate: insuranceRateField,
  condition: z.enum(CONDITIONS).optional(),
  financialProgramId: optionalId(),
});
export type CalculateLoanInput = z.infer<typeof calculateLoanSchema>;
