import { z } from 'zod';
import { isCalendarDate } from '../common/calendar-date';
import { EMAIL_INVALID, isValidEmail, isValidPhone, PHONE_INVALID } from '../common/contact-rules';

/** A required text field: missing, non-string or blank all give the spec's one message. */
export function requiredText(message: string, max = 255) {
  return z.string({ error: message }).trim().min(1, message).max(max, message);
}

/** Free text that may be left empty; '' and null both arrive as null. */
export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A chosen row id (select boxes): a positive integer. */
export function idField(message = 'Invalid id') {
  return z.number({ error: message }).int(message).positive(message);
}

export function optionalId() {
  return z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null);
}

/** Money inside the system is integer sen (decisions §2). */
export function senField(message = 'Invalid amount') {
  return z.number({ error: message }).int(message).min(0, message).max(Number.MAX_SAFE_INTEGER, message);
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
export type IdOnly = z.infer<typeof idOnlySchema>;
