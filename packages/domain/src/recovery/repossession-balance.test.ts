import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earlySettlementQuote, type SettlementInstalment } from '../collections/early-settlement';
import { addDays } from '../common/calendar-date';
import { INTEREST_METHODS } from '../loan/interest-method';
import { quoteLine } from '../loan/quote-line';
import { firstDueDateAfter, instalmentSchedule } from '../schedule/instalment-schedule';
import { disposalPostings } from './recovery-postings';
import { repossessionBalance } from './repossession-balance';

const EXECUTED = '2026-01-15';

function paidOldestFirst(schedule: readonly SettlementInstalment[], paid: number): SettlementInstalment[] {
  let left = paid;
  return schedule.map((row) => {
    const paidAmount = Math.min(row.chargeAmount, left);
    left -= paidAmount;
    return { ...row, paidAmount };
  });
}

const scenario = fc
  .record({
    method: fc.constantFrom(...INTEREST_METHODS),
    loan: fc.integer({ min: 100_000, max: 1_000_000_000 }),
    rateHundredths: fc.integer({ min: 0, max: 2500 }),
    months: fc.integer({ min: 1, max: 84 }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    day: fc.integer({ min: 0, max: 2700 }),
    costs: fc.nat(5_000_000),
    price: fc.integer({ min: 1, max: 1_000_000_000 }),
  })
  .map(({ method, loan, rateHundredths, months, paidShare, day, costs, price }) => {
    const quote = quoteLine(method, {
      cost: loan,
      loanAmount: loan,
      interestRate: rateHundredths / 100,
      tenureYears: months / 12,
      prepayment: [0, 0],
      quantity: 1,
    });
    const paid = Math.floor(quote.totalPayable * paidShare);
    const schedule = instalmentSchedule(quote, firstDueDateAfter(EXECUTED)).map((row) => ({
      ...row,
      paidAmount: 0,
    }));
    return {
      input: {
        quote,
        instalments: paidOldestFirst(schedule, paid),
        paidToDate: paid,
        agreementExecution: EXECUTED,
        settlementDate: addDays(EXECUTED, day % (months * 31 + 40)),
      },
      costs,
      price,
    };
  });

describe('issue 41: the net balance after repossession (property, against the early-settlement quote)', () => {
  it('on the day of repossession it equals the early-settlement amount, before costs', () => {
    fc.assert(
      fc.property(scenario, ({ input }) => {
        const quote = earlySettlementQuote(input);
        const balance = repossessionBalance(quote);
        expect(balance.netBalance).toBe(quote.settlementAmount);
        expect(balance.rebate).toBeGreaterThanOrEqual(0);
        // The rebate entry brings the ledger's outstanding exactly to the net balance.
        expect(quote.outstandingBalance - balance.rebate).toBe(balance.netBalance);
      }),
    );
  });

  it('the shortfall or surplus is the net balance plus the costs less the proceeds: no unearned charge in it', () => {
    fc.assert(
      fc.property(scenario, ({ input, costs, price }) => {
        const quote = earlySettlementQuote(input);
        const { netBalance } = repossessionBalance(quote);
        const postings = disposalPostings({
          outstanding: netBalance,
          price,
          costs,
          disposedOn: input.settlementDate,
        });
        expect(postings.shortfall - postings.surplus).toBe(netBalance + costs - price);
        expect(postings.shortfall).toBeLessThanOrEqual(Math.max(0, quote.outstandingBalance + costs - price));
      }),
    );
  });
});

describe('issue 41: the net balance, worked', () => {
  // Bank Negara's BankingInfo example (early-settlement.test.ts): RM 50,000 at 10 % flat over 5 years; 48
  // instalments paid; the rebate is RM 1,065.57 of the RM 15,000 outstanding.
  it('a flat agreement repossessed after 48 instalments owes RM 13,934.43, not RM 15,000', () => {
    const quote = quoteLine('flat', {
      cost: 5_000_000,
      loanAmount: 5_000_000,
      interestRate: 10,
      tenureYears: 5,
      prepayment: [0, 0],
      quantity: 1,
    });
    const schedule = instalmentSchedule(quote, firstDueDateAfter(EXECUTED)).map((row) => ({
      ...row,
      paidAmount: 0,
    }));
    const paid = 48 * 125_000;
    const settlementDate = schedule[47]!.dueDate;
    const balance = repossessionBalance(
      earlySettlementQuote({
        quote,
        instalments: paidOldestFirst(schedule, paid),
        paidToDate: paid,
        agreementExecution: EXECUTED,
        settlementDate,
      }),
    );
    expect(balance).toEqual({ rebate: 106_557, netBalance: 1_393_443 });
  });
});
