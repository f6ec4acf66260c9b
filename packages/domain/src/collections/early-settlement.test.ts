import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, type CalendarDate } from '../common/calendar-date';
import { instalmentSplit } from '../loan/instalment-split';
import { INTEREST_METHODS, type InterestMethod } from '../loan/interest-method';
import type { LineQuoteInput } from '../loan/quote-basis';
import { type LineQuote, quoteLine } from '../loan/quote-line';
import { firstDueDateAfter, instalmentSchedule } from '../schedule/instalment-schedule';
import {
  accruedInterest,
  type EarlySettlementQuote,
  earlySettlementQuote,
  type SettlementInstalment,
} from './early-settlement';

const EXECUTED = '2026-01-15';

interface Agreement {
  quote: LineQuote;
  schedule: SettlementInstalment[];
}

function agreement(method: InterestMethod, input: LineQuoteInput, executed = EXECUTED): Agreement {
  const quote = quoteLine(method, input);
  const schedule = instalmentSchedule(quote, firstDueDateAfter(executed)).map((row) => ({
    ...row,
    paidAmount: 0,
  }));
  return { quote, schedule };
}

/** The ledger's pool allocation (decisions §6): payments fill the oldest instalment first. */
function paidOldestFirst(schedule: readonly SettlementInstalment[], paid: number): SettlementInstalment[] {
  let left = paid;
  return schedule.map((row) => {
    const paidAmount = Math.min(row.chargeAmount, left);
    left -= paidAmount;
    return { ...row, paidAmount };
  });
}

function settle(
  { quote, schedule }: Agreement,
  paidToDate: number,
  settlementDate: CalendarDate,
  instalments = paidOldestFirst(schedule, paidToDate),
): EarlySettlementQuote {
  return earlySettlementQuote({
    quote,
    instalments,
    paidToDate,
    agreementExecution: EXECUTED,
    settlementDate,
  });
}

// Bank Negara Malaysia, BankingInfo, "How are interest rate and hire purchase instalment calculated on a fixed
// rate hire purchase (HP) financing?": RM 50,000 at 10 % flat for 5 years, RM 1,250 a month, RM 25,000 of
// terms charges; settled after 48 instalments: rebate = 25,000 x 78 / 1,830 = RM 1,065.57 (printed RM 1,066).
// Outstanding 12 x 1,250 = RM 15,000, so the settlement is 15,000 - 1,065.57 = RM 13,934.43.
const bnm = agreement('flat', {
  cost: 5_000_000,
  loanAmount: 5_000_000,
  interestRate: 10,
  tenureYears: 5,
  prepayment: [0, 0],
});

// Wikipedia, "Mortgage calculator": 200,000 at 6.5 % a year over 30 years, 1,264.14 a month; month 1 carries
// 1,083.33 of interest, leaving 199,819.19 of principal. Settled 10 days after the first due date (paid):
// accrued = 199,819.19 x 6.5 % x 10 / 365 = 355.8424 -> RM 355.84; settlement 199,819.19 + 355.84 = 200,175.03.
const wikipedia = agreement('reducing_balance', {
  cost: 20_000_000,
  loanAmount: 20_000_000,
  interestRate: 6.5,
  tenureYears: 30,
  prepayment: [0, 0],
});
const wikipediaSplit = instalmentSplit(wikipedia.quote);

describe('issue 14 early settlement: published examples', () => {
  it('BNM BankingInfo flat example: after 48 of 60 instalments, rebate RM 1,065.57, settle RM 13,934.43', () => {
    // Instalment 48 falls due on 15 Jan 2030, instalment 49 on 15 Feb 2030.
    expect(settle(bnm, 48 * 125_000, '2030-01-20')).toEqual({
      method: 'flat',
      settlementDate: '2030-01-20',
      validUntil: '2030-01-27',
      instalmentsDue: 48,
      instalmentsNotDue: 12,
      outstandingBalance: 1_500_000,
      arrears: 0,
      paidInAdvance: 0,
      rebate: 106_557,
      settlementAmount: 1_393_443,
      refundDue: 0,
    });
  });

  it('Wikipedia mortgage example, reducing balance: 10 days after the first instalment, RM 200,175.03', () => {
    expect(settle(wikipedia, 126_414, '2026-02-25')).toEqual({
      method: 'reducing_balance',
      settlementDate: '2026-02-25',
      validUntil: '2026-03-04',
      instalmentsDue: 1,
      instalmentsNotDue: 359,
      outstandingBalance: wikipedia.quote.totalPayable - 126_414,
      arrears: 0,
      paidInAdvance: 0,
      principalOutstanding: 19_981_919,
      accruedInterest: 35_584,
      accruedDays: 10,
      rebate: wikipedia.quote.totalPayable - 126_414 - 20_017_503,
      settlementAmount: 20_017_503,
      refundDue: 0,
    });
  });
});

