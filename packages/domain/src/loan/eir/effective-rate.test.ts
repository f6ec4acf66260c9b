import { describe, expect, it } from 'vitest';
import { type CashFlow, internalRateOfReturn, netPresentValue } from './effective-rate';

describe('decisions.md §3 effective rate solver (Newton with bisection fallback)', () => {
  it.each<[string, CashFlow[], number]>([
    [
      'one period at 1 %',
      [
        { month: 0, amount: -10000 },
        { month: 1, amount: 10100 },
      ],
      0.01,
    ],
    [
      'zero interest',
      [
        { month: 0, amount: -200 },
        { month: 1, amount: 100 },
        { month: 2, amount: 100 },
      ],
      0,
    ],
    [
      'a loss gives a negative rate',
      [
        { month: 0, amount: -1000 },
        { month: 1, amount: 450 },
        { month: 2, amount: 450 },
      ],
      -0.0678,
    ],
    [
      'a loss of almost everything: the bracket walks below -50 % a month',
      [
        { month: 0, amount: -100 },
        { month: 1, amount: 1 },
      ],
      -0.99,
    ],
    [
      'a huge rate still converges',
      [
        { month: 0, amount: -1 },
        { month: 1, amount: 1000 },
      ],
      999,
    ],
    [
      'flows out of order and split at month 0',
      [
        { month: 2, amount: 5000 },
        { month: 0, amount: -6000 },
        { month: 0, amount: 1000 },
      ],
      0,
    ],
  ])('%s', (_title, flows, expected) => {
    const rate = internalRateOfReturn(flows);
    expect(rate).toBeCloseTo(expected, 3);
    expect(Math.abs(netPresentValue(flows, rate))).toBeLessThan(1e-6);
  });

  it.each<[string, CashFlow[]]>([
    ['no outflow', [{ month: 1, amount: 100 }]],
    [
      'a net inflow at month 0',
      [
        { month: 0, amount: 5 },
        { month: 1, amount: 100 },
      ],
    ],
    [
      'a later outflow',
      [
        { month: 0, amount: -100 },
        { month: 1, amount: -5 },
        { month: 2, amount: 200 },
      ],
    ],
    [
      'no receipts',
      [
        { month: 0, amount: -100 },
        { month: 1, amount: 0 },
      ],
    ],
  ])('refuses %s', (_title, flows) => {
    expect(() => internalRateOfReturn(flows)).toThrow(
      new RangeError('The cash flows must be one outflow at month 0 followed by receipts'),
    );
  });
});
