import { describe, expect, it } from 'vitest';
import { draftOf, draftTotal, isDraftDirty } from './score-card-draft';

const factors = [
  {
    factorId: 1,
    factorAttributeId: 11,
    remark: null,
    weightage: 40,
    attributes: [
      { id: 10, score: 2 },
      { id: 11, score: 10 },
    ],
  },
  { factorId: 2, factorAttributeId: null, remark: 'x', weightage: 60, attributes: [{ id: 20, score: 5 }] },
];

describe('score card draft', () => {
  it('totals the chosen attributes live (a factor without a choice scores 0)', () => {
    const draft = draftOf(factors);
    expect(draftTotal(factors, draft)).toBe(40);
    expect(draftTotal(factors, { ...draft, 2: { factorAttributeId: 20, remark: '' } })).toBe(70);
  });

  it('is dirty only when a choice or a remark differs from what is saved', () => {
    const draft = draftOf(factors);
    expect(isDraftDirty(factors, draft)).toBe(false);
    expect(isDraftDirty(factors, { ...draft, 1: { factorAttributeId: 10, remark: '' } })).toBe(true);
    expect(isDraftDirty(factors, { ...draft, 2: { factorAttributeId: null, remark: 'y' } })).toBe(true);
  });
});