describe('issue 14 early settlement: figures', () => {
  it('a flat agreement settled on its execution date rebates the whole terms charges: the loan is due', () => {
    expect(settle(bnm, 0, EXECUTED)).toMatchObject({
      instalmentsNotDue: 60,
      rebate: 2_500_000,
      settlementAmount: 5_000_000,
    });
  });

  it('a reducing-balance agreement settled on its execution date owes the loan, no interest', () => {
    expect(settle(wikipedia, 0, EXECUTED)).toMatchObject({
      principalOutstanding: 20_000_000,
      accruedInterest: 0,
      accruedDays: 0,
      rebate: wikipedia.quote.totalInterest,
      settlementAmount: 20_000_000,
    });
  });

  it('before the first due date interest accrues from the execution date', () => {
    // Settled on a due date, the quote holds a week: the instalment due that day is due, not the next one.
    expect(settle(wikipedia, 0, '2026-02-15')).toMatchObject({
      instalmentsDue: 1,
      accruedDays: 0,
      validUntil: '2026-02-22',
    });
    expect(settle(wikipedia, 0, '2026-02-14')).toMatchObject({
      instalmentsDue: 0,
      accruedDays: 30,
      accruedInterest: accruedInterest(20_000_000, 6.5, 30),
      validUntil: '2026-02-14',
    });
    // 200,000 x 6.5 % x 30 / 365 = 1,068.49 (actual/365, half-up).
    expect(accruedInterest(20_000_000, 6.5, 30)).toBe(106_849);
  });

  it('an instalment due on the settlement date is due: its unpaid charge is arrears', () => {
    expect(settle(bnm, 47 * 125_000, '2030-01-15')).toMatchObject({
      instalmentsDue: 48,
      arrears: 125_000,
      rebate: 106_557,
      settlementAmount: 1_500_000 + 125_000 - 106_557,
    });
  });

  it('arrears are part of the amount: 46 of 48 due instalments paid', () => {
    expect(settle(bnm, 46 * 125_000, '2030-01-20')).toMatchObject({
      outstandingBalance: 1_750_000,
      arrears: 250_000,
      rebate: 106_557,
      settlementAmount: 1_643_443,
    });
    expect(settle(wikipedia, 0, '2026-03-15')).toMatchObject({
      principalOutstanding: wikipediaSplit[1]!.balanceAfter,
      arrears: 2 * 126_414,
      accruedInterest: 0,
      settlementAmount: wikipediaSplit[1]!.balanceAfter + 2 * 126_414,
    });
  });

  it('a deposit paid for the last instalments counts as paid in advance, the arrears stay visible', () => {
    const deposit = 2 * 125_000;
    const instalments = bnm.schedule.map((row) => ({
      ...row,
      paidAmount: row.seq > 58 ? row.chargeAmount : 0,
    }));
    expect(settle(bnm, deposit, '2026-03-20', instalments)).toMatchObject({
      instalmentsDue: 2,
      arrears: 250_000,
      paidInAdvance: 250_000,
      outstandingBalance: 7_500_000 - deposit,
      settlementAmount: 7_500_000 - deposit - settle(bnm, deposit, '2026-03-20', instalments).rebate,
    });
  });

  it('interest accrued over a payment holiday never exceeds the interest of the instalment in progress', () => {
    const rescheduled = wikipedia.schedule.map((row) =>
      row.seq >= 2 ? { ...row, dueDate: addMonthsClamped(row.dueDate, 3) } : row,
    );
    const quote = settle(wikipedia, 126_414, '2026-05-14', paidOldestFirst(rescheduled, 126_414));
    expect(quote).toMatchObject({ instalmentsDue: 1, accruedDays: 88, accruedInterest: 108_235 });
  });

  it('after the last due date only arrears remain; a settled agreement owes nothing', () => {
    const end = addDays(bnm.schedule.at(-1)!.dueDate, 3);
    expect(settle(bnm, 59 * 125_000, end)).toMatchObject({
      rebate: 0,
      arrears: 125_000,
      settlementAmount: 125_000,
    });
    expect(settle(wikipedia, wikipedia.quote.totalPayable, '2060-01-01')).toMatchObject({
      principalOutstanding: 0,
      accruedInterest: 0,
      rebate: 0,
      settlementAmount: 0,
      refundDue: 0,
      validUntil: '2060-01-08',
    });
  });

  it('reads the schedule in instalment order, however it is passed', () => {
    const instalments = paidOldestFirst(wikipedia.schedule, 126_414).reverse();
    expect(settle(wikipedia, 126_414, '2026-02-25', instalments)).toEqual(
      settle(wikipedia, 126_414, '2026-02-25'),
    );
    const shuffled = paidOldestFirst(bnm.schedule, 48 * 125_000);
    shuffled.push(shuffled.shift()!);
    expect(settle(bnm, 48 * 125_000, '2030-01-20', shuffled)).toEqual(
      settle(bnm, 48 * 125_000, '2030-01-20'),
    );
  });

  it('a hirer who paid ahead beyond the settlement amount is owed the difference, never a negative amount', () => {
    const quote = settle(bnm, 59 * 125_000, '2026-02-20');
    expect(quote).toMatchObject({ instalmentsNotDue: 59, settlementAmount: 0, outstandingBalance: 125_000 });
    expect(quote.refundDue).toBe(quote.rebate - 125_000);
  });

  it.each<[string, Partial<Parameters<typeof earlySettlementQuote>[0]>, string]>([
    [
      'a date before the execution',
      { settlementDate: '2026-01-14' },
      'The settlement date cannot be before the agreement execution',
    ],
    [
      'a schedule of the wrong length',
      { instalments: bnm.schedule.slice(1) },
      'The schedule must have 60 instalments',
    ],
    [
      'a schedule that does not sum to the payable',
      { instalments: bnm.schedule.map((row, index) => (index === 0 ? { ...row, chargeAmount: 1 } : row)) },
      'The schedule must sum to the total payable',
    ],
  ])('refuses %s', (_title, change, message) => {
    const input = {
      quote: bnm.quote,
      instalments: bnm.schedule,
      paidToDate: 0,
      agreementExecution: EXECUTED,
      settlementDate: EXECUTED,
    };
    expect(() => earlySettlementQuote({ ...input, ...change })).toThrow(new RangeError(message));
  });
});

