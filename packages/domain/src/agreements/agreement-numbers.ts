/**
 * Issue 11: every agreement (order line) gets an HP agreement number and a letter-of-offer number when its
 * application is approved: readable, sequential within a year, year-prefixed, and sharing one serial so the two
 * numbers of a line are recognisably a pair ('SB/HP/2026/0015' and 'SB/LO/2026/0015'). The serial is taken from
 * a per-year counter in the database (unique under concurrency); this module only formats and reads numbers.
 */
export type AgreementNumberKind = 'HP' | 'LO';

const PREFIX = 'SB';
/** At least four digits; a year past 9,999 agreements simply gets longer numbers. */
const SERIAL_DIGITS = 4;
const NUMBER_PATTERN = /^SB\/(HP|LO)\/(\d{4})\/(\d+)$/;

export function formatAgreementNumber(kind: AgreementNumberKind, year: number, serial: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Invalid year ${year}`);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`Invalid serial ${serial}`);
  return `${PREFIX}/${kind}/${year}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

export function parseAgreementNumber(
  value: string,
): { kind: AgreementNumberKind; year: number; serial: number } | null {
  const match = NUMBER_PATTERN.exec(value);
  if (!match) return null;
  const serial = Number(match[3]);
  if (!Number.isSafeInteger(serial) || serial < 1) return null;
  return { kind: match[1] as AgreementNumberKind, year: Number(match[2]), serial };
}

/** The pair of numbers of one agreement. */
export function agreementNumbers(year: number, serial: number): { hpNo: string; letterOffer: string } {
  return {
    hpNo: formatAgreementNumber('HP', year, serial),
    letterOffer: formatAgreementNumber('LO', year, serial),
  };
}
