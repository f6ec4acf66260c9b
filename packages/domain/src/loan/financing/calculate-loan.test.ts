import { describe, expect, it } from 'vitest';
import { calculateLoan } from './calculate-loan';

describe('decisions.md §3 legacy calculate_loan figures', () => {
  it('answers downpayment, margin, maximum loan, insurance and SST', () => {
    expect(
      calculateLoan({
        cost: 10_000_000,
        loanAmount: 8_000_000,
        insuranceRate: 1.25,
        condition: 'New',
        program: { percentageOnNew: 90, percentageOnUsed: 70 },
      }),
    ).toEqual({
      downpayment: 2_000_000,
      marginFinance: 80,
      maxLoanAmount: 9_000_000,
      insurance: 125_000,
      insuranceSST: 10_000,
    });
  });

  it('has no maximum without a program and no margin without a cost', () => {
    expect(calculateLoan({ cost: 0, loanAmount: 0, insuranceRate: 0 })).toEqual({
      downpayment: 0,
      marginFinance: 0,
      maxLoanAmount: null,
      insurance: 0,
      insuranceSST: 0,
    });
  });
});
