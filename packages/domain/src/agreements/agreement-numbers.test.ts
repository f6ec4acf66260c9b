import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementNumbers, formatAgreementNumber, parseAgreementNumber } from './agreement-numbers';

describe('agreement numbers', () => {
  it.each([
    ['HP', 2026, 1, 'SB/HP/2026/0001'],
    ['LO', 2026, 15, 'SB/LO/2026/0015'],
    ['HP', 2025, 9999, 'SB/HP/2025/9999'],
    ['HP', 2025, 10000, 'SB/HP/2025/10000'],
  ] as const)('formats %s %i #%i as %s', (kind, year, serial, expected) => {
    expect(formatAgreementNumber(kind, year, serial)).toBe(expected);
  });

  it('pairs the HP and letter-of-offer numbers of one line on one serial', () => {
    expect(agreementNumbers(2026, 42)).toEqual({ hpNo: 'SB/HP/2026/0042', letterOffer: 'SB/LO/2026/0042' });
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the serial %s', (serial) => {
    expect(() => formatAgreementNumber('HP', 2026, serial)).toThrow(RangeError);
  });

  it.each([999, 10000, 2026.5])('refuses the year %s', (year) => {
    expect(() => formatAgreementNumber('HP', year, 1)).toThrow(RangeError);
  });

  it.each([
    '',
    'SB/HP/2026/',
    'SB/XX/2026/0001',
    'SB/HP/26/0001',
    'sb/hp/2026/0001',
    'SB/HP/2026/0000',
    'x SB/HP/2026/0001',
  ])('reads %j as no agreement number', (value) => {
    expect(parseAgreementNumber(value)).toBeNull();
  });

  it('reads back what it writes, and numbers sort by serial within a year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('HP' as const, 'LO' as const),
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        (kind, year, serial) => {
          const text = formatAgreementNumber(kind, year, serial);
          expect(parseAgreementNumber(text)).toEqual({ kind, year, serial });
          if (serial > 1) expect(formatAgreementNumber(kind, year, serial - 1) < text).toBe(true);
        },
      ),
    );
  });
});
