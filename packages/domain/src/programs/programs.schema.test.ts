import { describe, expect, it } from 'vitest';
import {
  criteriaSchema,
  criteriaUpdateSchema,
  factorAttributeSchema,
  factorAttributeUpdateSchema,
  factorSchema,
  factorUpdateSchema,
  factorWeightageEditSchema,
  financialProgramSchema,
  financialProgramTierSchema,
  financialProgramTierUpdateSchema,
  financialProgramUpdateSchema,
} from './programs.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('collections-and-programs.md §5 criteria: category, name and description required', () => {
  it('accepts and flags every missing field', () => {
    expect(
      criteriaSchema.parse({ category: 'Character', name: 'Litigation', description: 'Any suits' }),
    ).toMatchObject({ name: 'Litigation' });
    expect(messages(criteriaSchema.safeParse({ category: '', name: ' ' }))).toEqual([
      'Please select category',
      'Please enter name',
      'Please enter description',
    ]);
    expect(
      criteriaUpdateSchema.safeParse({ id: 1, category: 'a', name: 'b', description: 'c' }).success,
    ).toBe(true);
  });
});

describe('collections-and-programs.md §5/§9 new program', () => {
  const program = {
    name: 'SME Equipment',
    maxCapped: 100_000_000,
    percentageOnNew: 90,
    percentageOnUsed: 70,
  };

  it('defaults maxTenure to 5', () => {
    expect(financialProgramSchema.parse(program)).toEqual({ ...program, maxTenure: 5 });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ name: '' }, ['Please fill in all fields']],
    [{ maxCapped: undefined }, ['Please fill in all fields']],
    [{ percentageOnNew: undefined }, ['Please fill in all fields']],
    [{ percentageOnNew: 0 }, ['Percentage of Loan Amount must be between 1 and 100']],
    [{ percentageOnUsed: 100.5 }, ['Percentage of Loan Amount must be between 1 and 100']],
    [{ percentageOnUsed: 1 }, []],
    [{ maxTenure: 6 }, ['Max Tenure must be between 1 and 5']],
  ])('%j gives %j', (change, expected) => {
    expect(messages(financialProgramSchema.safeParse({ ...program, ...change }))).toEqual(expected);
  });

  it('PUT /financialProgram', () => {
    expect(
      financialProgramUpdateSchema.parse({
        id: 1,
        name: 'A',
        maxTenure: 4,
        percentageOnNew: 80,
        percentageOnUsed: 60,
      }),
    ).toMatchObject({ maxTenure: 4 });
  });
});

describe('collections-and-programs.md §3/§9 tiers: scores 0..100, min <= max, maxTenure 0..5', () => {
  const tier = {
    financialProgramId: 1,
    name: 'Tier A',
    minScore: 70,
    maxScore: 100,
    riskLevel: 'Low',
    minInterestRate: 2.5,
    maxInterestRate: 3.5,
    maxTenure: 5,
    maxCapped: 0,
  };

  it('accepts a tier', () => {
    expect(financialProgramTierSchema.parse(tier)).toEqual(tier);
    expect(financialProgramTierUpdateSchema.parse({ ...tier, id: 3 })).toMatchObject({ id: 3 });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ minScore: 80, maxScore: 70 }, ['Min Score cannot be greater than Max Score']],
    [{ minScore: 80, maxScore: 80 }, []],
    [{ maxScore: 101 }, ['Score must be between 0 and 100']],
    [{ minScore: -1 }, ['Score must be between 0 and 100']],
    [{ minInterestRate: 4 }, ['Min Interest cannot be greater than Max Interest']],
    [{ maxTenure: 6 }, ['Max Tenure must be between 0 and 5']],
    [{ maxTenure: 0 }, []],
    [{ maxCapped: -1 }, ['Max Capped cannot be negative']],
    [{ name: '', riskLevel: '' }, ['Please enter tier name', 'Please enter risk level']],
  ])('%j gives %j', (change, expected) => {
    expect(messages(financialProgramTierSchema.safeParse({ ...tier, ...change }))).toEqual(expected);
  });

  it('the update schema keeps the order rules', () => {
    expect(
      messages(financialProgramTierUpdateSchema.safeParse({ ...tier, id: 3, minScore: 90, maxScore: 10 })),
    ).toEqual(['Min Score cannot be greater than Max Score']);
  });
});

describe('collections-and-programs.md §5 factor weightage edit', () => {
  const factors = [
    { id: 1, weightage: 60 },
    { id: 2, weightage: 40 },
  ];

  it.each<[string, Record<string, unknown>, string[]]>([
    ['existing factors total 100', { factors }, []],
    ['total below 100', { factors: [{ id: 1, weightage: 60 }] }, ['Total weightage must be exactly 100']],
    [
      'a new factor needs name, description and type once it has a weightage',
      {
        factors: [
          { id: 1, weightage: 60 },
          { id: 2, weightage: 30 },
        ],
        newFactor: { weightage: 10 },
      },
      ['Please enter new factor name', 'Please enter new factor description', 'Please select factor type'],
    ],
    [
      'a complete new factor counts in the total',
      {
        factors: [
          { id: 1, weightage: 60 },
          { id: 2, weightage: 30 },
        ],
        newFactor: { name: 'Gearing', description: 'Debt/equity', weightage: 10, resourceId: 4 },
      },
      [],
    ],
    ['a new factor without a weightage is ignored', { factors, newFactor: { name: 'x' } }, []],
    [
      'a weightage above 100',
      { factors: [{ id: 1, weightage: 101 }] },
      ['Weightage must be between 0 and 100', 'Total weightage must be exactly 100'],
    ],
  ])('%s', (_title, body, expected) => {
    expect(messages(factorWeightageEditSchema.safeParse({ financialProgramId: 1, ...body }))).toEqual(
      expected,
    );
  });

  it('POST and PUT /factor', () => {
    expect(
      factorSchema.parse({ financialProgramId: 1, name: 'A', description: 'B', weightage: 0, resourceId: 2 }),
    ).toMatchObject({ weightage: 0 });
    expect(
      messages(factorSchema.safeParse({ financialProgramId: 1, name: '', description: '', weightage: 0 })),
    ).toEqual([
      'Please enter new factor name',
      'Please enter new factor description',
      'Please select factor type',
    ]);
    expect(
      factorUpdateSchema.safeParse({ id: 1, name: 'A', description: 'B', weightage: 10, resourceId: 2 })
        .success,
    ).toBe(true);
  });
});

describe('collections-and-programs.md §5 factor attributes: score 0..10', () => {
  it.each<[number | undefined, string[]]>([
    [0, []],
    [10, []],
    [5.5, []],
    [-1, ['Score must be in the range of 0-10']],
    [10.5, ['Score must be in the range of 0-10']],
    [undefined, ['Score must be in the range of 0-10']],
  ])('score %s gives %j', (score, expected) => {
    expect(messages(factorAttributeSchema.safeParse({ factorId: 1, name: 'Good', score }))).toEqual(expected);
  });

  it('a new attribute needs a name', () => {
    expect(
      messages(factorAttributeUpdateSchema.safeParse({ id: 1, factorId: 1, name: '', score: 1 })),
    ).toEqual(['Please enter attribute name']);
  });
});
