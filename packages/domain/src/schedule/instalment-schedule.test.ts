import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, parseCalendarDate } from '../common/calendar-date';
import { quoteFlatRate } from '../loan/flat-rate/flat-rate-quote';
import { PREPAYMENT_PLANS } from '../loan/prepayment';
import { firstDueDateAfter, instalmentSchedule } from './instalment-schedule';

describe('decisions.md §3/§5 instalment schedule', () => {
  it('has n instalments of the monthly figure then the final one, summing to the total payable', () => {
    const quote = quoteFlatRate({
      cost: 10_000_000,
      loanAmount: 10_000_000,
      interestRate: 3,
      tenureYears: 9,
      prepayment: [0, 0],
    });
    const schedule = instalmentSchedule(quote, '2024-02-15');
    expect(schedule).toHaveLength(108);
    expect(schedule[0]).toEqual({ seq: 1, dueDate: '2024-02-15', chargeAmount: 117_593 });
    expect(schedule[107]).toEqual({ seq: 108, dueDate: '2033-01-15', chargeAmount: 117_549 });
    expect(schedule.reduce((sum, instalment) => sum + instalment.chargeAmount, 0)).toBe(quote.totalPayable);
  });

  it.each([
    ['2024-01-31', ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31']],
    ['2023-01-31', ['2023-01-31', '2023-02-28', '2023-03-31', '2023-04-30', '2023-05-31']],
    ['2024-01-30', ['2024-01-30', '2024-02-29', '2024-03-30', '2024-04-30', '2024-05-30']],
    ['2024-11-29', ['2024-11-29', '2024-12-29', '2025-01-29', '2025-02-28', '2025-03-29']],
  ])('end-of-month clamping keeps the day of %s where possible', (first, dates) => {
    const schedule = instalmentSchedule({ months: 5, monthlyInstallment: 100, finalInstallment: 100 }, first);
    expect(schedule.map((instalment) => instalment.dueDate)).toEqual(dates);
  });

  it.each([
    ['2024-01-15', '2024-02-15'],
    ['2024-01-31', '2024-02-29'],
    ['2024-12-31', '2025-01-31'],
  ])('decisions §5: execution %s -> first due %s', (execution, firstDue) => {
    expect(firstDueDateAfter(execution)).toBe(firstDue);
  });
});

const scheduleCase = fc
  .record({
    loan: fc.integer({ min: 1, max: 5_000_000_000 }),
    rateHundredths: fc.integer({ min: 0, max: 10_000 }),
    months: fc.integer({ min: 1, max: 120 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    plan: fc.constantFrom(...PREPAYMENT_PLANS),
    first: fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
  })
  .filter(({ months, plan }) => plan[0] + plan[1] < months);

describe('decisions.md §3 instalment schedule (property)', () => {
  it('sums exactly to the total payable, its final instalment is positive and due dates keep the anchor day', () => {
    fc.assert(
      fc.property(scheduleCase, ({ loan, rateHundredths, months, quantity, plan, first }) => {
        let quote: ReturnType<typeof quoteFlatRate>;
        try {
          quote = quoteFlatRate({
            cost: loan,
            loanAmount: loan,
            interestRate: rateHundredths / 100,
            tenureYears: months / 12,
            prepayment: plan,
            quantity,
          });
        } catch {
          return; // a prepayment not below the loan is refused, nothing to schedule
        }
        const firstDue = first.toISOString().slice(0, 10);
        const schedule = instalmentSchedule(quote, firstDue);
        expect(schedule).toHaveLength(months);
        expect(schedule.reduce((sum, instalment) => sum + instalment.chargeAmount, 0)).toBe(
          quote.totalPayable,
        );
        expect(schedule.at(-1)?.chargeAmount).toBeGreaterThan(0);
        expect(schedule.every((instalment) => instalment.chargeAmount >= 0)).toBe(true);
        const anchor = parseCalendarDate(firstDue).day;
        for (const [index, instalment] of schedule.entries()) {
          const { year, month, day } = parseCalendarDate(instalment.dueDate);
          expect(day).toBe(Math.min(anchor, daysInMonth(year, month)));
          if (index > 0) expect(instalment.dueDate > schedule[index - 1]!.dueDate).toBe(true);
        }
      }),
    );
  });
});
