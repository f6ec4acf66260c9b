/**
 * Clients §5/§9: at least 8 characters, one capital letter and one special character (anything that is not a
 * letter, digit or space). Letters are Unicode letters, so 'Ä' is a capital and not a special character.
 */
export function isValidPassword(password: string): boolean {
  return password.length >= 8 && /\p{Lu}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password);
}

/**
 * Clients §9: "longer than 5 characters" (the hint's "minimum 5" contradicts it; the rule wins). Whitespace
 * is refused because a username with spaces cannot be typed back reliably at sign-in.
 */
export function isValidUsername(username: string): boolean {
  return username.length > 5 && !/\s/.test(username);
}

export const PASSWORD_RULE_HINT =
  'Minimum 8 characters, with at least one capital letter and one special character';
export const USERNAME_RULE_HINT = 'More than 5 characters, no spaces, not an existing username';
