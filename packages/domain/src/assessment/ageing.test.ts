import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AgeingAmounts, ageingLines, ageingTotal, senInThousands } from './ageing';

const zero: AgeingAmounts = {
  currentMonth: 0,
  month1: 0,
  month2: 0,
  month3: 0,
  month4: 0,
  month5AndAbove: 0,
};

describe('origination §2 ageing tables: RM thousands and %', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [100_000, '1.00'],
    [123_456_700, '1,234.57'],
    [500, '0.01'],
    [499, '0.00'],
    [-100_000, '-1.00'],
  ])('%s sen -> %s thousand', (sen, shown) => {
    expect(senInThousands(sen)).toBe(shown);
  });

  it.each<[Partial<AgeingAmounts>, number[], number]>([
    [{}, [0, 0, 0, 0, 0, 0, 0], 0],
    [{ currentMonth: 100_00, month1: 300_00 }, [25, 75, 0, 0, 0, 0, 100], 400_00],
    [{ currentMonth: 1, month1: 1, month2: 1 }, [33.33, 33.33, 33.33, 0, 0, 0, 100], 3],
    [{ month5AndAbove: 5_000_00 }, [0, 0, 0, 0, 0, 100, 100], 5_000_00],
  ])('%j -> %j of %s', (partial, percents, total) => {
    const lines = ageingLines({ ...zero, ...partial });
    expect(lines.map((line) => line.percent)).toEqual(percents);
    expect(lines.at(-1)).toMatchObject({ key: 'total', label: 'Total', amount: total });
  });

  it('property: the total is the sum of the buckets and every share lies in 0..100', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000_000_00 });
    fc.assert(
      fc.property(fc.tuple(amount, amount, amount, amount, amount, amount), (values) => {
        const [currentMonth, month1, month2, month3, month4, month5AndAbove] = values;
        const amounts = { currentMonth, month1, month2, month3, month4, month5AndAbove };
        const lines = ageingLines(amounts);
        const total = values.reduce((a, b) => a + b, 0);
        expect(ageingTotal(amounts)).toBe(total);
        expect(lines.at(-1)?.percent).toBe(total === 0 ? 0 : 100);
        for (const line of lines.slice(0, -1)) {
          expect(line.percent).toBeGreaterThanOrEqual(0);
          expect(line.percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
