import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, daysBetween } from '../../common/calendar-date';
import type { LedgerInstalment, LedgerPayment } from '../allocate-payments';
import {
  applicableLateChargeRate,
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  LATE_CHARGE_MESSAGES,
  type LateChargeInput,
  lateChargeBasisText,
  lateChargeRateIssue,
  lateCharges,
} from './late-charges';

const CAP = DEFAULT_LATE_CHARGE_CAP_PERCENT;

function instalment(id: number, dueDate: string, chargeAmount: number): LedgerInstalment {
  return { id, seq: id, dueDate, chargeAmount };
}

function pay(id: number, paidAt: string, amount: number, instalmentId?: number): LedgerPayment {
  return { id, paidAt, amount, instalmentId: instalmentId ?? null };
}

function input(overrides: Partial<LateChargeInput>): LateChargeInput {
  return {
    instalments: [instalment(1, '2026-01-01', 892_500)],
    payments: [],
    ratePercent: 8,
    capPercent: CAP,
    underHirePurchaseAct: true,
    asOf: '2026-03-31',
    ...overrides,
  };
}

describe('late-payment charges against hand-worked figures (issue 41)', () => {
  // Each figure: amount x days x rate / (100 x 365), half-up to the sen, once per instalment.
  it.each([
    {
      name: 'RM 8,925.00 paid 30 days late at 8 % p.a. = RM 58.68 (892,500 x 30 x 8 / 36,500 = 5,868.49 sen)',
      payments: [pay(1, '2026-01-31', 892_500)],
      rate: 8,
      under: true,
      expected: 5_868,
      days: 30,
    },
    {
      name: 'paid on the due date costs nothing',
      payments: [pay(1, '2026-01-01', 892_500)],
      rate: 8,
      under: true,
      expected: 0,
      days: 0,
    },
    {
      name: 'paid before the due date costs nothing',
      payments: [pay(1, '2025-12-20', 892_500)],
      rate: 8,
      under: true,
      expected: 0,
      days: 0,
    },
    {
      name: 'a part payment midway: RM 4,000 on day 15, the rest on day 30 = RM 45.53 (20,775,000 sen-days)',
      payments: [pay(1, '2026-01-16', 400_000), pay(2, '2026-01-31', 492_500)],
      rate: 8,
      under: true,
      expected: 4_553,
      days: 30,
    },
    {
      name: 'a rate of 12 % above the cap is charged at 8 % for goods under the Act',
      payments: [pay(1, '2026-01-31', 892_500)],
      rate: 12,
      under: true,
      expected: 5_868,
      days: 30,
    },
    {
      name: 'goods outside the Act take the agreement rate: 12 % for 30 days = RM 88.03 (8,802.74 sen)',
      payments: [pay(1, '2026-01-31', 892_500)],
      rate: 12,
      under: false,
      expected: 8_803,
      days: 30,
    },
    {
      name: 'still unpaid: 89 days to 31-03-2026 = RM 174.10 (17,409.86 sen)',
      payments: [],
      rate: 8,
      under: true,
      expected: 17_410,
      days: 89,
    },
    {
      name: 'an agreement with no late-payment rate is charged nothing',
      payments: [],
      rate: null,
      under: true,
      expected: 0,
      days: 89,
    },
  ])('$name', ({ payments, rate, under, expected, days }) => {
    const result = lateCharges(input({ payments, ratePercent: rate, underHirePurchaseAct: under }));
    expect(result.instalments[0]!.charge).toBe(expected);
    expect(result.instalments[0]!.daysOverdue).toBe(days);
    expect(result.total).toBe(expected);
  });

  it('says when the cap was applied, and the rate it applied', () => {
    expect(lateCharges(input({ ratePercent: 12 }))).toMatchObject({ ratePercent: 8, capped: true });
    expect(lateCharges(input({ ratePercent: 6 }))).toMatchObject({ ratePercent: 6, capped: false });
    expect(lateCharges(input({ ratePercent: 12, underHirePurchaseAct: false }))).toMatchObject({
      ratePercent: 12,
      capped: false,
    });
    expect(lateCharges(input({ ratePercent: null }))).toMatchObject({ ratePercent: null, capped: false });
  });

  it('money fills the oldest instalment first, so the later one stays overdue (decisions §6)', () => {
    // RM 1,000 due 1 Jan and 1 Feb; RM 1,000 paid 15 Feb settles January's (45 days late); February's is
    // unpaid 30 days to 3 Mar. 100,000 x 45 x 8 / 36,500 = 986.30; 100,000 x 30 x 8 / 36,500 = 657.53.
    const result = lateCharges(
      input({
        instalments: [instalment(1, '2026-01-01', 100_000), instalment(2, '2026-02-01', 100_000)],
        payments: [pay(1, '2026-02-15', 100_000)],
        asOf: '2026-03-03',
      }),
    );
    expect(result.instalments.map((row) => [row.charge, row.unpaidAmount, row.daysOverdue])).toEqual([
      [986, 0, 45],
      [658, 100_000, 30],
    ]);
    expect(result.total).toBe(1_644);
  });

  it('a correction that takes money back makes the instalment overdue again from its date', () => {
    // Paid in full on the due date; RM 500 taken back on 11 Jan; unpaid RM 500 for 10 days to 21 Jan.
    const result = lateCharges(
      input({
        instalments: [instalment(1, '2026-01-01', 100_000)],
        payments: [pay(1, '2026-01-01', 100_000), pay(2, '2026-01-11', -50_000, 1)],
        asOf: '2026-01-21',
      }),
    );
    expect(result.instalments[0]).toMatchObject({ charge: 110, unpaidAmount: 50_000, daysOverdue: 10 });
  });

  it('works to the day asked: a payment after it is not yet seen, an instalment not yet due costs nothing', () => {
    const result = lateCharges(
      input({
        instalments: [instalment(1, '2026-01-01', 892_500), instalment(2, '2026-02-01', 892_500)],
        payments: [pay(1, '2026-01-31', 892_500)],
        asOf: '2026-01-21',
      }),
    );
    expect(result.instalments.map((row) => row.charge)).toEqual([3_912, 0]);
    expect(result.instalments[0]!.unpaidAmount).toBe(892_500);
  });
});

