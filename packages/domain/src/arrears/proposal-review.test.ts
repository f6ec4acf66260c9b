import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerKind } from '../collections/ledger-kinds';
import { addDays, addMonthsClamped, type CalendarDate } from '../common/calendar-date';
import { type ArrearsAgreement, decideArrears } from './arrears-decision';
import { type ArrearsAction, DEFAULT_LADDER } from './ladder';
import {
  assertLetterAmount,
  LETTER_AMOUNT_MESSAGE,
  letterAmountIssue,
  reviewProposal,
  WITHDRAWAL_REASONS,
} from './proposal-review';

const MONTHLY = 100_000;
const FIRST_DUE = '2026-01-10';
const dueOf = (seq: number) => addMonthsClamped(FIRST_DUE, seq - 1);
const instalments = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  seq: index + 1,
  dueDate: dueOf(index + 1),
  chargeAmount: MONTHLY,
}));

let nextId = 1;
const pay = (paidAt: CalendarDate, amount = MONTHLY, kind: LedgerKind = 'payment') => ({
  id: nextId++,
  amount,
  paidAt,
  kind,
});

function agreement(overrides: Partial<ArrearsAgreement> = {}): Omit<ArrearsAgreement, 'proposals'> {
  return { totalPayable: MONTHLY * 12, instalments, ledger: [], reschedules: [], ...overrides };
}

/** 40 days after the first instalment fell due (two due, unpaid): the first letter of demand, proposed that day. */
const PROPOSED_ON = addDays(FIRST_DUE, 40);
const demand = { action: 'first_demand' as ArrearsAction, cycle: FIRST_DUE };

