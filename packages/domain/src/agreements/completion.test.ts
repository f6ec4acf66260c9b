import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFlatRate } from '../loan/flat-rate/flat-rate-quote';
import { PREPAYMENT_PLANS } from '../loan/prepayment';
import {
  AGREEMENT_MESSAGES,
  type AgreementsState,
  completeIssue,
  completionPlan,
  regenerateIssue,
  signedUploadIssue,
} from './completion';

const signed = { generated: true, signed: true };
const unsigned = { generated: true, signed: false };
const ready: AgreementsState = {
  seq: 7,
  generation: 'generated',
  documents: [signed, signed, signed, signed],
};

describe('completeIssue', () => {
  it.each<[string, AgreementsState, string | null]>([
    ['every document signed at seq 7', ready, null],
    ['already completed', { ...ready, seq: 8 }, AGREEMENT_MESSAGES.alreadyCompleted],
    ['still in approval', { ...ready, seq: 6 }, AGREEMENT_MESSAGES.notAtAgreements],
    ['generation queued', { ...ready, generation: 'queued' }, AGREEMENT_MESSAGES.generating],
    ['generation failed', { ...ready, generation: 'failed' }, AGREEMENT_MESSAGES.notGenerated],
    ['nothing generated', { ...ready, generation: null, documents: [] }, AGREEMENT_MESSAGES.notGenerated],
    ['no documents', { ...ready, documents: [] }, AGREEMENT_MESSAGES.notGenerated],
    ['one unsigned', { ...ready, documents: [signed, unsigned] }, AGREEMENT_MESSAGES.signedCopiesMissing],
    [
      'one not generated',
      { ...ready, documents: [signed, { generated: false, signed: true }] },
      AGREEMENT_MESSAGES.signedCopiesMissing,
    ],
  ])('%s', (_name, state, expected) => {
    expect(completeIssue(state)).toBe(expected);
  });
});

describe('signedUploadIssue and regenerateIssue', () => {
  it('allows uploads only at seq 7 with generated documents', () => {
    expect(signedUploadIssue(ready)).toBeNull();
    expect(signedUploadIssue({ seq: 8, generation: 'generated' })).toBe(AGREEMENT_MESSAGES.alreadyCompleted);
    expect(signedUploadIssue({ seq: 6, generation: null })).toBe(AGREEMENT_MESSAGES.notAtAgreements);
    expect(signedUploadIssue({ seq: 7, generation: 'failed' })).toBe(AGREEMENT_MESSAGES.notGenerated);
    expect(signedUploadIssue({ seq: 7, generation: 'queued' })).toBe(AGREEMENT_MESSAGES.notGenerated);
  });

  it('generates again after a failure or before anything is signed, never over a signed copy', () => {
    expect(regenerateIssue({ seq: 7, generation: 'failed', documents: [] })).toBeNull();
    expect(regenerateIssue({ ...ready, documents: [unsigned, unsigned] })).toBeNull();
    expect(regenerateIssue({ ...ready, documents: [unsigned, signed] })).toBe(
      AGREEMENT_MESSAGES.alreadySigned,
    );
    expect(regenerateIssue({ ...ready, generation: 'queued' })).toBe(AGREEMENT_MESSAGES.generating);
    expect(regenerateIssue({ ...ready, seq: 8 })).toBe(AGREEMENT_MESSAGES.alreadyCompleted);
    expect(regenerateIssue({ ...ready, seq: 5 })).toBe(AGREEMENT_MESSAGES.notAtAgreements);
  });
});

describe('completionPlan', () => {
  it('executes today, first due one month later clamped to month end and the rest monthly from it, prepays the plan', () => {
    const plan = completionPlan(
      { months: 12, monthlyInstallment: 100_00, finalInstallment: 95_00, prepayment: [1, 1] },
      '2026-01-31',
    );
    expect(plan.agreementExecution).toBe('2026-01-31');
    expect(plan.firstDueDate).toBe('2026-02-28');
    expect(plan.instalments.map((i) => i.dueDate).slice(0, 3)).toEqual([
      '2026-02-28',
      '2026-03-28',
      '2026-04-28',
    ]);
    expect(plan.instalments).toHaveLength(12);
    expect(plan.instalments[11]?.chargeAmount).toBe(95_00);
    expect(plan.prepayments).toEqual([
      { seq: 1, amount: 100_00, paidAt: '2026-01-31' },
      { seq: 12, amount: 95_00, paidAt: '2026-01-31' },
    ]);
  });

  it('has no prepayment entry for a 0 + 0 plan', () => {
    const plan = completionPlan(
      { months: 24, monthlyInstallment: 50_00, finalInstallment: 50_00, prepayment: [0, 0] },
      '2026-11-23',
    );
    expect(plan.prepayments).toEqual([]);
    expect(plan.firstDueDate).toBe('2026-12-23');
  });

  it('sums the schedule to the total payable of the quote and prepays exactly the quote prepayment amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_00, max: 2_000_000_00 }),
        fc.integer({ min: 50, max: 100 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...PREPAYMENT_PLANS),
        (cost, percent, rateBasis, years, quantity, prepayment) => {
          const loanAmount = Math.floor((cost * percent) / 100);
          const quote = quoteFlatRate({
            cost,
            loanAmount,
            interestRate: rateBasis / 100,
            tenureYears: years,
            prepayment,
            quantity,
          });
          const plan = completionPlan(
            {
              months: quote.months,
              monthlyInstallment: quote.monthlyInstallment,
              finalInstallment: quote.finalInstallment,
              prepayment,
            },
            '2026-03-15',
          );
          expect(plan.instalments.reduce((sum, i) => sum + i.chargeAmount, 0)).toBe(quote.totalPayable);
          expect(plan.prepayments.reduce((sum, p) => sum + p.amount, 0)).toBe(quote.prepaymentAmount);
        },
      ),
    );
  });
});
