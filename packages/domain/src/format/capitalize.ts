/**
 * The top bar shows the "capitalised user name": each word starts upper-case; the rest is left as typed so
 * names such as 'McDonald' or 'bin' particles written by the user keep their spelling.
 */
export function capitalize(name: string | null | undefined): string {
  if (!name) return '';
  return name.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
