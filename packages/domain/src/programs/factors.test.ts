import { describe, expect, it } from 'vitest';
import {
  attributeRowsToSave,
  FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE,
  factorDeleteIssue,
  isWeightageComplete,
  tidyAttributeRows,
  totalWeightage,
} from './factors';

describe('collections-and-programs.md §5/§9 factor weightages total exactly 100', () => {
  it.each<[(number | null)[], number, boolean]>([
    [[40, 35, 25], 100, true],
    [[40, 35], 75, false],
    [[33.3, 33.3, 33.4], 100, true],
    [[50, null, 50], 100, true],
    [[60, 50], 110, false],
  ])('%j totals %s (complete: %s)', (weightages, total, complete) => {
    expect(totalWeightage(weightages)).toBe(total);
    expect(isWeightageComplete(weightages)).toBe(complete);
  });
});

describe('collections-and-programs.md §5 a factor is deleted only at weightage 0', () => {
  it.each([
    [0, null],
    [5, FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE],
  ])('weightage %s -> %s', (weightage, expected) => {
    expect(factorDeleteIssue({ weightage })).toBe(expected);
  });
  it('uses the spec message', () => {
    expect(FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE).toBe('Weightage must be adjusted to 0 before deleting factor');
  });
});

describe('collections-and-programs.md §2.8/§5 attribute rows', () => {
  it('drops empty rows that are not last and keeps one trailing blank row', () => {
    expect(
      tidyAttributeRows([
        { id: 1, name: 'Good', score: 8, description: '' },
        { name: '', score: null, description: '' },
        { name: 'Fair', score: 5 },
      ]),
    ).toEqual([
      { id: 1, name: 'Good', score: 8, description: '' },
      { name: 'Fair', score: 5 },
      { name: '', score: null, description: '' },
    ]);
  });

  it('keeps a single trailing blank row', () => {
    expect(tidyAttributeRows([{ name: 'A', score: 1 }, { name: '' }])).toEqual([
      { name: 'A', score: 1 },
      { name: '' },
    ]);
    expect(tidyAttributeRows([])).toEqual([{ name: '', score: null, description: '' }]);
  });

  it('saves only named new rows and existing rows not marked deleted', () => {
    expect(
      attributeRowsToSave([
        { id: 1, name: 'Good', score: 8 },
        { id: 2, name: 'Bad', score: 1, deleted: true },
        { name: 'New', score: 4 },
        { name: '  ', score: 4 },
      ]),
    ).toEqual([
      { id: 1, name: 'Good', score: 8 },
      { name: 'New', score: 4 },
    ]);
  });
});