describe('issue 41: a proposal is judged again on the arrears of the day', () => {
  it.each<[string, Partial<ArrearsAgreement>, CalendarDate, string]>([
    ['nothing paid: it stands, with today’s figures', {}, PROPOSED_ON, 'keep 200000 40'],
    ['a week later, still unpaid: it stands', {}, addDays(PROPOSED_ON, 7), 'keep 200000 47'],
    [
      'paid in full after the proposal: withdrawn, paid on that day',
      { ledger: [pay(addDays(PROPOSED_ON, 2), MONTHLY * 2)] },
      addDays(PROPOSED_ON, 3),
      `withdraw ${WITHDRAWAL_REASONS.paid(addDays(PROPOSED_ON, 2))}`,
    ],
    [
      'the issue’s example: paid 12-12-2026',
      { ledger: [pay('2026-12-12', MONTHLY * 12)] },
      '2026-12-14',
      'withdraw Paid 12-12-2026',
    ],
    [
      'a payment dated after today does not count yet',
      { ledger: [pay(addDays(PROPOSED_ON, 5), MONTHLY * 2)] },
      addDays(PROPOSED_ON, 1),
      'keep 200000 41',
    ],
    [
      'cleared by a rebate, not by the hirer: no longer in arrears',
      { ledger: [pay(addDays(PROPOSED_ON, 1), MONTHLY * 2, 'rebate')] },
      addDays(PROPOSED_ON, 1),
      `withdraw ${WITHDRAWAL_REASONS.notInArrears(addDays(PROPOSED_ON, 1))}`,
    ],
    [
      'a part payment: still owed, still past the step’s 30 days',
      { ledger: [pay(addDays(PROPOSED_ON, 1), 40_000)] },
      addDays(PROPOSED_ON, 1),
      'keep 160000 41',
    ],
    ['closed meanwhile', { closed: true }, PROPOSED_ON, `withdraw ${'The agreement is closed'}`],
    [
      'a reschedule waiting for approval',
      { reschedules: [{ status: 'Pending', decidedOn: null }] },
      PROPOSED_ON,
      `withdraw ${'A reschedule is waiting for approval'}`,
    ],
  ])('%s', (_, overrides, today, expected) => {
    const review = reviewProposal(agreement(overrides), demand, DEFAULT_LADDER, today);
    expect(
      review.kind === 'keep' ? `keep ${review.arrears} ${review.daysPastDue}` : `withdraw ${review.reason}`,
    ).toBe(expected);
  });

  it('a final letter after the oldest instalment was paid: the step no longer applies', () => {
    // 65 days past due on the first instalment (final letter of demand at 60); the first two paid leaves the
    // third 6 days past due.
    const today = addDays(FIRST_DUE, 65);
    const ledger = [pay(today, MONTHLY * 2)];
    const review = reviewProposal(
      agreement({ ledger }),
      { action: 'final_demand', cycle: FIRST_DUE },
      DEFAULT_LADDER,
      today,
    );
    expect(review).toEqual({
      kind: 'withdraw',
      reason: WITHDRAWAL_REASONS.belowStep('final_demand', 6, 60, today),
      arrears: MONTHLY,
      daysPastDue: 6,
    });
    expect(review.kind === 'withdraw' && review.reason).toBe(
      '6 days past due on 16-03-2026: the final letter of demand is due from 60 days',
    );
  });

  it('caught up and behind again: the old cycle’s proposal is withdrawn', () => {
    const ledger = [pay(addDays(FIRST_DUE, 20), MONTHLY * 2)];
    const today = addDays(dueOf(3), 10);
    const review = reviewProposal(agreement({ ledger }), demand, DEFAULT_LADDER, today);
    expect(review).toMatchObject({ kind: 'withdraw', reason: WITHDRAWAL_REASONS.newCycle(dueOf(3)) });
  });

  it('a step taken off the ladder since: a change of policy, not of what is owed, so it stands', () => {
    const ladder = DEFAULT_LADDER.filter((step) => step.action !== 'first_demand');
    expect(reviewProposal(agreement(), demand, ladder, PROPOSED_ON)).toMatchObject({ kind: 'keep' });
  });

  const scenario = fc.record({
    payments: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 300 }),
        amount: fc.integer({ min: 1, max: 250_000 }),
        kind: fc.constantFrom<LedgerKind>('payment', 'settlement', 'rebate', 'disposal'),
      }),
      { maxLength: 8 },
    ),
    day: fc.integer({ min: 0, max: 320 }),
  });

  it('property: a proposal kept always has arrears to demand; the day’s pass agrees it is in arrears', () => {
    fc.assert(
      fc.property(scenario, ({ payments, day }) => {
        const today = addDays(FIRST_DUE, day);
        const state = agreement({
          ledger: payments.map((p) => pay(addDays(FIRST_DUE, p.day), p.amount, p.kind)),
        });
        const decision = decideArrears({ ...state, proposals: [] }, DEFAULT_LADDER, today);
        for (const step of DEFAULT_LADDER) {
          const review = reviewProposal(
            state,
            { action: step.action, cycle: FIRST_DUE },
            DEFAULT_LADDER,
            today,
          );
          // The same figures as the day's decision: one reading of "in arrears today".
          expect([review.arrears, review.daysPastDue]).toEqual([decision.arrears, decision.daysPastDue]);
          if (review.kind === 'keep') {
            expect(letterAmountIssue(review.arrears)).toBeNull();
            expect(review.daysPastDue).toBeGreaterThanOrEqual(step.days);
          }
          if (review.arrears <= 0) expect(review.kind).toBe('withdraw');
        }
      }),
    );
  });
});

describe('issue 41: no letter states RM 0.00', () => {
  it.each<[number, string | null]>([
    [1, null],
    [250_000, null],
    [0, LETTER_AMOUNT_MESSAGE],
    [-100, LETTER_AMOUNT_MESSAGE],
    [0.5, LETTER_AMOUNT_MESSAGE],
  ])('%d sen: %s', (amount, issue) => {
    expect(letterAmountIssue(amount)).toBe(issue);
  });

  it('the guard throws before a letter of RM 0.00 is written', () => {
    expect(() => assertLetterAmount(0)).toThrow('A letter must demand more than RM 0.00: nothing is owed');
    expect(() => assertLetterAmount(1)).not.toThrow();
  });
});
