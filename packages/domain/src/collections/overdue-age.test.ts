import { describe, expect, it } from 'vitest';
import { daysPastDue, isNonPerforming, type OverdueAgeBucket, overdueAgeBucket } from './overdue-age';

describe('collections-and-programs.md §9 / decisions.md §6 overdue age buckets', () => {
  it.each<[number, OverdueAgeBucket]>([
    [0, '0-30'],
    [1, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '91-120'],
    [120, '91-120'],
    [121, '121-150'],
    [150, '121-150'],
    [151, '150+'],
    [10_000, '150+'],
  ])('%s days -> %s', (days, bucket) => {
    expect(overdueAgeBucket(days)).toBe(bucket);
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses %s days', (days) => {
    expect(() => overdueAgeBucket(days)).toThrow(
      new RangeError(`Days past due must be a whole number >= 0: ${days}`),
    );
  });

  it.each([
    ['2024-01-15', '2024-01-14', 0],
    ['2024-01-15', '2024-01-15', 0],
    ['2024-01-15', '2024-01-16', 1],
    ['2024-01-15', '2024-04-15', 91],
  ])('due %s, as of %s: %s days past due', (due, asOf, days) => {
    expect(daysPastDue(due, asOf)).toBe(days);
  });
});

describe('decisions.md §6 non-performing: oldest unpaid instalment more than 90 days past due', () => {
  const unpaid = (dueDate: string, paidAmount = 0) => ({ dueDate, chargeAmount: 100, paidAmount });
  it.each<[string, ReturnType<typeof unpaid>[], boolean]>([
    ['90 days is still performing', [unpaid('2024-01-01')], false],
    ['91 days is non-performing', [unpaid('2023-12-31')], true],
    ['only the oldest unpaid counts', [unpaid('2023-06-01', 100), unpaid('2024-02-01')], false],
    ['a partly paid old instalment counts', [unpaid('2023-06-01', 50), unpaid('2024-02-01')], true],
    ['the oldest counts whatever the order given', [unpaid('2024-02-01'), unpaid('2023-06-01')], true],
    ['nothing unpaid', [unpaid('2023-01-01', 100)], false],
    ['no instalments', [], false],
  ])('%s', (_title, instalments, expected) => {
    expect(isNonPerforming(instalments, '2024-03-31')).toBe(expected);
  });
});
