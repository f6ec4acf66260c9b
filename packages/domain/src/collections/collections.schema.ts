import { z } from 'zod';
import { isCalendarDate } from '../common/calendar-date';
import { calendarDateField, idField, moneyField, requiredText } from '../common/fields';
import { MONEY_INPUT_MESSAGES } from '../money/money-input';
import {
  RESCHEDULE_MAX_MONTHS,
  RESCHEDULE_MESSAGES,
  RESCHEDULE_MIN_MONTHS,
} from '../reschedule/reschedule-rules';
import {
  MONEY_ENTRY_MESSAGES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_REFERENCE_MAX,
  type PaymentMethod,
  paymentReferenceIssue,
} from './ledger-kinds';

/**
 * Issue 26: how a cash entry's money came, for the tRPC calls (the legacy REST bodies stay as the spec has them
 * and record method 'other' without a reference). The reference rule is paymentReferenceIssue's.
 */
export const moneyEntryFields = {
  method: z.enum(PAYMENT_METHOD_NAMES, { error: MONEY_ENTRY_MESSAGES.methodRequired }),
  reference: z
    .string()
    .trim()
    .max(PAYMENT_REFERENCE_MAX, MONEY_ENTRY_MESSAGES.referenceTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
};

/** Adds method and reference to an entry's schema, with the reference required except for cash. */
export function withMoneyEntry<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema.extend(moneyEntryFields).superRefine((entry, context) => {
    const issue = paymentReferenceIssue(entry as { method: PaymentMethod; reference: string | null });
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['reference'] });
  });
}

export const PAYMENT_MESSAGES = {
  amountPositive: 'Amount must be greater than 0',
  amountNegative: MONEY_INPUT_MESSAGES.negative,
  dateFormat: 'Invalid date format',
  dateBeforeLast: 'Payment date must be later than the last payment date',
  aboveOutstanding: 'Amount cannot exceed the outstanding balance',
  paidAtRequired: 'Payment date is required',
  aboveInstalment: 'Payment Amount cannot exceed the Installment Amount',
} as const;

/**
 * Issue 29: the money rule of each amount of a payment. Make Payment keeps the spec's 'Amount must be greater
 * than 0' for empty and 0; the other amounts take 0, and answer 'Please enter a valid amount' when empty.
 */
export const PAYMENT_MONEY_RULES = {
  payment: { required: PAYMENT_MESSAGES.amountPositive, positive: PAYMENT_MESSAGES.amountPositive },
  other: { required: MONEY_INPUT_MESSAGES.invalid },
} as const;

/** Collections §5: YYYY-MM-DD with a year from 1970 to 2099. */
export function isPaymentDate(value: string): boolean {
  return isCalendarDate(value) && value >= '1970-01-01' && value <= '2099-12-31';
}

const paymentDateField = z
  .string({ error: PAYMENT_MESSAGES.dateFormat })
  .refine(isPaymentDate, PAYMENT_MESSAGES.dateFormat);

/** POST /applicantProductPayment {applicantProductId, amount, paidAt}; the ledger rules are in paymentIssues. */
export const paymentSchema = z.object({
  applicantProductId: idField(),
  amount: moneyField(PAYMENT_MONEY_RULES.payment),
  paidAt: paymentDateField,
});
export type PaymentInput = z.infer<typeof paymentSchema>;

/** PUT /applicantProductPayment {id, applicantProductId, amount, paidAt}: edit latest payment. */
export const editPaymentSchema = z.object({
  id: idField(),
  applicantProductId: idField(),
  amount: moneyField(PAYMENT_MONEY_RULES.other),
  paidAt: paymentDateField,
});
export type EditPaymentInput = z.infer<typeof editPaymentSchema>;

/** PUT /applicantProductTransaction/ {id, paidAt, paidAmount} from the Edit Transaction modal. */
export const transactionEditSchema = z.object({
  id: idField(),
  paidAt: z
    .string({ error: PAYMENT_MESSAGES.paidAtRequired })
    .min(1, { message: PAYMENT_MESSAGES.paidAtRequired, abort: true })
    .refine(isPaymentDate, PAYMENT_MESSAGES.dateFormat),
  paidAmount: moneyField(PAYMENT_MONEY_RULES.other),
});
export type TransactionEditInput = z.infer<typeof transactionEditSchema>;

export const LATE_REASON_REQUIRED = 'Please enter a reason';

/** PUT /applicantProductTransaction/ {id, note}: the late reason. */
export const lateReasonSchema = z.object({ id: idField(), note: requiredText(LATE_REASON_REQUIRED, 500) });
export type LateReasonInput = z.infer<typeof lateReasonSchema>;

export const RESCHEDULE_FORM_MESSAGES = {
  month: 'Please enter the number of months',
  startingInstalment: 'Please select the starting installment',
} as const;

/** POST /applicantProductReschedule {applicantProductId, month, applicantProductTransactionId}. */
export const rescheduleSchema = z.object({
  applicantProductId: idField(),
  month: z
    .number({ error: RESCHEDULE_FORM_MESSAGES.month })
    .int(RESCHEDULE_MESSAGES.monthsRange)
    .min(RESCHEDULE_MIN_MONTHS, RESCHEDULE_MESSAGES.monthsRange)
    .max(RESCHEDULE_MAX_MONTHS, RESCHEDULE_MESSAGES.monthsRange),
  applicantProductTransactionId: idField(RESCHEDULE_FORM_MESSAGES.startingInstalment),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** PUT /applicantProductReschedule/approve or /reject {id}. */
export const rescheduleDecisionSchema = z.object({ id: idField() });

export const RANGE_ORDER = 'The start date must not be after the end date';

/** The analytics calls' optional StartDate/EndDate (YYYY-MM-DD). */
export const analyticsRangeSchema = z
  .object({ startDate: calendarDateField().optional(), endDate: calendarDateField().optional() })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    message: RANGE_ORDER,
    path: ['endDate'],
  });
export type AnalyticsRangeInput = z.infer<typeof analyticsRangeSchema>;

/** Issue 14: 'Early settlement' on the collection profile: the agreement and the date (today when left out). */
export const settlementQuoteSchema = z.object({
  applicantProductId: idField(),
  settlementDate: paymentDateField.optional(),
});

/** Recording the settlement payment: exactly the quoted amount (sen) on the quoted date. */
export const settlementPaymentSchema = z.object({
  applicantProductId: idField(),
  settlementDate: paymentDateField,
  amount: moneyField(PAYMENT_MONEY_RULES.other),
});