const scenario = fc
  .record({
    method: fc.constantFrom(...INTEREST_METHODS),
    loan: fc.integer({ min: 100_000, max: 1_000_000_000 }),
    rateHundredths: fc.integer({ min: 0, max: 2500 }),
    months: fc.integer({ min: 1, max: 84 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    day: fc.integer({ min: 0, max: 2700 }),
    later: fc.integer({ min: 1, max: 120 }),
  })
  .map(({ method, loan, rateHundredths, months, quantity, paidShare, day, later }) => {
    const deal = agreement(method, {
      cost: loan,
      loanAmount: loan,
      interestRate: rateHundredths / 100,
      tenureYears: months / 12,
      prepayment: [0, 0],
      quantity,
    });
    return {
      deal,
      paid: Math.floor(deal.quote.totalPayable * paidShare),
      date: addDays(EXECUTED, day % (months * 31 + 40)),
      later,
    };
  });

describe('issue 14 early settlement (property)', () => {
  it('settlement amount + rebate - refund = outstanding; no part is negative', () => {
    fc.assert(
      fc.property(scenario, ({ deal, paid, date }) => {
        const quote = settle(deal, paid, date);
        expect(quote.settlementAmount + quote.rebate - quote.refundDue).toBe(quote.outstandingBalance);
        expect(quote.arrears - quote.paidInAdvance).toBe(
          deal.schedule.filter((row) => row.dueDate <= date).reduce((sum, row) => sum + row.chargeAmount, 0) -
            paid,
        );
        for (const value of [
          quote.settlementAmount,
          quote.rebate,
          quote.refundDue,
          quote.arrears,
          quote.paidInAdvance,
        ])
          expect(value).toBeGreaterThanOrEqual(0);
        expect(quote.rebate).toBeLessThanOrEqual(deal.quote.totalInterest);
        expect(quote.validUntil >= date && quote.validUntil <= addDays(date, 7)).toBe(true);
      }),
    );
  });

  it('the rebate does not grow as the settlement moves later, and is the whole charges at execution', () => {
    fc.assert(
      fc.property(scenario, ({ deal, paid, date, later }) => {
        const sooner = settle(deal, paid, date);
        const afterwards = settle(deal, paid, addDays(date, later));
        expect(afterwards.rebate).toBeLessThanOrEqual(sooner.rebate);
        if (deal.quote.method === 'flat')
          expect(settle(deal, 0, EXECUTED).rebate).toBe(deal.quote.totalInterest);
      }),
    );
  });

  it('reducing balance: on a due date with every instalment due paid, the amount is the balance after it', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ deal }, pick) => {
        if (deal.quote.method !== 'reducing_balance') return;
        const row = deal.schedule[pick % deal.schedule.length]!;
        const paid = deal.schedule
          .filter((other) => other.seq <= row.seq)
          .reduce((sum, other) => sum + other.chargeAmount, 0);
        const quote = settle(deal, paid, row.dueDate);
        expect(quote.settlementAmount).toBe(deal.quote.split[row.seq - 1]!.balanceAfter);
        expect(quote.rebate).toBe(
          deal.quote.split.slice(row.seq).reduce((sum, later) => sum + later.interest, 0),
        );
      }),
    );
  });
});
