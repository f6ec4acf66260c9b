import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editLimitMessage, maxEditFinanceAmount } from './finance-limits';
import {
  CONDITION_ALREADY_ADDED,
  type ProductLineCandidate,
  type ProductLineContext,
  productLineEditIssues,
  productLineIssues,
} from './product-line-issues';

const line: ProductLineCandidate = {
  productId: 7,
  condition: 'New',
  cost: 10_000_000,
  loanAmount: 9_000_000,
  quantity: 1,
  interestRate: 3,
  tenure: 3,
};

const context: ProductLineContext = {
  program: { percentageOnNew: 90, percentageOnUsed: 70, maxCapped: 20_000_000, maxTenure: 5 },
  tier: { minInterestRate: 2.5, maxInterestRate: 4.5, maxTenure: 3, maxCapped: 0 },
  otherLines: [{ id: 1, productId: 7, condition: 'Used', loanAmount: 5_000_000, quantity: 1 }],
};

describe('origination.md §5 / decisions.md §3 adding a product line', () => {
  it('names the clash of model and condition', () => {
    expect(CONDITION_ALREADY_ADDED).toBe('This condition has already been added for the selected model');
  });

  it('accepts a line within every limit', () => {
    expect(productLineIssues(line, context)).toEqual([]);
  });

  it.each<[string, Partial<ProductLineCandidate>, Partial<ProductLineContext>, string[]]>([
    [
      'a condition already added for the model',
      { condition: 'Used', loanAmount: 7_000_000 },
      {},
      [CONDITION_ALREADY_ADDED],
    ],
    ['interest outside the tier', { interestRate: 5 }, {}, ['Interest rate must be between 2.5% and 4.5%']],
    ['tenure beyond the tier', { tenure: 4 }, {}, ['Tenure must be between 1 and 3 years']],
    [
      'finance above the program percentage',
      { loanAmount: 9_000_001 },
      {},
      ['Finance amount exceeds the maximum finance amount of RM 90,000.00'],
    ],
    [
      'program maxCapped breached by the application total',
      { quantity: 2, cost: 10_000_000, loanAmount: 9_000_000 },
      {},
      ["Total finance amount RM 230,000.00 exceeds the program's Maximum Loan Amount of RM 200,000.00"],
    ],
    ['no tier: 0..100 and 1..program maxTenure', { interestRate: 40, tenure: 5 }, { tier: null }, []],
    [
      'the same condition of another model is no clash',
      { productId: 8, condition: 'Used', loanAmount: 7_000_000 },
      {},
      [],
    ],
    [
      'a saved line clashes with another saved line of the same model and condition',
      { id: 2, condition: 'Used', loanAmount: 7_000_000 },
      {},
      [CONDITION_ALREADY_ADDED],
    ],
    [
      'the quantity of the other lines counts towards maxCapped',
      {},
      { otherLines: [{ id: 1, productId: 7, condition: 'Used', loanAmount: 5_000_000, quantity: 3 }] },
      ["Total finance amount RM 240,000.00 exceeds the program's Maximum Loan Amount of RM 200,000.00"],
    ],
    [
      "the tier's maxCapped",
      {},
      {
        program: { percentageOnNew: 90, percentageOnUsed: 70, maxCapped: 0, maxTenure: 5 },
        tier: { minInterestRate: 2.5, maxInterestRate: 4.5, maxTenure: 3, maxCapped: 13_999_999 },
      },
      ["Total finance amount RM 140,000.00 exceeds the tier's Max Capped of RM 139,999.99"],
    ],
    [
      "the program's maxTenure when the tier has none",
      { tenure: 3 },
      {
        program: { percentageOnNew: 90, percentageOnUsed: 70, maxCapped: 0, maxTenure: 2 },
        tier: { minInterestRate: 2.5, maxInterestRate: 4.5, maxTenure: 0 },
      },
      ['Tenure must be between 1 and 2 years'],
    ],
    [
      'every breach at once, in order',
      { condition: 'Used', interestRate: 1, tenure: 4, loanAmount: 7_000_001 },
      {},
      [
        CONDITION_ALREADY_ADDED,
        'Interest rate must be between 2.5% and 4.5%',
        'Tenure must be between 1 and 3 years',
        'Finance amount exceeds the maximum finance amount of RM 70,000.00',
      ],
    ],
  ])('%s', (_title, change, contextChange, expected) => {
    expect(productLineIssues({ ...line, ...change }, { ...context, ...contextChange })).toEqual(expected);
  });

  it('editing a saved line does not clash with itself', () => {
    expect(productLineIssues({ ...line, id: 1, condition: 'Used', loanAmount: 7_000_000 }, context)).toEqual(
      [],
    );
  });
});

