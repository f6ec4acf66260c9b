/** Origination §5: 7 to 12 characters, each a digit or a hyphen. */
export function isValidPhone(phone: string): boolean {
  return /^[0-9-]{7,12}$/.test(phone);
}

/** Origination §5: "a simple e-mail pattern". */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export const PHONE_INVALID = 'Phone number is not valid';
export const EMAIL_INVALID = 'Email is not valid';
