import { describe, expect, it } from 'vitest';
import {
  isPrepaymentPlan,
  PREPAYMENT_PLANS,
  type PrepaymentPlan,
  prepaidSeqs,
  prepaymentPairLabel,
  prepaymentPlanLabel,
} from './prepayment';

describe('collections-and-programs.md §4 / decisions.md §3 pre-payment plan label', () => {
  it.each<[PrepaymentPlan, string, string]>([
    [[0, 0], '0 + 0', '0 + 0'],
    [[1, 0], '1 + 0', '1 + 0'],
    [[0, 1], '1 + 0', '0 + 1'],
    [[1, 1], '1 + 1', '1 + 1'],
    [[0, 2], '1 + 1', '0 + 2'],
    [[1, 2], '1 + 2', '1 + 2'],
  ])('%j reads %s (master list %s)', (plan, label, pair) => {
    expect(prepaymentPlanLabel(plan)).toBe(label);
    expect(prepaymentPairLabel(plan)).toBe(pair);
  });

  it('refuses a pair outside the options', () => {
    expect(() => prepaymentPlanLabel([2, 2])).toThrow(new RangeError('Not a prepayment plan: [2, 2]'));
  });
});

describe('origination.md §9 prepayment options: first part 0 or 1, second 0, 1 or 2', () => {
  it.each<[unknown, boolean]>([
    [[0, 0], true],
    [[1, 2], true],
    [[2, 0], false],
    [[0, 3], false],
    [[0], false],
    [[0, 0, 0], false],
    ['0 + 0', false],
  ])('%j is a plan: %s', (value, expected) => {
    expect(isPrepaymentPlan(value)).toBe(expected);
  });

  it.each<[number, PrepaymentPlan, number[]]>([
    [12, [0, 0], []],
    [12, [1, 0], [1]],
    [12, [0, 2], [11, 12]],
    [12, [1, 2], [1, 11, 12]],
    [4, [1, 2], [1, 3, 4]],
  ])('%s months with %j prepays instalments %j', (months, plan, seqs) => {
    expect(prepaidSeqs(months, plan)).toEqual(seqs);
  });

  it.each<[number, PrepaymentPlan, string]>([
    [3, [1, 2], 'A prepayment of 1 + 2 leaves nothing to collect over 3 months'],
    [1, [1, 0], 'A prepayment of 1 + 0 leaves nothing to collect over 1 months'],
    [12, [3, 0], 'Not a prepayment plan: [3, 0]'],
  ])('%s months with %j is refused', (months, plan, message) => {
    expect(() => prepaidSeqs(months, plan)).toThrow(new RangeError(message));
  });

  it('offers the six plans of the spec', () => {
    expect(PREPAYMENT_PLANS).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 2],
      [1, 2],
    ]);
  });
});
