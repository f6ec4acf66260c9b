import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar-date';
import {
  type PaymentTiming,
  paymentPerformanceStatus,
  paymentTiming,
  performanceLabel,
} from './payment-timing';

const due = '2024-03-15';

describe('origination.md §4 / collections-and-programs.md §4 / decisions.md §6 payment timing (7-day band)', () => {
  it.each<[string | null, PaymentTiming]>([
    [null, 'Pending'],
    ['2024-03-07', 'Fast'],
    ['2024-03-08', 'Normal'],
    [due, 'Normal'],
    ['2024-03-22', 'Normal'],
    ['2024-03-23', 'Late'],
    ['2025-01-01', 'Late'],
  ])('paid %s -> %s', (paidAt, expected) => {
    expect(paymentTiming(due, paidAt)).toBe(expected);
  });

  it('agrees with its definition at every day around the band (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (offset) => {
        const expected = offset < -7 ? 'Fast' : offset > 7 ? 'Late' : 'Normal';
        expect(paymentTiming(due, addDays(due, offset))).toBe(expected);
      }),
    );
  });
});

describe('decisions.md §6 paymentPerformanceStatus', () => {
  it.each<[string, number, string | null, string, 'Good' | 'Bad']>([
    ['paid on time', 1000, '2024-03-15', '2024-12-31', 'Good'],
    ['paid 7 days late', 1000, '2024-03-22', '2024-12-31', 'Good'],
    ['paid 8 days late', 1000, '2024-03-23', '2024-12-31', 'Bad'],
    ['unpaid, 7 days past due', 0, null, '2024-03-22', 'Good'],
    ['unpaid, 8 days past due', 0, null, '2024-03-23', 'Bad'],
    ['part-paid long ago, still short', 500, '2024-03-01', '2024-03-23', 'Bad'],
    ['fully paid without a date on record', 1000, null, '2024-12-31', 'Good'],
  ])('%s -> %s', (_title, paidAmount, paidAt, today, expected) => {
    expect(paymentPerformanceStatus({ chargeAmount: 1000, paidAmount, dueDate: due, paidAt }, today)).toBe(
      expected,
    );
  });

  it('agrees with its definition at every boundary day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.boolean(), (offset, paid) => {
        const day = addDays(due, offset);
        const status = paymentPerformanceStatus(
          { chargeAmount: 100, paidAmount: paid ? 100 : 0, dueDate: due, paidAt: paid ? day : null },
          paid ? '2030-01-01' : day,
        );
        expect(status).toBe(offset > 7 ? 'Bad' : 'Good');
      }),
    );
  });

  it.each<['Good' | 'Bad' | null, string]>([
    ['Bad', 'Late'],
    ['Good', 'Normal'],
    [null, 'Normal'],
  ])('origination §4 performance %s shows %s', (status, label) => {
    expect(performanceLabel(status)).toBe(label);
  });
});
