import { describe, expect, it } from 'vitest';
import {
  applicantProductSchema,
  applicantProductUpdateSchema,
  calculateLoanSchema,
  calculateSchema,
} from './applicant-products.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

const line = {
  applicantId: 1,
  brandId: 2,
  productId: 3,
  vendorId: 4,
  cost: 10_000_000,
  condition: 'New',
  quantity: 2,
  loanAmount: 9_000_000,
  prepayment: [1, 2],
  insuranceRate: 1.25,
  interestRate: 3.5,
  tenure: 5,
  resourceId: 6,
  manufactureYear: 2024,
};

describe('origination.md §5 add product', () => {
  it('accepts a full line and defaults the JPJ fee to RM 250', () => {
    expect(applicantProductSchema.parse(line)).toMatchObject({
      jpjFee: 25_000,
      hirerId: null,
      prepayment: [1, 2],
    });
  });

  it('shows every message together', () => {
    expect(messages(applicantProductSchema.safeParse({ applicantId: 1 }))).toEqual([
      'Please select a brand',
      'Please select a model',
      'Please select a vendor',
      'Please enter the cost of equipment',
      'Please select a condition',
      'Please enter the number of unit',
      'Please enter the finance amount',
      'Please select a prepayment',
      'Please select an insurance',
      'Please enter the interest rate',
      'Please select a tenure',
      'Please select a payment method',
      'Please enter the year of manufacture',
    ]);
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ quantity: 0 }, ['Please enter the number of unit']],
    [{ condition: 'Broken' }, ['Please select a condition']],
    [{ insuranceRate: 2 }, ['Please select an insurance']],
    [{ insuranceRate: 0 }, []],
    [{ interestRate: 100.5 }, ['Please enter the interest rate']],
    [{ tenure: 6 }, ['Please select a tenure']],
    [{ jpjFee: 75_000 }, []],
    [{ jpjFee: 50_000 }, ['Please select a JPJ registration fee']],
    [{ prepayment: [2, 0] }, ['Please select a prepayment']],
    [{ cost: 1234.5 }, ['Please enter at most two decimal places']],
    [{ cost: 'abc' }, ['Please enter a valid amount']],
    [{ cost: -100 }, ['Amount cannot be negative']],
    [{ loanAmount: '9000' }, ['Please enter a valid amount']],
  ])('%j gives %j', (change, expected) => {
    expect(messages(applicantProductSchema.safeParse({ ...line, ...change }))).toEqual(expected);
  });

  it('PUT /applicantProduct takes the four editable figures', () => {
    expect(
      applicantProductUpdateSchema.parse({
        id: 1,
        cost: 100,
        loanAmount: 90,
        interestRate: 3,
        insuranceRate: 1,
      }),
    ).toEqual({
      id: 1,
      cost: 100,
      loanAmount: 90,
      interestRate: 3,
      insuranceRate: 1,
    });
  });

  it('the legacy calculate calls', () => {
    expect(
      calculateSchema.parse({
        cost: 100,
        loanAmount: 90,
        prepayment: [0, 0],
        loanMonth: 36,
        interestRate: 3,
      }),
    ).toMatchObject({ quantity: 1 });
    expect(
      messages(
        calculateSchema.safeParse({
          cost: 100,
          loanAmount: 90,
          prepayment: [0, 0],
          loanMonth: 0,
          interestRate: 3,
        }),
      ),
    ).toEqual(['Please select a tenure']);
    expect(calculateLoanSchema.parse({ cost: 100, insuranceRate: 1.25 })).toEqual({
      cost: 100,
      loanAmount: 0,
      insuranceRate: 1.25,
      financialProgramId: null,
    });
  });
});
