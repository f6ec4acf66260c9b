import { describe, expect, it } from 'vitest';
import { quoteFlatRate } from '../flat-rate/flat-rate-quote';
import { DEFAULT_RATE_CAPS, type RateCap, rateCapFor, rateCapIssue, rateCapsIssue } from './rate-caps';

const threeBands: RateCap[] = [
  { upToYears: 3, maxRate: 18 },
  { upToYears: 5, maxRate: 16.5 },
  { upToYears: null, maxRate: 15 },
];

describe('issue 14 rate caps', () => {
  it('defaults to the reported figures of the Hire Purchase (Amendment) Bill 2025', () => {
    expect(DEFAULT_RATE_CAPS).toEqual([
      { upToYears: 5, maxRate: 17 },
      { upToYears: null, maxRate: 16 },
    ]);
  });

  it.each<[number, number, string | null]>([
    [18.2, 5, 'The effective rate of 18.20 % exceeds the cap of 17 % for a tenure of up to 5 years'],
    [17.01, 1, 'The effective rate of 17.01 % exceeds the cap of 17 % for a tenure of up to 5 years'],
    [17, 5, null],
    [16.99, 0.5, null],
    [16.01, 5.5, 'The effective rate of 16.01 % exceeds the cap of 16 % for a tenure of more than 5 years'],
    [16, 9, null],
    [16.5, 5, null],
  ])('an effective rate of %s over %s years: %s', (rate, years, expected) => {
    expect(rateCapIssue(rate, years)).toBe(expected);
  });

  // BNM BankingInfo's flat example (RM 50,000 at 10 % flat over 5 years, "annual percentage rate = 17.3 %")
  // is refused under the reform: its effective rate, 17.27 %, exceeds 17 %.
  it('refuses the BNM BankingInfo flat example: 10 % flat over 5 years is 17.27 % effective', () => {
    const quote = quoteFlatRate({
      cost: 5_000_000,
      loanAmount: 5_000_000,
      interestRate: 10,
      tenureYears: 5,
      prepayment: [0, 0],
    });
    expect(quote.effectiveRate).toBe(17.27);
    expect(rateCapIssue(quote.effectiveRate, 5)).toBe(
      'The effective rate of 17.27 % exceeds the cap of 17 % for a tenure of up to 5 years',
    );
  });

  it.each<[number, number, string | null]>([
    [18.5, 2, 'The effective rate of 18.50 % exceeds the cap of 18 % for a tenure of up to 3 years'],
    [
      16.6,
      4,
      'The effective rate of 16.60 % exceeds the cap of 16.50 % for a tenure of more than 3 years and up to 5 years',
    ],
    [15.5, 7, 'The effective rate of 15.50 % exceeds the cap of 15 % for a tenure of more than 5 years'],
    [16.5, 3.5, null],
  ])('configured caps: %s over %s years: %s', (rate, years, expected) => {
    expect(rateCapIssue(rate, years, threeBands)).toBe(expected);
  });

  it('one band for every tenure, and a one-year band, read naturally', () => {
    expect(rateCapIssue(20, 3, [{ upToYears: null, maxRate: 15 }])).toBe(
      'The effective rate of 20.00 % exceeds the cap of 15 % for any tenure',
    );
    expect(
      rateCapIssue(20, 1, [
        { upToYears: 1, maxRate: 15 },
        { upToYears: null, maxRate: 14 },
      ]),
    ).toBe('The effective rate of 20.00 % exceeds the cap of 15 % for a tenure of up to 1 year');
  });

  it('finds the band of a tenure, the upper end included', () => {
    expect(rateCapFor(3, threeBands)).toBe(threeBands[0]);
    expect(rateCapFor(3.0833, threeBands)).toBe(threeBands[1]);
    expect(rateCapFor(30, threeBands)).toBe(threeBands[2]);
  });

  it.each<[string, RateCap[], string | null]>([
    ['the defaults', [...DEFAULT_RATE_CAPS], null],
    ['a cap of 0 (no interest at all)', [{ upToYears: null, maxRate: 0 }], null],
    ['a cap of 100', [{ upToYears: null, maxRate: 100 }], null],
    ['no caps', [], 'At least one rate cap is required'],
    ['a negative rate', [{ upToYears: null, maxRate: -1 }], 'A rate cap must be between 0 and 100'],
    ['a rate above 100', [{ upToYears: null, maxRate: 101 }], 'A rate cap must be between 0 and 100'],
    [
      'a rate that is not a number',
      [{ upToYears: null, maxRate: Number.NaN }],
      'A rate cap must be between 0 and 100',
    ],
    [
      'an open band before the last',
      [
        { upToYears: null, maxRate: 17 },
        { upToYears: null, maxRate: 16 },
      ],
      'Only the last rate cap may have no tenure limit',
    ],
    [
      'tenures not increasing',
      [
        { upToYears: 5, maxRate: 17 },
        { upToYears: 5, maxRate: 16 },
        { upToYears: null, maxRate: 15 },
      ],
      'Rate cap tenures must be positive and increasing',
    ],
    ['a zero tenure', [{ upToYears: 0, maxRate: 17 }], 'Rate cap tenures must be positive and increasing'],
    ['no open last band', [{ upToYears: 5, maxRate: 17 }], 'The last rate cap must have no tenure limit'],
  ])('caps: %s', (_title, caps, expected) => {
    expect(rateCapsIssue(caps)).toBe(expected);
  });

  it('refuses to judge against caps that do not make sense', () => {
    expect(() => rateCapIssue(10, 1, [])).toThrow(new RangeError('At least one rate cap is required'));
  });
});
