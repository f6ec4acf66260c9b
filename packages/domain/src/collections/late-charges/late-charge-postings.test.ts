import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped } from '../../common/calendar-date';
import type { LedgerInstalment, LedgerPayment } from '../allocate-payments';
import {
  chargePayments,
  lastEndedMonth,
  lateChargeForMonth,
  lateChargeMonthIssue,
  lateChargeToPost,
  monthEndOf,
  previousMonth,
  withLateChargesOwed,
} from './late-charge-postings';
import { DEFAULT_LATE_CHARGE_CAP_PERCENT, type LateChargeInput, lateCharges } from './late-charges';

const base = (payments: LedgerPayment[] = []): Omit<LateChargeInput, 'asOf'> => ({
  instalments: [{ id: 1, seq: 1, dueDate: '2026-01-01', chargeAmount: 892_500 }],
  payments,
  ratePercent: 8,
  capPercent: DEFAULT_LATE_CHARGE_CAP_PERCENT,
  underHirePurchaseAct: true,
});

describe('calendar months of the posting (issue 41)', () => {
  it.each([
    ['2026-01', '2026-01-31'],
    ['2026-02', '2026-02-28'],
    ['2028-02', '2028-02-29'],
    ['2026-04', '2026-04-30'],
    ['2026-12', '2026-12-31'],
  ])('%s ends on %s', (month, end) => expect(monthEndOf(month)).toBe(end));

  it.each([
    ['2026-01', '2025-12'],
    ['2026-10', '2026-09'],
  ])('the month before %s is %s', (month, before) => expect(previousMonth(month)).toBe(before));

  it.each([
    ['2026-12-01', '2026-11'],
    ['2027-01-01', '2026-12'],
    ['2026-12-31', '2026-11'],
  ])('on %s the last ended month is %s', (today, month) => expect(lastEndedMonth(today)).toBe(month));

  it.each([
    { month: '2026-11', today: '2026-12-01', issue: null },
    { month: '2026-11', today: '2026-11-30', issue: '2026-11 has not ended on 30-11-2026: a month' },
    { month: '2026-12', today: '2026-12-08', issue: '2026-12 has not ended on 08-12-2026' },
    { month: '2026-13', today: '2027-12-08', issue: 'Month must be given as YYYY-MM' },
    { month: 'November', today: '2027-12-08', issue: 'Month must be given as YYYY-MM' },
  ])('$month on $today: $issue', ({ month, today, issue }) => {
    const found = lateChargeMonthIssue(month, today);
    if (issue === null) expect(found).toBeNull();
    else expect(found).toContain(issue);
  });
});

describe('a month of late charges against hand-worked figures (issue 41)', () => {
  // RM 8,925.00 due 01-01-2026 at 8 % p.a.: 892,500 x 8 / 36,500 = 195.6164 sen a day.
  it.each([
    { name: 'January: 30 days overdue (02-01 to 31-01)', month: '2026-01', payments: [], amount: 5_868 },
    // to 28-02: 58 days = 11,345.75 -> 11,346; less January's 5,868.
    { name: 'February: 28 more days', month: '2026-02', payments: [], amount: 11_346 - 5_868 },
    { name: 'December before the due date: nothing', month: '2025-12', payments: [], amount: 0 },
    {
      name: 'paid on 10-02: February counts 10 days only',
      month: '2026-02',
      payments: [{ id: 1, amount: 892_500, paidAt: '2026-02-10' }],
      amount: 7_825 - 5_868, // to 10-02: 40 days = 7,824.66 -> 7,825
    },
    {
      name: 'paid in January: nothing in March',
      month: '2026-03',
      payments: [{ id: 1, amount: 892_500, paidAt: '2026-01-20' }],
      amount: 0,
    },
  ])('$name', ({ month, payments, amount }) => {
    const found = lateChargeForMonth(base(payments), month);
    const exact =
      lateCharges({ ...base(payments), asOf: monthEndOf(month) }).total -
      lateCharges({ ...base(payments), asOf: addDays(`${month}-01`, -1) }).total;
    expect(found).toEqual({ month, incurredOn: monthEndOf(month), amount: exact });
    expect(found.amount).toBe(amount);
  });

  it('a part payment shrinks the base from its date', () => {
    // Half paid on 31-01: February accrues on 446,250 for 28 days = 9,578.6 -> the difference of the rounded totals.
    const found = lateChargeForMonth(base([{ id: 1, amount: 446_250, paidAt: '2026-01-31' }]), '2026-02');
    expect(found.amount).toBe(Math.round(((892_500 * 30 + 446_250 * 28) * 8) / 36_500) - 5_868);
  });

  it('a charge posted inside the month (at a settlement) is not posted again at its end', () => {
    const input = base();
    const toJan = lateCharges({ ...input, asOf: '2026-01-31' }).total;
    const toFeb20 = lateCharges({ ...input, asOf: '2026-02-20' }).total;
    expect(lateChargeToPost(input, '2026-02', toFeb20).amount).toBe(
      lateCharges({ ...input, asOf: '2026-02-28' }).total - toFeb20,
    );
    expect(lateChargeToPost(input, '2026-01', toJan).amount).toBe(0);
    // January run again after February was posted: nothing.
    expect(
      lateChargeToPost(input, '2026-01', lateCharges({ ...input, asOf: '2026-02-28' }).total).amount,
    ).toBe(0);
    // A first run in February catches up January too.
    expect(lateChargeToPost(input, '2026-02', 0).amount).toBe(
      lateCharges({ ...input, asOf: '2026-02-28' }).total,
    );
  });

  it('no rate: nothing in any month', () => {
    expect(lateChargeForMonth({ ...base(), ratePercent: null }, '2026-02').amount).toBe(0);
  });
});