describe('the late-payment rate a program or agreement may hold', () => {
  it.each([
    [null, true, null],
    [0, true, null],
    [8, true, null],
    [8.01, true, LATE_CHARGE_MESSAGES.aboveCap(8)],
    [12, false, null],
    [-1, false, LATE_CHARGE_MESSAGES.rate],
    [100, false, null],
    [100.01, false, LATE_CHARGE_MESSAGES.rate],
  ] as const)('%s %% (goods under the Act: %s) -> %s', (rate, under, issue) => {
    expect(lateChargeRateIssue(rate, CAP, under)).toBe(issue);
  });

  it('names the cap in the message', () => {
    expect(LATE_CHARGE_MESSAGES.aboveCap(8)).toBe(
      'Late-payment rate cannot exceed 8.00% p.a. for goods under the Hire-Purchase Act',
    );
  });

  it('applies the smaller of the agreement rate and the cap only to goods under the Act', () => {
    expect(applicableLateChargeRate(12, 8, true)).toBe(8);
    expect(applicableLateChargeRate(5, 8, true)).toBe(5);
    expect(applicableLateChargeRate(12, 8, false)).toBe(12);
    expect(applicableLateChargeRate(null, 8, true)).toBeNull();
  });
});

describe('how the charges are worked out, in words', () => {
  const base = { capPercent: 8, capped: false, underHirePurchaseAct: true };
  it.each([
    [
      { ...base, agreementRate: null, ratePercent: null },
      'No late-payment rate on this agreement: no charges accrue.',
    ],
    [
      { ...base, agreementRate: 12, ratePercent: null },
      'No late-payment rate on this agreement: no charges accrue.',
    ],
    [
      { ...base, agreementRate: null, ratePercent: 8 },
      'No late-payment rate on this agreement: no charges accrue.',
    ],
    [
      { ...base, agreementRate: 12, ratePercent: 8, capped: true },
      "The agreement's 12.00% p.a. is charged at 8.00% p.a., the cap for goods under the Hire-Purchase Act; simple interest by the day on each overdue instalment.",
    ],
    [
      { ...base, agreementRate: 6, ratePercent: 6 },
      '6.00% p.a., simple interest by the day on each overdue instalment (goods under the Hire-Purchase Act: at most 8.00% p.a.).',
    ],
    [
      { ...base, agreementRate: 12, ratePercent: 12, underHirePurchaseAct: false },
      "12.00% p.a., simple interest by the day on each overdue instalment (goods outside the Hire-Purchase Act: the agreement's rate).",
    ],
  ])('%o', (view, words) => {
    expect(lateChargeBasisText(view)).toBe(words);
  });
});

