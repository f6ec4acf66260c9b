import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar-date';
import {
  allocateLedger,
  allocatePayments,
  type LedgerInstalment,
  type LedgerPayment,
} from './allocate-payments';

const instalments: LedgerInstalment[] = [
  { id: 1, seq: 1, dueDate: '2024-01-15', chargeAmount: 1000 },
  { id: 2, seq: 2, dueDate: '2024-02-15', chargeAmount: 1000 },
  { id: 3, seq: 3, dueDate: '2024-03-15', chargeAmount: 1000 },
];

describe('decisions.md §6 payment ledger allocation', () => {
  it.each<[string, LedgerPayment[], [number, string | null][]]>([
    [
      'nothing paid',
      [],
      [
        [0, null],
        [0, null],
        [0, null],
      ],
    ],
    [
      'one payment fills the oldest first',
      [{ id: 1, amount: 1500, paidAt: '2024-01-10' }],
      [
        [1000, '2024-01-10'],
        [500, '2024-01-10'],
        [0, null],
      ],
    ],
    [
      'paidAt is the payment that completed the instalment; partial shows the latest contributor',
      [
        { id: 1, amount: 600, paidAt: '2024-01-10' },
        { id: 2, amount: 600, paidAt: '2024-02-01' },
      ],
      [
        [1000, '2024-02-01'],
        [200, '2024-02-01'],
        [0, null],
      ],
    ],
    [
      'entries are taken in date order whatever their ids',
      [
        { id: 9, amount: 400, paidAt: '2024-01-01' },
        { id: 1, amount: 1000, paidAt: '2024-03-01' },
      ],
      [
        [1000, '2024-03-01'],
        [400, '2024-03-01'],
        [0, null],
      ],
    ],
    [
      'targeted entries go to their instalment first',
      [
        { id: 1, amount: 1000, paidAt: '2024-01-01', instalmentId: 2 },
        { id: 2, amount: 500, paidAt: '2024-01-05' },
      ],
      [
        [500, '2024-01-05'],
        [1000, '2024-01-01'],
        [0, null],
      ],
    ],
    [
      'a targeted entry larger than its instalment spills to the oldest unpaid',
      [{ id: 1, amount: 1500, paidAt: '2024-01-01', instalmentId: 3 }],
      [
        [500, '2024-01-01'],
        [0, null],
        [1000, '2024-01-01'],
      ],
    ],
    [
      'a negative targeted correction takes money back',
      [
        { id: 1, amount: 1000, paidAt: '2024-01-10' },
        { id: 2, amount: -400, paidAt: '2024-02-01', instalmentId: 1 },
      ],
      [
        [600, '2024-02-01'],
        [0, null],
        [0, null],
      ],
    ],
    [
      'a correction on a targeted instalment adjusts it',
      [
        { id: 1, amount: 1000, paidAt: '2024-01-10', instalmentId: 2 },
        { id: 2, amount: -300, paidAt: '2024-02-01', instalmentId: 2 },
      ],
      [
        [0, null],
        [700, '2024-02-01'],
        [0, null],
      ],
    ],
    [
      'a correction beyond what was paid stops at zero',
      [{ id: 2, amount: -300, paidAt: '2024-02-01', instalmentId: 2 }],
      [
        [0, null],
        [0, null],
        [0, null],
      ],
    ],
    [
      'prepayment entries targeted at the first and the last instalment',
      [
        { id: 1, amount: 1000, paidAt: '2023-12-15', instalmentId: 1 },
        { id: 2, amount: 1000, paidAt: '2023-12-15', instalmentId: 3 },
        { id: 3, amount: 1000, paidAt: '2024-02-10' },
      ],
      [
        [1000, '2023-12-15'],
        [1000, '2024-02-10'],
        [1000, '2023-12-15'],
      ],
    ],
  ])('%s', (_title, payments, expected) => {
    expect(allocatePayments(instalments, payments)).toEqual(
      expected.map(([paidAmount, paidAt], index) => ({ id: index + 1, paidAmount, paidAt })),
    );
  });

  it('keeps an overpayment unallocated', () => {
    const result = allocateLedger(instalments, [{ id: 1, amount: 3500, paidAt: '2024-01-01' }]);
    expect(result.unallocated).toBe(500);
    expect(result.allocations.every((allocation) => allocation.paidAmount === 1000)).toBe(true);
  });

  it('a later negative spill first reduces the unallocated surplus', () => {
    const result = allocateLedger(instalments, [
      { id: 1, amount: 3200, paidAt: '2024-01-01' },
      { id: 2, amount: 500, paidAt: '2024-01-02', instalmentId: 1 },
      { id: 3, amount: -700, paidAt: '2024-01-03', instalmentId: 1 },
    ]);
    expect(result.unallocated).toBe(0);
    expect(result.allocations.map((allocation) => allocation.paidAmount)).toEqual([1000, 1000, 1000]);
  });

  it('records the pieces each entry put on each instalment', () => {
    expect(allocateLedger(instalments, [{ id: 7, amount: 1500, paidAt: '2024-01-10' }]).pieces).toEqual([
      { paymentId: 7, instalmentId: 1, amount: 1000, paidAt: '2024-01-10' },
      { paymentId: 7, instalmentId: 2, amount: 500, paidAt: '2024-01-10' },
    ]);
  });

  it('breaks ties between instalments due the same day by seq, then id', () => {
    const sameDay: LedgerInstalment[] = [
      { id: 'b', dueDate: '2024-01-15', chargeAmount: 100 },
      { id: 'a', dueDate: '2024-01-15', chargeAmount: 100 },
    ];
    expect(allocatePayments(sameDay, [{ id: 'p', amount: 150, paidAt: '2024-01-01' }])).toEqual([
      { id: 'a', paidAmount: 100, paidAt: '2024-01-01' },
      { id: 'b', paidAmount: 50, paidAt: '2024-01-01' },
    ]);
  });

  it('a later payment leaves the paid date of an instalment already paid in full', () => {
    expect(
      allocatePayments(instalments, [
        { id: 1, amount: 1000, paidAt: '2024-01-10' },
        { id: 2, amount: 400, paidAt: '2024-02-10' },
      ]),
    ).toEqual([
      { id: 1, paidAmount: 1000, paidAt: '2024-01-10' },
      { id: 2, paidAmount: 400, paidAt: '2024-02-10' },
      { id: 3, paidAmount: 0, paidAt: null },
    ]);
  });

  it('a correction takes money back from the newest instalments first, across several', () => {
    const result = allocateLedger(instalments, [
      { id: 1, amount: 2500, paidAt: '2024-01-10' },
      { id: 2, amount: -1800, paidAt: '2024-02-01', instalmentId: 3 },
    ]);
    expect(result.allocations).toEqual([
      { id: 1, paidAmount: 700, paidAt: '2024-02-01' },
      { id: 2, paidAmount: 0, paidAt: null },
      { id: 3, paidAmount: 0, paidAt: null },
    ]);
    expect(result.pieces.filter((piece) => piece.paymentId === 2)).toEqual([
      { paymentId: 2, instalmentId: 3, amount: -500, paidAt: '2024-02-01' },
      { paymentId: 2, instalmentId: 2, amount: -1000, paidAt: '2024-02-01' },
      { paymentId: 2, instalmentId: 1, amount: -300, paidAt: '2024-02-01' },
    ]);
    expect(result.unallocated).toBe(0);
  });

  it('a take-back that empties an instalment exactly leaves the older one untouched', () => {
    const result = allocateLedger(instalments, [
      { id: 1, amount: 2300, paidAt: '2024-01-10' },
      { id: 2, amount: -300, paidAt: '2024-02-01', instalmentId: 1 },
    ]);
    expect(result.allocations.map(({ paidAmount, paidAt }) => [paidAmount, paidAt])).toEqual([
      [1000, '2024-01-10'],
      [1000, '2024-01-10'],
      [0, null],
    ]);
    expect(result.pieces.at(-1)).toEqual({
      paymentId: 2,
      instalmentId: 3,
      amount: -300,
      paidAt: '2024-02-01',
    });
  });

  it.each<[string, LedgerPayment[], string]>([
    [
      'the pool finishes a part-targeted instalment later',
      [
        { id: 1, amount: 400, paidAt: '2024-01-05', instalmentId: 1 },
        { id: 2, amount: 600, paidAt: '2024-01-20' },
      ],
      '2024-01-20',
    ],
    [
      'a targeted entry finishes a part-pooled instalment later',
      [
        { id: 1, amount: 600, paidAt: '2024-01-05' },
        { id: 2, amount: 400, paidAt: '2024-01-20', instalmentId: 1 },
      ],
      '2024-01-20',
    ],
  ])('paid date of an instalment paid by both kinds: %s', (_title, payments, paidAt) => {
    expect(allocatePayments(instalments, payments)[0]).toEqual({ id: 1, paidAmount: 1000, paidAt });
  });

  it('fills by due date, whatever the seq or id says', () => {
    const rescheduled: LedgerInstalment[] = [
      { id: 1, seq: 1, dueDate: '2024-03-15', chargeAmount: 100 },
      { id: 2, seq: 2, dueDate: '2024-02-15', chargeAmount: 100 },
      { id: 3, seq: 3, dueDate: '2024-04-15', chargeAmount: 100 },
    ];
    expect(
      allocatePayments(rescheduled, [{ id: 1, amount: 150, paidAt: '2024-01-01' }]).map((row) => [
        row.id,
        row.paidAmount,
      ]),
    ).toEqual([
      [2, 100],
      [1, 50],
      [3, 0],
    ]);
  });

  it('instalments due the same day fill in seq order before id order', () => {
    const sameDay: LedgerInstalment[] = [
      { id: 'a', seq: 3, dueDate: '2024-01-15', chargeAmount: 100 },
      { id: 'b', seq: 1, dueDate: '2024-01-15', chargeAmount: 100 },
      { id: 'c', seq: 2, dueDate: '2024-01-15', chargeAmount: 100 },
    ];
    expect(
      allocatePayments(sameDay, [{ id: 1, amount: 150, paidAt: '2024-01-01' }]).map((row) => [
        row.id,
        row.paidAmount,
      ]),
    ).toEqual([
      ['b', 100],
      ['c', 50],
      ['a', 0],
    ]);
  });

  it.each([
    ['in id order', [1, 2]],
    ['listed in reverse', [2, 1]],
  ])('entries of one day are taken in id order (%s)', (_title, order) => {
    const byId = {
      1: { id: 1, amount: 600, paidAt: '2024-01-10' },
      2: { id: 2, amount: 600, paidAt: '2024-01-10' },
    } as const;
    expect(
      allocateLedger(
        instalments,
        order.map((id) => byId[id as 1 | 2]),
      ).pieces,
    ).toEqual([
      { paymentId: 1, instalmentId: 1, amount: 600, paidAt: '2024-01-10' },
      { paymentId: 2, instalmentId: 1, amount: 400, paidAt: '2024-01-10' },
      { paymentId: 2, instalmentId: 2, amount: 200, paidAt: '2024-01-10' },
    ]);
  });

  it('an untargeted entry of 0 is accepted and changes nothing', () => {
    expect(allocateLedger(instalments, [{ id: 1, amount: 0, paidAt: '2024-01-10' }])).toEqual({
      allocations: instalments.map((row) => ({ id: row.id, paidAmount: 0, paidAt: null })),
      pieces: [],
      unallocated: 0,
    });
  });

  it('a targeted entry on a full instalment only spills: no piece on it, its paid date kept', () => {
    const result = allocateLedger(instalments, [
      { id: 1, amount: 1000, paidAt: '2024-01-01', instalmentId: 2 },
      { id: 2, amount: 500, paidAt: '2024-02-01', instalmentId: 2 },
    ]);
    expect(result.allocations[1]).toEqual({ id: 2, paidAmount: 1000, paidAt: '2024-01-01' });
    expect(result.pieces).toEqual([
      { paymentId: 1, instalmentId: 2, amount: 1000, paidAt: '2024-01-01' },
      { paymentId: 2, instalmentId: 1, amount: 500, paidAt: '2024-02-01' },
    ]);
  });

  it('a targeted correction is a negative piece on its instalment', () => {
    const result = allocateLedger(instalments, [
      { id: 1, amount: 1000, paidAt: '2024-01-01', instalmentId: 2 },
      { id: 2, amount: -400, paidAt: '2024-02-01', instalmentId: 2 },
    ]);
    expect(result.pieces.at(-1)).toEqual({
      paymentId: 2,
      instalmentId: 2,
      amount: -400,
      paidAt: '2024-02-01',
    });
  });

  it('a targeted payment corrected back to nothing leaves no paid date', () => {
    expect(
      allocatePayments(instalments, [
        { id: 1, amount: 1000, paidAt: '2024-01-05', instalmentId: 1 },
        { id: 2, amount: -1000, paidAt: '2024-02-01', instalmentId: 1 },
        { id: 3, amount: 300, paidAt: '2024-01-20' },
      ])[0],
    ).toEqual({ id: 1, paidAmount: 300, paidAt: '2024-01-20' });
  });

  it('a take-back skips instalments that hold no pooled money', () => {
    const result = allocateLedger(instalments, [
      { id: 1, amount: 1000, paidAt: '2024-01-01', instalmentId: 2 },
      { id: 2, amount: 1500, paidAt: '2024-01-10' },
      { id: 3, amount: -800, paidAt: '2024-02-01', instalmentId: 3 },
    ]);
    expect(result.pieces.filter((piece) => piece.paymentId === 3)).toEqual([
      { paymentId: 3, instalmentId: 3, amount: -500, paidAt: '2024-02-01' },
      { paymentId: 3, instalmentId: 1, amount: -300, paidAt: '2024-02-01' },
    ]);
    expect(result.allocations.map(({ paidAmount, paidAt }) => [paidAmount, paidAt])).toEqual([
      [700, '2024-02-01'],
      [1000, '2024-01-01'],
      [0, null],
    ]);
  });

  describe('a take-back larger than what the pool holds is carried as a debt, never lost (decisions, Payment ledger)', () => {
    it('a correction with nothing to take back leaves a debt of its full amount', () => {
      const result = allocateLedger(instalments, [
        { id: 1, amount: -300, paidAt: '2024-02-01', instalmentId: 2 },
      ]);
      expect(result.unallocated).toBe(-300);
      expect(result.pieces).toEqual([]);
    });

    it('takes back the surplus, then the instalments, and carries the rest', () => {
      const result = allocateLedger(instalments, [
        { id: 1, amount: 1200, paidAt: '2024-01-10' },
        { id: 2, amount: -1500, paidAt: '2024-02-01', instalmentId: 3 },
      ]);
      expect(result.allocations.map((allocation) => allocation.paidAmount)).toEqual([0, 0, 0]);
      expect(result.unallocated).toBe(-300);
    });

    it('a correction dated before the payment it corrects is paid by that payment first', () => {
      const result = allocateLedger(instalments, [
        { id: 2, amount: -1000, paidAt: '2024-03-01', instalmentId: 1 },
        { id: 1, amount: 1500, paidAt: '2024-03-10' },
      ]);
      expect(result.allocations).toEqual([
        { id: 1, paidAmount: 500, paidAt: '2024-03-10' },
        { id: 2, paidAmount: 0, paidAt: null },
        { id: 3, paidAmount: 0, paidAt: null },
      ]);
      expect(result.pieces).toEqual([{ paymentId: 1, instalmentId: 1, amount: 500, paidAt: '2024-03-10' }]);
      expect(result.unallocated).toBe(0);
    });

    it('debts add up, and a payment that only repays them puts nothing on an instalment', () => {
      const result = allocateLedger(instalments, [
        { id: 1, amount: -200, paidAt: '2024-01-01', instalmentId: 1 },
        { id: 2, amount: -300, paidAt: '2024-01-02', instalmentId: 2 },
        { id: 3, amount: 500, paidAt: '2024-01-03' },
      ]);
      expect(result.allocations.map((allocation) => allocation.paidAt)).toEqual([null, null, null]);
      expect(result.pieces).toEqual([]);
      expect(result.unallocated).toBe(0);
    });

    it('a surplus after a repaid debt stays unallocated', () => {
      const result = allocateLedger(instalments, [
        { id: 1, amount: -200, paidAt: '2024-01-01', instalmentId: 1 },
        { id: 2, amount: 3500, paidAt: '2024-01-03' },
      ]);
      expect(result.allocations.map((allocation) => allocation.paidAmount)).toEqual([1000, 1000, 1000]);
      expect(result.unallocated).toBe(300);
    });
  });

  it.each<[string, LedgerPayment, string]>([
    [
      'a negative untargeted entry',
      { id: 1, amount: -1, paidAt: '2024-01-01' },
      'Payment 1: only a targeted correction may be negative',
    ],
    ['fractional sen', { id: 1, amount: 1.5, paidAt: '2024-01-01' }, 'Payment 1: amount must be integer sen'],
    [
      'an unknown target',
      { id: 1, amount: 1, paidAt: '2024-01-01', instalmentId: 99 },
      'Payment 1 targets an unknown instalment 99',
    ],
  ])('refuses %s, saying why', (_title, payment, message) => {
    expect(() => allocatePayments(instalments, [payment])).toThrow(new RangeError(message));
  });
});