describe('the months add up to the accrual to date (property, issue 41)', () => {
  it('sum of lateChargeForMonth over every month to M = lateCharges to the end of M; none negative', () => {
    const instalmentsArb = fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        instalmentsArb,
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 400 }),
            amount: fc.integer({ min: 1, max: 2_000_000 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 2_000 }).map((n) => n / 100),
        fc.integer({ min: 1, max: 15 }),
        (amounts, pays, rate, months) => {
          const instalments: LedgerInstalment[] = amounts.map((amount, index) => ({
            id: index + 1,
            seq: index + 1,
            dueDate: addMonthsClamped('2026-01-15', index),
            chargeAmount: amount,
          }));
          const payments: LedgerPayment[] = pays.map((pay, index) => ({
            id: index + 1,
            amount: pay.amount,
            paidAt: addDays('2026-01-01', pay.day),
          }));
          const input = { ...base(), instalments, payments, ratePercent: rate, underHirePurchaseAct: false };
          let month = '2025-12';
          let sum = 0;
          for (let index = 0; index < months; index += 1) {
            month = monthOfIndex(index);
            const posted = lateChargeForMonth(input, month);
            expect(posted.amount).toBeGreaterThanOrEqual(0);
            sum += posted.amount;
          }
          expect(sum).toBe(lateCharges({ ...input, asOf: monthEndOf(month) }).total);
          // Posting each month what is accrued less what is posted gives the same months.
          let posted = 0;
          for (let index = 0; index < months; index += 1) {
            const next = lateChargeToPost(input, monthOfIndex(index), posted);
            expect(next.amount).toBe(lateChargeForMonth(input, monthOfIndex(index)).amount);
            posted += next.amount;
          }
        },
      ),
    );
  });
});

function monthOfIndex(index: number): string {
  return addMonthsClamped('2026-01-01', index).slice(0, 7);
}

describe('charges are paid after the instalments (issue 41)', () => {
  const charges = [
    { id: 2, kind: 'late_charge' as const, amount: 5_000, incurredOn: '2026-02-28' },
    { id: 1, kind: 'late_charge' as const, amount: 3_000, incurredOn: '2026-01-31' },
  ];
  it.each([
    { name: 'the instalments not all paid: no charge paid', ledger: 90_000, paid: [0, 0] },
    { name: 'exactly the instalments: no charge paid', ledger: 100_000, paid: [0, 0] },
    { name: 'beyond them: the oldest charge first', ledger: 104_000, paid: [3_000, 1_000] },
    { name: 'everything', ledger: 108_000, paid: [3_000, 5_000] },
    { name: 'more than everything: each charge at most its amount', ledger: 120_000, paid: [3_000, 5_000] },
  ])('$name', ({ ledger, paid }) => {
    const rows = chargePayments(100_000, ledger, charges);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    expect(rows.map((row) => row.paid)).toEqual(paid);
    expect(rows.map((row) => row.outstanding)).toEqual(rows.map((row, i) => row.amount - (paid[i] ?? 0)));
  });

  it('late charges are paid before the recovery costs, whatever their dates', () => {
    const rows = chargePayments(100_000, 103_000, [
      { id: 1, kind: 'recovery_cost', amount: 2_000, incurredOn: '2026-01-10' },
      { id: 2, kind: 'late_charge', amount: 2_500, incurredOn: '2026-01-31' },
    ]);
    expect(rows.map((row) => [row.kind, row.paid])).toEqual([
      ['late_charge', 2_500],
      ['recovery_cost', 500],
    ]);
  });

  it('two charges of one kind and day: the older posting is paid first, whatever order they come in', () => {
    const june = (id: number) => ({
      id,
      kind: 'late_charge' as const,
      amount: 2_000,
      incurredOn: '2026-06-30',
    });
    for (const charges of [
      [june(1), june(2)],
      [june(2), june(1)],
    ])
      expect(chargePayments(100_000, 103_000, charges).map((row) => [row.id, row.paid])).toEqual([
        [1, 2_000],
        [2, 1_000],
      ]);
  });

  it('property: paid never exceeds what the ledger holds beyond the instalments, nor a charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -10_000, max: 2_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 }),
        (payable, ledger, amounts) => {
          const rows = chargePayments(
            payable,
            ledger,
            amounts.map((amount, index) => ({
              id: index,
              kind: 'late_charge',
              amount,
              incurredOn: '2026-01-31',
            })),
          );
          const paid = rows.reduce((sum, row) => sum + row.paid, 0);
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          expect(paid).toBe(Math.min(total, Math.max(0, ledger - payable)));
          for (const row of rows) expect(row.paid).toBeLessThanOrEqual(row.amount);
        },
      ),
    );
  });
});

describe('an early settlement owes the late charges too (issue 41)', () => {
  it('the outstanding balance and the settlement amount carry them; the rebate does not change', () => {
    const quote = { outstandingBalance: 10_000_00, settlementAmount: 9_400_00, rebate: 600_00 };
    expect(withLateChargesOwed(quote, 123_45)).toEqual({
      outstandingBalance: 10_123_45,
      settlementAmount: 9_523_45,
      rebate: 600_00,
    });
    expect(withLateChargesOwed(quote, 0)).toEqual(quote);
  });
});