describe('origination.md §5 / decisions.md §3 editing a saved product line', () => {
  const saved: ProductLineCandidate = { ...line, id: 1, condition: 'Used', loanAmount: 5_000_000 };

  it.each<[string, Partial<ProductLineCandidate>, Partial<ProductLineContext>, string[]]>([
    ['within every limit', {}, {}, []],
    // 95 % of cost is above the program's 90 % for New but within the 100 % edit limit.
    [
      'New above the program percentage but within 100 %',
      { condition: 'New', loanAmount: 9_500_000 },
      { otherLines: [] },
      [],
    ],
    [
      'New at exactly 100 % of cost',
      { condition: 'New', loanAmount: 10_000_000 },
      { otherLines: [], program: { ...context.program, maxCapped: 0 } },
      [],
    ],
    [
      'New above 100 % of cost',
      { condition: 'New', loanAmount: 10_000_001 },
      { otherLines: [], program: { ...context.program, maxCapped: 0 } },
      ['Finance amount for New condition exceeded the limit of 100% of cost'],
    ],
    ['Used at exactly 90 % of cost', { loanAmount: 9_000_000 }, { otherLines: [] }, []],
    [
      'Used above 90 % of cost',
      { loanAmount: 9_000_001 },
      { otherLines: [] },
      ['Finance amount for Used condition exceeded the limit of 90% of cost'],
    ],
    [
      'Recon above 90 % of cost',
      { condition: 'Recon', loanAmount: 9_000_001 },
      { otherLines: [] },
      ['Finance amount for Recon condition exceeded the limit of 90% of cost'],
    ],
    [
      'the maxCapped counts the other lines, not the saved figure of the line itself',
      { loanAmount: 9_000_000 },
      {
        otherLines: [
          { id: 1, productId: 7, condition: 'Used', loanAmount: 5_000_000, quantity: 1 },
          { id: 2, productId: 8, condition: 'New', loanAmount: 11_000_001, quantity: 1 },
        ],
      },
      ["Total finance amount RM 200,000.01 exceeds the program's Maximum Loan Amount of RM 200,000.00"],
    ],
    [
      'interest, tenure and the limit together',
      { interestRate: 9, tenure: 5, loanAmount: 9_500_000 },
      { otherLines: [] },
      [
        'Interest rate must be between 2.5% and 4.5%',
        'Tenure must be between 1 and 3 years',
        'Finance amount for Used condition exceeded the limit of 90% of cost',
      ],
    ],
  ])('%s', (_title, change, contextChange, expected) => {
    expect(productLineEditIssues({ ...saved, ...change }, { ...context, ...contextChange })).toEqual(
      expected,
    );
  });

  it('refuses exactly the finance amounts above the edit limit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.constantFrom('New', 'Used', 'Pre-Owned', 'Recon'),
        fc.integer({ min: 1, max: 12_000_000_000 }),
        (cost, condition, loanAmount) => {
          const issues = productLineEditIssues(
            { ...saved, cost, condition, loanAmount },
            { program: { ...context.program, maxCapped: 0 }, tier: null, otherLines: [] },
          );
          const over = loanAmount > maxEditFinanceAmount(cost, condition);
          expect(issues).toEqual(over ? [editLimitMessage(condition)] : []);
        },
      ),
    );
  });
});
