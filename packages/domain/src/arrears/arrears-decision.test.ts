import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, type CalendarDate } from '../common/calendar-date';
import {
  type ArrearsAgreement,
  arrearsCycleStart,
  decideArrears,
  isPromiseBroken,
  type ProposalRecord,
} from './arrears-decision';
import { DEFAULT_LADDER, type LadderStep } from './ladder';

const MONTHLY = 100_000;
const FIRST_DUE = '2026-01-10';

/** Twelve monthly instalments of RM 1,000.00 from 10-01-2026. */
const instalments = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  seq: index + 1,
  dueDate: addMonthsClamped(FIRST_DUE, index),
  chargeAmount: MONTHLY,
}));
const dueOf = (seq: number) => addMonthsClamped(FIRST_DUE, seq - 1);

let nextPayment = 1;
const pay = (
  paidAt: CalendarDate,
  amount = MONTHLY,
  kind: 'payment' | 'rebate' | 'settlement' = 'payment',
) => ({
  id: nextPayment++,
  amount,
  paidAt,
  kind,
});

function agreement(overrides: Partial<ArrearsAgreement> = {}): ArrearsAgreement {
  return {
    totalPayable: MONTHLY * 12,
    instalments,
    ledger: [],
    reschedules: [],
    proposals: [],
    ...overrides,
  };
}

const proposal = (
  action: ProposalRecord['action'],
  cycle: CalendarDate,
  status: ProposalRecord['status'] = 'approved',
  promise: ProposalRecord['promise'] = null,
): ProposalRecord => ({ id: nextPayment++, action, cycle, status, promise });

/** Instalments 1..n paid on their due dates. */
const paidOnTime = (n: number) => Array.from({ length: n }, (_, index) => pay(dueOf(index + 1)));

