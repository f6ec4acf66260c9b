import { describe, expect, it } from 'vitest';
import { lastTwelveMonthsStart, loanBarColourOfSen, monthKeys } from './dashboard';

describe('dashboard months', () => {
  it('lists every month of a range, across years; none when it ends first', () => {
    expect(monthKeys('2025-11-23', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthKeys('2026-01-01', '2026-12-31')).toHaveLength(12);
    expect(monthKeys('2026-05-31', '2026-05-01')).toEqual(['2026-05']);
    expect(monthKeys('2026-06-01', '2026-05-31')).toEqual([]);
  });

  it('the last 12 months end with the month of the as-of date', () => {
    expect(lastTwelveMonthsStart('2026-11-23')).toBe('2025-12-01');
    expect(monthKeys(lastTwelveMonthsStart('2026-03-31'), '2026-03-31')).toHaveLength(12);
  });
});

describe('loan bar colour of a month total in sen (thresholds in RM million)', () => {
  it.each([
    [0, 'red'],
    [499_999_999, 'red'],
    [500_000_000, 'orange'],
    [1_000_000_000, 'orange'],
    [1_000_000_001, 'blue'],
  ])('%s sen -> %s', (sen, colour) => {
    expect(loanBarColourOfSen(sen)).toBe(colour);
  });
});