const START = '2026-01-05';

const book = fc
  .record({
    charges: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 6 }),
    payments: fc.array(
      fc.record({ day: fc.integer({ min: -20, max: 260 }), amount: fc.integer({ min: 1, max: 2_500_000 }) }),
      { maxLength: 8 },
    ),
    rate: fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100),
    under: fc.boolean(),
  })
  .map(({ charges, payments, rate, under }) => ({
    instalments: charges.map((charge, index) =>
      instalment(index + 1, addMonthsClamped(START, index), charge),
    ),
    payments: payments.map((payment, index) => pay(index + 1, addDays(START, payment.day), payment.amount)),
    rate,
    under,
  }));

describe('late-payment charges: properties', () => {
  it('never fall as the days go by', () => {
    fc.assert(
      fc.property(
        book,
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 120 }),
        (b, day, more) => {
          const at = (asOf: string) =>
            lateCharges({
              instalments: b.instalments,
              payments: b.payments,
              ratePercent: b.rate,
              capPercent: CAP,
              underHirePurchaseAct: b.under,
              asOf,
            });
          const earlier = at(addDays(START, day));
          const later = at(addDays(START, day + more));
          earlier.instalments.forEach((row, index) => {
            expect(later.instalments[index]!.charge).toBeGreaterThanOrEqual(row.charge);
          });
          expect(later.total).toBeGreaterThanOrEqual(earlier.total);
        },
      ),
    );
  });

  it('are zero when every instalment is paid on or before its due date', () => {
    fc.assert(
      fc.property(book, fc.integer({ min: 0, max: 400 }), (b, day) => {
        const payments = b.instalments.map((row, index) =>
          pay(index + 1, addDays(row.dueDate, -(index % 3)), row.chargeAmount),
        );
        const result = lateCharges({
          instalments: b.instalments,
          payments,
          ratePercent: b.rate,
          capPercent: CAP,
          underHirePurchaseAct: b.under,
          asOf: addDays(START, day),
        });
        expect(result.total).toBe(0);
      }),
    );
  });

  it('never exceed rate x amount x days / 365 plus half a sen, the rate capped for goods under the Act', () => {
    fc.assert(
      fc.property(book, fc.integer({ min: 0, max: 400 }), (b, day) => {
        const asOf = addDays(START, day);
        const result = lateCharges({
          instalments: b.instalments,
          payments: b.payments,
          ratePercent: b.rate,
          capPercent: CAP,
          underHirePurchaseAct: b.under,
          asOf,
        });
        const rate = b.under ? Math.min(b.rate, CAP) : b.rate;
        result.instalments.forEach((row, index) => {
          const charge = b.instalments[index]!.chargeAmount;
          const days = Math.max(0, daysBetween(row.dueDate, asOf));
          expect(row.charge).toBeLessThanOrEqual((charge * days * rate) / 36_500 + 0.5);
          expect(row.daysOverdue).toBeLessThanOrEqual(days);
          if (b.under) expect(row.charge).toBeLessThanOrEqual((charge * days * CAP) / 36_500 + 0.5);
        });
      }),
    );
  });
});