describe('issue 32: the day’s decision for one agreement', () => {
  it.each<[string, Partial<ArrearsAgreement>, CalendarDate, string]>([
    ['nothing due yet', {}, '2026-01-05', 'hold not_in_arrears'],
    ['due today is not overdue', {}, FIRST_DUE, 'hold not_in_arrears'],
    ['6 days past due: before the first step', {}, addDays(FIRST_DUE, 6), 'hold below_ladder'],
    ['7 days past due: the reminder', {}, addDays(FIRST_DUE, 7), `propose reminder ${FIRST_DUE} 7`],
    ['29 days: still the reminder', {}, addDays(FIRST_DUE, 29), `propose reminder ${FIRST_DUE} 29`],
    ['30 days: first letter of demand', {}, addDays(FIRST_DUE, 30), `propose first_demand ${FIRST_DUE} 30`],
    ['60 days: final letter of demand', {}, addDays(FIRST_DUE, 60), `propose final_demand ${FIRST_DUE} 60`],
    ['90 days: the notice', {}, addDays(FIRST_DUE, 90), `propose repossession_notice ${FIRST_DUE} 90`],
    ['paid on time: not in arrears', { ledger: paidOnTime(3) }, '2026-03-25', 'hold not_in_arrears'],
    [
      'second instalment missed: its own days count',
      { ledger: [pay(dueOf(1))] },
      addDays(dueOf(2), 8),
      `propose reminder ${dueOf(2)} 8`,
    ],
    [
      'a rebate is not cash but still pays: the ledger decides, not the kind',
      { ledger: [pay(dueOf(1), MONTHLY, 'rebate')] },
      addDays(dueOf(1), 8),
      'hold not_in_arrears',
    ],
    [
      'settled: never proposed',
      { ledger: [pay('2026-01-05', MONTHLY * 12, 'settlement')] },
      '2026-06-01',
      'hold settled',
    ],
    ['closed: never proposed', { closed: true }, addDays(FIRST_DUE, 40), 'hold closed'],
    [
      'a reschedule waiting for approval holds it',
      { reschedules: [{ status: 'Pending', decidedOn: null }] },
      addDays(FIRST_DUE, 40),
      'hold reschedule_pending',
    ],
    [
      'a rejected reschedule does not',
      { reschedules: [{ status: 'Rejected', decidedOn: addDays(FIRST_DUE, 20) }] },
      addDays(FIRST_DUE, 40),
      `propose first_demand ${FIRST_DUE} 40`,
    ],
    [
      'a reschedule approved during the cycle starts a new one: the reminder again',
      {
        reschedules: [{ status: 'Approved', decidedOn: addDays(FIRST_DUE, 20) }],
        proposals: [proposal('reminder', FIRST_DUE)],
      },
      addDays(FIRST_DUE, 25),
      `propose reminder ${addDays(FIRST_DUE, 20)} 25`,
    ],
    [
      'the reminder already proposed in the cycle',
      { proposals: [proposal('reminder', FIRST_DUE, 'proposed')] },
      addDays(FIRST_DUE, 20),
      'hold step_done',
    ],
    [
      'a skipped step counts as done',
      { proposals: [proposal('reminder', FIRST_DUE, 'skipped')] },
      addDays(FIRST_DUE, 20),
      'hold step_done',
    ],
    [
      'the next step once its days are reached',
      { proposals: [proposal('reminder', FIRST_DUE)] },
      addDays(FIRST_DUE, 31),
      `propose first_demand ${FIRST_DUE} 31`,
    ],
    [
      'never back down the ladder: a part payment lowering the days brings no earlier letter',
      { ledger: [pay(addDays(FIRST_DUE, 45))], proposals: [proposal('first_demand', FIRST_DUE)] },
      addDays(FIRST_DUE, 46),
      'hold step_done',
    ],
    [
      'a step of an earlier cycle does not count: caught up, then behind again',
      {
        ledger: [pay(addDays(dueOf(1), 20)), pay(dueOf(2))],
        proposals: [proposal('reminder', dueOf(1))],
      },
      addDays(dueOf(3), 10),
      `propose reminder ${dueOf(3)} 10`,
    ],
    [
      'a promise to pay not yet due holds the agreement',
      {
        proposals: [
          proposal('reminder', FIRST_DUE, 'snoozed', {
            madeOn: addDays(FIRST_DUE, 8),
            promisedOn: addDays(FIRST_DUE, 40),
            amount: MONTHLY,
          }),
        ],
      },
      addDays(FIRST_DUE, 35),
      'hold promise_pending',
    ],
    [
      'a kept promise: the snoozed step counts as done, the next comes at its days',
      {
        ledger: [pay(addDays(FIRST_DUE, 20), MONTHLY / 2)],
        proposals: [
          proposal('reminder', FIRST_DUE, 'snoozed', {
            madeOn: addDays(FIRST_DUE, 8),
            promisedOn: addDays(FIRST_DUE, 21),
            amount: MONTHLY / 2,
          }),
        ],
      },
      addDays(FIRST_DUE, 25),
      'hold step_done',
    ],
  ])('%s', (_name, overrides, today, expected) => {
    const { outcome } = decideArrears(agreement(overrides), DEFAULT_LADDER, today);
    const text =
      outcome.kind === 'propose'
        ? `propose ${outcome.action} ${outcome.cycle} ${outcome.daysPastDue}`
        : `hold ${outcome.reason}`;
    expect(text).toBe(expected);
  });

  it('a broken promise brings the snoozed proposal back, and the agreement with it', () => {
    const snoozed = proposal('first_demand', FIRST_DUE, 'snoozed', {
      madeOn: addDays(FIRST_DUE, 31),
      promisedOn: addDays(FIRST_DUE, 38),
      amount: MONTHLY,
    });
    const book = agreement({ ledger: [pay(addDays(FIRST_DUE, 35), MONTHLY - 1)], proposals: [snoozed] });
    expect(decideArrears(book, DEFAULT_LADDER, addDays(FIRST_DUE, 38)).revive).toEqual([]);
    const after = decideArrears(book, DEFAULT_LADDER, addDays(FIRST_DUE, 39));
    expect(after.revive).toEqual([snoozed.id]);
    // The part payment left RM 0.01 of instalment 1, and instalment 2 has fallen due since.
    expect(after.daysPastDue).toBe(39);
    expect(after.arrears).toBe(1 + MONTHLY);
  });

  it('reports the arrears by the instalments due before today', () => {
    const decision = decideArrears(
      agreement({ ledger: [pay(dueOf(1), 40_000)] }),
      DEFAULT_LADDER,
      '2026-03-11',
    );
    expect(decision.arrears).toBe(60_000 + MONTHLY * 2);
    expect(decision.daysPastDue).toBe(60);
  });

  it('an instalment due today is not arrears yet', () => {
    expect(decideArrears(agreement(), DEFAULT_LADDER, FIRST_DUE)).toMatchObject({
      arrears: 0,
      daysPastDue: 0,
    });
    expect(decideArrears(agreement(), DEFAULT_LADDER, addDays(FIRST_DUE, 1))).toMatchObject({
      arrears: MONTHLY,
      daysPastDue: 1,
    });
  });

  it('reads the schedule whatever order its rows come in', () => {
    const today = addDays(FIRST_DUE, 40);
    const ordered = decideArrears(agreement(), DEFAULT_LADDER, today);
    const reversed = decideArrears(
      agreement({ instalments: [...instalments].reverse() }),
      DEFAULT_LADDER,
      today,
    );
    expect(reversed).toEqual(ordered);
    expect(ordered.daysPastDue).toBe(40);
  });

  it('follows the ladder it is given', () => {
    const ladder: LadderStep[] = [
      { action: 'first_demand', days: 14 },
      { action: 'recovery', days: 45 },
    ];
    const decide = (days: number) => decideArrears(agreement(), ladder, addDays(FIRST_DUE, days)).outcome;
    expect(decide(13)).toEqual({ kind: 'hold', reason: 'below_ladder' });
    expect(decide(14)).toMatchObject({ kind: 'propose', action: 'first_demand' });
    expect(decide(45)).toMatchObject({ kind: 'propose', action: 'recovery' });
  });
});

