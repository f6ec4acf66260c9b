import { z } from 'zod';
import { MAX_MONEY_SEN, MONEY_TOO_LARGE, type MoneyRule, senAmountIssue } from '../money/money-input';
import { isCalendarDate } from './calendar-date';
import { EMAIL_INVALID, isValidEmail, isValidPhone, PHONE_INVALID } from './contact-rules';

export { MAX_MONEY_SEN, MONEY_TOO_LARGE };

/** The largest id an `integer` primary key holds; a larger one can name no row. */
export const MAX_ROW_ID = 2_147_483_647;

export const TEXT_NUL = 'Text must not contain a NUL character';
export const TEXT_ILL_FORMED = 'Text contains an invalid character';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a piece of text cannot be stored as it came, or undefined when it can. PostgreSQL refuses U+0000 in text,
 * and a lone UTF-16 surrogate is not a character at all: both are refused rather than silently altered.
 */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return TEXT_NUL;
  if (LONE_SURROGATE.test(value)) return TEXT_ILL_FORMED;
  return undefined;
}

/** Any text that reaches the database: well-formed Unicode without NUL, at most `max` characters. */
export function cleanText(max = 2000, message?: string) {
  return z
    .string(message ? { error: message } : undefined)
    .max(max, message)
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** A required text field: missing, non-string or blank all give the spec's one message. */
export function requiredText(message: string, max = 255) {
  return cleanText(max, message).trim().min(1, message).max(max, message);
}

/** Free text that may be left empty; '' and null both arrive as null. */
export function optionalText(max = 2000) {
  return cleanText(max)
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A chosen row id (select boxes): a positive integer an `integer` key can hold. */
export function idField(message = 'Invalid id') {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
}

/** A row id in a URL path ('/hirer/details/:id'): the same rule, read from text. */
export function idParamField(message = 'Invalid id') {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
}

export const idParamsSchema = z.object({ id: idParamField() });

export function optionalId() {
  return z
    .number()
    .int()
    .positive()
    .max(MAX_ROW_ID)
    .nullish()
    .transform((value) => value ?? null);
}

/** Money inside the system is integer sen (decisions §2), at most what its column holds. */
export function senField(message = 'Invalid amount') {
  return z.number({ error: message }).int(message).min(0, message).max(MAX_MONEY_SEN, MONEY_TOO_LARGE);
}

/**
 * A typed amount in sen under the shared money rule (issue 29): the field's own message when missing (or 0 where
 * 0 is refused), else 'Please enter a valid amount', the two-decimals or the negative message, as the web input
 * shows them.
 */
export function moneyField(rule: MoneyRule & { required: string }) {
  return z.custom<number>((value) => senAmountIssue(value, rule) === null, {
    error: (issue) => senAmountIssue(issue.input, rule) ?? rule.required,
  });
}

/** An amount that may be left empty ('' or null arrive as null). */
export function optionalMoneyField(rule: Omit<MoneyRule, 'required'> = {}) {
  return z
    .custom<number>((value) => senAmountIssue(value, rule) === null, {
      error: (issue) => senAmountIssue(issue.input, rule) ?? MONEY_TOO_LARGE,
    })
    .nullish()
    .transform((value) => value ?? null);
}

export function calendarDateField(message = 'Invalid date format') {
  return z.string({ error: message }).refine(isCalendarDate, message);
}

export const optionalEmailField = z
  .string()
  .trim()
  .max(255, EMAIL_INVALID)
  .refine((value) => value === '' || isValidEmail(value), EMAIL_INVALID)
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalPhoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhone(value), PHONE_INVALID)
  .nullish()
  .transform((value) => (value ? value : null));

/** Percent rate (3.5 = 3.5 %), stored as numeric(7,4). */
export function rateField(message = 'Invalid rate', max = 100) {
  return z.number({ error: message }).min(0, message).max(max, message);
}

export const idOnlySchema = z.object({ id: idField() });

/** Attaches a stored upload (POST /files) to a record: a user's signature, a company's logo. */
export const attachFileSchema = z.object({
  id: idField(),
  fileId: idField('Please choose a file'),
});
