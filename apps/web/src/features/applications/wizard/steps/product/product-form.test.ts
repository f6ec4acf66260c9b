import { DEFAULT_RATE_CAPS, quoteFlatRate, quoteLine } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import {
  addIssues,
  conditionChoices,
  editIssues,
  initialFormValues,
  liveFigures,
  type ProductFormValues,
  senOf,
  tenureOptions,
  toInput,
} from './product-form';

const program = {
  percentageOnNew: 90,
  percentageOnUsed: 80,
  maxCapped: 0,
  maxTenure: 5,
  interestMethod: 'flat' as const,
};
const rateCaps = DEFAULT_RATE_CAPS;
const TODAY = '2026-11-28';
const flatTerms = { method: 'flat' as const, rateCaps };
const tier = { minInterestRate: 2.5, maxInterestRate: 4.5, maxTenure: 4, maxCapped: 0 };

const filled: ProductFormValues = {
  ...initialFormValues(tier, 2026),
  brandId: '1',
  productId: '7',
  vendorId: '3',
  cost: '100,000.00',
  condition: 'New',
  quantity: 2,
  loanAmount: '90000',
  tenure: '3',
  resourceId: '61',
};

describe('the Product entry form (origination §2, §5, §9)', () => {
  it('starts at the tier maximum rate, RM 250 JPJ, 1.25 % insurance, 0 + 0 prepayment, this year', () => {
    expect(initialFormValues(tier, 2027)).toMatchObject({
      interestRate: 4.5,
      jpjFee: 25_000,
      insuranceRate: 1.25,
      prepaymentFirst: 0,
      prepaymentLast: 0,
      manufactureYear: 2027,
      quantity: 1,
    });
    expect(initialFormValues(null, 2027).interestRate).toBe('');
  });

  it('does not offer a condition already added for the model', () => {
    const lines = [
      { id: 1, productId: 7, condition: 'New', loanAmount: 1, quantity: 1 },
      { id: 2, productId: 8, condition: 'Used', loanAmount: 1, quantity: 1 },
    ];
    expect(conditionChoices(7, lines)).toEqual(['Used', 'Pre-Owned', 'Recon']);
    expect(conditionChoices(null, lines)).toEqual(['New', 'Used', 'Pre-Owned', 'Recon']);
  });

  it('offers tenures up to the tier, else the program, never beyond 5 years', () => {
    expect(tenureOptions(tier, program)).toEqual([1, 2, 3, 4]);
    expect(tenureOptions(null, { ...program, maxTenure: 2 })).toEqual([1, 2]);
    expect(tenureOptions({ ...tier, maxTenure: 7 }, program)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads ringgit text into sen', () => {
    expect(senOf('100,000.50')).toBe(10_000_050);
    expect(senOf('')).toBeNull();
    expect(senOf('abc')).toBeNull();
    expect(toInput(5, 9, filled)).toMatchObject({
      cost: 10_000_000,
      loanAmount: 9_000_000,
      tenure: 3,
      brandId: 1,
    });
  });

  it('lists every missing field at once with the spec messages', () => {
    expect(
      addIssues(5, 9, initialFormValues(tier, 2026), { program, tier, lines: [], rateCaps, today: TODAY }),
    ).toEqual([
      'Please select a brand',
      'Please select a model',
      'Please select a vendor',
      'Please enter the cost of equipment',
      'Please select a condition',
      'Please enter the finance amount',
      'Please select a tenure',
      'Please select a payment method',
    ]);
  });

  it.each<[Partial<typeof filled>, string[]]>([
    [{ cost: 'abc' }, ['Please enter a valid amount']],
    [{ cost: '100000.005' }, ['Please enter at most two decimal places']],
    [{ loanAmount: '-90000' }, ['Amount cannot be negative']],
    [{ cost: 'x', loanAmount: '' }, ['Please enter a valid amount', 'Please enter the finance amount']],
    [{ manufactureYear: 2028 }, ['Year of manufacture cannot be later than next year']],
  ])('issue 29: %j answers %j, not the empty-field message', (change, expected) => {
    expect(
      addIssues(5, 9, { ...filled, ...change }, { program, tier, lines: [], rateCaps, today: TODAY }),
    ).toEqual(expected);
  });

  it('refuses a finance amount above the program percentage, and rates outside the tier', () => {
    expect(addIssues(5, 9, filled, { program, tier, lines: [], rateCaps, today: TODAY })).toEqual([]);
    expect(
      addIssues(
        5,
        9,
        { ...filled, loanAmount: '90000.01', interestRate: 5 },
        { program, tier, lines: [], rateCaps, today: TODAY },
      ),
    ).toEqual([
      'Interest rate must be between 2.5% and 4.5%',
      'Finance amount exceeds the maximum finance amount of RM 90,000.00',
    ]);
  });

  it('holds an edit to 100 % of cost for New and 90 % otherwise', () => {
    const line = {
      id: 1,
      productId: 7,
      condition: 'Used',
      loanAmount: 1,
      quantity: 1,
      cost: 10_000_000,
      tenure: 3,
      interestMethod: 'flat' as const,
      prepayment: [0, 0] as const,
    };
    const rules = { program, tier, lines: [line], rateCaps, today: TODAY };
    expect(editIssues(line, { cost: 10_000_000, loanAmount: 9_000_000, interestRate: 3 }, rules)).toEqual([]);
    expect(editIssues(line, { cost: 10_000_000, loanAmount: 9_000_001, interestRate: 3 }, rules)).toEqual([
      'Finance amount for Used condition exceeded the limit of 90% of cost',
    ]);
  });

  it('shows the live figures of the domain as the officer types', () => {
    expect(
      liveFigures(
        {
          cost: null,
          loanAmount: null,
          interestRate: null,
          tenure: null,
          prepayment: [0, 0],
          quantity: 1,
          insuranceRate: 1.25,
          condition: null,
        },
        program,
        flatTerms,
      ),
    ).toBeNull();
    const partial = liveFigures(
      {
        cost: 10_000_000,
        loanAmount: null,
        interestRate: 4.5,
        tenure: null,
        prepayment: [0, 0],
        quantity: 1,
        insuranceRate: 1.25,
        condition: 'Used',
      },
      program,
      flatTerms,
    );
    expect(partial?.loan.maxLoanAmount).toBe(8_000_000);
    expect(partial?.quote).toBeNull();
    const full = liveFigures(
      {
        cost: 10_000_000,
        loanAmount: 9_000_000,
        interestRate: 4.5,
        tenure: 3,
        prepayment: [1, 1],
        quantity: 2,
        insuranceRate: 1.25,
        condition: 'New',
      },
      program,
      flatTerms,
    );
    expect(full?.capIssue).toBeNull();
    expect(full?.quote).toEqual(
      quoteLine('flat', {
        cost: 10_000_000,
        loanAmount: 9_000_000,
        interestRate: 4.5,
        tenureYears: 3,
        prepayment: [1, 1],
        quantity: 2,
      }),
    );
    expect(full?.loan).toMatchObject({
      maxLoanAmount: 9_000_000,
      downpayment: 2_000_000,
      insurance: 250_000,
      insuranceSST: 20_000,
      marginFinance: 90,
    });
  });

  it('quotes a reducing-balance line by its method, split and all', () => {
    const input = {
      cost: 10_000_000,
      loanAmount: 9_000_000,
      interestRate: 4.5,
      tenure: 3,
      prepayment: [0, 0] as const,
      quantity: 1,
      insuranceRate: 1.25,
      condition: 'New',
    };
    const live = liveFigures(input, program, { method: 'reducing_balance', rateCaps });
    const expected = quoteLine('reducing_balance', {
      cost: 10_000_000,
      loanAmount: 9_000_000,
      interestRate: 4.5,
      tenureYears: 3,
      prepayment: [0, 0],
    });
    expect(live?.quote).toEqual(expected);
    expect(live?.quote?.method).toBe('reducing_balance');
    // The same loan flat costs more interest than reducing balance at the same quoted rate.
    const flat = liveFigures(input, program, flatTerms);
    expect(flat?.quote?.totalInterest).toBeGreaterThan(expected.totalInterest);
  });

  it('warns of the rate cap before the server refuses, on add and on edit', () => {
    const noTier = null;
    const over = { ...filled, interestRate: 10, prepaymentFirst: 0, prepaymentLast: 0, quantity: 1 };
    const quote = quoteFlatRate({
      cost: 10_000_000,
      loanAmount: 9_000_000,
      interestRate: 10,
      tenureYears: 3,
      prepayment: [0, 0],
    });
    const message = `The effective rate of ${quote.effectiveRate.toFixed(2)} % exceeds the cap of 17 % for a tenure of up to 5 years`;
    expect(addIssues(5, 9, over, { program, tier: noTier, lines: [], rateCaps, today: TODAY })).toEqual([
      message,
    ]);
    // A reducing-balance program charges less interest at the same rate: 10 % is under the cap.
    expect(
      addIssues(5, 9, over, {
        program: { ...program, interestMethod: 'reducing_balance' },
        tier: noTier,
        lines: [],
        rateCaps,
        today: TODAY,
      }),
    ).toEqual([]);
    const live = liveFigures(
      {
        cost: 10_000_000,
        loanAmount: 9_000_000,
        interestRate: 10,
        tenure: 3,
        prepayment: [0, 0],
        quantity: 1,
        insuranceRate: 1.25,
        condition: 'New',
      },
      program,
      flatTerms,
    );
    expect(live?.capIssue).toBe(message);
    const line = {
      id: 1,
      productId: 7,
      condition: 'New',
      loanAmount: 9_000_000,
      quantity: 1,
      cost: 10_000_000,
      tenure: 3,
      interestMethod: 'flat' as const,
      prepayment: [0, 0] as const,
    };
    const rules = { program, tier: noTier, lines: [line], rateCaps, today: TODAY };
    expect(editIssues(line, { cost: 10_000_000, loanAmount: 9_000_000, interestRate: 10 }, rules)).toEqual([
      message,
    ]);
    expect(editIssues(line, { cost: 10_000_000, loanAmount: 9_000_000, interestRate: 6 }, rules)).toEqual([]);
  });
});