describe('promises to pay', () => {
  const promise = { madeOn: '2026-02-01', promisedOn: '2026-02-10', amount: 50_000 };
  it.each<[string, { amount: number; paidAt: string; kind?: 'payment' | 'rebate' }[], string, boolean]>([
    ['before its date it is not broken', [], '2026-02-10', false],
    ['its date passed with nothing paid', [], '2026-02-11', true],
    ['paid in full by its date', [{ amount: 50_000, paidAt: '2026-02-10' }], '2026-02-20', false],
    [
      'paid in parts by its date',
      [
        { amount: 20_000, paidAt: '2026-02-02' },
        { amount: 30_000, paidAt: '2026-02-09' },
      ],
      '2026-02-20',
      false,
    ],
    ['paid short', [{ amount: 49_999, paidAt: '2026-02-05' }], '2026-02-20', true],
    ['paid late', [{ amount: 50_000, paidAt: '2026-02-11' }], '2026-02-20', true],
    ['paid before it was made', [{ amount: 50_000, paidAt: '2026-01-31' }], '2026-02-20', true],
    ['paid on the day it was made', [{ amount: 50_000, paidAt: '2026-02-01' }], '2026-02-20', false],
    [
      'a rebate is not money paid',
      [{ amount: 50_000, paidAt: '2026-02-05', kind: 'rebate' }],
      '2026-02-20',
      true,
    ],
  ])('%s', (_name, ledger, today, broken) => {
    expect(isPromiseBroken(promise, ledger, today)).toBe(broken);
  });
});

describe('the arrears cycle', () => {
  const row = (seq: number, paidAt: CalendarDate | null, paidAmount = paidAt ? MONTHLY : 0) => ({
    dueDate: dueOf(seq),
    chargeAmount: MONTHLY,
    paidAmount,
    paidAt,
  });
  it.each<[string, ReturnType<typeof row>[], CalendarDate | null]>([
    ['nothing unpaid', [row(1, dueOf(1)), row(2, dueOf(2))], null],
    ['the first missed', [row(1, null), row(2, null)], dueOf(1)],
    ['paid on time, then missed', [row(1, dueOf(1)), row(2, null), row(3, null)], dueOf(2)],
    ['caught up late before the next fell due', [row(1, addDays(dueOf(1), 20)), row(2, null)], dueOf(2)],
    ['caught up on the day the next fell due', [row(1, dueOf(2)), row(2, null)], dueOf(2)],
    ['caught up only after the next fell due', [row(1, addDays(dueOf(2), 3)), row(2, null)], dueOf(1)],
    ['a part paid instalment is not caught up', [row(1, dueOf(1), MONTHLY - 1), row(2, dueOf(2))], dueOf(1)],
  ])('%s', (_name, rows, start) => {
    expect(arrearsCycleStart(rows, addDays(dueOf(3), 1))).toBe(start);
    // The schedule's rows may come in any order.
    expect(arrearsCycleStart([...rows].reverse(), addDays(dueOf(3), 1))).toBe(start);
  });

  it('an instalment due today is not in arrears yet', () => {
    expect(arrearsCycleStart([row(1, dueOf(1)), row(2, dueOf(2)), row(3, null)], dueOf(3))).toBeNull();
    expect(arrearsCycleStart([row(1, dueOf(1)), row(2, dueOf(2)), row(3, null)], addDays(dueOf(3), 1))).toBe(
      dueOf(3),
    );
  });
});

describe('properties', () => {
  const scenario = fc.record({
    payments: fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 400 }), amount: fc.integer({ min: 1, max: 250_000 }) }),
      {
        maxLength: 8,
      },
    ),
    day: fc.integer({ min: 0, max: 420 }),
  });
  const build = ({ payments }: { payments: { day: number; amount: number }[] }) =>
    agreement({ ledger: payments.map((p) => pay(addDays('2025-12-20', p.day), p.amount)) });

  it('proposes only a step whose days the agreement has reached, in the cycle that holds its oldest arrears', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const today = addDays('2025-12-20', input.day);
        const decision = decideArrears(build(input), DEFAULT_LADDER, today);
        if (decision.outcome.kind !== 'propose') return;
        const step = DEFAULT_LADDER.find((s) => s.action === (decision.outcome as { action: string }).action);
        expect(step?.days).toBeLessThanOrEqual(decision.daysPastDue);
        expect(decision.outcome.cycle <= addDays(today, -decision.daysPastDue)).toBe(true);
        expect(decision.arrears).toBeGreaterThan(0);
      }),
    );
  });

  it('proposes once: with its proposal recorded, the same day holds', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.constantFrom('proposed', 'approved', 'skipped') as fc.Arbitrary<ProposalRecord['status']>,
        (input, status) => {
          const today = addDays('2025-12-20', input.day);
          const book = build(input);
          const first = decideArrears(book, DEFAULT_LADDER, today).outcome;
          if (first.kind !== 'propose') return;
          const again = decideArrears(
            { ...book, proposals: [proposal(first.action, first.cycle, status)] },
            DEFAULT_LADDER,
            today,
          );
          expect(again.outcome).toEqual({ kind: 'hold', reason: 'step_done' });
        },
      ),
    );
  });
});
