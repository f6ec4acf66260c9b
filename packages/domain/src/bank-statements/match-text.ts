/** Issue 31: reading a bank's text: agreement numbers, registration numbers and the words of a company's name. */

/** Words of a company's name that tell nothing about which company it is. */
export const NAME_NOISE = new Set([
  'SDN',
  'BHD',
  'BERHAD',
  'SENDIRIAN',
  'PLT',
  'ENTERPRISE',
  'ENTERPRISES',
  'TRADING',
  'CO',
  'COMPANY',
  'AND',
  'THE',
  'M',
  'MALAYSIA',
  'MSIA',
  'GROUP',
  'HOLDINGS',
  'RESOURCES',
  'SERVICES',
  'INDUSTRIES',
  'TRF',
  'FR',
  'FROM',
  'TO',
  'IBG',
  'GIRO',
  'DUITNOW',
  'JOMPAY',
  'FPX',
  'PAYMENT',
  'PYMT',
  'PMT',
  'TRANSFER',
  'INSTANT',
  'CR',
  'CREDIT',
  'REF',
  'HP',
  'SB',
  'LO',
  'CHQ',
  'CHEQUE',
  'DEPOSIT',
  'CDM',
  'CASH',
  'INSTALMENT',
  'INSTALLMENT',
  'ANSURAN',
]);

export function upper(text: string): string {
  return text.toUpperCase();
}

export function words(text: string): string[] {
  return (
    upper(text)
      // Stryker disable next-line Regex: a run of other characters or each alone: the empty words go below.
      .replace(/[^A-Z0-9]+/g, ' ')
      .split(' ')
      .filter((word) => word !== '')
  );
}

/** A company's significant words: 'Syarikat Maju Jaya Sdn. Bhd.' -> SYARIKAT, MAJU, JAYA. */
export function nameWords(name: string): string[] {
  return words(name).filter((word) => word.length >= 2 && !NAME_NOISE.has(word) && !/^\d+$/.test(word));
}

/** 'SB/HP/2025/0077' and 'sb hp 2025-77' alike: 'HP|2025|77'. */
function agreementKey(kind: string, year: string, serial: string): string {
  return `${kind}|${year}|${Number(serial)}`;
}

// SB/HP/2025/0077 with the usual mangling: slashes dropped or turned to spaces, dashes, dots, lower case, the
// SB prefix left out (but not the HP or LO that says which number it is).
const AGREEMENT_NUMBER = /(?<![A-Z])(?:SB[\s/\-_.]*)?(HP|LO)[\s/\-_.#:]*(20\d{2})[\s/\-_.]*(\d{1,6})(?!\d)/g;

/** The agreement numbers written in a bank text, as keys. */
export function agreementNumbersIn(text: string): string[] {
  const keys: string[] = [];
  for (const match of upper(text).matchAll(AGREEMENT_NUMBER)) {
    keys.push(agreementKey(match[1] as string, match[2] as string, match[3] as string));
  }
  return keys;
}

export function agreementNumberKey(number: string | null): string | null {
  if (!number) return null;
  return agreementNumbersIn(number)[0] ?? null;
}

/** Registration numbers compare without punctuation: '201901012345 (1234567-A)' -> 201901012345, 1234567A. */
export function registrationKeys(registrationNo: string | null): string[] {
  if (!registrationNo) return [];
  return upper(registrationNo)
    .split(/[\s(),;]+/)
    .map((part) => part.replace(/[^A-Z0-9]/g, ''))
    .filter((part) => part.length >= 6 && /\d{5}/.test(part));
}

export function registrationKeysIn(text: string): string[] {
  const tokens = upper(text).split(/[\s(),;/:]+/);
  const keys = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = (tokens[i] as string).replace(/[^A-Z0-9]/g, '');
    if (token.length >= 6) keys.add(token);
    // '1234567 A' written apart
    const next = tokens[i + 1];
    if (next && /^[A-Z]$/.test(next)) keys.add(`${token}${next}`);
  }
  return [...keys];
}

export function pairsOf(list: readonly string[]): string[] {
  return list.slice(1).map((word, i) => `${list[i]} ${word}`);
}
