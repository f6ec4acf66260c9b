import { EMAIL_INVALID, PHONE_INVALID } from '@sewabeli/domain';

export const DIRECTORSHIP_PHONE_INVALID = 'Phone is not valid, it require a valid phone number';
export const DIRECTORSHIP_EMAIL_INVALID = 'Email is not valid, it require a valid email address';

/**
 * Clients §8: when saving a directorship fails, a server message that mentions the phone reads the phone text,
 * one that mentions the email reads the email text, and anything else is shown as the server said it.
 */
export function directorshipErrorMessage(serverMessage: string): {
  field: 'phone' | 'email' | null;
  message: string;
} {
  if (/phone/i.test(serverMessage)) return { field: 'phone', message: DIRECTORSHIP_PHONE_INVALID };
  if (/e-?mail/i.test(serverMessage)) return { field: 'email', message: DIRECTORSHIP_EMAIL_INVALID };
  return { field: null, message: serverMessage };
}

/** Origination §5: the wizard's Directorship modal says 'Phone number is not valid' and 'Email is not valid'. */
export function originationContactErrorMessage(serverMessage: string): {
  field: 'phone' | 'email' | null;
  message: string;
} {
  if (/phone/i.test(serverMessage)) return { field: 'phone', message: PHONE_INVALID };
  if (/e-?mail/i.test(serverMessage)) return { field: 'email', message: EMAIL_INVALID };
  return { field: null, message: serverMessage };
}
