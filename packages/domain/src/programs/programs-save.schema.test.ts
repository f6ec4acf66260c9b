import { describe, expect, it } from 'vitest';
import { factorDetailSaveSchema, programDetailSaveSchema, SAVE_MESSAGES } from './programs-save.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

const tier = {
  financialProgramId: 7,
  name: 'Prime',
  minScore: 70,
  maxScore: 100,
  riskLevel: 'Low',
  minInterestRate: 3.5,
  maxInterestRate: 4.5,
  maxTenure: 5,
  maxCapped: 300_000_000,
};

const program = {
  id: 7,
  name: 'Heavy Equipment Financing',
  maxTenure: 5,
  percentageOnNew: 85,
  percentageOnUsed: 70,
  tiers: {
    upserts: [
      { ...tier, id: 1 },
      { ...tier, name: 'Standard', minScore: 50, maxScore: 69.99 },
    ],
    deletes: [3],
  },
};

describe('program detail Save (collections §2.6, §5)', () => {
  it('accepts the program fields with new, changed and deleted tiers', () => {
    const parsed = programDetailSaveSchema.parse(program);
    expect(parsed.tiers.upserts).toHaveLength(2);
    expect(parsed.tiers.upserts[1]?.id).toBeUndefined();
    expect(parsed.tiers.deletes).toEqual([3]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['percentage above 100', { percentageOnNew: 101 }, 'Percentage of Loan Amount must be between 1 and 100'],
    ['percentage below 1', { percentageOnUsed: 0 }, 'Percentage of Loan Amount must be between 1 and 100'],
    ['blank name', { name: ' ' }, 'Please fill in all fields'],
  ])('refuses a %s', (_, change, message) => {
    expect(messages(programDetailSaveSchema.safeParse({ ...program, ...change }))).toContain(message);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'min score above max score',
      { minScore: 80, maxScore: 70 },
      'Min Score cannot be greater than Max Score',
    ],
    ['score above 100', { maxScore: 101 }, 'Score must be between 0 and 100'],
    [
      'min interest above max',
      { minInterestRate: 5, maxInterestRate: 4 },
      'Min Interest cannot be greater than Max Interest',
    ],
    ['tenure above 5', { maxTenure: 6 }, 'Max Tenure must be between 0 and 5'],
    ['tier of another program', { financialProgramId: 8 }, SAVE_MESSAGES.tierOfOtherProgram],
  ])('refuses a tier with %s', (_, change, message) => {
    const bad = { ...program, tiers: { upserts: [{ ...tier, ...change }], deletes: [] } };
    expect(messages(programDetailSaveSchema.safeParse(bad))).toContain(message);
  });

  it('refuses a tier both saved and deleted, or listed twice', () => {
    const both = { ...program, tiers: { upserts: [{ ...tier, id: 3 }], deletes: [3] } };
    expect(messages(programDetailSaveSchema.safeParse(both))).toEqual([SAVE_MESSAGES.rowSavedAndDeleted]);
    const twice = {
      ...program,
      tiers: {
        upserts: [
          { ...tier, id: 3 },
          { ...tier, id: 3 },
        ],
        deletes: [4, 4],
      },
    };
    expect(messages(programDetailSaveSchema.safeParse(twice))).toEqual([
      SAVE_MESSAGES.rowTwice,
      SAVE_MESSAGES.rowTwice,
    ]);
  });
});

const factor = {
  id: 4,
  name: 'Gearing Ratio',
  description: 'Total borrowings over shareholders funds',
  attributes: {
    upserts: [
      { id: 10, name: 'Below 1.0x', score: 10, description: '' },
      { name: 'Above 3.0x', score: 0, description: null },
    ],
    deletes: [11],
  },
};

describe('factor detail Save (collections §2.8, §5)', () => {
  it('accepts attribute rows and turns empty descriptions into null', () => {
    const parsed = factorDetailSaveSchema.parse(factor);
    expect(parsed.attributes.upserts.map((row) => row.description)).toEqual([null, null]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['score above 10', { score: 11 }, 'Score must be in the range of 0-10'],
    ['negative score', { score: -1 }, 'Score must be in the range of 0-10'],
    ['fractional score', { score: 7.5 }, SAVE_MESSAGES.attributeScoreWhole],
    ['missing score', { score: undefined }, 'Score must be in the range of 0-10'],
    ['blank name', { name: '  ' }, 'Please enter attribute name'],
  ])('refuses an attribute with %s', (_, change, message) => {
    const bad = { ...factor, attributes: { upserts: [{ name: 'Clean', score: 5, ...change }], deletes: [] } };
    expect(messages(factorDetailSaveSchema.safeParse(bad))).toContain(message);
  });

  it('requires the factor name and description', () => {
    expect(messages(factorDetailSaveSchema.safeParse({ ...factor, name: '', description: '' }))).toEqual([
      SAVE_MESSAGES.factorName,
      SAVE_MESSAGES.factorDescription,
    ]);
  });

  it('refuses an attribute both saved and deleted', () => {
    const both = { ...factor, attributes: { upserts: [{ id: 11, name: 'x', score: 1 }], deletes: [11] } };
    expect(messages(factorDetailSaveSchema.safeParse(both))).toEqual([SAVE_MESSAGES.rowSavedAndDeleted]);
  });
});
