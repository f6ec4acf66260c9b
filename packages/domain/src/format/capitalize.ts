/**
 * The top bar shows the "capitalised user name": each word starts upper-case; the rest is left as typed so
 * names such as 'McDonald' or 'bin' particles written by the user keep their spelling.
 */
export function capitalize(name: string | null | undefined): string {
  if (!name) return '';
  // Not /\p{Ll}/u: compiling a Unicode property class cost the signed-in shell's first render tens of ms (issue
  // 29); upper-casing a word's first character changes only a lower-case letter (a title-case one such as 'ǅ'
  // becomes 'Ǆ').
  return name.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());
}