const ledgerCase = fc
  .array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 24 })
  .chain((charges) =>
    fc.record({
      instalments: fc.constant(
        charges.map((chargeAmount, index) => ({
          id: index + 1,
          seq: index + 1,
          dueDate: addDays('2024-01-15', index * 30),
          chargeAmount,
        })),
      ),
      payments: fc.array(
        fc.record({
          amount: fc.integer({ min: 1, max: 150_000 }),
          day: fc.integer({ min: -30, max: 800 }),
          target: fc.option(fc.integer({ min: 1, max: charges.length }), { freq: 4 }),
        }),
        { maxLength: 30 },
      ),
      seed: fc.integer(),
    }),
  )
  .map(({ instalments: rows, payments, seed }) => ({
    instalments: rows,
    payments: payments.map(
      (payment, index): LedgerPayment => ({
        id: index + 1,
        amount: payment.amount,
        paidAt: addDays('2024-01-01', payment.day),
        instalmentId: payment.target,
      }),
    ),
    seed,
  }));

/** Targeted corrections of either sign, of any size, among ordinary payments. */
const mixedLedgerCase = ledgerCase.chain(({ instalments: rows, payments }) =>
  fc
    .array(
      fc.record({
        amount: fc.integer({ min: -150_000, max: 150_000 }).filter((amount) => amount !== 0),
        day: fc.integer({ min: -30, max: 800 }),
        target: fc.integer({ min: 1, max: rows.length }),
      }),
      { maxLength: 12 },
    )
    .map((corrections) => ({
      instalments: rows,
      payments: [
        ...payments,
        ...corrections.map(
          (correction, index): LedgerPayment => ({
            id: payments.length + index + 1,
            amount: correction.amount,
            paidAt: addDays('2024-01-01', correction.day),
            instalmentId: correction.target,
          }),
        ),
      ],
    })),
);

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0 || 1;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe('decisions.md §6 payment ledger allocation (property)', () => {
  it('never loses or makes money: paid amounts + unallocated = the ledger, with corrections of any size', () => {
    fc.assert(
      fc.property(mixedLedgerCase, ({ instalments: rows, payments }) => {
        const { allocations, pieces, unallocated } = allocateLedger(rows, payments);
        const paid = allocations.reduce((sum, allocation) => sum + allocation.paidAmount, 0);
        const ledger = payments.reduce((sum, payment) => sum + payment.amount, 0);
        expect(paid + unallocated).toBe(ledger);
        for (const allocation of allocations) {
          const row = rows.find((candidate) => candidate.id === allocation.id)!;
          const onIt = pieces.filter((piece) => piece.instalmentId === allocation.id);
          expect(onIt.reduce((sum, piece) => sum + piece.amount, 0)).toBe(allocation.paidAmount);
          expect(allocation.paidAmount).toBeGreaterThanOrEqual(0);
          expect(allocation.paidAmount).toBeLessThanOrEqual(row.chargeAmount);
          expect(allocation.paidAt === null).toBe(allocation.paidAmount === 0);
        }
        expect(pieces.every((piece) => piece.amount !== 0)).toBe(true);
        if (unallocated > 0) expect(paid).toBe(rows.reduce((sum, row) => sum + row.chargeAmount, 0));
      }),
    );
  });

  it('conserves money: allocated = min(sum of payments, sum of charges)', () => {
    fc.assert(
      fc.property(ledgerCase, ({ instalments: rows, payments }) => {
        const allocated = allocatePayments(rows, payments).reduce(
          (sum, allocation) => sum + allocation.paidAmount,
          0,
        );
        const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
        const charged = rows.reduce((sum, row) => sum + row.chargeAmount, 0);
        expect(allocated).toBe(Math.min(paid, charged));
      }),
    );
  });

  it('never over-pays an instalment, and paidAt is set exactly when something is paid', () => {
    fc.assert(
      fc.property(ledgerCase, ({ instalments: rows, payments }) => {
        const charges = new Map(rows.map((row) => [row.id, row.chargeAmount]));
        const latest =
          payments
            .map((payment) => payment.paidAt)
            .sort()
            .at(-1) ?? '0000-01-01';
        for (const allocation of allocatePayments(rows, payments)) {
          expect(allocation.paidAmount).toBeGreaterThanOrEqual(0);
          expect(allocation.paidAmount).toBeLessThanOrEqual(charges.get(allocation.id as number)!);
          expect(allocation.paidAt === null).toBe(allocation.paidAmount === 0);
          if (allocation.paidAt) expect(allocation.paidAt <= latest).toBe(true);
        }
      }),
    );
  });

  it('ignores the order of its inputs', () => {
    fc.assert(
      fc.property(ledgerCase, ({ instalments: rows, payments, seed }) => {
        expect(allocatePayments(shuffle(rows, seed), shuffle(payments, seed + 1))).toEqual(
          allocatePayments(rows, payments),
        );
      }),
    );
  });

  it('without targeted entries, pays the oldest first: full instalments, at most one partial, then none', () => {
    fc.assert(
      fc.property(ledgerCase, ({ instalments: rows, payments }) => {
        const untargeted = payments.map((payment) => ({ ...payment, instalmentId: null }));
        const allocations = allocatePayments(rows, untargeted);
        const firstShort = allocations.findIndex(
          (allocation, index) => allocation.paidAmount < rows[index]!.chargeAmount,
        );
        if (firstShort >= 0)
          expect(allocations.slice(firstShort + 1).every((allocation) => allocation.paidAmount === 0)).toBe(
            true,
          );
      }),
    );
  });
});
