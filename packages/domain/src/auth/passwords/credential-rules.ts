import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/**
 * Clients §5/§9: at least 8 characters, one capital letter and one special character (anything that is not a
 * letter, digit or space). Letters are Unicode letters, so 'Ä' is a capital and not a special character.
 */
export function meetsPasswordRules(password: string): boolean {
  return password.length >= 8 && /\p{Lu}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password);
}

let commonPasswords: Set<string> | undefined;

/**
 * Passwords this product has published or that anyone would try first against it: the demo users' password is in
 * the README, so it is refused as a new password everywhere (it still signs the demo users in, in demo mode).
 */
const PRODUCT_PASSWORDS = ['demo1234', 'demoa1234', 'sewabeli', 'sewabeli1', 'sewabeli123', 'superadmin'];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * The forms of a password a guesser tries: as typed in lower case, without the special characters around it or
 * anywhere ('PASSWORD!' -> 'password'), and with look-alike characters read as letters ('P@ssw0rd!' -> 'password').
 */
export function passwordGuessForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const core = lower.replace(/[^\p{L}\p{N}]/gu, '');
  const unleeted = [...trimmed]
    .map((char) => LEET[char] ?? char)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
  return [...new Set([lower, trimmed, core, unleeted])];
}

/** ASVS 6.2.4: one of the 10,000 most common passwords (or this product's own), however decorated. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set([...COMMON_PASSWORDS_TEXT.split('\n'), ...PRODUCT_PASSWORDS]);
  const known = commonPasswords;
  return passwordGuessForms(password).some((form) => known.has(form));
}

/**
 * 'AAAAAAA!' and 'A!' followed by six spaces meet the letter of the rule and none of its purpose: more than half
 * of the password is one character (letters compared without case) or whitespace.
 */
export function isMostlyOneCharacter(password: string): boolean {
  const chars = [...password.normalize('NFKC').toLowerCase()].map((char) => (/\s/u.test(char) ? ' ' : char));
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return most * 2 > chars.length;
}

/** ASVS 6.2.11-style context words: the account's own username inside its password, in any case. */
export function containsUsername(password: string, username: string | null | undefined): boolean {
  const name = username?.normalize('NFKC').trim().toLowerCase();
  return !!name && password.normalize('NFKC').toLowerCase().includes(name);
}

/**
 * Every password rule: the spec's three (with its one message), and the issue 9 refusals of common passwords,
 * mostly-one-character passwords and passwords containing the username (when it is known).
 */
export function isValidPassword(password: string, username?: string | null): boolean {
  return (
    meetsPasswordRules(password) &&
    !isMostlyOneCharacter(password) &&
    !containsUsername(password, username) &&
    !isCommonPassword(password)
  );
}

/**
 * A username as stored and compared: NFKC-normalised (a full-width 'ｓｕｐｅｒａｄｍｉｎ' is 'superadmin') and trimmed.
 */
export const normaliseUsername = (username: string) => username.normalize('NFKC').trim();

/**
 * Plain letters, digits, dot, underscore and hyphen only: a Cyrillic 'е' or a zero-width space cannot make a
 * second 'superadmin' that reads the same.
 */
const PLAIN_USERNAME = /^[A-Za-z0-9._-]+$/;

/**
 * Clients §9: "longer than 5 characters" (the hint's "minimum 5" contradicts it; the rule wins), after
 * normalisation, in the plain character set (which also refuses whitespace: it cannot be typed back reliably).
 */
export function isValidUsername(username: string): boolean {
  const normal = normaliseUsername(username);
  return normal.length > 5 && PLAIN_USERNAME.test(normal);
}

export const PASSWORD_RULE_HINT =
  'Minimum 8 characters, with at least one capital letter and one special character';
export const USERNAME_RULE_HINT = 'More than 5 characters, no spaces, not an existing username';
