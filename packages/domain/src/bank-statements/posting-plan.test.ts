import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../collections/collections.schema';
import { futureDateMessage } from '../collections/ledger-kinds';
import {
  type PostingPart,
  planPostings,
  postedLineStatus,
  reasonAfterDecision,
  remainderSplitIssue,
  shareCapIssue,
  splitIssue,
  statusAfterDecision,
  unpostedRemainder,
} from './posting-plan';

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
  it('property: the plan does not depend on the order the shares are listed in', () => {
    const shareOf = fc.record({
      lineId: fc.integer({ min: 1, max: 3 }),
      agreementId: fc.integer({ min: 1, max: 2 }),
      amount: fc.integer({ min: 1, max: 100_00 }),
      valueDate: fc.constantFrom('2026-11-20', '2026-11-23', '2026-11-27'),
    });
    fc.assert(
      fc.property(
        fc.array(shareOf, { minLength: 2, maxLength: 8 }).chain((shares) =>
          fc.tuple(
            fc.constant(shares.map((share, i) => ({ ...share, partId: i + 1 }))),
            fc.shuffledSubarray(
              shares.map((_, i) => i),
              { minLength: shares.length },
            ),
          ),
        ),
        ([parts, order]) => {
          const agreements = [
            { id: 1, outstanding: 150_00 },
            { id: 2, outstanding: 150_00 },
          ];
          const options = { today: TODAY, posted: new Set<number>() };
          const plan = planPostings(parts, agreements, options);
          const shuffled = planPostings(
            order.map((i) => parts[i] as PostingPart),
            agreements,
            options,
          );
          expect(shuffled.exceptions).toEqual(plan.exceptions);
          expect([...shuffled.byAgreement.entries()].sort()).toEqual([...plan.byAgreement.entries()].sort());
          // Each agreement's shares go to the ledger by value date, then line.
          for (const list of plan.byAgreement.values())
            expect(list).toEqual(
              [...list].sort(
                (a, b) =>
                  a.valueDate.localeCompare(b.valueDate) || a.lineId - b.lineId || a.partId - b.partId,
              ),
            );
        },
      ),
    );
  });

  it.each([
    ['a share above what is outstanding', [part(1, 1, 600_00)], PAYMENT_MESSAGES.aboveOutstanding],
    ['a share dated after today', [part(1, 1, 100_00, '2026-11-29')], futureDateMessage(TODAY)],
    [
      'a share on an agreement that cannot take payments',
      [part(1, 9, 100_00)],
      'The agreement cannot take payments (not found, deleted or not in collection)',
    ],
  ] as const)('%s comes back as an exception', (_case, parts, message) => {
    const plan = planPostings(parts, [{ id: 1, outstanding: 500_00 }], {
      today: TODAY,
      posted: new Set(),
    });
    expect(plan.byAgreement.size).toBe(0);
    expect(plan.exceptions).toEqual([{ partId: 1, lineId: 1, agreementId: parts[0].agreementId, message }]);
  });

  it('plans a share dated before the agreement’s latest payment on the bank’s value date (issue 40)', () => {
    const plan = planPostings([part(1, 1, 100_00, '2026-11-01')], [{ id: 1, outstanding: 500_00 }], {
      today: TODAY,
      posted: new Set(),
    });
    expect(plan.exceptions).toEqual([]);
    expect(plan.byAgreement.get(1)).toEqual([part(1, 1, 100_00, '2026-11-01')]);
  });

  it('orders an agreement’s shares by value date, and the second of two that together exceed the balance fails', () => {
    const plan = planPostings(
      [part(2, 1, 300_00, '2026-11-24'), part(1, 1, 300_00, '2026-11-20'), part(3, 2, 50_00)],
      [
        { id: 1, outstanding: 500_00 },
        { id: 2, outstanding: 50_00 },
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
    [[], 'Choose at least one agreement'],
    [
      [
        { agreementId: 1, amount: 0 },
        { agreementId: 2, amount: 100_00 },
      ],
      'Each share must be more than 0',
    ],
    [
      [
        { agreementId: 1, amount: 50_00 },
        { agreementId: 1, amount: 50_00 },
      ],
      'Each agreement may take only one share',
    ],
    [
      [
        { agreementId: 1, amount: 50_00 },
        { agreementId: 2, amount: 40_00 },
      ],
      'The shares must add up to the credit',
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

describe('a line posts at most its credit (issue 40)', () => {
  it.each([
    [{ amount: 200_00, posted: 0 }, null, 200_00],
    [{ amount: 200_00, posted: 50_00 }, 'Part posted', 150_00],
    [{ amount: 200_00, posted: 200_00 }, 'Posted', 0],
  ] as const)('%j is %s with %i left', (line, status, remainder) => {
    expect(postedLineStatus(line)).toBe(status);
    expect(unpostedRemainder(line)).toBe(remainder);
  });

  it.each([
    [
      'a line with nothing posted takes shares adding up to its credit',
      { amount: 100_00, posted: 0 },
      [{ agreementId: 1, amount: 100_00 }],
      null,
    ],
    [
      'a Part posted line takes shares adding up to its remainder',
      { amount: 100_00, posted: 40_00 },
      [{ agreementId: 1, amount: 60_00 }],
      null,
    ],
    [
      'a Part posted line refuses its whole credit again',
      { amount: 100_00, posted: 40_00 },
      [{ agreementId: 2, amount: 100_00 }],
      'The shares must add up to the unposted remainder of the credit (RM 60.00)',
    ],
    [
      'a Posted line takes nothing',
      { amount: 100_00, posted: 100_00 },
      [{ agreementId: 2, amount: 1 }],
      'This line is posted: a posted payment is reversed only by a correction through the ledger',
    ],
    [
      'a split of the remainder keeps the split rules',
      { amount: 100_00, posted: 40_00 },
      [
        { agreementId: 2, amount: 0 },
        { agreementId: 3, amount: 60_00 },
      ],
      'Each share must be more than 0',
    ],
  ] as const)('%s', (_case, line, shares, issue) => {
    expect(remainderSplitIssue(line, shares)).toBe(issue);
  });

  it('whatever is assigned and posted, a share passing the credit is refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_00 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000_00 }), { maxLength: 10 }),
        (amount, shares) => {
          let posted = 0;
          for (const share of shares) {
            if (shareCapIssue({ amount, posted }, share) === null) posted += share;
            expect(posted).toBeLessThanOrEqual(amount);
            expect(posted + unpostedRemainder({ amount, posted })).toBe(amount);
          }
        },
      ),
    );
  });
});

describe('statusAfterDecision (issue 40)', () => {
  it.each([
    [0, true, 'assign', 'Matched'],
    [0, true, 'ignore', 'Ignored'],
    [0, true, 'reopen', 'Suggested'],
    [0, false, 'reopen', 'Unmatched'],
    [1, true, 'assign', 'Part posted'],
    [1, true, 'ignore', 'Part posted'],
    [1, false, 'reopen', 'Part posted'],
  ] as const)('posted %i, candidates %s, %s -> %s', (posted, hasCandidates, decision, status) => {
    expect(statusAfterDecision({ posted, hasCandidates }, decision)).toBe(status);
  });
});

describe('reasonAfterDecision (issue 40)', () => {
  it.each([
    [{ posted: 0, reason: 'HP in description' }, { kind: 'ignore', reason: 'Refund' }, 'Refund'],
    [
      { posted: 1, reason: 'HP in description' },
      { kind: 'ignore', reason: 'Refund' },
      'Remainder ignored: Refund',
    ],
    [{ posted: 1, reason: 'Remainder ignored: Refund' }, { kind: 'reopen' }, null],
    [{ posted: 1, reason: 'Remainder ignored: Refund' }, { kind: 'assign' }, null],
    [{ posted: 1, reason: 'HP in description' }, { kind: 'assign' }, 'HP in description'],
    [{ posted: 0, reason: 'Refund' }, { kind: 'reopen' }, 'Refund'],
  ] as const)('%j, %j -> %s', (line, decision, reason) => {
    expect(reasonAfterDecision(line, decision)).toBe(reason);
  });
});

describe('the share cap under the line’s lock (issue 40)', () => {
  it.each([
    [{ amount: 100_00, posted: 0 }, 100_00, null],
    [{ amount: 100_00, posted: 40_00 }, 60_00, null],
    [
      { amount: 100_00, posted: 40_00 },
      60_01,
      'This share would post more than the credit: the line was decided again meanwhile',
    ],
  ])('%o with a share of %i sen: %s', (line, share, issue) => {
    expect(shareCapIssue(line, share)).toBe(issue);
  });
});
