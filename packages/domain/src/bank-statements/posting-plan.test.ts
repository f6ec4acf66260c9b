import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { futureDateMessage } from '../collections/ledger-kinds';
import { PAYMENT_MESSAGES } from '../schemas/collections.schema';
import { POSTING_MESSAGES, type PostingPart, planPostings, SPLIT_MESSAGES, splitIssue } from './posting-plan';

const TODAY = '2026-11-28';
const part = (
  partId: number,
  agreementId: number,
  amount: number,
  valueDate = '2026-11-23',
): PostingPart => ({
  partId,
  lineId: partId,
  agreementId,
  amount,
  valueDate,
});

describe('planPostings', () => {
  it.each([
    ['a share above what is outstanding', [part(1, 1, 600_00)], PAYMENT_MESSAGES.aboveOutstanding],
    [
      'a share dated before the latest payment',
      [part(1, 1, 100_00, '2026-11-01')],
      PAYMENT_MESSAGES.dateBeforeLast,
    ],
    ['a share dated after today', [part(1, 1, 100_00, '2026-11-29')], futureDateMessage(TODAY)],
    [
      'a share on an agreement that cannot take payments',
      [part(1, 9, 100_00)],
      POSTING_MESSAGES.unknownAgreement,
    ],
  ] as const)('%s comes back as an exception', (_case, parts, message) => {
    const plan = planPostings(parts, [{ id: 1, outstanding: 500_00, latestPaidAt: '2026-11-10' }], {
      today: TODAY,
      posted: new Set(),
    });
    expect(plan.byAgreement.size).toBe(0);
    expect(plan.exceptions).toEqual([{ partId: 1, lineId: 1, agreementId: parts[0].agreementId, message }]);
  });

  it('orders an agreement’s shares by value date, and the second of two that together exceed the balance fails', () => {
    const plan = planPostings(
      [part(2, 1, 300_00, '2026-11-24'), part(1, 1, 300_00, '2026-11-20'), part(3, 2, 50_00)],
      [
        { id: 1, outstanding: 500_00, latestPaidAt: null },
        { id: 2, outstanding: 50_00, latestPaidAt: null },
      ],
      { today: TODAY, posted: new Set() },
    );
    expect(plan.byAgreement.get(1)?.map((p) => p.partId)).toEqual([1]);
    expect(plan.byAgreement.get(2)?.map((p) => p.partId)).toEqual([3]);
    expect(plan.exceptions).toEqual([
      { partId: 2, lineId: 2, agreementId: 1, message: PAYMENT_MESSAGES.aboveOutstanding },
    ]);
  });

  it('never exceeds an agreement’s outstanding balance and never posts a share twice', () => {
    const agreements = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 6 }),
        outstanding: fc.integer({ min: 0, max: 1_000_00 }),
        latestPaidAt: fc.option(fc.constantFrom('2026-11-01', '2026-11-15', '2026-11-25'), { nil: null }),
      }),
      { selector: (agreement) => agreement.id },
    );
    const parts = fc.array(
      fc.record({
        partId: fc.integer({ min: 1, max: 30 }),
        lineId: fc.integer({ min: 1, max: 30 }),
        agreementId: fc.integer({ min: 1, max: 7 }),
        amount: fc.integer({ min: -10, max: 600_00 }),
        valueDate: fc.constantFrom('2026-11-10', '2026-11-20', '2026-11-28', '2026-11-30'),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(
        agreements,
        parts,
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        (book, shares, posted) => {
          const plan = planPostings(shares, book, { today: TODAY, posted: new Set(posted) });
          const planned = [...plan.byAgreement.values()].flat();
          const ids = planned.map((p) => p.partId);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(posted).not.toContain(id);
          for (const agreement of book) {
            const mine = plan.byAgreement.get(agreement.id) ?? [];
            expect(mine.reduce((sum, p) => sum + p.amount, 0)).toBeLessThanOrEqual(agreement.outstanding);
            for (const p of mine) {
              expect(p.amount).toBeGreaterThan(0);
              expect(p.valueDate <= TODAY).toBe(true);
              if (agreement.latestPaidAt) expect(p.valueDate >= agreement.latestPaidAt).toBe(true);
            }
            const dates = mine.map((p) => p.valueDate);
            expect(dates).toEqual([...dates].sort());
          }
        },
      ),
    );
  });
});

describe('splitIssue', () => {
  it.each([
    [[], SPLIT_MESSAGES.empty],
    [
      [
        { agreementId: 1, amount: 0 },
        { agreementId: 2, amount: 100_00 },
      ],
      SPLIT_MESSAGES.positive,
    ],
    [
      [
        { agreementId: 1, amount: 50_00 },
        { agreementId: 1, amount: 50_00 },
      ],
      SPLIT_MESSAGES.distinct,
    ],
    [
      [
        { agreementId: 1, amount: 50_00 },
        { agreementId: 2, amount: 40_00 },
      ],
      SPLIT_MESSAGES.sum,
    ],
    [
      [
        { agreementId: 1, amount: 60_00 },
        { agreementId: 2, amount: 40_00 },
      ],
      null,
    ],
  ] as const)('%j -> %s', (shares, issue) => {
    expect(splitIssue(100_00, shares)).toBe(issue);
  });
});
